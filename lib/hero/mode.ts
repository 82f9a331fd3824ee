// Which mode the hero starts in, from what the browser can do and what the visitor asked for.
import type { HeroMode } from './types';
import type { WebGLProbe } from './renderer';
import { HERO_FORCE_PARAM, HERO_FORCE_VALUE } from './constants';

export type HeroDecision =
  | { load: true; mode: 'loading'; reason: string; governed: boolean }
  | { load: false; mode: Exclude<HeroMode, 'static' | 'loading' | '3d'>; reason: string };

export type HeroEnvironment = {
  reducedMotion: boolean;
  /** `?hero=3d`: render 3D even where the heuristics would keep the image. */
  forced: boolean;
  /** The WebGL probe's answer; none when it was not asked (reduced motion keeps the image). */
  webgl?: WebGLProbe;
};

/** `?hero=3d` in a search string. */
export function isHeroForced(search: string): boolean {
  return new URLSearchParams(search).get(HERO_FORCE_PARAM) === HERO_FORCE_VALUE;
}

/**
 * Reduced motion and missing WebGL always keep the image; the force parameter only overrides the
 * cost heuristics (software rendering, the fps governor). Without a probe's answer nothing is known
 * of WebGL, and the image stays.
 */
export function decideHeroMode({ reducedMotion, forced, webgl }: HeroEnvironment): HeroDecision {
  if (reducedMotion) {
    return { load: false, mode: 'static-reduced-motion', reason: 'prefers-reduced-motion' };
  }
  if (!webgl?.supported) return { load: false, mode: 'static-no-webgl', reason: 'no-webgl' };
  const renderer = webgl.renderer ?? 'unknown renderer';
  if (forced)
    return { load: true, mode: 'loading', reason: `forced: ${renderer}`, governed: false };
  if (webgl.software) {
    const why = webgl.performanceCaveat ? 'major-performance-caveat' : 'software-renderer';
    return { load: false, mode: 'static-software', reason: `${why}: ${renderer}` };
  }
  return { load: true, mode: 'loading', reason: `gpu: ${renderer}`, governed: true };
}
