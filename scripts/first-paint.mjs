#!/usr/bin/env node
// Benchmark (not a test): when a real Chromium paints first, against the load event, at several CPU
// slowdowns (DevTools protocol, Emulation.setCPUThrottlingRate), page by page and the bare
// Next.js page right after each (A/B/A/B). No Lighthouse in between: its simulation is a model,
// this is the browser itself. docs/performance.md 'The first-paint stall'.
// Usage: npm run bench:paint [-- --routes=/,/sportsite/ --loads=30 --slowdowns=1,2,4,6
//        --emulation=lighthouse|mobile|none --trace=bench-results/traces --playwright]
// Prints per page and slowdown: how many loads painted after the load event (stalls), the first
// paint's median, 90th percentile and maximum, the load event's median, and the bare page's same
// figures. --trace records a Chrome trace of every stalled load (and of the first load of each
// page and slowdown) for chrome://tracing or the Performance panel, and prints for each stalled
// load when Viz began throttling the page's undrawn frames against when its first main frame ended.
// --playwright turns PaintHolding off, as Playwright's own launch does (no load stalls then).
// A slow host for all of Chromium's processes: CHROMIUM_PATH set to a wrapper that starts it in a
// CPU cgroup, as e2e/helpers/slow-host.ts writes one.
// BENCH_URL / BENCH_BARE_URL point at servers already running; otherwise starts the standalone
// build and the bare app as `npm run bench -- --baseline` does (scripts/bench-servers.mjs).
// --against=http://127.0.0.1:3200 loads the same route of another build's server there in place
// of the bare page, after each load: an A/B of two builds on one host (its lines say 'against').
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import * as constants from 'lighthouse/core/config/constants.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstFrameRace, paintSummary, stalled } from './first-paint-lib.mjs';
import { startBaseline, startSite } from './bench-servers.mjs';
import { MEASURED_ROUTES, parseArgs } from './bench-lib.mjs';

const args = parseArgs(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT || 3100);
const routes = (args.routes || MEASURED_ROUTES).split(',').filter(Boolean);
const loads = Number(args.loads || 30);
const slowdowns = (args.slowdowns || '1,2,4,6').split(',').map(Number);
// lighthouse: as Lighthouse's mobile preset does it, the screen emulated on about:blank in a tab
// that had the window's size; mobile: emulated from the tab's creation (Playwright's viewport);
// none: a 412 × 823 window, no emulation.
const emulation = ['none', 'mobile'].includes(args.emulation) ? args.emulation : 'lighthouse';
const traceDir = args.trace === 'true' ? 'bench-results/traces' : args.trace;
if (traceDir) mkdirSync(traceDir, { recursive: true });

const site = process.env.BENCH_URL ? null : await startSite(PORT);
const against = args.against?.replace(/\/$/, '');
const bare = process.env.BENCH_BARE_URL || against ? null : await startBaseline(PORT + 1);
const siteUrl = process.env.BENCH_URL || site.url;
const bareUrl = process.env.BENCH_BARE_URL || bare?.url;
const BARE = against ? '(against)' : '(bare Next.js page)';

// Chromium as a visitor's Chrome runs, started the way Lighthouse starts it: Playwright's own launch
// turns off PaintHolding (microsoft/playwright#28023), the deferral of the first frame under which
// the stall happens, so Playwright only connects (docs/performance.md 'The first-paint stall').
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    ...(emulation === 'none' ? ['--window-size=412,823'] : []),
    ...(args.playwright ? ['--disable-features=PaintHolding'] : []),
  ],
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
// Lighthouse's mobile preset: a Moto G Power's screen.
const { width, height, deviceScaleFactor, mobile } = constants.screenEmulationMetrics.mobile;
const SCREEN = { width, height, deviceScaleFactor, mobile };
const contextOptions =
  emulation === 'mobile'
    ? {
        viewport: { width: SCREEN.width, height: SCREEN.height },
        deviceScaleFactor: SCREEN.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      }
    : { viewport: null };

/** One load in a fresh context (empty cache): first paint, first contentful paint, load event. */
async function measure(url, rate, tracePath) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (emulation === 'lighthouse') {
    await page.goto('about:blank');
    await cdp.send('Emulation.setDeviceMetricsOverride', SCREEN);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (tracePath)
    await browser.startTracing(page, {
      // Lighthouse's own trace categories (core/gather/gatherers/trace.js), screenshots included.
      categories: [
        'disabled-by-default-lighthouse',
        'loading',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'blink.console',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.screenshot',
        'disabled-by-default-devtools.timeline.stack',
        'disabled-by-default-devtools.timeline.frame',
        'latencyInfo',
        'viz',
        'cc',
        'benchmark',
      ],
    });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // A stalled first frame comes up to two seconds (more when slowed) after the load event.
  const timings = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const read = () => {
          const paints = Object.fromEntries(
            performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]),
          );
          const nav = performance.getEntriesByType('navigation')[0];
          return {
            fp: paints['first-paint'],
            fcp: paints['first-contentful-paint'],
            load: nav?.loadEventStart,
            dcl: nav?.domContentLoadedEventStart,
          };
        };
        const started = performance.now();
        const poll = () => {
          const t = read();
          if (t.fcp !== undefined || performance.now() - started > 15_000) resolve(t);
          else setTimeout(poll, 50);
        };
        poll();
      }),
  );
  let trace;
  if (tracePath) trace = await browser.stopTracing();
  await context.close();
  return { ...timings, trace };
}

const results = [];
const samples = new Map();
const key = (label, rate) => `${label}@${rate}`;
/** The URL of a route, or of what follows it: the bare page, or the route on the other build. */
const urlOf = (label, route = '/') =>
  label === BARE ? (against ? `${against}${route}` : `${bareUrl}/`) : `${siteUrl}${label}`;
console.log(
  `Emulation: ${emulation}; ${loads} load(s) per page and slowdown; each page followed by the bare page`,
);
try {
  // One unmeasured load of each target: server caches (ISR, optimised images) are warm.
  for (const route of routes)
    for (const label of [route, BARE]) await measure(urlOf(label, route), 1);
  for (const rate of slowdowns) {
    for (let i = 1; i <= loads; i += 1) {
      for (const route of routes) {
        for (const label of [route, BARE]) {
          const k = key(label === BARE ? `${BARE} after ${route}` : label, rate);
          const list = samples.get(k) ?? [];
          const wantTrace = traceDir && label !== BARE;
          const t = await measure(urlOf(label, route), rate, wantTrace);
          const late = stalled(t);
          if (wantTrace && (late || list.length === 0)) {
            const name = `${traceDir}/${route.replace(/\W+/g, '_')}-x${rate}-${i}${late ? '-stall' : ''}.json.gz`;
            writeFileSync(name, gzipSync(t.trace));
          }
          if (wantTrace && late) {
            // The cause, read from the trace: Viz throttled the page's frames before its first one.
            const trace = JSON.parse(t.trace.toString());
            const race = firstFrameRace(trace.traceEvents ?? trace) ?? {};
            console.log(
              `  stalled: ${route} ×${rate} load ${i}: Viz throttled undrawn frames at ${race.throttledUndrawn ?? '—'} ms,` +
                ` first main frame ended at ${race.firstMainFrameEnd ?? '—'} ms, FCP ${race.fcp ?? '—'} ms`,
            );
          }
          delete t.trace;
          list.push(t);
          samples.set(k, list);
        }
      }
    }
    for (const route of routes) {
      const page = paintSummary(samples.get(key(route, rate)));
      const base = paintSummary(samples.get(key(`${BARE} after ${route}`, rate)));
      results.push({ route, rate, page, bare: base });
      console.log(
        `×${rate} ${route.padEnd(22)} stalls ${page.stalls}/${page.n} · FCP ${page.fcp50}/${page.fcp90}/${page.fcpMax} ms (p50/p90/max) · load ${page.load50} ms` +
          ` | ${against ? 'against' : 'bare'}: stalls ${base.stalls}/${base.n} · FCP ${base.fcp50}/${base.fcp90} ms · load ${base.load50} ms` +
          (page.stalls ? ` | stalled FCPs ${page.stalledFcps.join(', ')} ms` : ''),
      );
    }
  }
} finally {
  await browser.close();
  await chrome.kill();
  site?.stop();
  bare?.stop();
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = `bench-results/first-paint-${stamp}.json`;
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  file,
  JSON.stringify(
    { emulation, loads, slowdowns, results, raw: Object.fromEntries(samples) },
    null,
    2,
  ),
);
console.log(`Saved ${file}`);
