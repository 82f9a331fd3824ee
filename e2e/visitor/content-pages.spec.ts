// The static content pages: each answers 200 with its own h1, <title>, description, canonical
// and structured data; the FAQ opens natively and the CTA opens the contacts modal.
import { expect, test } from '@playwright/test';
import { CONTENT_PAGES } from '../../content/pages';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const content of CONTENT_PAGES) {
  test(`${content.path} answers with its own h1, title and canonical`, async ({ page }) => {
    const response = await page.goto(content.path);
    expect(response?.status()).toBe(200);

    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(content.intro.title);
    await expect(page).toHaveTitle(new RegExp(`^${escape(content.meta.title)}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      content.meta.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${escape(content.path)}$`),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`${escape(content.path)}$`),
    );

    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map((n) => (JSON.parse(n.textContent ?? '{}') as { '@type'?: string })['@type']),
      );
    if (content.service) expect(types).toContain('Service');
  });
}

test('a content page FAQ opens natively and the CTA opens the contacts modal', async ({ page }) => {
  await page.goto('/laravel/');
  const faq = page.locator('#faq details').first();
  await expect(faq).not.toHaveAttribute('open');
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');

  await page
    .getByRole('region', { name: /Обсудим/ })
    .getByRole('button')
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the Service structured data names the page and the provider', async ({ page }) => {
  await page.goto('/webapps/');
  const service = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes
        .map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>)
        .find((d) => d['@type'] === 'Service'),
    );
  expect(service).toMatchObject({
    '@context': 'https://schema.org',
    areaServed: 'Worldwide',
    url: expect.stringMatching(/\/webapps\/$/),
    provider: { '@type': 'Organization' },
  });
});
