// Search engines and link previews: metadata defaults, sitemap and robots.
import { expect, test } from '@playwright/test';
import { WP_API, SITE_ORIGIN } from '../helpers/wp';

test('the home page carries Open Graph defaults and a description', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Орбита');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${SITE_ORIGIN}/`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
});

test('robots points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(text).toContain('Disallow: /api/');
});

test('the sitemap lists static routes and every case and article slug', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${SITE_ORIGIN}/</loc>`);
  expect(xml).toContain(`<loc>${SITE_ORIGIN}/services/seo/</loc>`);
  const cases = (await (await request.get(`${WP_API}/portfolio?page=1&count=100`)).json()) as {
    data: { portfolio: { slug: string }[] };
  };
  for (const c of cases.data.portfolio)
    expect(xml).toContain(`/cases/${encodeURIComponent(c.slug)}/</loc>`);
  const blog = (await (await request.get(`${WP_API}/blog?page=1&count=100`)).json()) as {
    data: { articles: { slug: string }[] };
  };
  for (const a of blog.data.articles)
    expect(xml).toContain(`/blog/${encodeURIComponent(a.slug)}/</loc>`);
});

test('the revalidation webhook refuses a wrong secret', async ({ request }) => {
  const res = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'wrong' },
    data: { type: 'all' },
  });
  expect(res.status()).toBe(401);
});
