#!/usr/bin/env node
// Benchmark (not a test): what each page's HTML is made of, in KB as served before compression
// (documentParts in scripts/document-parts-lib.mjs; docs/performance.md 'Lighter documents'). The
// first-paint race and the parsing share of TBT grow with the document, and most of it is the
// framework's format: the RSC payload repeating the markup and the inlined CSS.
// Usage: npm run bench:document [-- --routes=/,/sportsite/ --same-content --baseline]
// --same-content adds each page's twin (the same markup and CSS as server components in a bare
// Next.js app, as `npm run bench` does), --baseline the bare Next.js page. Uses BENCH_URL when a
// site already runs there; otherwise starts the demo WordPress and the standalone server of the
// existing build (run `npm run build` first).
import { BARE, MEASURED_ROUTES, parseArgs, twinLabel } from './bench-lib.mjs';
import { startBaseline, startSameContent, startSite, twinPath } from './bench-servers.mjs';
import { documentParts } from './document-parts-lib.mjs';

const args = parseArgs(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT || 3100);
const base = process.env.BENCH_URL || `http://localhost:${PORT}`;
const routes = (args.routes || MEASURED_ROUTES).split(',');

const site = process.env.BENCH_URL ? { stop: () => {} } : await startSite(PORT);
const servers = [site];
try {
  const pages = routes.map((route) => ({ label: route, url: `${base}${route}` }));
  if (args['same-content']) {
    const twins = await startSameContent(PORT + 4, base, routes);
    servers.push(twins);
    for (const route of routes)
      pages.push({ label: twinLabel(route), url: `${twins.url}${twinPath(route)}` });
  }
  if (args.baseline) {
    const bare = await startBaseline(PORT + 1);
    servers.push(bare);
    pages.push({ label: BARE, url: `${bare.url}/` });
  }

  /** The table's columns after the page: heading and part (documentParts). */
  const COLUMNS = [
    ['document', 'document'],
    ['<head>', 'head'],
    ['its CSS', 'headCss'],
    ['body markup', 'bodyMarkup'],
    ['RSC payload', 'payload'],
    ['its element rows', 'payloadTree'],
    ['CSS again', 'payloadCss'],
    ['global-error CSS', 'globalErrorStyles'],
    ['root not-found', 'rootNotFound'],
    ['image srcsets', 'imageSources'],
  ];
  console.log(
    'What each document is made of, KB uncompressed (image srcsets: markup and payload):',
  );
  console.log(`| page | ${COLUMNS.map(([heading]) => heading).join(' | ')} |`);
  console.log(`| --- |${COLUMNS.map(() => ' --- ').join('|')}|`);
  for (const { label, url } of pages) {
    const answer = await fetch(url);
    const parts = documentParts(await answer.text());
    const cells = COLUMNS.map(([, part]) => (parts[part] / 1000).toFixed(1));
    const status = answer.status === 200 ? '' : ` (HTTP ${answer.status})`;
    console.log(`| ${label}${status} | ${cells.join(' | ')} |`);
  }
} finally {
  for (const server of servers) server.stop();
}
