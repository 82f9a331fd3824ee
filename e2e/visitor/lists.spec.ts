// WordPress-driven pages: portfolio and blog lists with filters and 'Показать ещё', solutions,
// vacancies, contacts, a sanitised article and the 404 of an unknown slug.
import { expect, test } from '@playwright/test';
import { WP_API } from '../helpers/wp';

test('/cases/ lists cases and a direction chip replaces the list', async ({ page }) => {
  const response = await page.goto('/cases/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Кейсы студии');
  const cards = page.locator('main article');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(9);

  const chips = page.getByRole('group', { name: 'Направления' });
  await expect(chips.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
  await chips.getByRole('button', { name: 'Спорт' }).click();
  await expect(chips.getByRole('button', { name: 'Спорт' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => cards.count()).toBeLessThan(total);
  for (const card of await cards.all()) {
    await expect(card.getByRole('list', { name: 'Направления' })).toContainText('Спорт');
  }
  await chips.getByRole('button', { name: 'Все' }).click();
  await expect(cards).toHaveCount(total);
});

test('/cases/ and /blog/ offer only the directions and categories that hold a published item', async ({
  page,
}) => {
  for (const [path, api, group, unused] of [
    ['/cases/', `${WP_API}/portfolio`, 'Направления', 'Медицина'],
    ['/blog/', `${WP_API}/blog`, 'Рубрики', 'Новости студии'],
  ] as const) {
    const answer = (await (await page.request.get(api)).json()) as {
      data: { categories: { title: string }[] };
    };
    const listed = answer.data.categories.map((c) => c.title);
    expect(listed, path).not.toContain(unused);
    await page.goto(path);
    const chips = page.getByRole('group', { name: group }).getByRole('button');
    await expect(chips, path).toHaveText(['Все', ...listed]);
  }
});

test("/blog/ shows 12 articles and 'Показать ещё' appends the rest", async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.locator('h1')).toHaveText('Статьи и заметки');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().locator('time')).toHaveText(/^\d{1,2}\s\p{L}+\s\d{4}$/u);
  const first = await cards.first().locator('h2').textContent();

  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
  await expect(cards.first().locator('h2')).toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
});

test('a blog article renders sanitised HTML: no script runs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/blog/pochemu-my-ochishchaem-html/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(/Почему мы\sочищаем HTML/);

  const article = page.locator('main article');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('iframe')).toHaveCount(0);
  await expect(article.locator('[onerror], [onmouseover], [onclick]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  await article.getByText('Абзац с обработчиком наведения мыши.').hover();
  await article.getByText('нажмите здесь').click();
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined();
  expect(errors).toEqual([]);

  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.flatMap((n) => {
      const data = JSON.parse(n.textContent ?? '{}') as unknown;
      return (Array.isArray(data) ? data : [data]).map((d: { '@type'?: string }) => d['@type']);
    }),
  );
  expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/pochemu-my-ochishchaem-html\/$/,
  );
});

test('the first catch-all segment is the article; extra segments redirect to its canonical URL', async ({
  page,
}) => {
  const response = await page.goto('/blog/laravel-ili-bitrix/extra/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/blog/laravel-ili-bitrix/');
  await expect(page.locator('h1')).toHaveText(/Laravel или\s1[CС]-Битрикс/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/laravel-ili-bitrix\/$/,
  );
});

test('an unknown article or solution answers 404', async ({ page }) => {
  for (const path of ['/blog/takoy-stati-net/', '/solutions/takogo-resheniya-net/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Такой страницы больше не существует')).toBeVisible();
  }
});

test('/solutions/ lists solutions and one opens with its content', async ({ page }) => {
  await page.goto('/solutions/');
  await expect(page.locator('h1')).toHaveText('Готовые решения');
  const links = page.locator('main article a[href^="/solutions/"]');
  expect(await links.count()).toBeGreaterThan(0);
  await links.first().click();
  await expect(page).toHaveURL(/\/solutions\/[^/]+\/$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Хлебные крошки' })).toContainText('Решения');
  await expect(page.locator('#form form')).toBeVisible();
});

test('/vacancies/ shows facts, descriptions on demand and a CV e-mail', async ({ page }) => {
  await page.goto('/vacancies/');
  await expect(page.locator('h1')).toHaveText('Вакансии');
  const first = page.locator('main article').first();
  await expect(first.locator('h2')).toBeVisible();
  const details = first.locator('details');
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(first.getByRole('link', { name: /Откликнуться/ })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=/,
  );
  await expect(page.getByRole('link', { name: /Отправить резюме/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('/contacts/ shows every way to reach the studio and the form', async ({ page }) => {
  await page.goto('/contacts/');
  await expect(page.locator('h1')).toHaveText('Контакты');
  const main = page.locator('main');
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(main.getByRole('link', { name: /Написать в/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(main.getByText(/Пн–Пт/)).toBeVisible();
  await expect(main.locator('address')).toContainText('Пресненская');
  await expect(page.locator('#form form')).toBeVisible();
});
