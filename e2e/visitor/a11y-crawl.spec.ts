// Issue 12: every URL of sitemap.xml (and the 404 page) checked by machines. At 1440px each page is
// axe-core clean (WCAG 2.0–2.2 A/AA + best practices), has one h1, logs no console error, and
// every internal link it shows answers 200; at 390px one page of each kind is checked the same
// way. Titles and descriptions are unique and canonicals name the page itself. With the menu and
// the contacts modal open axe runs again; the hostile demo case and reduced motion are covered.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  axeViolations,
  brokenLinks,
  HOSTILE_CASE_PATH,
  internalLinks,
  kindOf,
  NOT_FOUND_PATH,
  settle,
  sitemapPaths,
  watchConsole,
  type Kind,
} from '../helpers/crawl';
import { SITE_ORIGIN } from '../helpers/wp';

// Each test below drives one page through many URLs; the groups may run on different workers.
test.describe.configure({ mode: 'parallel' });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Messages the 404 page logs on purpose: the browser's own line about the 404 document. */
function expectedOn404(message: string): boolean {
  return message.includes('the server responded with a status of 404');
}

/**
 * Visits each path in turn on one page: status, one h1, axe, console; then checks every internal
 * link the pages showed. Soft assertions, so one run lists every page that fails.
 */
async function crawl(
  page: Page,
  request: APIRequestContext,
  paths: readonly string[],
  status = 200,
): Promise<void> {
  const console = watchConsole(page);
  const links = new Set<string>();
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path}: status`).toBe(status);
      await settle(page);
      expect.soft(await page.locator('h1').count(), `${path}: one h1`).toBe(1);
      expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);
      for (const link of await internalLinks(page)) links.add(link);
      const errors = console.take().filter((m) => status !== 404 || !expectedOn404(m));
      expect.soft(errors, `${path}: console errors`).toEqual([]);
    });
  }
  await test.step(`${links.size} internal links answer 200`, async () => {
    expect.soft(await brokenLinks(request, links)).toEqual([]);
  });
}

async function pathsOf(request: APIRequestContext, kinds: readonly Kind[]): Promise<string[]> {
  const paths = (await sitemapPaths(request)).filter((p) => kinds.includes(kindOf(p)));
  expect(paths.length, `sitemap paths of kinds ${kinds.join(', ')}`).toBeGreaterThan(0);
  return paths;
}

/** The first path of each kind, plus the 404 page's own checks elsewhere. */
async function onePerKind(request: APIRequestContext): Promise<string[]> {
  const first = new Map<Kind, string>();
  for (const path of await sitemapPaths(request)) {
    const kind = kindOf(path);
    if (!first.has(kind)) first.set(kind, path);
  }
  return [...first.values()];
}

test.describe('every sitemap URL at 1440px', () => {
  // axe takes 3–8 s a page on a busy 2-core machine; the groups spread over the workers.
  test.setTimeout(300_000);

  test('home, lists and services', async ({ page, request }) => {
    await crawl(page, request, await pathsOf(request, ['home', 'list', 'service']));
  });

  test('pages of their own', async ({ page, request }) => {
    await crawl(page, request, await pathsOf(request, ['page']));
  });

  test('cases', async ({ page, request }) => {
    await crawl(page, request, await pathsOf(request, ['case']));
  });

  test('blog articles and solutions', async ({ page, request }) => {
    await crawl(page, request, await pathsOf(request, ['article', 'solution']));
  });

  test('the 404 page', async ({ page, request }) => {
    await crawl(page, request, [NOT_FOUND_PATH], 404);
  });
});

test.describe('one page of each kind at 390px', () => {
  test.use(PHONE);
  test.setTimeout(240_000);

  test('each kind and the 404 page', async ({ page, request }) => {
    const sample = await onePerKind(request);
    expect(sample.map(kindOf).sort()).toEqual(
      ['article', 'case', 'home', 'list', 'page', 'service', 'solution'].sort(),
    );
    await crawl(page, request, sample);
    await crawl(page, request, [NOT_FOUND_PATH], 404);
  });
});

test('titles and descriptions are unique, canonicals name the page itself', async ({ request }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const group = (map: Map<string, string[]>, key: string, path: string) =>
    map.set(key, [...(map.get(key) ?? []), path]);
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]?.trim() ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect.soft(title, `${path}: title`).not.toBe('');
    expect.soft(description, `${path}: description`).not.toBe('');
    expect
      .soft(canonical?.replace(/&amp;/g, '&'), `${path}: canonical`)
      .toBe(`${SITE_ORIGIN}${path}`);
    group(titles, title, path);
    group(descriptions, description, path);
  }
  const repeated = (map: Map<string, string[]>) =>
    [...map].filter(([, paths]) => paths.length > 1).map(([key, paths]) => `${key}: ${paths}`);
  expect.soft(repeated(titles), 'repeated titles').toEqual([]);
  expect.soft(repeated(descriptions), 'repeated descriptions').toEqual([]);
});

/** Opens the menu, runs axe, closes it; opens the contacts modal, runs axe, closes it. */
async function overlaysAreClean(page: Page, call: () => Promise<void>): Promise<void> {
  const burger = page.getByRole('banner').getByRole('button', { name: 'Открыть меню' });
  await burger.click();
  await expect(page.locator('#site-menu')).toBeVisible();
  expect.soft(await axeViolations(page), 'menu open: axe').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-menu')).toBeHidden();

  await call();
  const dialog = page.getByRole('dialog', { name: /Расскажите/ });
  await expect(dialog).toBeVisible();
  expect.soft(await axeViolations(page), 'contacts modal open: axe').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('menu and contacts modal open', () => {
  test.setTimeout(120_000);
  test('at 1440px, on the home page and a case', async ({ page }) => {
    for (const path of ['/', '/cases/kabinet-dilera-teploliniya/']) {
      await test.step(path, async () => {
        await page.goto(path);
        await settle(page);
        await overlaysAreClean(page, () =>
          page.getByRole('banner').getByRole('button', { name: 'Позвонить' }).click(),
        );
      });
    }
  });

  test.describe('at 390px', () => {
    test.use(PHONE);
    test('on the home page', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await overlaysAreClean(page, () =>
        page
          .getByRole('navigation', { name: 'Быстрая связь' })
          .getByRole('button', { name: /Позвонить/ })
          .click(),
      );
    });
  });
});

test.describe('the hostile demo case', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`renders inert and axe-clean at ${viewport.width}px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await crawl(page, request, [HOSTILE_CASE_PATH]);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      // Every block but the morphing link (its javascript: URL is dropped) was rendered.
      await expect(page.locator('[data-block]')).toHaveCount(6);
    });
  }
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test.setTimeout(180_000);

  test('home, a case with sliders, the hostile case and the 404 page', async ({
    page,
    request,
  }) => {
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      true,
    );
    await crawl(page, request, ['/', '/cases/fk-volna/', HOSTILE_CASE_PATH]);
    await crawl(page, request, [NOT_FOUND_PATH], 404);
  });
});
