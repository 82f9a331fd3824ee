// The portfolio case page (SPEC 2.8, 2.9), its head and frame: chips, h1, the outer link, the
// scroll-down anchor, the white page with its dark header and reading progress; and the metadata
// (title, canonical, Open Graph, JSON-LD), hostile SEO fields included.
import { expect, test } from '@playwright/test';
import { openCase } from '../helpers/case-page';
import { WP_ORIGIN } from '../helpers/wp';

const SITE_URL = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/+$/,
  '',
);

test.describe('head and frame', () => {
  test('the head: chips, h1, Назад, outer link (host only, new tab), description', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const head = page.locator('article[data-case-page] > header');
    await expect(head.getByRole('list', { name: 'Направления' }).getByRole('listitem')).toHaveText([
      'Спорт',
      'Веб-сервисы',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Сайт и билетная система футбольного клуба «Волна»',
    );
    await expect(head.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/cases/');
    const outer = head.locator('[data-outer-link]');
    await expect(outer).toHaveText('fc-volna.example');
    await expect(outer).toHaveAttribute('href', 'https://fc-volna.example/');
    await expect(outer).toHaveAttribute('target', '_blank');
    await expect(outer).toHaveAttribute('rel', /noopener/);
    await expect(head).toContainText('Пиковая нагрузка в день старта продаж');
    await expect(head).toHaveCSS('background-color', 'rgb(15, 39, 64)');
  });

  test('the outer link is hidden when case_outer_link is not a URL', async ({ page }) => {
    await openCase(page, 'restorany-kalina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-outer-link]')).toHaveCount(0);
  });

  test('the scroll-down anchor leads to the first block', async ({ page }) => {
    await openCase(page, 'fk-volna');
    const first = page.locator('#first-block');
    await expect(first).toHaveAttribute('data-block', 'offering');
    await page.getByRole('link', { name: 'Прокрутить к описанию проекта' }).click();
    await expect(page).toHaveURL(/#first-block$/);
    await expect
      .poll(async () => (await first.boundingBox())?.y ?? 9999, { timeout: 5000 })
      .toBeLessThan(120);
  });

  test('white page, dark header, reading progress, waves and footer', async ({ page }) => {
    await openCase(page, 'fk-volna');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('article[data-case-page]')).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await expect(page.getByRole('banner').first()).toHaveAttribute('data-variant', 'dark');
    const progress = page.getByRole('progressbar', { name: 'Прогресс чтения' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(30);
    await expect(
      page.locator('article[data-case-page] > div[aria-hidden="true"] svg'),
    ).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('metadata', () => {
  test('title, canonical, description and Open Graph per SPEC 2.8, plus JSON-LD', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const url = `${SITE_URL}/cases/fk-volna/`;
    const meta = (selector: string) => page.locator(selector).first();
    await expect(page).toHaveTitle('Сайт и билетная система футбольного клуба «Волна»');
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(meta('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
    await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'Орбита');
    const description =
      'Как мы перенесли продажу билетов футбольного клуба на собственный сайт и выдержали 40 тысяч посетителей за десять минут.';
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(meta('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Кейс: сайт и билетная система ФК «Волна» — студия «Орбита»',
    );
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${WP_ORIGIN}/wp-content/uploads/og/volna-og.jpg`,
    );
    await expect(meta('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(meta('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(meta('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) => {
      const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
      return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
    });
    expect(types).toEqual(expect.arrayContaining(['CreativeWork', 'BreadcrumbList']));
  });

  test('hostile seo fields come out as plain text', async ({ page }) => {
    await openCase(page, 'fitnes-puls');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toMatch(/<script/i);
    const head = await page.evaluate(() => document.head.innerHTML);
    expect(head).not.toMatch(/window\.__xss=1<\/script>/);
  });
});
