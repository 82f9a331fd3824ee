#!/usr/bin/env node
// Benchmark (not a test): Lighthouse mobile and desktop presets against the production build and
// the demo WordPress, per route: the four category scores, LCP, TBT, CLS and the JS sent (gzip).
// Usage: npm run bench [-- --routes=/,/about/ --runs=1 --presets=mobile,desktop --details --baseline]
// Each route is audited once, unmeasured (--warmup=0 skips it), before its samples (warm server caches: optimised images,
// ISR). --baseline also builds and measures a one-page Next.js app with the same next/react
// install, the floor that the framework alone sets on this machine.
// Uses BENCH_URL when a site already runs there; otherwise starts the demo WordPress and
// the standalone server of the existing build (run `npm run build` first).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bin, ensureDemoWp, siteEnv } from './with-demo-wp.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const PORT = Number(process.env.BENCH_PORT || 3100);
const base = process.env.BENCH_URL || `http://localhost:${PORT}`;
const runs = Number(args.runs || 1);
const chromePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

async function up(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500;
  } catch {
    return false;
  }
}

async function startSite() {
  if (process.env.BENCH_URL) return { stop: () => {} };
  if (!existsSync('.next/standalone/server.js'))
    throw new Error('No production build: run `npm run build` first.');
  const usingDemo = !process.env.WP_API_URL;
  const wp = usingDemo ? await ensureDemoWp() : { stop: () => {} };
  const env = { ...siteEnv(usingDemo), SITE_URL: base };
  // The standalone server, as deployed (scripts/start.mjs).
  const site = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 120 && !(await up(`${base}/`)); i += 1)
    await new Promise((r) => setTimeout(r, 500));
  return { stop: () => (site.kill('SIGTERM'), wp.stop()) };
}

/** A one-page Next.js app on the project's own node_modules: the framework's floor. */
async function startBaseline() {
  const dir = join(tmpdir(), 'studio-bench-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  const files = {
    'package.json': '{"name":"baseline","private":true}',
    // The symlinked node_modules lies outside the app: let Turbopack resolve through it.
    'next.config.mjs': "export default { turbopack: { root: '/' } };",
    'app/layout.jsx':
      "export const metadata = { title: 'Базовая страница' };\n" +
      'export default function Layout({ children }) {\n' +
      '  return <html lang="ru"><body>{children}</body></html>;\n}\n',
    'app/page.jsx':
      "import Link from 'next/link';\n" +
      'export default function Page() {\n' +
      '  return <main><h1>Студия разработки</h1><p>Одна страница без данных.</p>' +
      '<Link href="/">На главную</Link></main>;\n}\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(bin('next'), ['build'], { cwd: dir, env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('The baseline app did not build');
  const port = PORT + 1;
  const server = spawn(bin('next'), ['start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 60 && !(await up(`${url}/`)); i += 1)
    await new Promise((r) => setTimeout(r, 500));
  return { url, stop: () => server.kill('SIGTERM') };
}

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

const ms = (v) => (v === undefined ? '—' : `${Math.round(v)} ms`);
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;

function summarise(lhr) {
  const c = lhr.categories;
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const js = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: a['largest-contentful-paint']?.numericValue,
    tbt: a['total-blocking-time']?.numericValue,
    cls: a['cumulative-layout-shift']?.numericValue,
    jsGzip: js,
    observed: a.metrics?.details?.items?.[0],
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

mkdirSync('bench-results', { recursive: true });
const site = await startSite();
const baseline = args.baseline ? await startBaseline() : null;
const routes = await defaultRoutes();
/** [label, absolute URL] */
const targets = [
  ...routes.map((route) => [route, `${base}${route}`]),
  ...(baseline ? [['(bare Next.js page)', `${baseline.url}/`]] : []),
];
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
try {
  for (const preset of (args.presets || 'mobile,desktop').split(',')) {
    for (const [route, url] of targets) {
      const samples = [];
      const audit = () =>
        lighthouse(
          url,
          // ignoreStatusCode: the 404 page is audited like any other page.
          { port: chrome.port, output: 'json', logLevel: 'error', ignoreStatusCode: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
      if (args.warmup !== '0') await audit();
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await audit();
        if (lhr.runtimeError)
          console.warn(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const sample = summarise(lhr);
        samples.push(sample);
        if (runs > 1)
          console.log(
            `  run ${i + 1}: perf ${sample.performance} | LCP ${ms(sample.lcp)} · TBT ${ms(sample.tbt)} | observed FCP ${ms(sample.observed?.observedFirstContentfulPaint)} · load ${ms(sample.observed?.observedLoad)}`,
          );
        if (args.details)
          writeFileSync(
            `bench-results/${preset}-${route.replace(/\W+/g, '_')}.json`,
            JSON.stringify(lhr),
          );
      }
      const pick = (k) => median(samples.map((s) => s[k] ?? 0));
      const row = {
        preset,
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        jsGzip: pick('jsGzip'),
        lcpElement: samples[0]?.lcpElement,
      };
      results.push(row);
      console.log(
        `${preset.padEnd(7)} ${route.padEnd(34)} perf ${row.performance} · a11y ${row.accessibility} · bp ${row.bestPractices} · seo ${row.seo} | LCP ${ms(row.lcp)} · TBT ${ms(row.tbt)} · CLS ${row.cls.toFixed(3)} | JS ${kb(row.jsGzip)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  site.stop();
  baseline?.stop();
}
mkdirSync('bench-results', { recursive: true });
const file = `bench-results/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nSaved ${file}`);
