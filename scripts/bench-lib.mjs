// Pure helpers of the benchmark (scripts/bench.mjs), kept apart so that unit tests can reach them.

export const BARE = '(bare Next.js page)';

/** The pages the performance figures follow (docs/performance.md), as the benches' default. */
export const MEASURED_ROUTES = '/,/cases/fk-volna/,/about/,/sportsite/,/support/,/no-such-page/';

/** Middle value (upper middle for an even count); undefined for no values. */
export function median(xs) {
  const values = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  if (values.length === 0) return undefined;
  return [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
}

/**
 * The CPU slowdown Lighthouse's throttling calculator suggests for a host's benchmarkIndex, and
 * its confidence range (lighthouse docs/throttling.md, 'CPU throttling': 150 → 1×, 800 → 2×,
 * 1300 → 3×, then one more × per 233 points). The default mobile preset throttles by 4×.
 */
export function cpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) return undefined;
  const at = (multiplier, width) => ({
    multiplier,
    range: [multiplier - width / 2, multiplier + width / 2],
  });
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    const multiplier = 3 + excess;
    return at(multiplier, Math.max(excess, 1.5, multiplier * 0.3));
  }
  if (benchmarkIndex >= 800) return at(2 + (benchmarkIndex - 800) / 500, 1.5);
  if (benchmarkIndex >= 150) return at(1 + (benchmarkIndex - 150) / 650, 0.5);
  return undefined;
}

/** The label of a route's same-content twin (scripts/same-content-lib.mjs). */
export function twinLabel(route) {
  return `${route} (same content)`;
}

/** The route a twin's label names, or undefined for any other label. */
export function twinOfLabel(label) {
  const match = /^(.*) \(same content\)$/.exec(label);
  return match ? match[1] : undefined;
}

/**
 * The order of the audits: after one unmeasured warm-up of every target, each run measures every
 * page, then (with `withTwins`) its same-content twin, then the bare app (A/B/A/B), so that they
 * share the machine's load of the moment.
 */
export function schedule(routes, runs, withBaseline, withTwins = false) {
  const targets = [
    ...routes.flatMap((route) => (withTwins ? [route, twinLabel(route)] : [route])),
    ...(withBaseline ? [BARE] : []),
  ];
  const order = targets.map((label) => ({ label, run: 0, pairedWith: undefined, warmup: true }));
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      order.push({ label: route, run, pairedWith: undefined, warmup: false });
      if (withTwins)
        order.push({ label: twinLabel(route), run, pairedWith: undefined, warmup: false });
      if (withBaseline) order.push({ label: BARE, run, pairedWith: route, warmup: false });
    }
  }
  return order;
}

/** page / bare, or undefined when either is unknown or the bare value is zero. */
export function ratio(page, bare) {
  if (page === undefined || bare === undefined || bare === 0) return undefined;
  return page / bare;
}

/**
 * Paths of the scripts a page's HTML names — script tags, preloads and the client chunks listed in
 * the inline RSC payload: its first-load JavaScript (later prefetches and lazy chunks are not).
 */
export function scriptsInHtml(html) {
  const paths = new Set();
  for (const match of html.matchAll(/\/_next\/static\/[^"'\\\s?]+\.js(?:\?[^"'\\\s]*)?/g)) {
    paths.add(match[0].replace(/&amp;/g, '&'));
  }
  return paths;
}

/** The JS bytes sent (gzip) in total and of the scripts named by the HTML. */
export function jsBytes(requests, firstLoadPaths) {
  let all = 0;
  let first = 0;
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    const size = r.transferSize || 0;
    all += size;
    let path = r.url;
    try {
      const u = new URL(r.url);
      path = u.pathname + u.search;
    } catch {
      /* keep the raw URL */
    }
    if (firstLoadPaths?.has(path)) first += size;
  }
  return { all, first };
}

const ms = (v) => (v === undefined ? '—' : `${Math.round(v)} ms`);
const kb = (v) => (v === undefined ? '—' : `${(v / 1024).toFixed(1)} KB`);
const times = (v) => (v === undefined ? '' : ` ×${v.toFixed(2)}`);
const signedKb = (v) => (v === undefined ? '' : ` ${v >= 0 ? '+' : '−'}${kb(Math.abs(v))}`);

/**
 * How many samples were first painted before the load event (Lighthouse's observed timings), as
 * "k/n": a late first frame is the stall docs/performance.md 'The first frame' is about.
 */
export function paintedBeforeLoad(samples) {
  const known = samples.filter(
    (s) => s.observed?.observedFirstContentfulPaint !== undefined && s.observed?.observedLoad,
  );
  const early = known.filter(
    (s) => s.observed.observedFirstContentfulPaint <= s.observed.observedLoad,
  );
  return `${early.length}/${known.length}`;
}

/** One line per page: the medians, and the ratios to the bare app measured alongside. */
export function formatRow(row) {
  const r = row.ratios ?? {};
  return (
    `${row.preset.padEnd(7)} ${row.route.padEnd(30)} perf ${row.performance} · a11y ${row.accessibility} · bp ${row.bestPractices} · seo ${row.seo}` +
    ` | LCP ${ms(row.lcp)}${times(r.lcp)} · TBT ${ms(row.tbt)}${times(r.tbt)} · CLS ${row.cls === undefined ? '—' : row.cls.toFixed(3)}` +
    (row.paintedBeforeLoad ? ` · FCP<load ${row.paintedBeforeLoad}` : '') +
    ` | JS ${kb(row.jsGzip)}${times(r.js)} · first-load ${kb(row.jsFirst)}${signedKb(r.jsFirstOver)}` +
    (row.documentGzip === undefined
      ? ''
      : ` | HTML ${kb(row.documentGzip)} · CSS files ${kb(row.cssGzip)}`) +
    (row.blocking && Object.keys(row.blocking).length
      ? ` | blocking by source: ${Object.entries(row.blocking)
          .sort(([, a], [, b]) => b - a)
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(' · ')}`
      : '')
  );
}

const signedMs = (v) =>
  v === undefined ? '—' : `${v < 0 ? '−' : '+'}${Math.round(Math.abs(v))} ms`;

/**
 * A page's gap to the bare app split by its same-content twin (medians): the framework's cost of
 * the content (twin − bare) and the site's code (page − twin), for TBT, LCP and the score.
 */
export function formatGap(page, twin) {
  const bare = page.bare ?? twin.bare;
  const diff = (a, b) => (a === undefined || b === undefined ? undefined : a - b);
  const part = (key) =>
    `${key.toUpperCase()} ${ms(page[key])} = bare ${ms(bare?.[key])} ${signedMs(diff(twin[key], bare?.[key]))} content ${signedMs(diff(page[key], twin[key]))} site code`;
  return (
    `split   ${page.route.padEnd(30)} ${part('tbt')} | ${part('lcp')} | perf twin ${twin.performance ?? '—'}, page ${page.performance ?? '—'}` +
    (twin.ratios?.tbt === undefined
      ? ''
      : ` | twin's TBT ×${twin.ratios.tbt.toFixed(2)} the bare page's`)
  );
}

/**
 * What a script chunk is, from its text: three.js (the hero's lazy chunk), the framework (React DOM
 * and the Next.js runtime: their chunks link React's error pages, or, for the app router's own
 * chunk of layout boundaries, whose evaluation starts hydration, name them; Turbopack's runtime
 * reads its asset suffix), or the site's code.
 */
export function chunkSource(text) {
  if (/WebGLRenderer/.test(text)) return 'three.js';
  if (
    /react\.dev\/errors|__next_(?:root_layout|outlet)_boundary__|TURBOPACK_ASSET_SUFFIX/.test(text)
  )
    return 'framework';
  return 'site';
}

/**
 * The blocking time of a report's long tasks (its `long-tasks` audit, in Lighthouse's own
 * simulation when simulated) by what ran in them: the part of each task past its first 50 ms that
 * lies between FCP and TTI, summed by `sourceOf(url)`. The page's own URL (parsing the HTML and the
 * inline RSC payload) is 'document', a task Lighthouse could not attribute 'unattributed'. The
 * audit simulates the whole page graph, so the sum is near the report's TBT, not equal to it.
 */
export function blockingBySource(lhr, sourceOf) {
  const audits = lhr.audits ?? {};
  const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
  const tti = audits.interactive?.numericValue ?? Infinity;
  const split = {};
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    const blocking =
      Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime + 50, fcp);
    if (!(blocking > 0)) continue;
    let source = 'unattributed';
    // Not a URL (Lighthouse's own `_lighthouse-eval.js`, 'Unattributable'): unattributed.
    const url = task.url && URL.canParse(task.url) ? new URL(task.url) : null;
    if (url)
      source = url.pathname.startsWith('/_next/static/') ? sourceOf(url.pathname) : 'document';
    split[source] = (split[source] ?? 0) + blocking;
  }
  return split;
}

/**
 * The extra CPU slowdown that makes a host of benchmarkIndex `host` look like one of `target`:
 * the index counts work done per unit of time, so it falls in proportion to DevTools' CPU
 * throttling. Never below 1 (a slower host cannot be sped up).
 */
export function hostSlowdown(host, target) {
  if (!(host > 0) || !(target > 0)) return 1;
  return Math.max(1, host / target);
}

/**
 * The slowdown for the next audit, from this one's: a shared host's speed drifts during a run, so
 * the slowdown follows the benchmarkIndex the last audit reported (measured under the slowdown)
 * towards `target`. Halfway in log terms (a square root), so that one noisy reading does not swing
 * it; never below 1.
 */
export function nextSlowdown(current, reported, target) {
  if (!(current > 0) || !(reported > 0) || !(target > 0)) return current;
  return Math.max(1, current * Math.sqrt(reported / target));
}

/** The scripts' `--name=value` options (`--flag` alone is 'true'), as an object. */
export function parseArgs(argv) {
  return Object.fromEntries(
    argv.map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']),
  );
}
