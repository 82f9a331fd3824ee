// Small browser helpers of the canvas islands (no three.js here).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `cb` once the page has loaded (so the LCP image and first paint come first) and the main
 * thread is idle. Returns a cancel function.
 */
export function afterFirstPaint(cb: () => void, idleTimeoutMs = 1500): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const whenIdle = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(cb, { timeout: idleTimeoutMs });
    else timer = setTimeout(cb, 1);
  };
  const onLoad = () => {
    // One more frame so the load-time paint is on screen before any work starts.
    requestAnimationFrame(() => whenIdle());
  };

  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
