// Runs a callback once the browser is idle, for code that must never compete with the first
// paint, hydration or the first interactions (the messenger widget, the islands' start).

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** The longest wait for an idle moment: after it the callback runs anyway. */
export const IDLE_CAP_MS = 3000;

/** Where `requestIdleCallback` is missing (Safari), the delay that stands in for 'idle'. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Calls `cb` when the browser is idle (`requestIdleCallback`, at most `capMs` later), or after
 * `fallbackMs` where that API is missing. Returns a cancel function.
 */
export function whenIdle(
  cb: () => void,
  { capMs = IDLE_CAP_MS, fallbackMs = IDLE_FALLBACK_MS } = {},
): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(cb, { timeout: capMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(cb, Math.min(fallbackMs, capMs));
  return () => clearTimeout(timer);
}
