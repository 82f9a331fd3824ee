// The gate before any hero work: page loaded, the LCP image's paint reported (Element Timing, or
// the first contentful paint where that API is missing), then an idle main thread.
import { afterFirstPaint, PAINT_WAIT_MS } from '@/lib/browser/paint';
import { HERO_PAINT_ID } from '@/lib/hero/constants';

type Entry = { name: string; identifier?: string; entryType: string };

/** A PerformanceObserver stand-in supporting the given entry types; `emit` delivers entries. */
function installObserver(supported: string[]) {
  const observers: { cb: PerformanceObserverCallback; type?: string; live: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private record: (typeof observers)[number];
    constructor(cb: PerformanceObserverCallback) {
      this.record = { cb, live: true };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
    }
    disconnect() {
      this.record.live = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    emit(entries: Entry[]) {
      for (const o of observers.filter((x) => x.live)) {
        const own = entries.filter((e) => e.entryType === o.type);
        if (own.length === 0) continue;
        o.cb(
          { getEntries: () => own } as unknown as PerformanceObserverEntryList,
          o as unknown as PerformanceObserver,
        );
      }
    },
    observedTypes: () => observers.map((o) => o.type),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  // jsdom has finished loading by the time a test runs.
  expect(document.readyState).toBe('complete');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the paint record of the named element, not for other elements', () => {
    const perf = installObserver(['element', 'paint']);
    const cb = vi.fn();
    afterFirstPaint(cb, { elementId: HERO_PAINT_ID });
    expect(perf.observedTypes()).toEqual(['element']);
    vi.advanceTimersByTime(100);
    perf.emit([{ entryType: 'element', name: 'image-paint', identifier: 'other' }]);
    vi.advanceTimersByTime(100);
    expect(cb).not.toHaveBeenCalled();
    perf.emit([{ entryType: 'element', name: 'image-paint', identifier: HERO_PAINT_ID }]);
    vi.advanceTimersByTime(10);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('falls back to the first contentful paint where Element Timing is missing', () => {
    const perf = installObserver(['paint']);
    const cb = vi.fn();
    afterFirstPaint(cb, { elementId: HERO_PAINT_ID });
    expect(perf.observedTypes()).toEqual(['paint']);
    perf.emit([{ entryType: 'paint', name: 'first-paint' }]);
    vi.advanceTimersByTime(10);
    expect(cb).not.toHaveBeenCalled();
    perf.emit([{ entryType: 'paint', name: 'first-contentful-paint' }]);
    vi.advanceTimersByTime(10);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('goes on after the longest wait when the image never paints (lazy, off-screen)', () => {
    installObserver(['element', 'paint']);
    const cb = vi.fn();
    afterFirstPaint(cb, { elementId: HERO_PAINT_ID });
    vi.advanceTimersByTime(PAINT_WAIT_MS - 10);
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('runs the callback once, in an idle period when the browser has one', () => {
    const perf = installObserver(['element']);
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: IdleRequestCallback) => idle.push(fn));
    const cb = vi.fn();
    afterFirstPaint(cb, { elementId: HERO_PAINT_ID });
    perf.emit([{ entryType: 'element', name: 'image-paint', identifier: HERO_PAINT_ID }]);
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(cb).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.({} as IdleDeadline);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const perf = installObserver(['element']);
    const cb = vi.fn();
    const cancel = afterFirstPaint(cb, { elementId: HERO_PAINT_ID });
    cancel();
    perf.emit([{ entryType: 'element', name: 'image-paint', identifier: HERO_PAINT_ID }]);
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(cb).not.toHaveBeenCalled();
  });
});
