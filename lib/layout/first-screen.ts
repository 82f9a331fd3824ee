// The fixed bottom chrome's safety net (issue 33, docs/DESIGN.md 'Fixed chrome on phones'): the
// first screens are laid out so that their links and buttons end above the mobile bar, but what
// WordPress sends (a long title, a long lead) can still put one under it. On such a page the bar
// and the launcher in its row wait, at the top, until the visitor first scrolls.

/** What may be pressed: the selector the first-screen check and its e2e spec share. */
export const CONTROL_SELECTOR =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';

export type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Whether any of `controls` (boxes in viewport coordinates) lies fully inside the viewport
 * (`width` × `height`) and reaches below `chromeTop`, the top edge of the fixed bottom chrome:
 * a control the chrome would cover on the first screen. Controls not fully in view (below the
 * fold, off to a side, empty) are not on the first screen.
 */
export function controlUnderChrome(
  controls: readonly Box[],
  chromeTop: number,
  width: number,
  height: number,
): boolean {
  return controls.some(
    (c) =>
      c.bottom > c.top &&
      c.right > c.left &&
      c.top >= 0 &&
      c.left >= 0 &&
      c.bottom <= height &&
      c.right <= width &&
      c.bottom > chromeTop,
  );
}
