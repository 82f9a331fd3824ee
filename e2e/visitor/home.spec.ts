// The home page: hero first, the studio's services, directions, cases, stages, technologies,
// claims and the discussion form; structured data; no horizontal scroll on a phone.
import { expect, test } from '@playwright/test';

const STAGES = [
  ['Аналитика и UX-проектирование', '/services/analytics/'],
  ['UI-дизайн интерфейсов', '/services/design/'],
  ['Frontend разработка', '/services/frontend/'],
  ['Backend разработка', '/services/backend/'],
  ['Поисковая оптимизация (SEO)', '/services/seo/'],
] as const;

test('the home page shows the hero and every section', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  // The hero (static image or 3D island) comes right after the heading's text block.
  await expect(page.locator('main img[src*="main-elem"], main canvas').first()).toBeAttached();

  await expect(page.getByText(/15\+\s+лет/)).toBeVisible();
  await expect(page.getByText(/Аккредитованная ИТ-компания/).first()).toBeVisible();

  const services = page.locator('#services');
  for (const href of ['/mvp/', '/development/', '/support/', '/flutter/']) {
    await expect(services.locator(`a[href="${href}"]`)).toBeVisible();
  }

  const directions = page.locator('#directions');
  for (const [label, href] of [
    ['Веб-сервисы', '/webapps/'],
    ['Магазины', '/ecommerce/'],
    ['Спорт', '/sportsite/'],
    ['Культура', '/culture/'],
    ['Рестораны', '/restaurant/'],
    ['Личные кабинеты', '/account/'],
  ] as const) {
    await expect(directions.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }

  const stages = page.locator('#stages ol > li');
  await expect(stages).toHaveCount(5);
  for (const [index, [label, href]] of STAGES.entries()) {
    const item = stages.nth(index);
    await expect(item).toContainText(String(index + 1));
    await expect(item.getByRole('link')).toHaveText(label);
    await expect(item.getByRole('link')).toHaveAttribute('href', href);
  }

  const technologies = page.locator('#technologies');
  for (const href of ['/laravel/', '/bitrix/', '/wordpress/', '/vue/', '/react/', '/flutter/']) {
    await expect(technologies.locator(`a[href="${href}"]`)).toBeVisible();
  }

  await expect(page.locator('#discussion form')).toBeVisible();
});

test('selected cases come from WordPress and link to their pages', async ({ page }) => {
  await page.goto('/');
  const cases = page.locator('#cases');
  await expect(cases.getByRole('link', { name: 'Все кейсы' })).toHaveAttribute('href', '/cases/');
  const links = cases.locator('article a[href^="/cases/"]');
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  const href = await links.first().getAttribute('href');
  expect(href).toMatch(/^\/cases\/[^/]+\/$/);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1')).toBeVisible();
});

test('the hero button opens the contacts modal', async ({ page }) => {
  await page.goto('/');
  await page.locator('main').getByRole('button', { name: 'Обсудить проект' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('metadata and structured data of the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Орбита — студия разработки/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/$/,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.flatMap((n) => {
      const data = JSON.parse(n.textContent ?? '{}') as unknown;
      return (Array.isArray(data) ? data : [data]).map((d: { '@type'?: string }) => d['@type']);
    }),
  );
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page fits the screen without horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('#stages ol > li')).toHaveCount(5);
  });
});
