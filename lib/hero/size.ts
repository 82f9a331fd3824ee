// Canvas size of the hero (SPEC 9): window width (+100 at ≤530px) by half of that, debounced on
// resize. The hero box is meant to span the window, so its width is the window's; where a page
// places it in a narrower box, the canvas follows the box, exactly as the CSS sizes the still image
// (lib/hero → Hero.module.scss), so the 3D never jumps in size against the image it replaces.
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { HERO_MOBILE_EXTRA_WIDTH } from './constants';

export type Size = { width: number; height: number };

/**
 * @param boxWidth    width of the hero box (the window width when it spans the window)
 * @param windowWidth window width, which picks the ≤530px rule; defaults to the box width
 */
export function heroCanvasSize(boxWidth: number, windowWidth: number = boxWidth): Size {
  const w = Math.max(0, Math.round(boxWidth));
  const width = windowWidth <= MOBILE_BREAKPOINT ? w + HERO_MOBILE_EXTRA_WIDTH : w;
  return { width, height: Math.round(width / 2) };
}

/** Device pixel ratio of the drawing buffer: the screen's, capped, and never below 1. */
export function cappedPixelRatio(devicePixelRatio: number | undefined, cap: number): number {
  const dpr = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.max(1, Math.min(dpr, cap));
}
