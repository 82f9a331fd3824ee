// An editor builds a case in the block editor: the case blocks are inserted from the inserter,
// filled (an image from the media library, a reordered list), the constructor switch is on for a
// new case, and once published the site shows the blocks in their order.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './admin';
import { authHeader, realWp, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});

async function insert(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('button', { name: /Toggle block inserter|Добавить блок/ })
    .first()
    .click();
  await page.getByRole('searchbox').first().fill(title);
  await page.getByRole('option', { name: title }).first().click();
  const block = page.locator('.studio-block').filter({ hasText: title }).last();
  await expect(block).toBeVisible();
  return block;
}

test('a case built in the block editor shows its blocks on the site, in order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const s = state!;
  await logIn(page, s, 'post-new.php?post_type=case');
  const welcome = page.locator('.components-modal__frame').getByRole('button', { name: /Close/ });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();

  // New cases are assembled from blocks: the sidebar's switch is on.
  const title = `Кейс из редактора ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add title' }).fill(title);
  const sidebar = page.locator('.interface-complementary-area');
  if (!(await sidebar.isVisible())) {
    await page
      .getByRole('button', { name: /^Settings$|Настройки/ })
      .first()
      .click();
  }
  const panel = sidebar.getByRole('button', { name: 'Конструктор кейса' });
  if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.click();
  await expect(sidebar.getByLabel('Собирать страницу кейса из блоков')).toBeChecked();

  // The case's head fields live in the sidebar too.
  const head = sidebar.getByRole('button', { name: 'Шапка кейса' });
  if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
  await sidebar.getByLabel('Описание в шапке').fill('Онлайн-запись в шесть клубов сети.');

  const offering = await insert(page, 'Задача и решение');
  await offering.getByLabel('Клиент').fill('Сеть спортивных клубов «Старт»');
  await offering.getByLabel('Год').fill('2026');
  await offering.getByRole('button', { name: 'Добавить задачу' }).click();
  await offering.getByRole('button', { name: 'Добавить задачу' }).click();
  const tasks = offering.locator('.studio-field--rows').first().locator('textarea');
  await tasks.nth(0).fill('Вторая по порядку задача');
  await tasks.nth(1).fill('Первая по порядку задача');
  // Reordered: the second task moves up.
  await offering
    .locator('.studio-field--rows')
    .first()
    .getByRole('button', { name: 'Выше' })
    .nth(1)
    .click();
  await expect(tasks.nth(0)).toHaveValue('Первая по порядку задача');
  // The block's declared defaults are shown.
  await expect(offering.getByText('Цвет заголовка: #ffffff')).toBeVisible();

  const review = await insert(page, 'Отзыв о проекте');
  await review.getByRole('button', { name: 'Добавить абзац' }).click();
  await review.locator('textarea').first().fill('Запись на тренировки теперь занимает минуту.');
  await review.getByLabel('Имя автора').fill('Ольга Смирнова');

  const control = await insert(page, 'Система управления');
  await control.getByLabel('Заголовок', { exact: true }).fill('Панель администратора');
  await control.getByRole('button', { name: 'Выбрать изображение' }).click();
  const modal = page.locator('.media-modal');
  await modal
    .getByRole('tab', { name: /Media Library|Библиотека/ })
    .click()
    .catch(() => {});
  await modal.locator('.attachment').first().click();
  await modal.locator('.media-button-select').click();
  await expect(control.locator('img.studio-field__thumb')).toHaveAttribute(
    'src',
    /\/wp-content\/uploads\//,
  );
  const chosen = await control.locator('img.studio-field__thumb').getAttribute('src');
  await control.getByRole('button', { name: 'Добавить пункт' }).click();
  await control.getByLabel('Заголовок пункта').fill('Расписание');
  await control.getByLabel('Текст пункта').fill('Тренеры ведут расписание сами.');

  const promo = await insert(page, 'Промо «Создадим решение»');
  await promo.getByLabel('Промо', { exact: true }).selectOption('Спорт');

  await page.locator('.editor-post-publish-panel__toggle').click();
  await page.locator('.editor-post-publish-button').click();
  await expect(page.locator('.post-publish-panel__postpublish')).toBeVisible({ timeout: 30_000 });

  // The case as WordPress stores it, then as the site shows it.
  const found = await request.get(
    `${s.restUrl}/cases?search=${encodeURIComponent(title)}&context=edit`,
    {
      headers: { authorization: authHeader(s) },
    },
  );
  const [created] = (await found.json()) as {
    id: number;
    slug: string;
    meta: { is_constructor: boolean };
  }[];
  expect(created?.meta.is_constructor).toBe(true);
  const slug = decodeURIComponent(created!.slug);
  const response = await page.goto(`/cases/${encodeURIComponent(slug)}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Онлайн-запись в шесть клубов сети.')).toBeVisible();
  expect(
    await page
      .locator('[data-block]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-block'))),
  ).toEqual(['offering', 'review', 'control_system', 'create_solutions']);
  const offeringOnSite = page.locator('[data-block="offering"]');
  await expect(offeringOnSite).toContainText('Сеть спортивных клубов «Старт»');
  const taskText = await offeringOnSite.locator('li').allTextContents();
  expect(taskText.findIndex((t) => t.includes('Первая'))).toBeLessThan(
    taskText.findIndex((t) => t.includes('Вторая')),
  );
  await expect(page.locator('[data-block="review"]')).toContainText('Ольга Смирнова');
  const file = chosen!.split('/').pop()!;
  await expect(page.locator('[data-block="control_system"] img').first()).toHaveAttribute(
    'src',
    new RegExp(file.replace('.', '\\.')),
  );

  // Leave the portfolio as the parity test knows it.
  await request.delete(`${s.restUrl}/cases/${created!.id}?force=true`, {
    headers: { authorization: authHeader(s) },
  });
});
