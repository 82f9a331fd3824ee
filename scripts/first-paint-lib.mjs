// Pure helpers of scripts/first-paint.mjs, kept apart so that unit tests can reach them.
import { median } from './bench-lib.mjs';

/** The p-th percentile (nearest rank) of the finite values; undefined for none. */
export function percentile(xs, p) {
  const values = xs
    .filter((x) => typeof x === 'number' && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (values.length === 0) return undefined;
  const rank = Math.min(values.length, Math.max(1, Math.ceil((p / 100) * values.length)));
  return values[rank - 1];
}

/**
 * A load stalled when its first contentful paint came after the load event, or never came while
 * the load was watched: the late first frame of docs/performance.md 'The first-paint stall'.
 */
export function stalled(sample) {
  return sample.fcp === undefined || (sample.load !== undefined && sample.fcp > sample.load);
}

/** The figures printed for one page at one slowdown (milliseconds, rounded). */
export function paintSummary(samples = []) {
  const round = (v) => (v === undefined ? undefined : Math.round(v));
  const fcps = samples.map((s) => s.fcp);
  return {
    n: samples.length,
    stalls: samples.filter(stalled).length,
    fcp50: round(median(fcps)),
    fcp90: round(percentile(fcps, 90)),
    fcpMax: round(percentile(fcps, 100)),
    load50: round(median(samples.map((s) => s.load))),
    stalledFcps: samples
      .filter(stalled)
      .map((s) => (s.fcp === undefined ? 'none' : Math.round(s.fcp))),
  };
}
