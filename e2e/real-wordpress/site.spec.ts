// The site on a real WordPress (the plugin, with the demo content imported through its REST API):
// every block type renders, the lists page and filter, the header counts, both landings' WordPress
// sections, and leads: stored exactly once, a WordPress refusal shown at the field, a wrong form
// secret keeping the lead in the site's outbox until WordPress takes it.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { blockSchema } from '../../lib/wp/blocks';
import { realWp, type RealWpState } from './state';

// Read when the tests run: the setup project writes it after this file is collected.
let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

type Card = { slug: string; title: string };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${state!.apiUrl}${path}`);
  return (await res.json()) as T;
}

/** Rows of the plugin's leads table (read from MariaDB itself, as an operator would). */
function leadsNamed(name: string): { request_id: string; page: string; sphere: string }[] {
  const sql = `SELECT request_id, page, COALESCE(sphere, '') FROM wp_studio_leads WHERE name = '${name.replace(/'/g, "''")}'`;
  const out = execFileSync(
    'mariadb',
    [`--socket=${state!.socket}`, '-u', 'root', '-N', '-B', 'wordpress', '-e', sql],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [request_id = '', page = '', sphere = ''] = line.split('\t');
      return { request_id, page, sphere };
    });
}

async function fillLead(page: Page, path: string, name: string) {
  await page.goto(path);
  const f = page.locator('#form form');
  await f.getByLabel(/Как к вам обращаться/).fill(name);
  await f.getByLabel(/Телефон/).fill('+7 900 555-44-33');
  await f.getByRole('checkbox', { name: /Соглашаюсь/ }).check();
  return f;
}

test('every one of the 16 block types renders on the case pages', async ({ page }) => {
  test.setTimeout(120_000);
  const list = await api<{ data: { portfolio: Card[] } }>('/portfolio?page=1&count=-1');
  const seen = new Set<string>();
  for (const { slug, title } of list.data.portfolio) {
    const response = await page.goto(`/cases/${slug}/`);
    expect(response?.status(), slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    for (const type of await page
      .locator('[data-block]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-block') ?? ''))) {
      seen.add(type);
    }
  }
  const all = blockSchema.options.map((o) => o.shape.type.value as string);
  expect(all).toHaveLength(16);
  expect([...seen].sort()).toEqual([...all].sort());
});

test('a case page: chips in the editor’s order, neighbours, the outer link, a 404 for a draft', async ({
  page,
}) => {
  const detail = await api<{
    data: { case: { directions: { title: string }[] }; prev_case: Card | null; next_case: Card };
  }>('/portfolio/fk-volna');
  await page.goto('/cases/fk-volna/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('«Волна»');
  const chips = detail.data.case.directions.map((d) => d.title);
  expect(chips).toEqual(['Спорт', 'Веб-сервисы']);
  await expect(page.locator('a[data-nav="next"]')).toHaveAttribute(
    'href',
    `/cases/${detail.data.next_case.slug}`,
  );
  await expect(page.getByRole('link', { name: 'fc-volna.example' })).toHaveAttribute(
    'target',
    '_blank',
  );
  const first = await api<{ data: { portfolio: Card[] } }>('/portfolio?page=1&count=1');
  await page.goto(`/cases/${first.data.portfolio[0]!.slug}/`);
  await expect(page.locator('a[data-nav="prev"]')).toHaveCount(0);
  await expect(page.locator('a[data-nav="next"]')).toHaveCount(1);

  expect((await page.goto('/cases/archived-case/'))?.status()).toBe(404);
  await expect(page.getByText('Такой страницы больше не существует')).toBeVisible();
});

test('/cases/ filters by direction; /blog/ pages with «Показать ещё»', async ({ page }) => {
  await page.goto('/cases/');
  const cards = page.locator('main article');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(9);
  const chips = page.getByRole('group', { name: 'Направления' });
  const sport = chips.getByRole('button', { name: 'Спорт' });
  // A click that lands before hydration is lost: wait until the page's scripts have loaded.
  await page.waitForLoadState('networkidle');
  await sport.click();
  await expect(sport).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await expect.poll(() => cards.count()).toBeLessThan(total);
  for (const card of await cards.all()) {
    await expect(card.getByRole('list', { name: 'Направления' })).toContainText('Спорт');
  }

  await page.goto('/blog/');
  const articles = page.locator('main article');
  await expect(articles).toHaveCount(12);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect.poll(() => articles.count()).toBeGreaterThan(12);
});

test('the menu shows the real WordPress’s counts', async ({ page }) => {
  const { counts } = await api<{ counts: Record<string, number> }>('/header');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /меню/ }).click();
  for (const key of ['articles', 'cases', 'vacancy']) {
    await expect(page.locator(`#site-menu [data-count="${key}"]`)).toHaveText(String(counts[key]));
  }
});

test('both landings show their WordPress sections', async ({ page }) => {
  await page.goto('/support/');
  const cases = page.locator('#cases article');
  await expect(cases.first()).toBeVisible();
  for (const text of await cases.evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
    expect(text).toContain('Личные кабинеты');
  }
  await page.goto('/sportsite/');
  await expect(page.locator('#blog article').first()).toBeVisible();
  await expect(page.locator('#blog h2')).toHaveText('Статьи и заметки');
  await expect(page.locator('#cases article').first()).toBeVisible();
});

test('a lead is stored exactly once, also when it is sent again and again at once', async ({
  page,
}) => {
  const name = `Реальная ${Date.now()}`;
  const f = await fillLead(page, '/sportsite/', name);
  await f.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('heading', { name: /Заявка (отправлена|принята)/ })).toBeVisible();
  await expect.poll(() => leadsNamed(name).length, { timeout: 15_000 }).toBe(1);
  const [lead] = leadsNamed(name);
  expect(lead).toMatchObject({ page: '/sportsite/', sphere: 'sport' });

  // The site's retries carry the same request_id: eight at once store nothing more.
  const again = await Promise.all(
    Array.from({ length: 8 }, () =>
      fetch(`${state!.apiUrl}/form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-form-secret': state!.formSecret },
        body: JSON.stringify({
          request_id: lead!.request_id,
          name,
          phone: '+7 900 555-44-33',
          page: '/sportsite/',
          consent: true,
        }),
      }).then(async (r) => [r.status, await r.json()] as const),
    ),
  );
  for (const answer of again) expect(answer).toEqual([200, { success: true }]);
  expect(leadsNamed(name)).toHaveLength(1);
});

test('a lead WordPress refuses (422) shows its message at the field', async ({ page }) => {
  const f = await fillLead(page, '/contacts/', 'Спам Спамович');
  await f.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(f.getByText('Заявки с этим именем не принимаются')).toBeVisible();
  await expect(f.getByLabel(/Как к вам обращаться/)).toHaveValue('Спам Спамович');
  expect(leadsNamed('Спам Спамович')).toEqual([]);
});

test('with a wrong form secret the lead waits in the outbox, then arrives once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A STUDIO_FORM_SECRET constant wins over the secret the plugin made (the one the site has).
  const config = await readFile(state!.wpConfig, 'utf8');
  expect(config).not.toContain('STUDIO_FORM_SECRET');
  await writeFile(
    state!.wpConfig,
    config.replace(
      '<?php\n',
      "<?php\ndefine( 'STUDIO_FORM_SECRET', 'another-secret-0123456789abcdef' );\n",
    ),
  );
  const name = `Секрет ${Date.now()}`;
  try {
    const f = await fillLead(page, '/contacts/', name);
    await f.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('heading', { name: /Заявка (отправлена|принята)/ })).toBeVisible();
    await expect
      .poll(async () => (await readdir(state!.site.outboxDir)).filter((n) => /\.json$/.test(n)))
      .toHaveLength(1);
    await new Promise((r) => setTimeout(r, 3_000)); // retries hit the 403
    expect(leadsNamed(name)).toEqual([]);
  } finally {
    await writeFile(state!.wpConfig, config);
  }
  await expect.poll(() => leadsNamed(name).length, { timeout: 30_000 }).toBe(1);
  await new Promise((r) => setTimeout(r, 2_000));
  expect(leadsNamed(name)).toHaveLength(1);
});
