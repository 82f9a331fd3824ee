#!/usr/bin/env node
// Load benchmark (issue 9.7; figures, not a test): autocannon against cached pages while the demo
// WordPress answers every call in 2 s. Prints requests/s, latency p50/p99, the answers that were
// not 200, and how many requests reached WordPress — which must not grow with the page views.
// Phases: 'cached' (pages fresh in the cache) and 'stale' (the webhook has just marked every
// WordPress tag stale, so the first views start background regenerations against the slow
// WordPress while the old pages keep being served).
// Usage: npm run build && npm run bench:load [-- --duration=10 --connections=20 --latency=2000
//   --routes=/,/cases/,/blog/,/about/,/cases/beg-goroda/]
// Ports: PORT (site, default 3100) and DEMO_WP_PORT (demo WordPress, default 4010).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { DEMO_WP_PORT, ensureDemoWp, siteEnv } from './with-demo-wp.mjs';
import { parseArgs } from './bench-lib.mjs';

const args = parseArgs(process.argv.slice(2));
const PORT = Number(process.env.PORT || 3100);
const base = `http://localhost:${PORT}`;
const wpOrigin = `http://127.0.0.1:${DEMO_WP_PORT}`;
const duration = Number(args.duration || 10);
const connections = Number(args.connections || 20);
const latencyMs = Number(args.latency || 2000);
const routes = (args.routes || '/,/cases/,/blog/,/about/,/cases/beg-goroda/').split(',');

async function up(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status < 500;
  } catch {
    return false;
  }
}

async function wp(path, init) {
  const res = await fetch(`${wpOrigin}${path}`, init);
  if (!res.ok) throw new Error(`demo WordPress ${path}: HTTP ${res.status}`);
  return res.json();
}

async function startSite() {
  if (!existsSync('.next/standalone/server.js'))
    throw new Error('No production build: run `npm run build` first.');
  if (process.env.WP_API_URL) throw new Error('bench:load runs against the demo WordPress only.');
  const demo = await ensureDemoWp();
  const env = { ...siteEnv(true), SITE_URL: base };
  // The standalone server, as deployed (scripts/start.mjs).
  const site = spawn(process.execPath, ['scripts/start.mjs', '-p', String(PORT)], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 240 && !(await up(`${base}/`)); i += 1)
    await new Promise((r) => setTimeout(r, 500));
  return {
    // The webhook's `revalidate` key, derived from the secret (docs/WP-API.md 'Keys').
    revalidateKey: createHmac('sha256', env.REVALIDATE_SECRET)
      .update('studio-headless:revalidate')
      .digest('hex'),
    stop: () => {
      site.kill('SIGTERM');
      demo.stop();
    },
  };
}

function load() {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: routes.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

async function phase(name, before) {
  await wp('/__stats', { method: 'DELETE' });
  await before?.();
  const result = await load();
  const stats = await wp('/__stats');
  const row = {
    phase: name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'not 2xx': result.non2xx + result.errors + result.timeouts,
    'to WordPress': stats.requests,
  };
  return { row, byPath: stats.byPath };
}

const site = await startSite();
try {
  // Healthy WordPress first: every route rendered once and cached.
  await wp('/__control/reset', { method: 'POST' });
  for (const path of routes) await fetch(`${base}${path}`);
  await wp('/__control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'ok', latencyMs, match: null }),
  });

  const cached = await phase('cached');
  const stale = await phase('stale', async () => {
    const res = await fetch(`${base}/api/revalidate/`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': site.revalidateKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'all' }),
    });
    if (!res.ok) throw new Error(`webhook: HTTP ${res.status}`);
  });

  console.log(
    `\n${routes.length} routes, ${connections} connections, ${duration} s per phase, ` +
      `demo WordPress answering in ${latencyMs} ms\n`,
  );
  console.table([cached.row, stale.row]);
  console.log('WordPress calls in the stale phase, by API path:', stale.byPath);
} finally {
  await fetch(`${wpOrigin}/__control/reset`, { method: 'POST' }).catch(() => {});
  site.stop();
}
