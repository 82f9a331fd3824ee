// The portfolio case page (SPEC 2.8, 2.9) when WordPress has no such case, the slug is odd, or
// the case's HTML is hostile: 404s, never 500s, and nothing executes.
import { expect, test } from '@playwright/test';
import { block, openCase } from '../helpers/case-page';
import { WP_API } from '../helpers/wp';

test.describe('not found and failures', () => {
  test('an unpublished or unknown case (WordPress: 404 without success) is a 404 page', async ({
    page,
  }) => {
    for (const slug of ['archived-case', 'no-such-case']) {
      const wp = await page.request.get(`${WP_API}/portfolio/${slug}`);
      expect(wp.status(), slug).toBe(404);
      expect(await wp.json()).toEqual({ success: false });
      const response = await page.goto(`/cases/${slug}/`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByText('Такой страницы больше не существует')).toBeVisible();
    }
  });

  test('odd slugs are 404s, never 500s', async ({ request }) => {
    for (const path of [
      '/cases/..%2F..%2Fadmin/',
      '/cases/%3Cscript%3E/',
      `/cases/${'x'.repeat(300)}/`,
      '/cases/a%20b/',
      '/cases/%E2%80%AE/',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });
});

test.describe('hostile HTML from WordPress', () => {
  test('nothing executes and no javascript: link survives', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openCase(page, 'fitnes-puls');
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.locator('[data-block] img').first().hover();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const bad = await page
      .locator('main [href], main [src]')
      .evaluateAll((els) =>
        els
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((v) => /^\s*javascript:/i.test(v)),
      );
    expect(bad).toEqual([]);
    await expect(page.locator('[data-outer-link]')).toHaveCount(0);
    await expect(block(page, 'morphing_link')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('<script');
    await expect(page.locator('main')).not.toContainText('onerror');
  });
});
