// Makes the hero's committed assets:
//   public/img/matcap.webp    512 × 512 lit sphere in the DESIGN.md palette (sharp, from SVG gradients)
//   public/img/main-elem.png  1600 × 800 transparent still of the hero's first 3D frame, rendered in
//                             headless Chromium by scripts/hero-capture/ with the site's own shader,
//                             grid and camera modules (lib/hero/*.ts, transpiled on the fly).
// Run: node scripts/make-hero-assets.mjs [--preview]   (--preview also writes a contact sheet of
// later animation frames to .screens/hero-frames.png for review).
// Chromium: $CHROMIUM_PATH or /usr/bin/chromium.
import { createServer } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';
import { chromium } from 'playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const preview = process.argv.includes('--preview');

const MATCAP_SIZE = 512;
// Rendered at twice the committed size and downsampled: smoother silhouette than MSAA alone.
const STILL = { width: 1600, height: 800, supersample: 2 };

/* ---------- matcap: a glossy graphite sphere with teal and periwinkle rim light ---------- */

function matcapSvg(size) {
  const c = size / 2;
  // Every layer is clipped to the disc; rims are rings at the disc edge, masked to one side each.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>
    <radialGradient id="body" cx="0.42" cy="0.38" r="0.62">
      <stop offset="0" stop-color="#30363d"/>
      <stop offset="0.5" stop-color="#16191c"/>
      <stop offset="1" stop-color="#060708"/>
    </radialGradient>
    <radialGradient id="rimTeal" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0.55" stop-color="#49b6c3" stop-opacity="0"/>
      <stop offset="0.85" stop-color="#49b6c3" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#a6eef5" stop-opacity="1"/>
    </radialGradient>
    <radialGradient id="rimViolet" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0.6" stop-color="#9eacff" stop-opacity="0"/>
      <stop offset="0.88" stop-color="#9eacff" stop-opacity="0.5"/>
      <stop offset="1" stop-color="#dfe3ff" stop-opacity="0.95"/>
    </radialGradient>
    <linearGradient id="toBottomRight" x1="0.15" y1="0.1" x2="0.95" y2="0.9">
      <stop offset="0.35" stop-color="#000"/>
      <stop offset="1" stop-color="#fff"/>
    </linearGradient>
    <linearGradient id="toTopLeft" x1="0.9" y1="0.85" x2="0.05" y2="0.2">
      <stop offset="0.45" stop-color="#000"/>
      <stop offset="1" stop-color="#fff"/>
    </linearGradient>
    <mask id="right"><rect width="${size}" height="${size}" fill="url(#toBottomRight)"/></mask>
    <mask id="left"><rect width="${size}" height="${size}" fill="url(#toTopLeft)"/></mask>
    <radialGradient id="key" cx="0.36" cy="0.3" r="0.28">
      <stop offset="0" stop-color="#e9f3f6" stop-opacity="0.42"/>
      <stop offset="1" stop-color="#e9f3f6" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="spec" cx="0.37" cy="0.3" r="0.06">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${size * 0.018}"/></filter>
    <clipPath id="disc"><circle cx="${c}" cy="${c}" r="${c}"/></clipPath>
  </defs>
  <rect width="${size}" height="${size}" fill="#0a0b0c"/>
  <g clip-path="url(#disc)">
    <rect width="${size}" height="${size}" fill="url(#body)"/>
    <rect width="${size}" height="${size}" fill="url(#rimTeal)" mask="url(#right)"/>
    <rect width="${size}" height="${size}" fill="url(#rimViolet)" mask="url(#left)"/>
    <rect width="${size}" height="${size}" fill="url(#key)"/>
    <ellipse cx="${size * 0.5}" cy="${size * 0.13}" rx="${size * 0.2}" ry="${size * 0.035}" fill="#ffffff" opacity="0.35" filter="url(#soft)"/>
    <rect width="${size}" height="${size}" fill="url(#spec)"/>
  </g>
</svg>`;
}

async function makeMatcap() {
  // WebP keeps the smooth gradients at a fraction of a PNG's weight (≈8 KB against ≈190 KB).
  const out = join(root, 'public/img/matcap.webp');
  await sharp(Buffer.from(matcapSvg(MATCAP_SIZE)))
    .blur(1.2)
    .webp({ quality: 92, smartSubsample: true })
    .toFile(out);
  return out;
}

/* ---------- a tiny static server: the capture page, three, and lib/hero as JS ---------- */

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.png': 'image/png',
};

/** lib/*.ts → browser JS: types stripped, `@/x` and extension-less imports made into /x.ts URLs. */
function transpile(source) {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return js.replace(/from '(@\/|\.\/)([^']+)'/g, (_, prefix, path) => {
    const spec = prefix === '@/' ? `/${path}` : `./${path}`;
    return `from '${spec.endsWith('.ts') ? spec : `${spec}.ts`}'`;
  });
}

function serve() {
  const allowed = ['/scripts/hero-capture/', '/lib/', '/node_modules/three/', '/public/img/'];
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!allowed.some((p) => path.startsWith(p))) {
      res.writeHead(404).end();
      return;
    }
    try {
      const file = join(root, path);
      if (extname(file) === '.ts') {
        const js = transpile(await readFile(file, 'utf8'));
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/* ---------- capture ---------- */

async function capture(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 800, height: 400 } });
    page.on('console', (m) => console.log(`[page] ${m.text()}`));
    page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
    const w = STILL.width * STILL.supersample;
    const h = STILL.height * STILL.supersample;
    const times = preview ? [0, 2, 4, 6, 8, 10] : [0];
    await page.goto(`${base}/scripts/hero-capture/index.html?w=${w}&h=${h}&t=${times.join(',')}`);
    await page.waitForFunction(() => window.__heroCapture?.done === true, null, {
      timeout: 240_000,
    });
    const shots = await page.evaluate(() => window.__heroCapture.frames);
    const images = shots.map((s) => Buffer.from(s.split(',')[1], 'base64'));
    return { images, times };
  } finally {
    await browser.close();
  }
}

async function main() {
  const matcap = await makeMatcap();
  console.log(`wrote ${matcap}`);
  const server = await serve();
  const { port } = server.address();
  try {
    const { images, times } = await capture(`http://127.0.0.1:${port}`);
    const [first] = images;
    const still = join(root, 'public/img/main-elem.png');
    await sharp(first)
      .resize(STILL.width, STILL.height, { kernel: 'lanczos3' })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toFile(still);
    console.log(`wrote ${still}`);
    if (preview) {
      await mkdir(join(root, '.screens'), { recursive: true });
      const tile = { width: 800, height: 400 };
      const tiles = await Promise.all(
        images.map((img) =>
          sharp(img)
            .resize(tile.width, tile.height)
            .flatten({ background: '#0d0d0d' })
            .png()
            .toBuffer(),
        ),
      );
      const cols = 2;
      const sheet = sharp({
        create: {
          width: tile.width * cols,
          height: tile.height * Math.ceil(tiles.length / cols),
          channels: 3,
          background: '#0d0d0d',
        },
      }).composite(
        tiles.map((input, i) => ({
          input,
          left: (i % cols) * tile.width,
          top: Math.floor(i / cols) * tile.height,
        })),
      );
      await writeFile(join(root, '.screens/hero-frames.png'), await sheet.png().toBuffer());
      console.log(`wrote .screens/hero-frames.png (times ${times.join(', ')})`);
    }
  } finally {
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
