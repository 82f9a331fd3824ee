// A lead posted straight to {api}/form with keys of its own (issue 29): the single view in
// «Заявки», the CSV and the personal-data export show the validated fields under their labels and
// everything else apart, under «Прочие присланные поля (не проверены)», as text; a key named like a
// label never replaces the real field, and the e-mail link is built from the validated address
// only. WordPress's eraser leaves none of it behind.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { quote, sql, wpPhp } from './db';
import { logIn } from './admin';
import { realWp, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

const EXTRA_HEADING = 'Прочие присланные поля (не проверены)';
const NAME = `Подмена ${Date.now()}`;
const PHONE = '+7 900 111-22-33';
const EMAIL = `victim-${Date.now()}@corp.example`;
const ATTACKER = 'attacker@evil.example';
const XSS_KEY = '<img src=x onerror="window.__xss=1">';
const EXTRA = {
  Телефон: '+7 999 666-66-66',
  'E-mail': `${EMAIL}?bcc=${ATTACKER}`,
  phone_confirm: 'ещё один телефон',
  [XSS_KEY]: '<script>window.__xss=2</script>',
  nested: { 'E-mail': ATTACKER },
};

let id = '';

/** A CSV of semicolons with "…" cells (doubled quotes inside, line breaks allowed). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

test('a lead with keys of its own is stored; the validated fields stay the lead’s', async () => {
  const res = await fetch(`${state!.apiUrl}/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-secret': state!.formSecret },
    body: JSON.stringify({
      ...EXTRA,
      request_id: crypto.randomUUID(),
      name: NAME,
      phone: PHONE,
      email: EMAIL,
      page: '/contacts/',
      consent: true,
      attribution: { utm_source: 'yandex' },
    }),
  });
  expect(res.status).toBe(200);
  id = sql(state!, `SELECT id FROM wp_studio_leads WHERE name = ${quote(NAME)}`);
  expect(id).toMatch(/^\d+$/);
});

test('the single view shows the validated fields under their labels, the rest apart as text', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.dismiss());
  await logIn(page, state!, `admin.php?page=studio-leads&lead=${id}`);
  await expect(page.getByRole('heading', { name: `Заявка: ${NAME}` })).toBeVisible();
  const view = page.locator('table.studio-lead');
  const cell = (label: string) =>
    view.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(cell('Телефон')).toHaveCount(1);
  await expect(cell('Телефон').locator('td')).toHaveText(PHONE);
  await expect(cell('E-mail').locator('td')).toHaveText(EMAIL);
  await expect(view).not.toContainText('666-66-66');
  await expect(view).not.toContainText(ATTACKER);
  await expect(view).not.toContainText('phone_confirm');
  // The only links: tel: and mailto: of the validated phone and e-mail.
  const mailto = page.locator('a[href^="mailto:"]');
  await expect(mailto).toHaveCount(1);
  await expect(mailto).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(page.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+79001112233');

  await expect(page.getByRole('heading', { name: EXTRA_HEADING })).toBeVisible();
  const extra = page.locator('table.studio-lead-extra');
  for (const text of [
    'Телефон',
    '+7 999 666-66-66',
    'phone_confirm',
    XSS_KEY,
    '<script>window.__xss=2</script>',
    ATTACKER,
  ]) {
    await expect(extra).toContainText(text);
  }
  await expect(extra.locator('a, img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('the CSV keeps the validated columns and the rest in a column of its own', async ({
  page,
}) => {
  await logIn(page, state!, 'admin.php?page=studio-leads');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Экспорт CSV' }).click(),
  ]);
  const rows = parseCsv((await readFile(await download.path())).subarray(3).toString('utf8'));
  const header = rows[0]!;
  const line = rows.find((r) => r.includes(NAME));
  expect(line).toBeDefined();
  const column = (label: string) => line![header.indexOf(label)];
  expect(header.filter((h) => h === 'Телефон')).toHaveLength(1);
  expect(column('Телефон')).toBe(`'${PHONE}`);
  expect(column('E-mail')).toBe(EMAIL);
  expect(header.at(-1)).toBe(EXTRA_HEADING);
  expect(JSON.parse(line!.at(-1)!)).toEqual(EXTRA);
  expect(line!.slice(0, -1).join(';')).not.toContain('666-66-66');
});

type ExportGroup = {
  group_id: string;
  group_label: string;
  data: { name: string; value: string }[];
};

test('the personal-data export keeps the rest apart, in a group of its own', () => {
  const out = wpPhp(
    state!,
    [
      "$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );",
      `echo wp_json_encode( call_user_func( $exporters['studio-leads']['callback'], ${JSON.stringify(EMAIL)}, 1 ) );`,
    ].join('\n'),
  );
  const answer = JSON.parse(out) as { data: ExportGroup[] };
  const lead = answer.data.filter((g) => g.group_id === 'studio-leads');
  expect(lead).toHaveLength(1);
  const phones = lead[0]!.data.filter((item) => item.name === 'Телефон');
  expect(phones).toEqual([{ name: 'Телефон', value: PHONE }]);
  expect(lead[0]!.data.find((item) => item.name === 'E-mail')?.value).toBe(EMAIL);
  expect(JSON.stringify(lead[0])).not.toContain('666-66-66');
  const extra = answer.data.filter((g) => g.group_id === 'studio-leads-extra');
  expect(extra).toHaveLength(1);
  expect(extra[0]!.group_label).toContain(EXTRA_HEADING);
  const names = extra[0]!.data.map((item) => item.name);
  expect(names).toEqual(expect.arrayContaining(['Телефон', 'E-mail', 'phone_confirm', 'nested']));
  // Shown as text: WordPress's export page prints values as HTML.
  const script = extra[0]!.data.find((item) => item.value.includes('window.__xss=2'));
  expect(script?.value).not.toContain('<script>');
});

test('the eraser leaves no personal value, the lead’s own keys or not', () => {
  const out = wpPhp(
    state!,
    [
      "$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );",
      `echo wp_json_encode( call_user_func( $erasers['studio-leads']['callback'], ${JSON.stringify(EMAIL)}, 1 ) );`,
    ].join('\n'),
  );
  expect(JSON.parse(out)).toMatchObject({ items_removed: true, done: true });
  const row = sql(state!, `SELECT * FROM wp_studio_leads WHERE id = ${id}`);
  for (const text of [
    NAME,
    PHONE,
    EMAIL,
    '666-66-66',
    ATTACKER,
    'phone_confirm',
    'window.__xss',
    'ещё один телефон',
  ]) {
    expect(row).not.toContain(text);
  }
  const payload = JSON.parse(
    sql(state!, `SELECT payload FROM wp_studio_leads WHERE id = ${id}`),
  ) as Record<string, unknown>;
  expect(Object.keys(payload).sort()).toEqual(['attribution', 'consent', 'page']);
  expect(payload.attribution).toEqual({ utm_source: 'yandex' });
});
