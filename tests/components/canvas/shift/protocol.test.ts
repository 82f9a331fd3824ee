// The shift worker's side of the protocol: one engine per handed canvas, sized, run and paused on
// the page's word; its frames from the worker's own animation frames, or a timer without them.
import { SHIFT_FPS } from '@/components/canvas/shift/constants';
import type { ShiftEnv } from '@/components/canvas/shift/engine';
import { shiftWorker, workerEnv, type ShiftMessage } from '@/components/canvas/shift/protocol';
import { fakeContext2d } from '../../../support/browser-mocks';

function fakeCanvas() {
  const ctx = fakeContext2d();
  return { canvas: { width: 0, height: 0, getContext: () => ctx }, ctx };
}

function fakeEnv() {
  const frames: ((now: number) => void)[] = [];
  const env: ShiftEnv = {
    makeCanvas: () => fakeCanvas().canvas as unknown as OffscreenCanvas,
    requestFrame: vi.fn((cb) => frames.push(cb)),
    cancelFrame: vi.fn(),
  };
  return { env, frames };
}

const init = (canvas: unknown): ShiftMessage => ({
  type: 'init',
  canvas: canvas as OffscreenCanvas,
});

describe('shiftWorker', () => {
  it('ignores everything before the canvas arrives', () => {
    const { env } = fakeEnv();
    const handle = shiftWorker(env);
    handle({ type: 'size', width: 800, height: 600, dpr: 2 });
    handle({ type: 'run', running: true });
    expect(env.requestFrame).not.toHaveBeenCalled();
  });

  it('sizes the buffer and draws once on "size", animates on "run", holds on "pause"', () => {
    const { env, frames } = fakeEnv();
    const { canvas, ctx } = fakeCanvas();
    const handle = shiftWorker(env);
    handle(init(canvas));
    handle({ type: 'size', width: 800, height: 600, dpr: 1 });
    expect(canvas.width).toBeGreaterThan(0);
    expect(canvas.height).toBeGreaterThan(0);
    expect(ctx.drawImage).toHaveBeenCalled();
    handle({ type: 'run', running: true });
    expect(env.requestFrame).toHaveBeenCalledTimes(1);
    ctx.drawImage.mockClear();
    frames.shift()?.(1000);
    expect(ctx.drawImage).toHaveBeenCalled();
    handle({ type: 'run', running: false });
    expect(env.cancelFrame).toHaveBeenCalled();
  });
});

describe('workerEnv', () => {
  afterEach(() => vi.useRealTimers());

  it("paces frames with the worker's own animation frames where it has them", () => {
    const scope = { requestAnimationFrame: vi.fn(() => 7), cancelAnimationFrame: vi.fn() };
    const env = workerEnv(scope);
    const cb = vi.fn();
    expect(env.requestFrame(cb)).toBe(7);
    env.cancelFrame(7);
    expect(scope.requestAnimationFrame).toHaveBeenCalledWith(cb);
    expect(scope.cancelAnimationFrame).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer at the background's rate", () => {
    vi.useFakeTimers();
    const env = workerEnv({});
    const cb = vi.fn();
    const id = env.requestFrame(cb);
    vi.advanceTimersByTime(1000 / SHIFT_FPS - 1);
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cb).toHaveBeenCalledWith(expect.any(Number));
    env.requestFrame(cb);
    const second = env.requestFrame(cb);
    env.cancelFrame(second);
    vi.advanceTimersByTime(1000);
    expect(cb).toHaveBeenCalledTimes(2);
    expect(id).toBeDefined();
  });
});
