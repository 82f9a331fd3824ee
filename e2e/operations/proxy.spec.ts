// The reverse proxy of docs/operations.md 'The reverse proxy: nginx, with brotli': nginx with deploy/nginx/compression.conf,
// proxy.conf and static.conf, started in front of the test server on PORT+30. Brotli where the
// client takes it, gzip otherwise, the site's own headers untouched, images passed as they are,
// scripts and stylesheets from the build's folder as compressed at build time.
// Skips when nginx or its brotli modules are not installed; .ci/run installs them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { STANDALONE_SERVER } from '../helpers/server';

test.describe.configure({ mode: 'serial' });

const SITE_PORT = Number(process.env.PORT || 3000);
const PROXY_PORT = SITE_PORT + 30;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://localhost:${SITE_PORT}`;
// The static folder the test server itself serves from.
const STATIC_DIR = path.join(path.dirname(STANDALONE_SERVER), '.next', 'static');

let proxy: { stop: () => void } | null = null;
/** Files below this get no compressed copy (scripts/precompress.mjs). */
let minBytes = 0;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET with exactly these request headers, the body as it came over the wire. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decode({ headers, body }: Answer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

test.beforeAll(async () => {
  // Imported when run: an ES module that Playwright's transform of static imports cannot load.
  const nginx = await import('../../scripts/nginx-proxy.mjs');
  ({ MIN_BYTES: minBytes } = await import('../../scripts/precompress.mjs'));
  if (!nginx.NGINX || !nginx.BROTLI_MODULE)
    console.warn(`e2e/operations/proxy.spec.ts skipped: ${nginx.PROXY_MISSING}`);
  test.skip(!nginx.NGINX || !nginx.BROTLI_MODULE, nginx.PROXY_MISSING);
  proxy = await nginx.startProxy([{ port: PROXY_PORT, upstream: SITE, staticDir: STATIC_DIR }]);
});

test.afterAll(() => proxy?.stop());

test('a page comes brotli-compressed, the same page, a third smaller than the site’s own gzip', async () => {
  const brotli = await get(`${PROXY}/`, { 'accept-encoding': 'br, gzip' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  const direct = await get(`${SITE}/`, { 'accept-encoding': 'gzip' });
  expect(direct.headers['content-encoding']).toBe('gzip');
  // Compared as a boolean: a failing toBe would print both documents.
  expect(decode(brotli) === decode(direct)).toBe(true);
  // Measured 26.5 against 41.8 KB: brotli's window sees the RSC payload's repeats, gzip's does not.
  expect(brotli.body.length).toBeLessThan(direct.body.length * 0.75);
  // The site's own headers pass through: security headers, its cache policy.
  expect(brotli.headers['content-security-policy']).toBe(direct.headers['content-security-policy']);
  expect(brotli.headers['cache-control']).toBe(direct.headers['cache-control']);
});

test('a client without brotli gets gzip; one without either gets the page as it is', async () => {
  const gzip = await get(`${PROXY}/about/`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await get(`${PROXY}/about/`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  const html = plain.body.toString('utf8');
  expect(decode(gzip) === html).toBe(true);
  expect(html.includes('<h1') && /<html[^>]* lang="ru"/.test(html)).toBe(true);
});

test('scripts and stylesheets come as compressed at build time, with their cache policy and the site’s security headers', async () => {
  const html = decode(await get(`${PROXY}/`, { 'accept-encoding': 'br' }));
  const scripts = [
    ...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)(\?[^"]*)?"/g),
  ];
  expect(scripts.length).toBeGreaterThan(3);
  let [wire, onTheFly] = [0, 0];
  let largest = { file: '', size: 0 };
  for (const [, file, query = ''] of scripts) {
    const onDisk = path.join(STATIC_DIR, file!.replace('/_next/static/', ''));
    const raw = readFileSync(onDisk);
    if (raw.length > largest.size) largest = { file: file!, size: raw.length };
    const br = await get(`${PROXY}${file}${query}`, { 'accept-encoding': 'br, gzip' });
    const site = await get(`${SITE}${file}${query}`, {});
    expect(br.status).toBe(200);
    // The same bytes as the site serves; above 1 KB, exactly the build's .br file.
    expect(decode(br).length > 0 && decode(br) === site.body.toString('utf8')).toBe(true);
    if (raw.length >= minBytes) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      wire += br.body.length;
      onTheFly += zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      }).length;
    }
    expect(br.headers['content-type']).toMatch(/^application\/javascript; charset=utf-8$/i);
    // The headers that matter for a script are the site's own (lib/security/headers.ts).
    for (const name of [
      'cache-control',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ])
      expect(`${name}: ${br.headers[name]}`).toBe(`${name}: ${site.headers[name]}`);
  }
  // Quality 11 once per build against the quality 5 a proxy can afford per request.
  expect(wire).toBeLessThan(onTheFly * 0.95);

  const gzip = await get(`${PROXY}${largest.file}`, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await get(`${PROXY}${largest.file}`, {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(decode(gzip) === plain.body.toString('utf8')).toBe(true);

  // Stylesheets too (pages inline theirs; lazily loaded components link theirs).
  const sheet = readdirSync(path.join(STATIC_DIR, 'chunks')).find(
    (name) => name.endsWith('.css') && existsSync(path.join(STATIC_DIR, 'chunks', `${name}.br`)),
  );
  expect(sheet).toBeTruthy();
  const css = await get(`${PROXY}/_next/static/chunks/${sheet}`, { 'accept-encoding': 'br' });
  expect(css.headers['content-type']).toMatch(/^text\/css; charset=utf-8$/i);
  expect(css.headers['content-encoding']).toBe('br');
  expect(css.body.equals(readFileSync(path.join(STATIC_DIR, 'chunks', `${sheet}.br`)))).toBe(true);
});

test('a file the build folder lacks is answered by the site; images and fonts pass as they are', async () => {
  const missing = await get(`${PROXY}/_next/static/chunks/not-in-this-build.js`, {
    'accept-encoding': 'br',
  });
  const direct = await get(`${SITE}/_next/static/chunks/not-in-this-build.js`, {});
  expect(missing.status).toBe(404);
  expect(missing.headers['content-security-policy']).toBe(
    direct.headers['content-security-policy'],
  );

  const html = decode(await get(`${PROXY}/`, { 'accept-encoding': 'br' }));
  const image = html.match(/<img[^>]+src="(\/_next\/image\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  // The faces are not preloaded: their URLs come in the inlined CSS (@font-face src).
  const font = html.match(/url\((\/_next\/static\/media\/[^)"']+\.woff2[^)"']*)\)/)?.[1];
  expect(image && font).toBeTruthy();
  const webp = await get(`${PROXY}${image}`, {
    'accept-encoding': 'br, gzip',
    accept: 'image/webp',
  });
  expect(webp.status).toBe(200);
  expect(webp.headers['content-type']).toBe('image/webp');
  expect(webp.headers['content-encoding']).toBeUndefined();
  expect(webp.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
  // Fonts are not scripts: the site serves them, with every one of its headers.
  const woff2 = await get(`${PROXY}${font}`, { 'accept-encoding': 'br, gzip' });
  expect(woff2.status).toBe(200);
  expect(woff2.headers['content-encoding']).toBeUndefined();
  expect(woff2.headers['x-frame-options']).toBe('DENY');
  expect(woff2.body.subarray(0, 4).toString('ascii')).toBe('wOF2');
});

test('a visitor’s page works through the proxy: rendered, hydrated, navigable', async ({
  page,
}) => {
  await page.goto(`${PROXY}/`);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.locator('header').getByRole('button', { name: /меню/i }).first().click();
  const menu = page.locator('#site-menu');
  await expect(menu.getByRole('link').first()).toBeVisible();
  await menu
    .getByRole('link', { name: /Портфолио/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${PROXY}/cases/`);
  await expect(page.locator('h1').first()).toBeVisible();
});
