#!/usr/bin/env node
// The build's immutable text files (.next/static: scripts, stylesheets), compressed once at the
// best ratio and kept beside them as name.br and name.gz, for the reverse proxy to send as they are
// (deploy/nginx/static.conf: brotli_static, gzip_static; docs/operations.md 'The reverse proxy: nginx, with brotli'). Compressing on the
// fly, the proxy can afford brotli's quality 5 only; quality 11 once per build sends about 16 %
// fewer bytes of JavaScript than gzip, against 7 %. Run by scripts/standalone-assets.mjs after
// `next build`; `node scripts/precompress.mjs [folder]` does one folder.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** What is worth compressing; fonts and images are compressed formats already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this, a compressed copy saves less than its headers cost (as compression.conf). */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function brotli(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export function gzip(buffer) {
  return zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/**
 * Writes name.br and name.gz beside every compressible file of at least MIN_BYTES under dir,
 * each only when it is smaller than the file (a proxy then sends the file itself). Returns the
 * byte totals.
 */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotli(raw);
    const gz = gzip(raw);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  }
  return totals;
}

/** One line for the build log. */
export function summary(dir, { files: n, raw, br, gz }) {
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  return `Precompressed ${n} files in ${dir}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(process.env.NEXT_DIST_DIR || '.next', 'static'),
  );
  console.log(summary(dir, precompress(dir)));
}
