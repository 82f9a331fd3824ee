// Generates the demo WordPress media (demo-wp/uploads/) from the media library in
// demo-wp/data/media.mjs: SVG compositions (demo-wp/art/) rendered with sharp, covers and screens
// as webp, OG images as jpeg. Files not in the library are removed. Deterministic: the same
// library gives the same pictures. Run: node scripts/make-demo-images.mjs [--only=prefix]
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { composeImage, hasAlpha } from '../demo-wp/art/compose.mjs';
import { MEDIA } from '../demo-wp/data/media.mjs';

const ROOT = fileURLToPath(new URL('../demo-wp/uploads/', import.meta.url));
const BUDGET_BYTES = 6 * 1024 * 1024;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

async function render(key, entry) {
  const file = path.join(ROOT, entry.file);
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(composeImage(key, entry)), { density: 72 });
  if (entry.file.endsWith('.jpg')) {
    await image
      .flatten({ background: '#0d0d0d' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(file);
  } else if (hasAlpha(entry)) {
    await image.webp({ quality: 82, alphaQuality: 90, effort: 5 }).toFile(file);
  } else {
    await image.flatten({ background: '#0d0d0d' }).webp({ quality: 82, effort: 5 }).toFile(file);
  }
  return (await stat(file)).size;
}

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

async function main() {
  await mkdir(ROOT, { recursive: true });
  const entries = Object.entries(MEDIA).filter(([key]) => !only || key.startsWith(only));
  let total = 0;
  // Two at a time: the machine is shared and librsvg is CPU-bound.
  for (let i = 0; i < entries.length; i += 2) {
    const sizes = await Promise.all(entries.slice(i, i + 2).map(([k, e]) => render(k, e)));
    total += sizes.reduce((a, b) => a + b, 0);
  }
  if (!only) {
    const wanted = new Set(Object.values(MEDIA).map((e) => e.file));
    for (const file of await listFiles(ROOT)) {
      if (!wanted.has(file)) await rm(path.join(ROOT, file));
    }
  }
  const mb = (total / 1024 / 1024).toFixed(2);
  console.log(`demo images: ${entries.length} files, ${mb} MB in demo-wp/uploads/`);
  if (!only && total > BUDGET_BYTES) {
    console.error(`demo images exceed the ${BUDGET_BYTES / 1024 / 1024} MB budget`);
    process.exitCode = 1;
  }
}

await main();
