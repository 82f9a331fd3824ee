// Several instances (docs/operations.md 'Several instances with Redis'): two standalone servers share one
// cache through Redis, so the revalidation webhook called on one refreshes the page the other
// serves, and one lead rate limit, so a client's leads count on both together. Starts its own
// redis-server, demo WordPress and two servers (PORT+10, PORT+20) from the production build;
// skips when redis-server is not installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import type { DemoWp } from '../../demo-wp/server.mjs';
import { STANDALONE_SERVER } from '../helpers/server';
import { secondPassDelayMs } from '../../lib/revalidate';
import { REVALIDATE_KEY, REVALIDATE_SECRET } from '../helpers/wp';

test.describe.configure({ mode: 'serial' });

const REDIS_PORT = Number(process.env.REDIS_TEST_PORT || 6390);
const SITE_PORT = Number(process.env.PORT || 3000);
const PORTS = [SITE_PORT + 10, SITE_PORT + 20] as const;
const SERVER = STANDALONE_SERVER;
const STARTUP_MS = 60_000;
/** The lead limit both servers run with (LEAD_RATE_LIMIT_MAX): small, so the spec reaches it. */
const LEAD_LIMIT = 3;
/** Both servers' WordPress budget per render (WP_TIMEOUT_MS): the webhook's second pass follows it. */
const WP_TIMEOUT_MS = 5_000;
/** When the webhook's second pass comes on these servers. */
const SECOND_PASS_MS = secondPassDelayMs(WP_TIMEOUT_MS);

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
const SKIP_REASON =
  'redis-server is not installed (Debian: apt-get install -y redis-server); .ci/run installs it';
if (!redisInstalled) console.warn(`e2e/operations/redis-instances.spec.ts skipped: ${SKIP_REASON}`);

let redis: ChildProcess | null = null;
let wp: DemoWp | null = null;
let workDir = '';
const servers: ChildProcess[] = [];
let holding: HoldingProxy | null = null;
/** When the spec last called a webhook (its second pass revalidates the shared tags again). */
let lastWebhookAt = 0;

type HoldingProxy = {
  /** The WordPress API address through the proxy. */
  apiUrl: string;
  /**
   * Holds back WordPress's answers to `path` by `ms`, as a slow network would: each is taken from
   * WordPress at once (what it says at that moment), delivered later. Resolves when one was taken.
   */
  hold: (path: string, ms: number) => Promise<void>;
  release: () => void;
  close: () => Promise<void>;
};

/** A pass-through to the demo WordPress in front of one instance (see `hold`). */
async function startHoldingProxy(target: DemoWp): Promise<HoldingProxy> {
  let held: { path: string; ms: number; taken: () => void } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const upstream = await fetch(`${target.url}${req.url}`, {
          method: req.method,
          headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        const hold = held && req.url?.split('?')[0]?.endsWith(held.path) ? held : null;
        if (hold) {
          hold.taken();
          await new Promise((resolve) => setTimeout(resolve, hold.ms));
        }
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        res.end(body);
      } catch {
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    apiUrl: `http://127.0.0.1:${port}${new URL(target.apiUrl).pathname}`,
    hold: (path, ms) => new Promise((taken) => (held = { path, ms, taken })),
    release: () => (held = null),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(what: string, check: () => Promise<boolean>, child: ChildProcess) {
  const until = Date.now() + STARTUP_MS;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start within ${STARTUP_MS} ms`);
}

function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: workDir, detached: true, stdio: 'ignore' },
  );
  const child = redis;
  return waitFor(
    `redis-server on port ${REDIS_PORT}`,
    async () => spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping']).stdout?.includes('PONG'),
    child,
  );
}

/** Where the server on `port` writes its output: attached to a failed test's report. */
const serverLog = (port: number) => path.join(workDir, `site-${port}.log`);

async function startSite(port: number, wpApiUrl: string): Promise<void> {
  const log = openSync(serverLog(port), 'a');
  const child = spawn(process.execPath, [SERVER], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      WP_API_URL: wpApiUrl,
      WP_TIMEOUT_MS: String(WP_TIMEOUT_MS),
      SITE_URL: `http://localhost:${port}`,
      REVALIDATE_SECRET,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      LEAD_OUTBOX_DIR: path.join(workDir, `outbox-${port}`),
      LEAD_RATE_LIMIT_MAX: String(LEAD_LIMIT),
      LEAD_RATE_LIMIT_WINDOW_MS: String(10 * 60_000),
      LEAD_MIN_FILL_MS: '0',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  closeSync(log);
  servers.push(child);
  await waitFor(
    `the site on port ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/api/health/`)).ok,
    child,
  );
}

function stop(child: ChildProcess | null) {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
  }
}

/** The page's HTML with no-break spaces as plain spaces (the typograph inserts them). */
async function pageText(port: number, route: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${route}`);
  expect(res.status, `${route} on port ${port}`).toBe(200);
  return (await res.text()).replace(/\u00a0|&nbsp;|&#160;|&#xa0;/gi, ' ');
}

async function webhook(port: number, secret: string, body: unknown): Promise<number> {
  lastWebhookAt = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify(body),
  });
  return res.status;
}

/** Redis's keys (never many here: the spec's own redis-server). */
function redisKeys(): string[] {
  const out = spawnSync('redis-cli', ['-p', String(REDIS_PORT), '--scan'], { encoding: 'utf8' });
  return out.stdout.split('\n').filter(Boolean);
}

/**
 * Sends the discussion form on the home page of the instance on `port` as the client at `address`
 * (the one proxy in front of the site writes it into x-forwarded-for); returns what the visitor
 * sees: the success heading or the form's alert.
 */
async function sendLead(browser: Browser, port: number, address: string, name: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const form = page.locator('#discussion form');
    await form.getByLabel(/Как к вам обращаться/).fill(name);
    await form.getByLabel(/Телефон/).fill('+7 900 123-45-67');
    await form.getByRole('checkbox', { name: /Соглашаюсь/ }).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    const outcome = page.getByRole('status').or(form.getByRole('alert'));
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    return ((await outcome.textContent()) ?? '').replace(/\u00a0/g, ' ');
  } finally {
    await context.close();
  }
}

test.describe('two instances sharing Redis', () => {
  test.skip(!redisInstalled, SKIP_REASON);

  test.beforeAll(async () => {
    test.setTimeout(3 * STARTUP_MS);
    if (!existsSync(SERVER)) throw new Error(`No standalone server at ${SERVER}: npm run build`);
    workDir = await mkdtemp(path.join(tmpdir(), 'redis-instances-e2e-'));
    await startRedis();
    // Imported, not required: the module has a top-level await (its command-line entry).
    const { startDemoWp } = await import('../../demo-wp/server.mjs');
    wp = await startDemoWp({ port: 0, mode: 'ok', latencyMs: 0, match: null });
    // The second instance asks WordPress through a proxy that can hold an answer back.
    holding = await startHoldingProxy(wp);
    await Promise.all([startSite(PORTS[0], wp.apiUrl), startSite(PORTS[1], holding.apiUrl)]);
  });

  // A failure here (the other instance kept its page, a lead counted on one instance only) is
  // read in the servers' own lines: a Redis connection given up at start, a slow render.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || !workDir) return;
    for (const port of PORTS) {
      const body = await readFile(serverLog(port), 'utf8').catch(() => '(no output)');
      await testInfo.attach(`site-${port}.log`, { body, contentType: 'text/plain' });
    }
  });

  test.afterAll(async () => {
    for (const child of servers) stop(child);
    stop(redis);
    await holding?.close();
    await wp?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('the webhook called on one instance refreshes the page the other serves', async () => {
    test.setTimeout(90_000);
    const [a, b] = PORTS;
    const list = await (await fetch(`${wp!.apiUrl}/portfolio?page=1&count=1`)).json();
    const slug: string = list.data.portfolio[0].slug;
    const route = `/cases/${encodeURIComponent(slug)}/`;
    const renamed = `Обновлённый кейс ${Date.now()}`;

    // Both instances serve the page from the one shared cache.
    expect(await pageText(a, route)).not.toContain(renamed);
    expect(await pageText(b, route)).not.toContain(renamed);

    // An editor renames the case in WordPress; the cached page does not change by itself…
    const edited = await fetch(`${wp!.url}/__content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ case: slug, title: renamed }),
    });
    expect(edited.status).toBe(200);
    expect(await pageText(b, route)).not.toContain(renamed);

    // …nor for a webhook call without the secret or with a wrong one.
    expect(await webhook(a, 'wrong-secret-0123456789', { type: 'case', slug })).toBe(401);
    expect(await webhook(a, '', { type: 'case', slug })).toBe(401);
    expect(await pageText(b, route)).not.toContain(renamed);

    // WordPress's save hook calls the webhook on instance A (the default, stale-while-revalidate);
    // instance B, which never heard of it, serves the new title.
    expect(await webhook(a, REVALIDATE_KEY, { type: 'case', slug })).toBe(200);
    await expect
      .poll(async () => (await pageText(b, route)).includes(renamed), { timeout: 30_000 })
      .toBe(true);
    expect(await pageText(a, route)).toContain(renamed);
  });

  test('a render that asked WordPress before a save does not keep the old page after it', async () => {
    test.setTimeout(90_000);
    const [a, b] = PORTS;
    // The earlier webhooks' second passes are over (they would drop what this test expects kept).
    const quiet = lastWebhookAt + SECOND_PASS_MS + 1_000 - Date.now();
    if (quiet > 0) await new Promise((resolve) => setTimeout(resolve, quiet));
    // A case no test here has rendered yet: its page is in no cache.
    const list = await (await fetch(`${wp!.apiUrl}/portfolio?page=1&count=2`)).json();
    const slug: string = list.data.portfolio[1].slug;
    const route = `/cases/${encodeURIComponent(slug)}/`;
    const renamed = `Сохранённый во время показа ${Date.now()}`;

    // A visitor opens the case on B; WordPress answers it the old title, slowly on the way back.
    const taken = holding!.hold(`/portfolio/${encodeURIComponent(slug)}`, 2_500);
    const visit = pageText(b, route);
    await taken;
    // Meanwhile an editor saves, and WordPress calls the webhook on A.
    const edited = await fetch(`${wp!.url}/__content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ case: slug, title: renamed }),
    });
    expect(edited.status).toBe(200);
    expect(await webhook(a, REVALIDATE_KEY, { type: 'case', slug })).toBe(200);
    holding!.release();
    // That visitor sees the page as it was when they asked, and B stores it after the webhook…
    expect(await visit).not.toContain(renamed);

    // …but the webhook's second pass drops it: both serve the new title well before the page's
    // own revalidation (300 s) would have.
    for (const port of [a, b]) {
      await expect
        .poll(async () => (await pageText(port, route)).includes(renamed), {
          timeout: SECOND_PASS_MS + 15_000,
        })
        .toBe(true);
    }
  });

  test("a client's leads count against one limit on both instances", async ({ browser }) => {
    // Seven forms, each on a fresh page: minutes on a busy machine.
    test.setTimeout(300_000);
    const [a, b] = PORTS;
    const client = '203.0.113.41';
    // Alternating instances, as a balancer would: each instance alone has seen fewer than the limit.
    for (let i = 0; i < LEAD_LIMIT; i++) {
      const port = i % 2 === 0 ? a : b;
      expect(await sendLead(browser, port, client, `Лимит ${i + 1}`), `lead ${i + 1}`).toContain(
        'Заявка отправлена',
      );
    }
    // The next lead is refused on either instance, with the minutes to wait and the e-mail.
    for (const port of [b, a]) {
      const refused = await sendLead(browser, port, client, 'Лимит сверх');
      expect(refused, `instance on ${port}`).toMatch(
        /Слишком много заявок подряд\. Отправьте эту через (9|10) мин или напишите нам на \S+@\S+/,
      );
    }
    // Another client is not affected.
    expect(await sendLead(browser, b, '198.51.100.7', 'Другой клиент')).toContain(
      'Заявка отправлена',
    );
    // Redis holds the counts under the cache's prefix, without the raw client address.
    const keys = redisKeys().filter((key) => key.includes('lead-rate'));
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^orbita:[^:]+:lead-rate:[0-9a-f]{64}$/);
      expect(key).not.toContain('203.0.113');
    }
    // Redis stops: each instance counts on its own, and a lead still goes through.
    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    stop(redis);
    await exited;
    expect(await sendLead(browser, a, '192.0.2.77', 'Без Redis')).toContain('Заявка отправлена');
  });
});
