// Nothing is lost: with WordPress failing /form the visitor is told the lead is received, and it
// reaches WordPress exactly once after WordPress recovers — also across a restart of the site.
// Runs in the 'lead-faults' project, alone and after 'wordpress-faults' (the demo's fault switch
// is global).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STANDALONE_SERVER } from '../helpers/server';
import { REVALIDATE_SECRET, WP_API, WP_ORIGIN, resetWp, setWpFault } from '../helpers/wp';

test.describe.configure({ mode: 'serial' });

type Lead = { request_id: string; name: string; page: string };

async function leadsNamed(request: APIRequestContext, name: string): Promise<Lead[]> {
  const res = await request.get(`${WP_ORIGIN}/__leads`);
  return ((await res.json()) as Lead[]).filter((lead) => lead.name === name);
}

async function sendLeadForm(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/contacts/`);
  const f = page.locator('#form form');
  await f.getByLabel(/Как к вам обращаться/).fill(name);
  await f.getByLabel(/Телефон/).fill('+7 900 321-54-76');
  await f.getByRole('checkbox', { name: /Соглашаюсь/ }).check();
  await f.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('heading', { name: /Заявка принята/ })).toBeVisible();
}

/** Waits for the lead to arrive, then makes sure it stays a single copy through more retries. */
async function expectDeliveredOnce(request: APIRequestContext, name: string) {
  await expect
    .poll(async () => (await leadsNamed(request, name)).length, { timeout: 30_000 })
    .toBe(1);
  await new Promise((r) => setTimeout(r, 3_000));
  expect(await leadsNamed(request, name)).toHaveLength(1);
}

test.afterEach(async ({ request }) => {
  await resetWp(request);
});

test('WordPress failing /form alone: the visitor sees "received", the lead arrives once after recovery', async ({
  page,
  request,
}) => {
  const name = `Очередь ${Date.now()}`;
  await setWpFault(request, { mode: 'error', match: '/form' });
  // Pages keep working: only /form fails.
  expect((await request.get(`${WP_API}/header`)).status()).toBe(200);

  await sendLeadForm(page, '', name);
  await new Promise((r) => setTimeout(r, 2_000)); // a retry or two hit the failing /form
  expect(await leadsNamed(request, name)).toEqual([]);

  await setWpFault(request, { mode: 'ok', match: '' });
  await expectDeliveredOnce(request, name);
  expect((await leadsNamed(request, name))[0]?.page).toBe('/contacts/');
});

test.describe('across a restart', () => {
  const port = Number(process.env.PORT || 3000) + 50;
  const origin = `http://localhost:${port}`;
  let outboxDir = '';
  let server: ChildProcess | null = null;

  function startSite(): Promise<ChildProcess> {
    // The same standalone server as the suite's (playwright.config.ts).
    const child = spawn(process.execPath, [STANDALONE_SERVER], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: 'localhost',
        WP_API_URL: WP_API,
        SITE_URL: origin,
        REVALIDATE_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        LEAD_OUTBOX_DIR: outboxDir,
        LEAD_RETRY_BASE_MS: '500',
        LEAD_RETRY_MAX_MS: '2000',
        LEAD_OUTBOX_CLAIM_TTL_MS: '3000',
        LEAD_MIN_FILL_MS: '0',
        LEAD_RATE_LIMIT_MAX: '1000',
      },
    });
    return (async () => {
      for (let i = 0; i < 300; i += 1) {
        try {
          if ((await fetch(`${origin}/privacy/`)).ok) return child;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the second site server did not start on ${origin}`);
    })();
  }

  function kill(child: ChildProcess | null) {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }

  test.beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'lead-outbox-e2e-'));
  });

  test.afterAll(async () => {
    kill(server);
    await rm(outboxDir, { recursive: true, force: true });
  });

  test('a lead queued before the site was killed arrives exactly once after it starts again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Перезапуск ${Date.now()}`;
    server = await startSite();
    await setWpFault(request, { mode: 'down', match: '/form' });
    await sendLeadForm(page, origin, name);

    // The lead is on disk; the site dies without a chance to deliver it.
    await expect
      .poll(async () => (await readdir(outboxDir)).filter((f) => /\.(json|sending)$/.test(f)))
      .toHaveLength(1);
    kill(server);
    await new Promise((r) => setTimeout(r, 500));
    expect(await leadsNamed(request, name)).toEqual([]);

    await setWpFault(request, { mode: 'ok', match: '' });
    server = await startSite();
    await expectDeliveredOnce(request, name);
    await expect
      .poll(async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json')))
      .toEqual([]);
  });
});
