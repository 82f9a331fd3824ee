// Search engines and link previews: metadata defaults, sitemap and robots.
import { expect, test } from '@playwright/test';
import { sitemapUrls } from '../helpers/crawl';
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
  expect(text).toContain('Disallow: /approval/');
  expect(text).toContain('Disallow: /editor-render/');
});

test('the sitemap index lists files holding static routes and every case, article and vacancy, with lastmod and case images', async ({
  request,
}) => {
  const { files, urls, xml } = await sitemapUrls(request);
  expect(files).toEqual(
    expect.arrayContaining([
      `${SITE_ORIGIN}/sitemaps/pages.xml`,
      `${SITE_ORIGIN}/sitemaps/cases-1.xml`,
      `${SITE_ORIGIN}/sitemaps/articles-1.xml`,
      `${SITE_ORIGIN}/sitemaps/vacancies-1.xml`,
    ]),
  );
  expect(urls).toContain(`${SITE_ORIGIN}/`);
  expect(urls).toContain(`${SITE_ORIGIN}/services/seo/`);
  // Links that open drafts are never listed.
  expect(urls.filter((u) => /\/(approval|editor-render)\//.test(u))).toEqual([]);
  const cases = (await (await request.get(`${WP_API}/portfolio?page=1&count=100`)).json()) as {
    data: { portfolio: { slug: string }[] };
  };
  for (const c of cases.data.portfolio)
    expect(urls).toContain(`${SITE_ORIGIN}/cases/${encodeURIComponent(c.slug)}/`);
  const blog = (await (await request.get(`${WP_API}/blog?page=1&count=100`)).json()) as {
    data: { articles: { slug: string }[] };
  };
  for (const a of blog.data.articles)
    expect(urls).toContain(`${SITE_ORIGIN}/blog/${encodeURIComponent(a.slug)}/`);
  const vacancies = (await (await request.get(`${WP_API}/vacancies`)).json()) as {
    data: { vacancies: { slug: string }[] };
  };
  expect(vacancies.data.vacancies.length).toBeGreaterThan(0);
  for (const v of vacancies.data.vacancies)
    expect(urls).toContain(`${SITE_ORIGIN}/vacancies/${encodeURIComponent(v.slug)}/`);
  const casesFile = xml[files.indexOf(`${SITE_ORIGIN}/sitemaps/cases-1.xml`)]!;
  expect(casesFile).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  expect(casesFile).toMatch(/<image:loc>[^<]+\/wp-content\/uploads\/[^<]+<\/image:loc>/);
});

test('the revalidation webhook refuses a wrong secret', async ({ request }) => {
  const res = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'wrong' },
    data: { type: 'all' },
  });
  expect(res.status()).toBe(401);
});
