// Keeps what the visitor is reading in place across a change of layout above it. The browser's own
// scroll anchoring does not help where the change scrolls the page itself: ScrollTrigger's refresh,
// when the #examples stack pins, scrolls to 0 and back to the same offset, while pinning has added
// the pin's scroll length above every section after the stack.

/**
 * The section the visitor is on, to keep in place: the first of `elements` that starts in view,
 * between `topPx` (the sticky bars' bottom) and `bottomPx`, since everything seen below its top
 * moves with it (the tail of the one above too, when that one grows inside: the pinned stack);
 * else, when one section fills the whole view, that one.
 */
export function readingAnchor(
  elements: Iterable<Element>,
  topPx: number,
  bottomPx: number,
): Element | null {
  let spanning: Element | null = null;
  for (const element of elements) {
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= topPx && top < bottomPx) return element;
    if (top < topPx && bottom > topPx) spanning = element;
  }
  return spanning;
}

/**
 * Runs `change`, then scrolls at once (no smooth scroll) so that `anchor` is back where it was in
 * the viewport. Without an anchor it only runs `change`.
 */
export function keepInPlace(anchor: Element | null, change: () => void, win: Window = window) {
  const before = anchor?.getBoundingClientRect().top;
  change();
  if (!anchor || before === undefined) return;
  const shift = anchor.getBoundingClientRect().top - before;
  if (Math.abs(shift) >= 1) win.scrollTo({ top: win.scrollY + shift, behavior: 'instant' });
}
