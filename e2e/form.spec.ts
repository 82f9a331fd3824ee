// The discussion form: a lead reaches WordPress with the page it was sent from; empty fields get
// inline errors; WordPress down gets a clear message with the e-mail; it works without JS too.
import { expect, test, type Page } from '@playwright/test';
import { WP_ORIGIN } from './support/wp';

test.describe.configure({ mode: 'serial' });

type Lead = { name: string; phone: string; email?: string; sphere?: string; page: string };

async function leads(page: Page): Promise<Lead[]> {
  const res = await page.request.get(`${WP_ORIGIN}/__leads`);
  return (await res.json()) as Lead[];
}

function form(page: Page) {
  return page.locator('#discussion form');
}

test('a filled form sends the lead with page "/" and thanks the visitor', async ({ page }) => {
  const name = `Анна ${Date.now()}`;
  await page.goto('/');
  const f = form(page);
  await f.getByLabel(/Как к вам обращаться/).fill(name);
  await f.getByLabel(/Телефон/).fill('+7 900 123-45-67');
  await f.getByLabel(/^Почта/).fill('anna@example.ru');
  await f.getByLabel('Сфера проекта').selectOption('account');
  await f.getByLabel(/О проекте/).fill('Нужен личный кабинет для дилеров');
  await f.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page.getByRole('heading', { name: /Заявка отправлена/ })).toBeVisible();
  const sent = (await leads(page)).find((lead) => lead.name === name);
  expect(sent).toMatchObject({
    name,
    phone: '+7 900 123-45-67',
    email: 'anna@example.ru',
    sphere: 'account',
    page: '/',
  });
});

test('empty required fields get inline errors wired to the fields', async ({ page }) => {
  await page.goto('/');
  const f = form(page);
  await f.getByRole('button', { name: 'Отправить заявку' }).click();

  const name = f.getByLabel(/Как к вам обращаться/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Укажите имя');
  await expect(f.getByLabel(/Телефон/)).toHaveAccessibleDescription(
    /^Укажите телефон в\sформате \+7\s900\s000-00-00$/,
  );
  await expect(name).toBeFocused();
  await expect(page.getByRole('heading', { name: /Заявка отправлена/ })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts and the lead arrives', async ({ page }) => {
    const name = `Без скриптов ${Date.now()}`;
    await page.goto('/contacts/');
    const f = page.locator('#form form');
    await f.getByLabel(/Как к вам обращаться/).fill(name);
    await f.getByLabel(/Телефон/).fill('+7 900 000-11-22');
    await f.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: /Заявка отправлена/ })).toBeVisible();
    const sent = (await leads(page)).find((lead) => lead.name === name);
    expect(sent?.page).toBe('/contacts/');
  });
});
