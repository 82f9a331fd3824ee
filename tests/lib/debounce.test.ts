import { debounce } from '@/lib/debounce';
import { RESIZE_DEBOUNCE_MS } from '@/lib/hero/constants';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 100ms after the last call, with the last arguments', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
    const fn = vi.fn();
    const d = debounce(fn, RESIZE_DEBOUNCE_MS);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d();
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
