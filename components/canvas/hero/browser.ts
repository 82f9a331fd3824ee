// Small browser helpers of the canvas islands (no three.js here).

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** The `elementtiming` name of the hero's static image: its paint record gates the 3D work. */
export const HERO_PAINT_ID = 'hero-still';

/** The longest wait for that paint record (a lazy image off-screen never paints). */
export const PAINT_WAIT_MS = 3000;

type PaintEntry = PerformanceEntry & { identifier?: string };

/**
 * Calls `done` once the browser reports that the element named `elementId` (its `elementtiming`
 * attribute) was painted; where Element Timing is missing, once the first contentful paint is
 * reported; where neither is, at once. Gives up waiting after `maxWaitMs`.
 */
function whenPainted(elementId: string | undefined, maxWaitMs: number, done: () => void) {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  const type =
    elementId && types.includes('element') ? 'element' : types.includes('paint') ? 'paint' : null;
  if (!type) {
    done();
    return () => {};
  }
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as PaintEntry[];
    if (
      entries.some((e) =>
        type === 'element' ? e.identifier === elementId : e.name === 'first-contentful-paint',
      )
    )
      finish();
  });
  const timer = setTimeout(finish, maxWaitMs);
  observer.observe({ type, buffered: true });
  return () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

export type AfterPaintOptions = {
  /** Wait for this element's paint record (`elementtiming`), not just the first paint. */
  elementId?: string;
  idleTimeoutMs?: number;
  maxPaintWaitMs?: number;
};

/**
 * Runs `cb` once the page has loaded, the browser has reported the paint of the given element
 * (the LCP image) or else the first contentful paint, and the main thread is idle. So neither the
 * work in `cb` nor what it starts on the GPU (a WebGL context) can hold back that paint. Returns
 * a cancel function.
 */
export function afterFirstPaint(
  cb: () => void,
  { elementId, idleTimeoutMs = 1500, maxPaintWaitMs = PAINT_WAIT_MS }: AfterPaintOptions = {},
): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let stopWaiting = () => {};

  const whenIdle = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(cb, { timeout: idleTimeoutMs });
    else timer = setTimeout(cb, 1);
  };
  const onLoad = () => {
    if (cancelled) return;
    stopWaiting = whenPainted(elementId, maxPaintWaitMs, whenIdle);
  };

  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    stopWaiting();
    window.removeEventListener('load', onLoad);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
