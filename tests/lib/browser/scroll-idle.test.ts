// whenScrollIdle: the #examples pin waits for the page to stop scrolling (its refresh scrolls to 0
// and back, which would cut a jump's smooth scroll short).
import { SCROLL_QUIET_FRAMES, SCROLL_QUIET_MS, whenScrollIdle } from '@/lib/browser/scroll-idle';

/** A window whose frames the test runs one by one, at the times it chooses. */
function fakeWindow() {
  const target = new EventTarget();
  let queued: ((time: number) => void) | null = null;
  const state = { scrollY: 0 };
  /** Runs the queued frame at `time`, the offset then at `y`; false when none was queued. */
  const frame = (time: number, y = state.scrollY): boolean => {
    state.scrollY = y;
    const cb = queued;
    queued = null;
    cb?.(time);
    return cb !== null;
  };
  const win = {
    get scrollY() {
      return state.scrollY;
    },
    requestAnimationFrame: (cb: (time: number) => void) => ((queued = cb), 1),
    cancelAnimationFrame: () => void (queued = null),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  return { win, frame, dispatch: (type: string) => target.dispatchEvent(new Event(type)) };
}

describe('whenScrollIdle', () => {
  it('calls back once the offset has stayed put for the quiet time over a few frames', () => {
    const { win, frame } = fakeWindow();
    const cb = vi.fn();
    whenScrollIdle(cb, { win });
    let t = 1000;
    for (let i = 0; i <= SCROLL_QUIET_FRAMES; i++) frame((t += 16));
    // Frames enough, but not yet the quiet time.
    expect(cb).not.toHaveBeenCalled();
    while (!cb.mock.calls.length && frame((t += 16)));
    expect(cb).toHaveBeenCalledTimes(1);
    expect(t - 1016).toBeGreaterThanOrEqual(SCROLL_QUIET_MS);
    expect(t - 1016).toBeLessThan(SCROLL_QUIET_MS + 16);
    expect(frame((t += 16))).toBe(false); // nothing queued after it
  });

  it('waits while the offset moves from frame to frame (a smooth scroll)', () => {
    const { win, frame } = fakeWindow();
    const cb = vi.fn();
    whenScrollIdle(cb, { win });
    let t = 0;
    for (let y = 0; y < 5000; y += 100) frame((t += 16), y);
    expect(cb).not.toHaveBeenCalled();
    for (let i = 0; i < 20; i++) frame((t += 16));
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('does not take a stalled main thread for a still page: one late frame is not enough', () => {
    const { win, frame } = fakeWindow();
    const cb = vi.fn();
    whenScrollIdle(cb, { win });
    frame(0, 300);
    frame(16, 400);
    // A 600 ms task: the next frame comes late and has not caught the scroll's progress yet.
    frame(616, 400);
    expect(cb).not.toHaveBeenCalled();
    frame(632, 1400); // it has now
    expect(cb).not.toHaveBeenCalled();
  });

  it('waits while a scroll is pending (a jump whose first frame has not come)', () => {
    const { win, frame } = fakeWindow();
    const cb = vi.fn();
    let pending = true;
    whenScrollIdle(cb, { win, pending: () => pending });
    let t = 0;
    for (let i = 0; i < 60; i++) frame((t += 16));
    expect(cb).not.toHaveBeenCalled();
    pending = false;
    for (let i = 0; i < 20; i++) frame((t += 16));
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('calls back at once on scrollend', () => {
    const { win, frame, dispatch } = fakeWindow();
    const cb = vi.fn();
    whenScrollIdle(cb, { win });
    frame(0, 300);
    dispatch('scrollend');
    expect(cb).toHaveBeenCalledTimes(1);
    dispatch('scrollend');
    expect(frame(16)).toBe(false);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    const { win, frame, dispatch } = fakeWindow();
    const cb = vi.fn();
    const cancel = whenScrollIdle(cb, { win });
    cancel();
    dispatch('scrollend');
    let t = 0;
    for (let i = 0; i < 30; i++) frame((t += 16));
    expect(cb).not.toHaveBeenCalled();
  });
});
