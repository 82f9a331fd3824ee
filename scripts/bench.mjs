#!/usr/bin/env node
// Benchmark (not a test): Lighthouse mobile and desktop presets against the production build and
// the demo WordPress, per route: the four category scores, LCP, TBT, CLS and the JS sent (gzip, in
// all and the first-load part: the scripts the page's HTML names).
// Usage: npm run bench [-- --routes=/,/about/ --runs=5 --presets=mobile,desktop --baseline
//        --throttling=devtools --warmup=0 --proxy --lcp-graph --cpu-slowdown=2 --host-index=1300
//        --same-content]
// Every target is audited once, unmeasured (--warmup=0 skips it), before the runs (warm server
// caches: optimised images, ISR). --baseline also builds a one-page Next.js app with the same
// next/react install, the floor the framework alone sets on this machine, and audits it right after
// every page (A/B/A/B) so that each page's ratios compare samples taken under the same load.
// Prints one line per page (medians and ratios), the host's median benchmarkIndex with the CPU
// multiplier Lighthouse's throttling calculator derives from it; saves the summary and every full
// report (gzip) in bench-results/. Each line also splits the long tasks' blocking time by what ran
// in them (framework chunks, the document, the site's chunks: blockingBySource in bench-lib.mjs).
// --lcp-graph adds to each simulated run how many scripts (and bytes) Lighthouse's simulation
// counted before the LCP (scripts/lantern-lcp.mjs; docs/performance.md 'The first frame').
// --cpu-slowdown=N slows the audited page's CPU N× more (the DevTools protocol's CPU throttling of
// the real load, on top of the preset, which simulate throttling models from that load):
// --host-index=T picks N as the host's benchmarkIndex (from the warm-up audits) over T, so that a
// fast machine shows what a host of index T shows, and then, simulated, follows the index each
// audit reports towards T as a shared host drifts (docs/performance.md 'A slower host').
// --same-content also audits, after each page, its twin: a bare Next.js app serving that page's
// markup and CSS as server components alone (scripts/same-content-lib.mjs), so that each page's
// gap to the bare page splits into what the framework costs for the content (twin − bare) and what
// the site's own code adds (page − twin); one line per page prints the split.
// --proxy puts the reverse proxy of deploy/nginx/ (brotli; scripts and stylesheets precompressed,
// from each build's folder) in front of the site and of the bare app alike
// (scripts/nginx-proxy.mjs, ports BENCH_PORT + 2 and + 3): transfer sizes are then brotli's.
// Uses BENCH_URL when a site already runs there; otherwise starts the demo WordPress and
// the standalone server of the existing build (run `npm run build` first).
// Long because it is one benchmark run end to end (servers, audits, summary); its measuring
// helpers live in scripts/bench-lib.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BARE,
  blockingBySource,
  cpuMultiplier,
  formatGap,
  formatRow,
  hostSlowdown,
  jsBytes,
  median,
  nextSlowdown,
  paintedBeforeLoad,
  parseArgs,
  ratio,
  schedule,
  scriptsInHtml,
  twinLabel,
  twinOfLabel,
} from './bench-lib.mjs';
import { describeLcpGraph, scriptsBeforeLcp } from './lantern-lcp.mjs';
import { startProxy } from './nginx-proxy.mjs';
import {
  siteChunkSources,
  startBaseline,
  startSameContent,
  startSite,
  twinPath,
} from './bench-servers.mjs';

const args = parseArgs(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT || 3100);
const base = process.env.BENCH_URL || `http://localhost:${PORT}`;
const runs = Number(args.runs || 1);
const chromePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function defaultRoutes() {
  if (args.routes) return args.routes.split(',');
  const api = `http://127.0.0.1:${process.env.DEMO_WP_PORT || 4010}/wp-json/studio/v1`;
  let caseRoute = [];
  try {
    const list = await (await fetch(`${api}/portfolio?page=1&count=1`)).json();
    const slug = list?.data?.portfolio?.[0]?.slug;
    if (slug) caseRoute = [`/cases/${encodeURIComponent(slug)}/`];
  } catch {
    /* WordPress is optional for the benchmark */
  }
  return ['/', ...caseRoute, '/this-page-does-not-exist/'];
}

function summarise(lhr, firstLoadPaths, sourceOf) {
  const c = lhr.categories;
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const js = jsBytes(requests, firstLoadPaths);
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: a['largest-contentful-paint']?.numericValue,
    tbt: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    jsGzip: js.all,
    jsFirst: js.first,
    // The document and the stylesheets it loads (transfer sizes: gzip on the wire).
    documentGzip: requests.find((r) => r.resourceType === 'Document')?.transferSize,
    cssGzip: requests
      .filter((r) => r.resourceType === 'Stylesheet')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    blocking: blockingBySource(lhr, sourceOf),
    observed: a.metrics?.details?.items?.[0],
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportDir = `bench-results/${stamp}`;
mkdirSync(reportDir, { recursive: true });
const throttlingMethod =
  (args.throttling ?? args['throttling-method']) === 'devtools' ? 'devtools' : 'simulate';
// BENCH_URL: a site already running there is measured as it is.
const site = process.env.BENCH_URL ? { stop: () => {} } : await startSite(PORT);
const baseline = args.baseline ? await startBaseline(PORT + 1) : null;
const routes = await defaultRoutes();
const twins = args['same-content'] ? await startSameContent(PORT + 4, base, routes) : null;
// The same proxy in front of all, so that the ratios compare like with like.
const proxyPorts = { site: PORT + 2, bare: PORT + 3, twins: PORT + 5 };
const proxy = args.proxy
  ? await startProxy([
      { port: proxyPorts.site, upstream: base, staticDir: resolve('.next/static') },
      ...(baseline
        ? [{ port: proxyPorts.bare, upstream: baseline.url, staticDir: baseline.staticDir }]
        : []),
      ...(twins
        ? [{ port: proxyPorts.twins, upstream: twins.url, staticDir: twins.staticDir }]
        : []),
    ])
  : null;
const siteOrigin = proxy ? `http://127.0.0.1:${proxyPorts.site}` : base;
const bareOrigin = proxy ? `http://127.0.0.1:${proxyPorts.bare}` : baseline?.url;
const twinOrigin = proxy ? `http://127.0.0.1:${proxyPorts.twins}` : twins?.url;
function urlOf(label) {
  if (label === BARE) return `${bareOrigin}/`;
  const twinOf = twinOfLabel(label);
  return twinOf === undefined ? `${siteOrigin}${label}` : `${twinOrigin}${twinPath(twinOf)}`;
}
/** Every label audited, each page followed by its twin. */
const labels = [
  ...routes.flatMap((route) => (twins ? [route, twinLabel(route)] : [route])),
  ...(baseline ? [BARE] : []),
];
const siteSource = siteChunkSources(resolve('.next/static'), baseline, twins);
// The bare app and the twins run no site code: all of their chunks are the framework's.
const frameworkOnly = () => 'framework';
const sourceFor = (label) =>
  label === BARE || twinOfLabel(label) !== undefined ? frameworkOnly : siteSource;
/** The scripts each page's HTML names: its first-load JavaScript (the hero chunk is not among them). */
const firstLoad = new Map();
for (const label of labels) {
  try {
    firstLoad.set(label, scriptsInHtml(await (await fetch(urlOf(label))).text()));
  } catch {
    firstLoad.set(label, new Set());
  }
}
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const results = [];
const benchmarkIndexes = [];
/** The slowdown after each measured audit (it follows the host under --host-index). */
const slowdowns = [];
/** The host's benchmarkIndex in the unslowed warm-up audits; the extra CPU slowdown of the runs. */
const hostIndexes = [];
let slowdown = args['cpu-slowdown'] ? Number(args['cpu-slowdown']) : undefined;
function chooseSlowdown() {
  if (!args['host-index']) return 1;
  if (hostIndexes.length === 0)
    throw new Error('--host-index needs the warm-up audits to measure the host: drop --warmup=0');
  const chosen = hostSlowdown(median(hostIndexes), Number(args['host-index']));
  console.log(
    `Host benchmarkIndex ${Math.round(median(hostIndexes))} in the warm-up: the runs are slowed ${chosen.toFixed(2)}× to look like ${args['host-index']}`,
  );
  return chosen;
}
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});
/**
 * One Lighthouse audit. With an extra slowdown, simulate throttling gets a tab whose CPU is already
 * throttled (Lighthouse leaves CPU throttling alone under simulation and clears it after the
 * load); devtools throttling multiplies the preset's own CPU slowdown.
 */
async function audit(url, preset, extra) {
  // ignoreStatusCode: the 404 page is audited like any other page.
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ignoreStatusCode: true,
    throttlingMethod,
    // Every audit a first visit, as in PageSpeed Insights and a fresh Lighthouse CLI: one Chrome
    // runs them all here, and Lighthouse's default keeps localStorage while clearing the cache, a
    // returning visitor whose fonts were evicted (docs/performance.md, 'Fonts').
    clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage'],
  };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  if (extra === 1) return lighthouse(url, flags, config);
  if (throttlingMethod === 'devtools') {
    const throttling =
      preset === 'desktop' ? desktopConfig.settings.throttling : constants.throttling.mobileSlow4G;
    return lighthouse(
      url,
      {
        ...flags,
        throttling: {
          ...throttling,
          cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier * extra,
        },
      },
      config,
    );
  }
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: extra });
    return await lighthouse(url, flags, config, page);
  } finally {
    await page.close();
  }
}
console.log(
  `Throttling: ${throttlingMethod}; ${runs} run(s)${baseline ? ', each page followed by the bare app (A/B/A/B)' : ''}` +
    (proxy ? '; through nginx (deploy/nginx/): sizes are brotli, not gzip' : ''),
);
try {
  for (const preset of (args.presets || 'mobile,desktop').split(',')) {
    /** label → samples; for the bare app also route → the samples taken right after that route. */
    const samples = new Map();
    const bareAfter = new Map();
    for (const step of schedule(routes, runs, Boolean(baseline), Boolean(twins))) {
      if (step.warmup && args.warmup === '0') continue;
      if (!step.warmup && slowdown === undefined) slowdown = chooseSlowdown();
      const result = await audit(urlOf(step.label), preset, step.warmup ? 1 : slowdown);
      if (step.warmup) {
        if (result.lhr.environment?.benchmarkIndex)
          hostIndexes.push(result.lhr.environment.benchmarkIndex);
        continue;
      }
      const { lhr } = result;
      if (lhr.runtimeError)
        console.warn(`${step.label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const sample = summarise(lhr, firstLoad.get(step.label), sourceFor(step.label));
      if (sample.benchmarkIndex) benchmarkIndexes.push(sample.benchmarkIndex);
      // --host-index: the next audit's slowdown follows the host's drift (nextSlowdown).
      if (args['host-index'] && sample.benchmarkIndex && throttlingMethod === 'simulate')
        slowdown = nextSlowdown(slowdown, sample.benchmarkIndex, Number(args['host-index']));
      slowdowns.push(slowdown);
      if (!samples.has(step.label)) samples.set(step.label, []);
      samples.get(step.label).push(sample);
      if (step.pairedWith) {
        if (!bareAfter.has(step.pairedWith)) bareAfter.set(step.pairedWith, []);
        bareAfter.get(step.pairedWith).push(sample);
      }
      writeFileSync(
        `${reportDir}/${preset}-${step.label.replace(/\W+/g, '_')}-${step.run}.json.gz`,
        gzipSync(JSON.stringify(lhr)),
      );
      const graph =
        args['lcp-graph'] && throttlingMethod === 'simulate'
          ? ` | ${describeLcpGraph(await scriptsBeforeLcp(result))}`
          : '';
      if (runs > 1 || graph)
        console.log(
          `  run ${step.run} ${step.label}: perf ${sample.performance} | LCP ${Math.round(sample.lcp ?? 0)} ms · TBT ${Math.round(sample.tbt ?? 0)} ms | observed FCP ${Math.round(sample.observed?.observedFirstContentfulPaint ?? 0)} ms · load ${Math.round(sample.observed?.observedLoad ?? 0)} ms · index ${Math.round(sample.benchmarkIndex ?? 0)}${graph}`,
        );
    }
    const rows = new Map();
    for (const label of labels) {
      const list = samples.get(label) ?? [];
      const pick = (list, k) => median(list.map((s) => s[k]));
      const row = {
        preset,
        throttlingMethod,
        route: label,
        runs: list.length,
        performance: pick(list, 'performance'),
        accessibility: pick(list, 'accessibility'),
        bestPractices: pick(list, 'bestPractices'),
        seo: pick(list, 'seo'),
        lcp: pick(list, 'lcp'),
        tbt: pick(list, 'tbt'),
        cls: pick(list, 'cls'),
        jsGzip: pick(list, 'jsGzip'),
        jsFirst: pick(list, 'jsFirst'),
        documentGzip: pick(list, 'documentGzip'),
        cssGzip: pick(list, 'cssGzip'),
        paintedBeforeLoad: paintedBeforeLoad(list),
        blocking: Object.fromEntries(
          [...new Set(list.flatMap((s) => Object.keys(s.blocking ?? {})))].map((k) => [
            k,
            median(list.map((s) => s.blocking?.[k] ?? 0)),
          ]),
        ),
        lcpElement: list[0]?.lcpElement,
      };
      const bare = bareAfter.get(twinOfLabel(label) ?? label);
      if (bare?.length) {
        row.bare = {
          lcp: pick(bare, 'lcp'),
          tbt: pick(bare, 'tbt'),
          jsGzip: pick(bare, 'jsGzip'),
          jsFirst: pick(bare, 'jsFirst'),
        };
        row.ratios = {
          tbt: ratio(row.tbt, row.bare.tbt),
          lcp: ratio(row.lcp, row.bare.lcp),
          js: ratio(row.jsGzip, row.bare.jsGzip),
          jsFirstOver:
            row.jsFirst === undefined || row.bare.jsFirst === undefined
              ? undefined
              : row.jsFirst - row.bare.jsFirst,
        };
      }
      results.push(row);
      rows.set(label, row);
      console.log(formatRow(row));
    }
    if (twins)
      for (const route of routes) {
        const page = rows.get(route);
        const twin = rows.get(twinLabel(route));
        if (page && twin) console.log(formatGap(page, twin));
      }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  proxy?.stop();
  site.stop();
  baseline?.stop();
  twins?.stop();
}
const index = median(benchmarkIndexes);
const calc = cpuMultiplier(index);
const host = {
  slowdown,
  slowdowns,
  unslowedBenchmarkIndex: median(hostIndexes),
  benchmarkIndex: index,
  benchmarkIndexRange: [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)],
  calculatorMultiplier: calc?.multiplier,
  calculatorRange: calc?.range,
};
const slowedBy =
  slowdowns.length > 1 && Math.min(...slowdowns) !== Math.max(...slowdowns)
    ? `${Math.min(...slowdowns).toFixed(2)}–${Math.max(...slowdowns).toFixed(2)}× (following the host)`
    : `${(slowdown ?? 1).toFixed(2)}×`;
if (slowdown && (slowdown !== 1 || slowdowns.some((x) => x !== 1)))
  console.log(
    `\nThe runs' CPU was slowed ${slowedBy} on top of the preset; unslowed, the host's benchmarkIndex was ${Math.round(median(hostIndexes) ?? NaN)} in the warm-up.`,
  );
if (calc)
  console.log(
    `\nbenchmarkIndex median in the runs ${Math.round(index)} (${host.benchmarkIndexRange.map(Math.round).join('–')}); ` +
      `the throttling calculator suggests ${calc.multiplier.toFixed(1)}× (${calc.range.map((x) => x.toFixed(1)).join('–')}×) where the mobile preset uses 4×`,
  );
const file = `bench-results/lighthouse-${stamp}.json`;
writeFileSync(
  file,
  JSON.stringify({ host, throttlingMethod, runs, proxy: Boolean(proxy), results }, null, 2),
);
console.log(`Saved ${file} and the full reports in ${reportDir}/`);
