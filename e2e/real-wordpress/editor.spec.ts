// An editor builds a case in the block editor: the case blocks are inserted from the inserter,
// each showing its own fields only (never the attributes WordPress adds to every block), filled
// (an image from the media library, a reordered list), the constructor switch is on for a new
// case, and once published the site shows the blocks in their order. On WordPress 6.8 the canvas
// is an iframe (block API version 3); no error reaches the browser's console (a site render that
// did not load is none: the block shows its fields) and the case editor's Content-Security-Policy
// blocks nothing. The canvas shows the site's render of each block; «Поля» brings the fields back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import {
  insertFromInserter,
  isRenderConsoleNoise,
  newCaseEditor,
  publishFromEditor,
  showFields,
  sidebarPanel,
} from './admin';
import { authHeader, realWp, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});

/** Inserts a block from the inserter and shows its fields in the canvas, which this spec fills. */
async function insert(page: Page, canvas: Page | FrameLocator, title: string): Promise<Locator> {
  const block = await insertFromInserter(page, canvas, title);
  await showFields(page);
  return block;
}

/** The attributes the block's block.json declares: its fields, one each in the editor. */
function ownFields(folder: string): string[] {
  const file = path.resolve('wordpress/studio-headless/blocks', folder, 'block.json');
  return Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { attributes: object }).attributes);
}

/** The block shows exactly its own fields: as many as its block.json declares, none of WordPress's. */
async function expectOwnFields(block: Locator, folder: string): Promise<void> {
  const fields = block.locator(
    '.studio-block__fields > .studio-block__field, .studio-block__colors > div',
  );
  await expect(fields).toHaveCount(ownFields(folder).length);
  await expect(
    block.getByText(/^(metadata|blockCommentId|lock|className|anchor|style)$/i),
  ).toHaveCount(0);
}

test('a case built in the block editor shows its blocks on the site, in order', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const s = state!;
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const canvas = await newCaseEditor(page, s);

  // New cases are assembled from blocks: the sidebar's switch is on.
  const title = `Кейс из редактора ${Date.now()}`;
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  const sidebar = await sidebarPanel(page, 'Конструктор кейса');
  await expect(sidebar.getByLabel('Собирать страницу кейса из блоков')).toBeChecked();

  // The case's head fields live in the sidebar too.
  const head = sidebar.getByRole('button', { name: 'Шапка кейса' });
  if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
  await sidebar.getByLabel('Описание в шапке').fill('Онлайн-запись в шесть клубов сети.');

  const offering = await insert(page, canvas, 'Задача и решение');
  await expectOwnFields(offering, 'offering');
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

  const review = await insert(page, canvas, 'Отзыв о проекте');
  await expectOwnFields(review, 'review');
  await review.getByRole('button', { name: 'Добавить абзац' }).click();
  await review.locator('textarea').first().fill('Запись на тренировки теперь занимает минуту.');
  await review.getByLabel('Имя автора').fill('Ольга Смирнова');

  const control = await insert(page, canvas, 'Система управления');
  await expectOwnFields(control, 'control-system');
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

  const promo = await insert(page, canvas, 'Промо «Создадим решение»');
  await expectOwnFields(promo, 'create-solutions');
  await promo.getByLabel('Промо', { exact: true }).selectOption('Спорт');

  await publishFromEditor(page);

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

  // The plugin's editor code logged no error on this release. Core's own requests to
  // wordpress.org fail offline: its images (s.w.org) and the block directory's search, which
  // core's REST route answers with a 500 when wordpress.org cannot be reached.
  const offline = /\/\/(s\.w|api\.wordpress)\.org\/|\/wp-json\/wp\/v2\/block-directory\/search\?/;
  expect(errors.filter((e) => !offline.test(e) && !isRenderConsoleNoise(e))).toEqual([]);

  // Leave the portfolio as the parity test knows it.
  await request.delete(`${s.restUrl}/cases/${created!.id}?force=true`, {
    headers: { authorization: authHeader(s) },
  });
});
