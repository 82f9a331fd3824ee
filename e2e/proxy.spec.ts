// The reverse proxy of README 'Deployment': nginx with deploy/nginx/compression.conf and
// deploy/nginx/proxy.conf, started in front of the test server on PORT+30. Brotli where the
// client takes it, gzip otherwise, the site's own headers untouched, images passed as they are.
// Skips when nginx or its brotli module is not installed; .ci/run installs both.
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

const SITE_PORT = Number(process.env.PORT || 3000);
const PROXY_PORT = SITE_PORT + 30;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://localhost:${SITE_PORT}`;

let proxy: { stop: () => void } | null = null;

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
  const nginx = await import('../scripts/nginx-proxy.mjs');
  if (!nginx.NGINX || !nginx.BROTLI_MODULE)
    console.warn(`e2e/proxy.spec.ts skipped: ${nginx.PROXY_MISSING}`);
  test.skip(!nginx.NGINX || !nginx.BROTLI_MODULE, nginx.PROXY_MISSING);
  proxy = await nginx.startProxy([{ port: PROXY_PORT, upstream: SITE }]);
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

test('scripts come brotli-compressed and keep their immutable cache policy; images pass as they are', async () => {
  const html = decode(await get(`${PROXY}/`, { 'accept-encoding': 'br' }));
  const script = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js[^"]*)"/)?.[1];
  const image = html.match(/<img[^>]+src="(\/_next\/image\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(script && image).toBeTruthy();
  const js = await get(`${PROXY}${script}`, { 'accept-encoding': 'br, gzip' });
  expect(js.headers['content-encoding']).toBe('br');
  expect(js.headers['cache-control']).toMatch(/immutable/);
  const webp = await get(`${PROXY}${image}`, {
    'accept-encoding': 'br, gzip',
    accept: 'image/webp',
  });
  expect(webp.status).toBe(200);
  expect(webp.headers['content-type']).toBe('image/webp');
  expect(webp.headers['content-encoding']).toBeUndefined();
  expect(webp.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
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
