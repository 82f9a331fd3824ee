// Leads where people work (issue 22, items 5 and 6; issue 29), on the real WordPress: with no
// address set a new lead is mailed to the site's administration e-mail; a lead sent from the site
// at a campaign URL arrives in wp-admin's 'Заявки' with its attribution, is mailed to the address
// set on Заявки → Настройки, exports to CSV (BOM, formula-safe), is erased by WordPress's own
// Tools → Erase Personal Data; the daily retention event deletes an old lead, and so does opening
// «Заявки» or a new lead where WP-Cron never runs (at most once an hour).
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { wpPhp } from './db';
import { logIn } from './admin';
import { realWp, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

const NOTIFY_TO = 'leads@studio.example';
const NAME = `Маркетинг ${Date.now()}`;
const EMAIL = `visitor-${Date.now()}@example.ru`;
const CAMPAIGN = '/?utm_source=yandex&utm_medium=cpc&utm_campaign=sport-autumn&utm_term=сайт';

function sql(query: string): string {
  return execFileSync(
    'mariadb',
    [`--socket=${state!.socket}`, '-u', 'root', '-N', '-B', 'wordpress', '-e', query],
    { encoding: 'utf8' },
  ).trim();
}
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const KEYS = [
  'id',
  'request_id',
  'name',
  'phone',
  'email',
  'message',
  'page',
  'payload',
  'notify_status',
  'anonymised_at',
] as const;
type Row = Record<(typeof KEYS)[number], string>;
function leadRows(where: string): Row[] {
  const columns = [
    'id',
    'request_id',
    'name',
    'phone',
    "COALESCE(email, '')",
    "COALESCE(message, '')",
    'page',
    'payload',
    "COALESCE(notify_status, '')",
    "COALESCE(anonymised_at, '')",
  ];
  const out = sql(`SELECT ${columns.join(', ')} FROM wp_studio_leads WHERE ${where}`);
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => Object.fromEntries(line.split('\t').map((v, i) => [KEYS[i], v])) as Row);
}

test('with no address set, a new lead is mailed to the site’s administration e-mail', async ({
  page,
}) => {
  const admin = sql("SELECT option_value FROM wp_options WHERE option_name = 'admin_email'");
  expect(admin).toMatch(/@/);
  const name = `Без адреса ${Date.now()}`;
  const res = await fetch(`${state!.apiUrl}/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-secret': state!.formSecret },
    body: JSON.stringify({
      request_id: crypto.randomUUID(),
      name,
      phone: '+7 900 000-00-03',
      page: '/',
      consent: true,
    }),
  });
  expect(res.status).toBe(200);
  expect(leadRows(`name = ${quote(name)}`)[0]).toMatchObject({ notify_status: 'sent' });
  const mails = (await readFile(state!.mailLog, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; subject: string });
  expect(mails.find((m) => m.subject.includes(name))?.to).toEqual([admin]);

  await logIn(page, state!, 'admin.php?page=studio-leads-settings');
  await expect(page.getByLabel('E-mail для уведомлений')).toHaveValue('');
  await expect(
    page.getByText(`Пусто — письма приходят на адрес администратора сайта: ${admin}`),
  ).toBeVisible();
});

test('the notification address is set on Заявки → Настройки', async ({ page }) => {
  await logIn(page, state!, 'admin.php?page=studio-leads-settings');
  await expect(page.getByRole('heading', { name: 'Настройки заявок' })).toBeVisible();
  const retention = page.getByLabel('Хранить заявки, дней');
  await expect(retention).toHaveValue('365');
  await page.getByLabel('E-mail для уведомлений').fill(NOTIFY_TO);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByLabel('E-mail для уведомлений')).toHaveValue(NOTIFY_TO);
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible();

  // A wp-config constant wins, and the screen says so.
  const config = await readFile(state!.wpConfig, 'utf8');
  await writeFile(
    state!.wpConfig,
    config.replace('<?php\n', "<?php\ndefine( 'STUDIO_LEADS_RETENTION_DAYS', 30 );\n"),
  );
  try {
    // PHP's opcache revalidates a changed file within a couple of seconds.
    await expect(async () => {
      await page.reload();
      await expect(retention).toHaveValue('30', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(retention).toHaveAttribute('readonly', '');
    await expect(page.getByText(/Задано константой STUDIO_LEADS_RETENTION_DAYS/)).toBeVisible();
  } finally {
    await writeFile(state!.wpConfig, config);
  }
  await expect(async () => {
    await page.reload();
    await expect(retention).toHaveValue('365', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test('a lead from a campaign visit arrives in «Заявки» with its attribution and is mailed', async ({
  page,
}) => {
  // The session's first page view is the campaign link; the lead is sent from another page.
  await page.goto(CAMPAIGN, { referer: 'https://ya.ru/' });
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('studio:attribution')))
    .toContain('sport-autumn');
  await page.goto('/contacts/');
  const f = page.locator('#form form');
  await f.getByLabel(/Как к вам обращаться/).fill(NAME);
  await f.getByLabel(/Телефон/).fill('+7 900 555-44-33');
  await f.getByLabel(/Почта/).fill(EMAIL);
  await f.getByLabel(/О проекте/).fill('Нужен сайт для клуба');
  await f.getByRole('checkbox', { name: /Соглашаюсь/ }).check();
  await f.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('heading', { name: /Заявка (отправлена|принята)/ })).toBeVisible();
  await expect.poll(() => leadRows(`name = ${quote(NAME)}`).length, { timeout: 15_000 }).toBe(1);
  const [row] = leadRows(`name = ${quote(NAME)}`);
  expect(row).toMatchObject({ page: '/contacts/', email: EMAIL, notify_status: 'sent' });
  expect(JSON.parse(row!.payload).attribution).toEqual({
    landing_page:
      '/?utm_source=yandex&utm_medium=cpc&utm_campaign=sport-autumn&utm_term=%D1%81%D0%B0%D0%B9%D1%82',
    referrer: 'https://ya.ru/',
    utm_source: 'yandex',
    utm_medium: 'cpc',
    utm_campaign: 'sport-autumn',
    utm_term: 'сайт',
  });

  // The notification, captured by the test WordPress's mail plugin.
  const mails = (await readFile(state!.mailLog, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; subject: string; message: string });
  const mail = mails.find((m) => m.subject.includes(NAME));
  expect(mail?.to).toEqual([NOTIFY_TO]);
  expect(mail?.subject).toBe(`Новая заявка с сайта: ${NAME}`);
  expect(mail?.message).toContain('Телефон: +7 900 555-44-33');
  expect(mail?.message).toContain('Кампания (utm_campaign): sport-autumn');
  expect(mail?.message).toContain(`page=studio-leads&lead=${row!.id}`);

  // wp-admin: the list, newest first, with the attribution and the delivery.
  await logIn(page, state!, 'admin.php?page=studio-leads');
  await expect(page.getByRole('heading', { name: 'Заявки', exact: true })).toBeVisible();
  const first = page.locator('table.wp-list-table tbody tr').first();
  await expect(first).toContainText(NAME);
  await expect(first).toContainText('yandex / cpc / sport-autumn');
  await expect(first).toContainText('/contacts/');
  await expect(first).toContainText('Отправлено');
  await page.screenshot({ path: test.info().outputPath('leads-1440.png'), fullPage: true });

  await page.locator('#studio-leads-search-input').fill(NAME);
  await page.getByRole('button', { name: 'Найти заявки' }).click();
  await expect(page.locator('table.wp-list-table tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Заявка: ${NAME}` })).toBeVisible();
  const view = page.locator('table.studio-lead');
  for (const text of [
    EMAIL,
    'Нужен сайт для клуба',
    'sport-autumn',
    'https://ya.ru/',
    row!.request_id,
  ]) {
    await expect(view).toContainText(text);
  }
  await page.screenshot({ path: test.info().outputPath('lead-1440.png'), fullPage: true });
});

test('«Экспорт CSV» downloads every lead, UTF-8 with a BOM, safe from formulas', async ({
  page,
}) => {
  // A name a spreadsheet would run as a formula.
  const formula = `=1+2 Формула ${Date.now()}`;
  const res = await fetch(`${state!.apiUrl}/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-secret': state!.formSecret },
    body: JSON.stringify({
      request_id: crypto.randomUUID(),
      name: formula,
      phone: '+7 900 000-00-01',
      page: '/',
      consent: true,
    }),
  });
  expect(res.status).toBe(200);
  await logIn(page, state!, 'admin.php?page=studio-leads');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Экспорт CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toContain('Имя;Телефон;E-mail');
  const lead = lines.find((l) => l.includes(NAME));
  expect(lead).toContain("'+7 900 555-44-33");
  expect(lead).toContain('sport-autumn');
  expect(lead).toContain(EMAIL);
  expect(csv).toContain(`"'${formula}"`);
  expect(csv).not.toContain(`"${formula}"`);

  // Without the nonce WordPress refuses.
  const refused = await page.goto(
    `${state!.url}/wp-admin/admin-post.php?action=studio_leads_export`,
  );
  expect(refused?.status()).toBe(403);
});

test('Tools → Erase Personal Data removes the lead’s personal fields', async ({ page }) => {
  const [before] = leadRows(`name = ${quote(NAME)}`);
  expect(before).toBeDefined();
  await logIn(page, state!, 'erase-personal-data.php');
  await page.locator('#username_or_email_for_privacy_request').fill(EMAIL);
  // Confirmed by the administrator: no confirmation mail to the visitor.
  await page.locator('#send_confirmation_email').uncheck();
  await page.locator('#submit').click();
  const request = page.locator('tr', { hasText: EMAIL });
  await request.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(request.getByText('Erasure completed.')).toBeVisible({ timeout: 20_000 });
  await expect(request.getByText('Data erasure has failed.')).toBeHidden();
  await expect(
    page.getByText('All of the personal data found for this user was erased.'),
  ).toBeVisible();

  expect(leadRows(`name = ${quote(NAME)}`)).toEqual([]);
  const [after] = leadRows(`id = ${before!.id}`);
  expect(after).toMatchObject({ name: '', phone: '', email: '', message: '', page: '/contacts/' });
  expect(after!.request_id).not.toBe(before!.request_id);
  expect(after!.anonymised_at).not.toBe('');
  const payload = JSON.parse(after!.payload) as Record<string, unknown>;
  for (const field of ['name', 'phone', 'email', 'message', 'request_id']) {
    expect(payload).not.toHaveProperty(field);
  }
  expect(JSON.stringify(after)).not.toContain(EMAIL);
  expect(JSON.stringify(after)).not.toContain('555-44-33');
  // Where it came from stays, naming nobody: the campaign's lead count stays right.
  expect(payload.attribution).toMatchObject({ utm_campaign: 'sport-autumn' });

  await page.goto(`${state!.url}/wp-admin/admin.php?page=studio-leads&lead=${before!.id}`);
  await expect(
    page.getByRole('heading', { name: 'Заявка: Персональные данные удалены' }),
  ).toBeVisible();
});

test('the daily retention event deletes leads older than the retention period', async () => {
  const old = crypto.randomUUID();
  const fresh = crypto.randomUUID();
  const insert = (id: string, name: string, age: string) =>
    `INSERT INTO wp_studio_leads (request_id, name, phone, page, consent, payload, created_at) VALUES ('${id}', ${quote(name)}, '+7 900 000-00-02', '/', 1, '{}', UTC_TIMESTAMP() - INTERVAL ${age})`;
  sql(insert(old, 'Старая заявка', '366 DAY'));
  sql(insert(fresh, 'Свежая заявка', '364 DAY'));

  // The plugin scheduled its daily event; make it due now, then let WordPress's cron run it.
  const www = path.join(state!.dataDir, 'www');
  const php = [
    `$_SERVER['HTTP_HOST'] = ${JSON.stringify(new URL(state!.url).host)};`,
    "$_SERVER['REQUEST_URI'] = '/';",
    `require ${JSON.stringify(path.join(www, 'wp-load.php'))};`,
    "$next = wp_next_scheduled('studio_leads_purge');",
    "if (!$next) { fwrite(STDERR, 'not scheduled'); exit(2); }",
    "echo wp_get_schedule('studio_leads_purge');",
    "wp_unschedule_event($next, 'studio_leads_purge');",
    "wp_schedule_event(time() - 60, 'daily', 'studio_leads_purge');",
  ].join('\n');
  expect(execFileSync('php', ['-r', php], { cwd: www, encoding: 'utf8' })).toBe('daily');
  const res = await fetch(`${state!.url}/wp-cron.php`);
  expect(res.status).toBe(200);
  await expect.poll(() => leadRows(`request_id = '${old}'`).length, { timeout: 20_000 }).toBe(0);
  expect(leadRows(`request_id = '${fresh}'`)).toHaveLength(1);
});

test('where WP-Cron never runs, opening «Заявки» or a new lead deletes old leads, once an hour', async ({
  page,
}) => {
  // The test WordPress runs with DISABLE_WP_CRON, as a headless one behind basic auth may.
  expect(await readFile(state!.wpConfig, 'utf8')).toContain("define( 'DISABLE_WP_CRON', true );");
  const scheduled = () => wpPhp(state!, "echo (int) wp_next_scheduled( 'studio_leads_purge' );");
  const next = scheduled();
  expect(Number(next)).toBeGreaterThan(Date.now() / 1000);
  const insert = (id: string, name: string) =>
    sql(
      `INSERT INTO wp_studio_leads (request_id, name, phone, page, consent, payload, created_at) VALUES ('${id}', ${quote(name)}, '+7 900 000-00-04', '/', 1, '{}', UTC_TIMESTAMP() - INTERVAL 400 DAY)`,
    );
  const gone = (id: string) => leadRows(`request_id = '${id}'`).length === 0;

  // Never purged yet: the screen purges before it lists.
  sql("DELETE FROM wp_options WHERE option_name = 'studio_leads_purge_last'");
  const first = crypto.randomUUID();
  insert(first, 'Старая заявка без крона');
  await logIn(page, state!, 'admin.php?page=studio-leads');
  expect(gone(first)).toBe(true);
  await expect(
    page.getByText(
      /Старые заявки последний раз удалялись \d\d\.\d\d\.\d{4} в \d\d:\d\d \(при открытии экрана «Заявки»\), удалено: 1\./,
    ),
  ).toBeVisible();

  // Within the hour: no second purge.
  const second = crypto.randomUUID();
  insert(second, 'Старая заявка в течение часа');
  await page.reload();
  expect(gone(second)).toBe(false);

  // An hour later, a new lead purges.
  wpPhp(
    state!,
    "update_option( 'studio_leads_purge_last', array( 'at' => time() - 2 * HOUR_IN_SECONDS, 'removed' => 0, 'via' => 'cron' ), false );",
  );
  const res = await fetch(`${state!.apiUrl}/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-secret': state!.formSecret },
    body: JSON.stringify({
      request_id: crypto.randomUUID(),
      name: `Свежая заявка ${Date.now()}`,
      phone: '+7 900 000-00-05',
      page: '/',
      consent: true,
    }),
  });
  expect(res.status).toBe(200);
  expect(gone(second)).toBe(true);
  await page.reload();
  await expect(
    page.getByText(/Старые заявки последний раз удалялись .* \(при новой заявке\), удалено: 1\./),
  ).toBeVisible();
  // WP-Cron's event did not run: it is still due when it was.
  expect(scheduled()).toBe(next);
});
