// The hero's quality ladder and fps governor: on a GPU that cannot hold ~30 fps it first lowers
// the pixel ratio, then the segment count, then gives up and keeps the static image.
import { HERO_MIN_FPS, HERO_SEGMENT_LADDER, HERO_SEGMENTS } from './constants';

export type HeroQuality = { dpr: number; segments: number };

export type GovernorVerdict =
  | { kind: 'keep' }
  | { kind: 'lower'; quality: HeroQuality; reason: string }
  | { kind: 'give-up'; reason: string };

export function initialQuality(dpr: number): HeroQuality {
  return { dpr, segments: HERO_SEGMENTS };
}

/** The pixel ratios tried below the starting one: 2 → 1.5 → 1, never below 1. */
export function lowerDpr(dpr: number): number | null {
  if (dpr <= 1) return null;
  return dpr > 1.5 ? 1.5 : 1;
}

export function lowerSegments(segments: number): number | null {
  const next = HERO_SEGMENT_LADDER.find((s) => s < segments);
  return next ?? null;
}

/** One step of the ladder for a measured frame rate. */
export function governorStep(
  quality: HeroQuality,
  fps: number,
  minFps: number = HERO_MIN_FPS,
): GovernorVerdict {
  if (fps >= minFps) return { kind: 'keep' };
  const measured = `${Math.round(fps)} fps < ${minFps}`;
  const dpr = lowerDpr(quality.dpr);
  if (dpr !== null) {
    return { kind: 'lower', quality: { ...quality, dpr }, reason: `${measured}: dpr ${dpr}` };
  }
  const segments = lowerSegments(quality.segments);
  if (segments !== null) {
    return {
      kind: 'lower',
      quality: { ...quality, segments },
      reason: `${measured}: ${segments} segments`,
    };
  }
  return {
    kind: 'give-up',
    reason: `${measured} at dpr ${quality.dpr}, ${quality.segments} segments`,
  };
}

/** The median of the sampled windows' frame rates: below the target exactly when most windows are. */
export function medianFps(windows: readonly number[]): number {
  if (windows.length === 0) return 0;
  const sorted = [...windows].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
