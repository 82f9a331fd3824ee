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

/** Milliseconds from `t0` (trace microseconds), one decimal. */
const since = (t0, ts) => Math.round((ts - t0) / 100) / 10;

/**
 * What a load's Chrome trace says about its first frame (docs/performance.md 'The first-paint
 * stall'): when Viz first refused the page's compositor a BeginFrame because the frames it had
 * submitted were never drawn (`SendBeginFrameDecision`, reason `ThrottleUndrawnFrames`: from then
 * on it gets one a second), and when the renderer's first main frame of the new document ended
 * (its first `ProxyMain::BeginMainFrame` after parsing began). A stall of that kind has the throttle
 * before the first main frame's end. Times in ms from navigationStart; undefined when absent.
 */
export function firstFrameRace(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false,
  );
  if (!navigation) return undefined;
  const t0 = navigation.ts;
  const after = (e) => e.ts >= t0;
  const byTime = (a, b) => a.ts - b.ts;
  const parse = events.filter((e) => e.name === 'ParseHTML' && after(e)).sort(byTime)[0];
  const frame = parse
    ? events
        .filter(
          (e) =>
            e.name === 'ProxyMain::BeginMainFrame' &&
            e.ph === 'X' &&
            e.pid === parse.pid &&
            e.ts >= parse.ts,
        )
        .sort(byTime)[0]
    : undefined;
  const throttle = events
    .filter(
      (e) =>
        e.name === 'SendBeginFrameDecision' &&
        e.args?.reason === 'ThrottleUndrawnFrames' &&
        after(e),
    )
    .sort(byTime)[0];
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint' && after(e)).sort(byTime)[0];
  const at = (e, end = false) => (e ? since(t0, e.ts + (end ? (e.dur ?? 0) : 0)) : undefined);
  return {
    parseStart: at(parse),
    firstMainFrameEnd: at(frame, true),
    throttledUndrawn: at(throttle),
    fcp: at(fcp),
  };
}
