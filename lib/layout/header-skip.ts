// 'The header skips on scroll' (SPEC 2.2, the personal-account landing): hidden while the visitor
// scrolls down, back as soon as they scroll up, always shown near the top of the page.
import { SCROLL_THRESHOLD_PX } from '../constants';

/** Scroll jitter smaller than this (px) does not flip the header. */
export const HEADER_SKIP_TOLERANCE_PX = 6;

export function nextHeaderHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y < SCROLL_THRESHOLD_PX) return false;
  const delta = y - previousY;
  if (delta > HEADER_SKIP_TOLERANCE_PX) return true;
  if (delta < -HEADER_SKIP_TOLERANCE_PX) return false;
  return hidden;
}
