#!/usr/bin/env node
// Benchmark (not a test): where the main thread's time goes in real page loads. Each load runs in
// Chromium with the mobile screen Lighthouse emulates and the CPU slowed through the DevTools
// protocol, under V8's sampling profiler from the navigation to 4 s after the load event; the
// profile is split by whose work it was (splitProfile in scripts/main-thread-lib.mjs): the site's
// code (every sample with a site frame on its stack, the style and layout it forces included), the
// framework's, the document's inline payload, Blink's own work (parsing, style, layout, paint) and
// the garbage collector. Prints the medians per page and the site's heaviest functions, each with
// the start of its code (docs/performance.md 'What the gap is made of').
// Usage: npm run bench:cpu [-- --routes=/,/no-such-page/ --runs=5 --cpu-slowdown=4 --baseline
//        --same-content]
// --baseline adds the bare Next.js app, --same-content each page's twin (as npm run bench does),
// each load right after the page's. Uses BENCH_URL when a site already runs there; otherwise starts
// the demo WordPress and the standalone server of the existing build (run `npm run build` first).
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BARE, median, parseArgs, schedule, twinOfLabel } from './bench-lib.mjs';
import {
  siteChunkSources,
  startBaseline,
  startSameContent,
  startSite,
  twinPath,
} from './bench-servers.mjs';
import { busy, splitProfile } from './main-thread-lib.mjs';

const args = parseArgs(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT || 3100);
const base = process.env.BENCH_URL || `http://localhost:${PORT}`;
const runs = Number(args.runs || 5);
const rate = Number(args['cpu-slowdown'] || 4);
const routes = (args.routes || '/,/no-such-page/').split(',');
const chromePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// Lighthouse's mobile screen (a Moto G Power).
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

const site = process.env.BENCH_URL ? { stop: () => {} } : await startSite(PORT);
const baseline = args.baseline ? await startBaseline(PORT + 1) : null;
const twins = args['same-content'] ? await startSameContent(PORT + 4, base, routes) : null;

const staticDir = resolve('.next/static');
/** What a frame's script is, for the site's pages (three.js too is the site's: the hero's). */
const siteSource = siteChunkSources(staticDir, baseline, twins);
const chunkKind = (url) => siteSource(new URL(url).pathname);
/** The start of a site function's code, read from the build at the profile's line and column. */
function snippet(key) {
  const match = /^(\S+?):(\d+):(\d+)/.exec(key);
  const file = match && resolve(staticDir, 'chunks', match[1]);
  if (!file || !existsSync(file)) return '';
  const line = readFileSync(file, 'utf8').split('\n')[Number(match[2])] ?? '';
  return line.slice(Number(match[3]), Number(match[3]) + 70);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
});
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});

/** One profiled load of `url`; `ownCode` says whether the page runs the site's code. */
async function profileLoad(url, ownCode) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setDeviceMetricsOverride', SCREEN);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 4000));
    const { profile } = await cdp.send('Profiler.stop');
    // The inline scripts' sources: the site's two open with its IIFE, Next.js's payload does not.
    const inline = new Map();
    for (const node of profile.nodes) {
      const { url: scriptUrl, scriptId } = node.callFrame;
      if (scriptUrl === url && !inline.has(scriptId)) {
        const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId });
        inline.set(scriptId, scriptSource.startsWith('(function(){'));
      }
    }
    const isChunk = (frameUrl) => frameUrl.includes('/_next/static/');
    const isSite = (frame) =>
      ownCode &&
      (isChunk(frame.url)
        ? chunkKind(frame.url) !== 'framework'
        : frame.url === url && inline.get(frame.scriptId) === true);
    const kindOf = (frame) =>
      isChunk(frame.url) ? 'framework' : frame.url === url ? 'document' : 'native';
    return splitProfile(profile, isSite, kindOf);
  } finally {
    await context.close();
  }
}

const urlOf = (label) => {
  if (label === BARE) return `${baseline.url}/`;
  const route = twinOfLabel(label);
  return route === undefined ? `${base}${label}` : `${twins.url}${twinPath(route)}`;
};
const samples = new Map();
try {
  for (const step of schedule(routes, runs, Boolean(baseline), Boolean(twins))) {
    if (step.warmup) {
      await profileLoad(urlOf(step.label), false);
      continue;
    }
    const own = step.label !== BARE && twinOfLabel(step.label) === undefined;
    const result = await profileLoad(urlOf(step.label), own);
    if (!samples.has(step.label)) samples.set(step.label, []);
    samples.get(step.label).push(result);
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  site.stop();
  baseline?.stop();
  twins?.stop();
}

const ms = (v) => `${Math.round(v ?? 0)} ms`;
console.log(
  `Main thread from the navigation to 4 s after load, CPU slowed ${rate}×, medians of ${runs}:`,
);
for (const [label, list] of samples) {
  const parts = Object.keys(list[0].split).map((k) => [k, median(list.map((r) => r.split[k]))]);
  console.log(
    `${label.padEnd(34)} busy ${ms(median(list.map((r) => busy(r.split))))} | ` +
      parts.map(([k, v]) => `${k} ${ms(v)}`).join(' · '),
  );
  const functions = {};
  for (const r of list)
    for (const [k, v] of Object.entries(r.functions)) functions[k] = (functions[k] ?? 0) + v / runs;
  for (const [key, v] of Object.entries(functions)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6))
    console.log(`    ${ms(v).padStart(7)}  ${key}  ${snippet(key)}`);
}
