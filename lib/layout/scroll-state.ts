import { SCROLL_THRESHOLD_PX } from '../constants';

/** Header and mobile bar: 'scrolled' at a vertical scroll of 50px or more (SPEC 2.2, 4). */
export function isScrolled(scrollY: number, threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return scrollY >= threshold;
}

/** The header's dark variant is used on the case detail page (SPEC 2.2): /cases/{slug}/… */
export function isDarkHeaderPath(pathname: string | null): boolean {
  return !!pathname && /^\/cases\/[^/]+/.test(pathname);
}
