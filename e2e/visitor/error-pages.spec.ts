// The 404 page is complete HTML from the server (issue 9, part 2): read without JavaScript, as a
// crawler or a visitor with scripts off gets it. The 5xx page is in faults/wordpress-down.spec.ts.
import { expect, test } from '@playwright/test';
import { holdDocument } from '../helpers/held-document';
import { collectPageErrors, withoutScripts } from '../helpers/html';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shifts';

// The last three: detail routes whose WordPress has no such entry (a notFound() thrown by the page
// itself gave Next's bare error document, without lang or text: vercel/next.js#62228).
const NOT_FOUND_PATHS = [
  '/no-such-page/',
  '/%zz/',
  '/about/deeper/still/',
  '/cases/net-takogo-keisa/',
  '/blog/net-takoy-stati/',
  '/solutions/net-takogo-resheniya/',
];

for (const path of NOT_FOUND_PATHS) {
  test(`raw HTML of the 404 page at ${path}: lang, header, texts and the home link`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = withoutScripts(await response.text());
    expect(html).toMatch(/<html[^>]* lang="ru"/);
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<h1[^>]*>Такой страницы больше не существует<\/h1>/);
    expect(html).toContain('Возможно, она была перемещена или удалена.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>[\s\S]*?На главную страницу/);
  });
}

for (const path of ['/no-such-page/', '/cases/net-takogo-keisa/']) {
  test(`the 404 page at ${path} shows no error in the console`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Такой страницы больше не существует',
    );
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('on a phone nothing on the 404 page moves when Montserrat swaps in for its stand-in', async ({
  browser,
  baseURL,
}) => {
  // The two '4's are set in the stand-in until both faces are in (lib/layout/font-swap.ts); their
  // columns once took the digit's own width, so the hero between them, and the copy below it,
  // moved when the narrower stand-in '4' gave way to Montserrat's (ErrorScreen.module.scss).
  for (const width of [360, 412]) {
    // A first visit each time: no face cached, none remembered.
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/no-such-page/', { waitUntil: 'domcontentloaded' });
    const positions = () =>
      page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const top = (selector: string) =>
          Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
        return { heading: top('h1'), hero: top('[data-error-code] [aria-hidden] > div') };
      });
    await expect(page.locator('html')).toHaveAttribute('data-fonts-loading', '');
    const inStandIn = await positions();
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts-loading');
    await page.evaluate(() => document.fonts.ready);
    expect(await positions(), `at ${width} px`).toEqual(inStandIn);
    await context.close();
  }
});

test('the 404 page does not move when a slow phone paints it before its copy is parsed', async ({
  browser,
  baseURL,
}) => {
  // The document is held back at the copy until the browser has painted what it had: the stage,
  // alone in its centred column until then, sat lower than it would (ErrorScreen.module.scss).
  const held = await holdDocument(baseURL!, '/no-such-page/', /class="[^"]*_copy"/);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(recordLayoutShifts);
  try {
    const painted = page.waitForFunction(() => performance.getEntriesByName('first-paint').length);
    await page.goto(held.url, { waitUntil: 'commit' });
    await painted;
    // The frame before the copy: the stage is in the document, the copy not yet.
    const stageAlone = await page.evaluate(
      () => !document.querySelector('[data-error-code] > div')!.nextElementSibling,
    );
    held.release();
    expect(stageAlone, 'the first paint came before the copy was parsed').toBe(true);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    await context.close();
    held.close();
  }
});
