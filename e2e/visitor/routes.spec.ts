// Every route of SPEC 2.1 answers 200 with the shared header and footer; anything else is a 404.
import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from '../helpers/wp';

const STATIC_ROUTES = [
  '/',
  '/about/',
  '/account/',
  '/3d-modeling/',
  '/bitrix/',
  '/laravel/',
  '/wordpress/',
  '/vue/',
  '/react/',
  '/flutter/',
  '/blog/',
  '/cases/',
  '/solutions/',
  '/contacts/',
  '/culture/',
  '/development/',
  '/ecommerce/',
  '/mvp/',
  '/restaurant/',
  '/sportsite/',
  '/support/',
  '/vacancies/',
  '/webapps/',
  '/services/',
  '/services/analytics/',
  '/services/design/',
  '/services/frontend/',
  '/services/backend/',
  '/services/seo/',
];

test.describe('every route answers', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route} → 200 with header, h1, footer and its own title`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${SITE_ORIGIN}${route}`);
      await expect(page).toHaveTitle(/Орбита/);
    });
  }

  test('paths without a trailing slash redirect to the slashed route', async ({ request }) => {
    const res = await request.get('/about', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe('/about/');
  });
});

test.describe('the 404 page (SPEC 2.6, 8)', () => {
  for (const path of [
    '/%zz/',
    '/cases/%zz/',
    '/no-such-page/',
    '/services/unknown/',
    '/%D0%BD%D0%B5%D1%82/',
    '/about/deeper/still/',
  ]) {
    test(`${path} → 404 with the error page`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (m) => messages.push(m.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Такой страницы больше не существует',
      );
      await expect(page.getByText('Возможно, она была перемещена или удалена.')).toBeVisible();
      const home = page.getByRole('link', { name: 'На главную страницу' });
      await expect(home).toHaveAttribute('href', '/');
      await expect(page.locator('[class*="digit"]')).toHaveText(['4', '4']);
      await expect(page.locator('[data-hero-mode] img')).toBeAttached();
      await expect.poll(() => messages.some((m) => m.startsWith('Page not found: /'))).toBe(true);
      // The static 404 page carries Next.js's own noindex beside the page's 'noindex, follow'.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((t) => t.getAttribute('content') ?? ''));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(/noindex/);
    });
  }

  test('the button leads home', async ({ page }) => {
    await page.goto('/missing/');
    await page.getByRole('link', { name: 'На главную страницу' }).click();
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  });
});
