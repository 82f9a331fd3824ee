// Runs a callback once an element comes near the viewport, for islands whose code is fetched only
// when the visitor is about to see them (the sliders).

/** How far ahead of the viewport an island starts loading: one more screen below (and above). */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Calls `cb` once, when `element` comes within `rootMargin` of the viewport; at once where
 * IntersectionObserver is missing. Returns a cancel function.
 */
export function whenNear(
  element: Element,
  cb: () => void,
  { rootMargin = NEAR_VIEWPORT_MARGIN }: { rootMargin?: string } = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    cb();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cb();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
