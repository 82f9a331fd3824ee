// The #examples stack animation of the personal-account landing (SPEC 4, 9 'Examples animation'):
// pure decisions, so the client leaf stays thin and the numbers live in one place.
import { BREAKPOINTS } from '../constants';

/** The animation runs only above this viewport width (SPEC 9: breakpoint 1024px). */
export const EXAMPLES_BREAKPOINT_PX = BREAKPOINTS.lg;

/** Re-evaluation on resize is debounced by this much (SPEC 4, 9: 120ms). */
export const EXAMPLES_RESIZE_DEBOUNCE_MS = 120;

/** The pin starts this far below the sticky bars (SPEC 9: extra start offset 30px). */
export const EXAMPLES_START_OFFSET_PX = 30;

/** On when the viewport is wider than 1024px and the visitor has not asked for reduced motion. */
export function isExamplesMotionOn(viewportWidth: number, reducedMotion = false): boolean {
  return viewportWidth > EXAMPLES_BREAKPOINT_PX && !reducedMotion;
}

/** The ScrollTrigger start: the stack's top meets the sticky bars' bottom plus the extra offset. */
export function examplesStart(stickyOffsetPx: number): string {
  return `top top+=${Math.max(0, Math.round(stickyOffsetPx)) + EXAMPLES_START_OFFSET_PX}`;
}
