// Yandex Metrika and the verification tags (issue 32, item 5). Off (the suite's own build): no
// trace of either in the HTML, the policy or the first-load JavaScript. On (the build of
// `npm run build:analytics`, whose server this spec starts): nothing goes to Metrika's hosts
// before «Принять»; after it the counter loads and counts, and a sent lead reaches its goal;
// «Отказаться» is remembered; the notice covers no control on phones and passes axe. Metrika's
// script is a stand-in served by the test for Yandex's own URL, and it reports every call to
// mc.yandex.ru as the real counter does, so the policy is exercised too.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS_BUILD_ENV, ANALYTICS_SERVER } from '../helpers/analytics';
import { axeViolations } from '../helpers/crawl';
import { animationsDone, coveredControls, line } from '../helpers/first-screen';
import { REVALIDATE_SECRET, WP_API } from '../helpers/wp';

test.describe.configure({ mode: 'serial' });

const SITE_PORT = Number(process.env.PORT || 3000);
/** The suite's own server: its build has every analytics setting off. */
const OFF = `http://localhost:${SITE_PORT}`;
/** The server of the analytics build, started here. */
const ON_PORT = SITE_PORT + 70;
const ON = `http://localhost:${ON_PORT}`;
const STARTUP_MS = 60_000;

/** Metrika's hosts (lib/security/headers.ts), and Yandex's static host. */
const METRIKA_URL = /^https:\/\/(mc\.yandex\.[a-z.]+|yastatic\.net)\//;
/** What an HTML page of a build with everything off must never hold. */
const TRACE =
  /mc\.yandex|yastatic|yandex-verification|google-site-verification|Метрик|consent-notice|orbita-analytics-consent/i;

/**
 * The counter's stand-in: takes over Yandex's queue (`ym.a`) and reports each call as an image
 * request to mc.yandex.ru/watch/, as the real counter sends its hits.
 */
const STAND_IN = `(function () {
  var queue = (window.ym && window.ym.a) || [];
  function send(args) {
    var q = new URLSearchParams({ method: String(args[1]), arg: typeof args[2] === 'string' ? args[2] : '' });
    new Image().src = 'https://mc.yandex.ru/watch/' + args[0] + '?' + q;
  }
  window.ym = function () { send([].slice.call(arguments)); };
  queue.forEach(send);
})();`;

/** Records every request to Metrika's hosts; serves the stand-in and answers its hits. */
async function recordMetrika(page: Page) {
  const requests: string[] = [];
  await page.context().route(METRIKA_URL, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.endsWith('/metrika/tag.js')) {
      return route.fulfill({ contentType: 'application/javascript', body: STAND_IN });
    }
    return route.fulfill({ status: 204 });
  });
  const calls = () =>
    requests
      .filter((url) => url.includes('/watch/'))
      .map((url) => {
        const q = new URL(url).searchParams;
        return `${q.get('method')} ${q.get('arg')}`.trim();
      });
  return { requests, calls };
}

/** Collects the page's Content-Security-Policy violations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return violations;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie и Яндекс Метрика' });

/** Opens a page as a visitor does: loaded, the idle-time leaves (the messenger widget) in. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('load');
  await expect(page.locator('[data-messenger-widget]')).toBeAttached();
  await animationsDone(page);
}

/** The notice, shown: where it waits for the first scroll, the page is scrolled a little. */
async function shownNotice(page: Page) {
  const el = page.locator('[data-consent-notice]');
  await expect(el).toBeAttached();
  if ((await el.getAttribute('data-consent-notice')) === 'waiting') await page.mouse.wheel(0, 120);
  await expect(el).toHaveAttribute('data-consent-notice', 'shown');
  return notice(page);
}

test.describe('with analytics off (the suite’s build)', () => {
  test('no trace of Metrika or the verification tags in the HTML, the policy or the scripts', async ({
    request,
  }) => {
    for (const p of ['/', '/privacy/', '/contacts/']) {
      const res = await request.get(`${OFF}${p}`);
      expect(res.status(), p).toBe(200);
      const html = await res.text();
      expect(html.match(TRACE)?.[0], `${p}: HTML`).toBeUndefined();
      expect(res.headers()['content-security-policy'], `${p}: CSP`).not.toMatch(/yandex/);
      if (p !== '/') continue;
      const scripts = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)[^"]*"/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, src] of scripts) {
        const js = await (await request.get(`${OFF}${src}`)).text();
        expect(
          js.match(/mc\.yandex|orbita-analytics-consent|Отказаться/)?.[0],
          src,
        ).toBeUndefined();
      }
    }
  });

  test('a visit shows no notice and asks no Metrika host', async ({ page }) => {
    const metrika = await recordMetrika(page);
    await open(page, `${OFF}/`);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(500);
    await expect(page.locator('[data-consent-notice]')).toHaveCount(0);
    expect(metrika.requests).toEqual([]);
  });
});

test.describe('with analytics on', () => {
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.skip(
      !existsSync(ANALYTICS_SERVER),
      `no analytics build at ${ANALYTICS_SERVER}: run npm run build:analytics`,
    );
    server = spawn(process.execPath, [ANALYTICS_SERVER], {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(ON_PORT),
        HOSTNAME: 'localhost',
        WP_API_URL: WP_API,
        SITE_URL: ON,
        REVALIDATE_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        LEAD_RATE_LIMIT_MAX: '1000',
        LEAD_MIN_FILL_MS: '0',
        LEAD_OUTBOX_DIR: path.join('.data', `e2e-lead-outbox-${ON_PORT}`),
      },
    });
    const until = Date.now() + STARTUP_MS;
    while (Date.now() < until) {
      if (
        await fetch(`${ON}/api/health/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (server.exitCode !== null)
        throw new Error(`the analytics server exited (${server.exitCode})`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the analytics server did not start on ${ON} within ${STARTUP_MS} ms`);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('the verification tags, the policy and /privacy/ say so', async ({ request }) => {
    const home = await request.get(`${ON}/`);
    const html = await home.text();
    expect(html).toContain(
      `<meta name="yandex-verification" content="${ANALYTICS_BUILD_ENV.YANDEX_VERIFICATION}"/>`,
    );
    expect(html).toContain(
      `<meta name="google-site-verification" content="${ANALYTICS_BUILD_ENV.GOOGLE_SITE_VERIFICATION}"/>`,
    );
    // Nothing of the counter in the HTML itself: the notice and the script come after the paint.
    expect(html).not.toMatch(/mc\.yandex\.ru\/metrika|data-consent-notice/);
    const csp = home.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/mc\.yandex\.ru/);
    const privacy = await (await request.get(`${ON}/privacy/`)).text();
    expect(privacy).toMatch(/Cookie и\sЯндекс Метрика/);
  });

  test('nothing goes to Metrika before «Принять»; after it the counter counts, and a sent lead reaches the goal', async ({
    page,
  }) => {
    const metrika = await recordMetrika(page);
    const violations = await watchCsp(page);
    await open(page, `${ON}/`);
    const box = await shownNotice(page);
    await expect(box.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/privacy/');
    // The notice took no focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(metrika.requests).toEqual([]);

    await box.getByRole('button', { name: 'Принять' }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => metrika.calls()).toEqual(['init', `hit ${ON}/`]);
    expect(metrika.requests[0]).toBe('https://mc.yandex.ru/metrika/tag.js');

    const form = page.locator('#discussion form');
    await form.getByLabel(/Как к вам обращаться/).fill(`Метрика ${Date.now()}`);
    await form.getByLabel(/Телефон/).fill('+7 900 123-45-67');
    await form.getByRole('checkbox', { name: /Соглашаюсь/ }).check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: /Заявка отправлена/ })).toBeVisible();
    await expect.poll(() => metrika.calls()).toContain('reachGoal lead_sent');

    // The next visit counts without asking again.
    await open(page, `${ON}/about/`);
    await expect.poll(() => metrika.calls()).toContain(`hit ${ON}/about/`);
    await expect(page.locator('[data-consent-notice]')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test('«Отказаться»: nothing loads, and the answer holds across reloads', async ({ page }) => {
    const metrika = await recordMetrika(page);
    await open(page, `${ON}/`);
    const box = await shownNotice(page);
    await box.getByRole('button', { name: 'Отказаться' }).click();
    await expect(notice(page)).toHaveCount(0);
    for (const url of [`${ON}/`, `${ON}/cases/`]) {
      await open(page, url);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(1000);
      await expect(page.locator('[data-consent-notice]'), url).toHaveCount(0);
    }
    expect(metrika.requests).toEqual([]);
  });

  test('the notice passes axe', async ({ page }) => {
    await recordMetrika(page);
    await open(page, `${ON}/`);
    await shownNotice(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test.describe(`${size.width}×${size.height}`, () => {
      test.use({ viewport: size, isMobile: true, hasTouch: true });

      test('the notice covers no first-screen control, no part of the form, not the page’s end', async ({
        page,
      }) => {
        await recordMetrika(page);
        for (const p of ['/', '/about/']) {
          await test.step(p, async () => {
            await open(page, `${ON}${p}`);
            await expect(page.locator('[data-consent-notice]')).toBeAttached();
            await animationsDone(page);
            expect((await coveredControls(page)).map(line), `${p}: first screen`).toEqual([]);

            // At the form it steps aside: every field and the button are clear.
            const form = page.locator('[data-lead-form]').first();
            if ((await form.count()) > 0) {
              await form.getByRole('button', { name: 'Отправить заявку' }).scrollIntoViewIfNeeded();
              // The notice hears of the form from an IntersectionObserver: once it has, its fade
              // out runs, and the controls are checked when it has ended.
              await expect(page.locator('[data-consent-notice]')).toHaveAttribute(
                'data-consent-notice',
                'waiting',
              );
              await animationsDone(page);
              expect((await coveredControls(page)).map(line), `${p}: the form`).toEqual([]);
            }

            // At the page's end the last controls scroll clear of it.
            await page.evaluate(() =>
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
            );
            await page.waitForTimeout(200);
            await animationsDone(page);
            expect((await coveredControls(page, 3)).map(line), `${p}: page end`).toEqual([]);
          });
        }
      });
    });
  }
});
