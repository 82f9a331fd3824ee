#!/usr/bin/env node
// After `next build`: copies public/ and the build's static files into the standalone server's
// folder, which Next leaves out on purpose (a CDN may serve them instead). Then
// `node .next/standalone/server.js` serves the whole site on its own (docs/operations.md 'The production build').
// First the static files get their precompressed copies, for a reverse proxy that serves them
// from disk (scripts/precompress.mjs, deploy/nginx/static.conf).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress, summary } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = process.env.NEXT_DIST_DIR || '.next';
const standalone = path.join(root, distDir, 'standalone');

if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error(`No standalone server in ${standalone}: run \`next build\` first.`);
  process.exit(1);
}
const staticDir = path.join(root, distDir, 'static');
console.log(summary(staticDir, precompress(staticDir)));
for (const [from, to] of [
  [path.join(root, 'public'), path.join(standalone, 'public')],
  [staticDir, path.join(standalone, distDir, 'static')],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.log(`Standalone server ready: node ${path.relative(root, standalone)}/server.js`);
