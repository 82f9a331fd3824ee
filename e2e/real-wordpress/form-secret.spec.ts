// The lead endpoint in a default install (issue 29): no STUDIO_FORM_SECRET constant, and still
// only the site's leads are stored. The plugin makes a random secret on activation (an option,
// not autoloaded; an install that never ran the new activation gets one on its next request);
// Заявки → Настройки shows administrators the line the site's .env needs; a constant wins.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './admin';
import { quote, sql } from './db';
import { realWp, wpRest, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

const OPTION = 'studio_form_secret';

function option(): { value: string; autoload: string } | null {
  const out = sql(
    state!,
    `SELECT option_value, autoload FROM wp_options WHERE option_name = ${quote(OPTION)}`,
  );
  if (!out) return null;
  const [value = '', autoload = ''] = out.split('\t');
  return { value, autoload };
}

function lead(name: string) {
  return JSON.stringify({
    request_id: crypto.randomUUID(),
    name,
    phone: '+7 900 000-00-07',
    page: '/',
    consent: true,
  });
}

async function postLead(name: string, secret?: string): Promise<number> {
  const res = await fetch(`${state!.apiUrl}/form`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === undefined ? {} : { 'x-form-secret': secret }),
    },
    body: lead(name),
  });
  return res.status;
}

const stored = (name: string) =>
  Number(sql(state!, `SELECT COUNT(*) FROM wp_studio_leads WHERE name = ${quote(name)}`));

async function mailed(name: string): Promise<boolean> {
  if (!existsSync(state!.mailLog)) return false;
  return (await readFile(state!.mailLog, 'utf8')).includes(name);
}

async function logInAs(page: Page, user: string, password: string, target: string) {
  await logIn(page, { url: state!.url, user, password }, target);
}

test('activation made a random form secret, kept out of autoload, and the site sends it', () => {
  const stored = option();
  expect(stored, 'the option studio_form_secret after activation').not.toBeNull();
  expect(stored!.value).toMatch(/^[A-Za-z0-9]{32,}$/);
  // 'no' up to WordPress 6.5, 'off' since 6.6.
  expect(['no', 'off']).toContain(stored!.autoload);
  expect(state!.formSecret).toBe(stored!.value);
});

test('a lead posted without the secret, or with a wrong one, is refused: nothing stored, no mail', async () => {
  const without = `Без секрета ${Date.now()}`;
  const wrong = `Чужой секрет ${Date.now()}`;
  expect(await postLead(without)).toBe(403);
  expect(await postLead(wrong, 'a-guess-0123456789abcdefghij')).toBe(403);
  expect(await postLead(wrong, '')).toBe(403);
  expect(stored(without)).toBe(0);
  expect(stored(wrong)).toBe(0);
  expect(await mailed(without)).toBe(false);
  expect(await mailed(wrong)).toBe(false);
  // The site's secret is taken.
  const right = `С секретом ${Date.now()}`;
  expect(await postLead(right, state!.formSecret)).toBe(200);
  expect(stored(right)).toBe(1);
});

test('Заявки → Настройки shows administrators the line for the site’s .env; editors never see it', async ({
  page,
  browser,
}) => {
  await logInAs(page, state!.user, state!.password, 'admin.php?page=studio-leads-settings');
  await expect(page.getByRole('heading', { name: 'Настройки заявок' })).toBeVisible();
  await expect(page.locator('#studio-form-secret-line')).toHaveText(
    `WP_FORM_SECRET=${state!.formSecret}`,
  );

  const editor = `editor${Date.now()}`;
  const password = `Pass-${Date.now()}-word`;
  await wpRest(state!, 'POST', '/users', {
    username: editor,
    email: `${editor}@orbita.example`,
    password,
    roles: ['editor'],
  });
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await logInAs(other, editor, password, 'admin.php?page=studio-leads');
    await expect(other.getByRole('heading', { name: 'Заявки', exact: true })).toBeVisible();
    expect(await other.content()).not.toContain(state!.formSecret);
    const settings = await other.goto(
      `${state!.url}/wp-admin/admin.php?page=studio-leads-settings`,
    );
    expect(settings?.status()).toBe(403);
    expect(await other.content()).not.toContain(state!.formSecret);
  } finally {
    await context.close();
  }
});

test('a STUDIO_FORM_SECRET constant wins over the made secret, and the screen says so', async ({
  page,
}) => {
  const constant = `constant-secret-${Date.now()}-abcdef`;
  const config = await readFile(state!.wpConfig, 'utf8');
  await writeFile(
    state!.wpConfig,
    config.replace('<?php\n', `<?php\ndefine( 'STUDIO_FORM_SECRET', '${constant}' );\n`),
  );
  try {
    const name = `Константа ${Date.now()}`;
    // PHP's opcache revalidates a changed file within a couple of seconds.
    await expect(async () => {
      expect(await postLead(name, state!.formSecret)).toBe(403);
    }).toPass({ timeout: 15_000 });
    expect(await postLead(name, constant)).toBe(200);
    expect(stored(name)).toBe(1);
    await logInAs(page, state!.user, state!.password, 'admin.php?page=studio-leads-settings');
    await expect(page.getByText(/Задано константой STUDIO_FORM_SECRET/)).toBeVisible();
    await expect(page.locator('#studio-form-secret-line')).toHaveCount(0);
    expect(await page.content()).not.toContain(constant);
  } finally {
    await writeFile(state!.wpConfig, config);
  }
  await expect(async () => {
    expect(await postLead(`После константы ${Date.now()}`, state!.formSecret)).toBe(200);
  }).toPass({ timeout: 15_000 });
});

test('an install that never ran the new activation gets its secret on the next request', async () => {
  const before = option();
  expect(before).not.toBeNull();
  // As a plugin updated by copying files: the previous schema, no secret.
  const version = sql(
    state!,
    "SELECT option_value FROM wp_options WHERE option_name = 'studio_leads_db_version'",
  );
  sql(state!, `DELETE FROM wp_options WHERE option_name = ${quote(OPTION)}`);
  sql(
    state!,
    "UPDATE wp_options SET option_value = '2' WHERE option_name = 'studio_leads_db_version'",
  );
  try {
    // Without a secret nobody's lead is taken, the site's neither.
    const name = `Без опции ${Date.now()}`;
    expect(await postLead(name)).toBe(403);
    expect(await postLead(name, state!.formSecret)).toBe(403);
    expect(stored(name)).toBe(0);
    const made = option();
    expect(made, 'the secret made on the first request after the update').not.toBeNull();
    expect(made!.value).toMatch(/^[A-Za-z0-9]{32,}$/);
    expect(made!.value).not.toBe(before!.value);
    expect(['no', 'off']).toContain(made!.autoload);
    expect(
      sql(
        state!,
        "SELECT option_value FROM wp_options WHERE option_name = 'studio_leads_db_version'",
      ),
    ).toBe(version);
  } finally {
    // The site keeps the secret it was started with.
    sql(
      state!,
      `INSERT INTO wp_options (option_name, option_value, autoload) VALUES (${quote(OPTION)}, ${quote(before!.value)}, ${quote(before!.autoload)}) ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)`,
    );
  }
  expect(await postLead(`Снова ${Date.now()}`, state!.formSecret)).toBe(200);
});
