// Camera placement per hero variant and breakpoint (SPEC 2.7, 9: variants change the distance;
// placement changes at 1024px and 530px). Pure, so the CSS scale of the static image can follow it.
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/constants';
import type { HeroVariant } from './types';

export type HeroBreakpoint = 'desktop' | 'lg' | 'mobile';

/** Vertical field of view of the hero camera, degrees. */
export const HERO_FOV = 35;

/** Camera distance from the shape at desktop widths, per variant. */
export const HERO_CAMERA_DISTANCE: Record<HeroVariant, number> = {
  default: 5,
  little: 7.5,
  error: 6.2,
};

/**
 * The canvas is always 2:1, so on narrower screens it is also shorter: the camera moves in so the
 * shape fills more of it and stays legible.
 */
export const HERO_BREAKPOINT_DISTANCE_FACTOR: Record<HeroBreakpoint, number> = {
  desktop: 1,
  lg: 0.9,
  mobile: 0.8,
};

/** The breakpoint a window width falls in; both limits are inclusive, like `max-width` queries. */
export function heroBreakpoint(windowWidth: number): HeroBreakpoint {
  if (windowWidth <= MOBILE_BREAKPOINT) return 'mobile';
  if (windowWidth <= BREAKPOINTS.lg) return 'lg';
  return 'desktop';
}

export type HeroCamera = { position: [number, number, number]; fov: number };

export function heroCamera(variant: HeroVariant, windowWidth: number): HeroCamera {
  const z =
    HERO_CAMERA_DISTANCE[variant] * HERO_BREAKPOINT_DISTANCE_FACTOR[heroBreakpoint(windowWidth)];
  return { position: [0, 0, round(z)], fov: HERO_FOV };
}

/**
 * How much the static image (captured with the default camera at desktop width) must be scaled
 * to match the 3D framing of a variant at each breakpoint: apparent size goes as 1 / distance.
 */
export function heroImageScales(variant: HeroVariant): Record<HeroBreakpoint, number> {
  const reference = HERO_CAMERA_DISTANCE.default;
  const scale = (bp: HeroBreakpoint) =>
    round(reference / (HERO_CAMERA_DISTANCE[variant] * HERO_BREAKPOINT_DISTANCE_FACTOR[bp]));
  return { desktop: scale('desktop'), lg: scale('lg'), mobile: scale('mobile') };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
