// The reverse proxy of README 'Deployment': nginx with deploy/nginx/compression.conf and
// deploy/nginx/proxy.conf, started in front of the test server on PORT+30. Brotli where the
// client takes it, gzip otherwise, the site's own headers untouched, images passed as they are.
// Skips when nginx or its brotli module is not installed; .ci/run installs both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
  (p) => existsSync(p),
);
const BROTLI_MODULE = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/local/lib/nginx/modules/ngx_http_brotli_filter_module.so',
].find((p) => existsSync(p));
const SKIP_REASON =
  'nginx with the brotli module is not installed (Debian: apt-get install -y nginx ' +
  'libnginx-mod-http-brotli-filter); .ci/run installs them';
if (!NGINX || !BROTLI_MODULE) console.warn(`e2e/proxy.spec.ts skipped: ${SKIP_REASON}`);

const SITE_PORT = Number(process.env.PORT || 3000);
const PROXY_PORT = SITE_PORT + 30;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const SITE = `http://localhost:${SITE_PORT}`;
const CONF_DIR = path.resolve('deploy/nginx');

let nginx: ChildProcess | null = null;
let workDir = '';

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
  test.skip(!NGINX || !BROTLI_MODULE, SKIP_REASON);
  workDir = await mkdtemp(path.join(tmpdir(), 'orbita-nginx-'));
  const conf = path.join(workDir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  await writeFile(
    conf,
    [
      `load_module ${BROTLI_MODULE};`,
      // One process as the invoking user: no worker user to switch to, nothing left behind.
      'daemon off;',
      'master_process off;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  server {',
      `    listen 127.0.0.1:${PROXY_PORT};`,
      `    include ${path.join(CONF_DIR, 'compression.conf')};`,
      '    location / {',
      `      proxy_pass ${SITE};`,
      `      include ${path.join(CONF_DIR, 'proxy.conf')};`,
      '    }',
      '  }',
      '}',
    ].join('\n'),
  );
  const args = ['-p', workDir, '-c', conf, '-e', path.join(workDir, 'error.log')];
  const check = spawnSync(NGINX!, ['-t', ...args], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX!, args, { stdio: 'ignore' });
  const until = Date.now() + 15_000;
  for (;;) {
    const up = await get(`${PROXY}/api/health/`, {}).then(
      (a) => a.status === 200,
      () => false,
    );
    if (up) break;
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    if (Date.now() > until) throw new Error('nginx did not answer within 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

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
