// The gate every island passes before doing work at mount: the page has loaded, its first paint
// (or its LCP image's) has been presented, and the main thread is idle. Work started earlier can
// delay the first frame; in Lighthouse's emulation a late first frame stalls for a second.
import { whenIdle } from './idle';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

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
  let cancelled = false;
  let stopWaiting = () => {};
  let stopIdle = () => {};

  const idle = () => {
    if (cancelled) return;
    // Where requestIdleCallback is missing the paint has been reported: run on the next task.
    stopIdle = whenIdle(cb, { capMs: idleTimeoutMs, fallbackMs: 1 });
  };
  const onLoad = () => {
    if (cancelled) return;
    stopWaiting = whenPainted(elementId, maxPaintWaitMs, idle);
  };

  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    stopWaiting();
    window.removeEventListener('load', onLoad);
    stopIdle();
  };
}
