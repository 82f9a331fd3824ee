// The 404 page is complete HTML from the server (issue 9, part 2): read without JavaScript, as a
// crawler or a visitor with scripts off gets it. The 5xx page is in faults/wordpress-down.spec.ts.
import { expect, test } from '@playwright/test';
import { collectPageErrors, withoutScripts } from '../helpers/html';

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
