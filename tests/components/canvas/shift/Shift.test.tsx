// The shift background in jsdom: server markup, and the loop paused off-screen and under reduced motion.
import { act, render } from '@testing-library/react';
import { ShiftBackground } from '@/components/canvas/shift/Shift';
import {
  FakeIntersectionObserver,
  fakeContext2d,
  fireIntersection,
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
} from '../../../support/browser-mocks';

function stubCanvas() {
  const ctx = fakeContext2d();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return ctx;
}

let idleCallbacks: IdleRequestCallback[] = [];
/** Runs the callbacks waiting for an idle browser. */
const becomeIdle = () => idleCallbacks.splice(0).forEach((cb) => cb({} as IdleDeadline));

beforeEach(() => {
  installIntersectionObserver();
  installResizeObserver();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idleCallbacks.push(cb));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

function renderShift() {
  const { container, unmount } = render(
    <section style={{ position: 'relative' }}>
      <ShiftBackground className="extra" />
    </section>,
  );
  act(() => becomeIdle());
  return { root: container.querySelector('[data-shift-state]') as HTMLElement, unmount };
}

describe('ShiftBackground', () => {
  it('is a decorative backdrop layer, holding one canvas once in view', () => {
    installMatchMedia(false);
    stubCanvas();
    const { root } = renderShift();
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveClass('extra');
    expect(root.querySelectorAll('canvas')).toHaveLength(0);
    act(() => fireIntersection(true));
    expect(root.querySelectorAll('canvas')).toHaveLength(1);
    act(() => fireIntersection(false));
    act(() => fireIntersection(true));
    expect(root.querySelectorAll('canvas')).toHaveLength(1);
  });

  it('does nothing before the page is idle after its first paint: no observer, no context', () => {
    installMatchMedia(false);
    stubCanvas();
    const { container } = render(
      <section style={{ position: 'relative' }}>
        <ShiftBackground />
      </section>,
    );
    const root = container.querySelector('[data-shift-state]') as HTMLElement;
    act(() => fireIntersection(true));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('idle');
    act(() => becomeIdle());
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    act(() => fireIntersection(true));
    expect(root.dataset.shiftState).toBe('running');
  });

  it('waits for the first contentful paint before it starts', () => {
    installMatchMedia(false);
    stubCanvas();
    let reportPaint: (() => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: PerformanceObserverCallback) {
        reportPaint = () =>
          cb(
            {
              getEntries: () => [{ name: 'first-contentful-paint' }],
            } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          );
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    render(
      <section style={{ position: 'relative' }}>
        <ShiftBackground />
      </section>,
    );
    act(() => becomeIdle());
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => reportPaint?.());
    act(() => becomeIdle());
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it('draws nothing while off-screen, then a first frame in view, and animates only in view', () => {
    installMatchMedia(false);
    const ctx = stubCanvas();
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { root } = renderShift();
    // Not even a drawing context (a GPU resource in Chrome) before the area is in view.
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(ctx.clearRect).not.toHaveBeenCalled();
    expect(ctx.drawImage).not.toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('paused');
    expect(raf).not.toHaveBeenCalled();
    act(() => fireIntersection(true));
    expect(ctx.clearRect).toHaveBeenCalled();
    expect(ctx.drawImage).toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('running');
    expect(raf).toHaveBeenCalled();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    act(() => fireIntersection(false));
    expect(root.dataset.shiftState).toBe('paused');
    expect(cancel).toHaveBeenCalled();
  });

  it('stays still under reduced motion (one frame drawn), and stops when it is switched on', () => {
    const media = installMatchMedia(true);
    const ctx = stubCanvas();
    const { root } = renderShift();
    act(() => fireIntersection(true));
    expect(root.dataset.shiftState).toBe('paused');
    expect(ctx.drawImage).toHaveBeenCalled();
    act(() => media.setReduced(false));
    expect(root.dataset.shiftState).toBe('running');
    act(() => media.setReduced(true));
    expect(root.dataset.shiftState).toBe('paused');
  });

  it('pauses while the page is hidden', () => {
    installMatchMedia(false);
    stubCanvas();
    const { root } = renderShift();
    act(() => fireIntersection(true));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.shiftState).toBe('paused');
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root.dataset.shiftState).toBe('running');
  });

  it('removes its canvas and stops its loop on unmount', () => {
    installMatchMedia(false);
    stubCanvas();
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { root, unmount } = renderShift();
    act(() => fireIntersection(true));
    unmount();
    expect(cancel).toHaveBeenCalled();
    expect(root.querySelector('canvas')).toBeNull();
  });
});

/** A browser that can hand a canvas to a worker: OffscreenCanvas, Worker, transferControlToOffscreen. */
function installWorkerSupport() {
  const workers: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    messages: unknown[] = [];
    transfers: unknown[][] = [];
    terminated = false;
    url: string;
    constructor(url: URL | string) {
      super();
      this.url = String(url);
      workers.push(this);
    }
    postMessage(message: unknown, transfer: unknown[] = []) {
      this.messages.push(message);
      this.transfers.push(transfer);
    }
    terminate() {
      this.terminated = true;
    }
  }
  const offscreen = { width: 0, height: 0 };
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  const transfer = vi.fn(() => offscreen);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: transfer,
  });
  return { workers, offscreen, transfer };
}

describe('ShiftBackground in a worker', () => {
  afterEach(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
    vi.unstubAllGlobals();
  });

  it('hands its canvas to a worker and only tells it what to do: size, run, pause', () => {
    installMatchMedia(false);
    const ctx = stubCanvas();
    const { workers, offscreen } = installWorkerSupport();
    const { root } = renderShift();
    expect(workers).toHaveLength(0);
    act(() => fireIntersection(true));
    expect(workers).toHaveLength(1);
    const worker = workers[0]!;
    expect(worker.url).toMatch(/shift\.worker/);
    expect(worker.messages[0]).toEqual({ type: 'init', canvas: offscreen });
    expect(worker.transfers[0]).toEqual([offscreen]);
    expect(worker.messages.slice(1)).toEqual([
      {
        type: 'size',
        width: expect.any(Number),
        height: expect.any(Number),
        dpr: expect.any(Number),
      },
      { type: 'run', running: true },
    ]);
    // Nothing is drawn on the page's main thread.
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(ctx.drawImage).not.toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('running');
    act(() => fireIntersection(false));
    expect(worker.messages.at(-1)).toEqual({ type: 'run', running: false });
    expect(root.dataset.shiftState).toBe('paused');
  });

  it('holds still under reduced motion and ends the worker on unmount', () => {
    installMatchMedia(true);
    stubCanvas();
    const { workers } = installWorkerSupport();
    const { root, unmount } = renderShift();
    act(() => fireIntersection(true));
    const worker = workers[0]!;
    expect(worker.messages.at(-1)).toEqual({ type: 'run', running: false });
    expect(worker.messages.some((m) => (m as { type: string }).type === 'size')).toBe(true);
    expect(root.dataset.shiftState).toBe('paused');
    unmount();
    expect(worker.terminated).toBe(true);
  });

  it('draws on the page, on a fresh canvas, when the worker fails', () => {
    installMatchMedia(false);
    const ctx = stubCanvas();
    const { workers } = installWorkerSupport();
    const { root } = renderShift();
    act(() => fireIntersection(true));
    const handed = root.querySelector('canvas');
    act(() => {
      workers[0]!.dispatchEvent(new Event('error'));
    });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(1);
    const canvases = root.querySelectorAll('canvas');
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).not.toBe(handed);
    expect(ctx.drawImage).toHaveBeenCalled();
    expect(root.dataset.shiftState).toBe('running');
  });
});
