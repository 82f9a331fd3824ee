// whenIdle: the messenger widget (SPEC 1) loads only once the browser is idle, capped in time.
import { IDLE_CAP_MS, IDLE_FALLBACK_MS, whenIdle } from '@/lib/browser/idle';

describe('whenIdle', () => {
  it('waits for requestIdleCallback, capped at 3 s, and can be cancelled', () => {
    const ric = vi.fn<(cb: () => void, options?: { timeout: number }) => number>(() => 7);
    const cic = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cic);
    const cb = vi.fn();
    const cancel = whenIdle(cb);
    expect(ric).toHaveBeenCalledWith(cb, { timeout: IDLE_CAP_MS });
    expect(IDLE_CAP_MS).toBe(3000);
    expect(cb).not.toHaveBeenCalled();
    cancel();
    expect(cic).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const cb = vi.fn();
      whenIdle(cb);
      vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
      expect(cb).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(cb).toHaveBeenCalledTimes(1);

      const cancelled = vi.fn();
      whenIdle(cancelled)();
      vi.advanceTimersByTime(IDLE_CAP_MS);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
