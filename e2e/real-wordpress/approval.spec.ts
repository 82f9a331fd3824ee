// Approval links on the real WordPress (docs/WP-API.md 'Approval links', docs/wordpress-plugin.md
// 'Approval links'): the site's two calls take the `approval` key only (no key, another key and
// the raw secret are refused); an editor makes a link in the case's sidebar, which shows its URL
// once; the site opens it (the draft, an unsaved autosave's title included) and records the
// client's approval and comment, and the sidebar lists all of it; revoked in the sidebar or
// expired, the link answers 410 with the reason and the public slug; a forged token is a 404;
// bad input a 422 (400 from the editor routes' schemas); a contributor or nobody cannot list,
// make or revoke links. A client in a browser of their own opens the link on the site, sees the draft
// under the banner and approves it; revoked, the link shows the public page. Each test puts back
// what it changed.
import { createHash, createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { REVALIDATE_SECRET, derivedKey } from '../helpers/wp';
import { editorCanvas, isRenderConsoleNoise, logIn, sidebarPanel } from './admin';
import { sql } from './db';
import {
  authHeader,
  pluginCall,
  realWp,
  wpRest,
  type PluginAnswer,
  type RealWpState,
} from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

const CASE_SLUG = 'muzey-chasov';
const PANEL = 'Согласование с клиентом';
/** key('approval') (docs/WP-API.md 'Keys'); e2e/helpers/wp.ts names only the site's older keys. */
const APPROVAL_KEY = createHmac('sha256', REVALIDATE_SECRET)
  .update('studio-headless:approval')
  .digest('hex');

type WpPost = { id: number; slug: string; title: { raw: string } };
type ApprovalEvent = { kind: string; at: string; by: string | null; comment: string | null };
type ApprovalLink = {
  id: number;
  post: number;
  status: 'active' | 'expired' | 'revoked';
  created_at: string;
  created_by: { id: number; name: string | null } | null;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: { id: number; name: string | null } | null;
  opened_at: string | null;
  last_opened_at: string | null;
  opens: number;
  approved_at: string | null;
  events: ApprovalEvent[];
};
type Answer = PluginAnswer;

const wp = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  wpRest<T>(state!, method, path, body);

/** A call of the plugin's namespace on this run's WordPress (pluginCall in state.ts). */
const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => pluginCall(state!, method, path, body, headers);

/** The site's `POST {api}/approval` or `approval/decision`, with the approval key unless given. */
const siteCall = (path: '/approval' | '/approval/decision', body: unknown, key = APPROVAL_KEY) =>
  call('POST', path, body, { 'x-approval-secret': key });
const open = (token: string) => siteCall('/approval', { token });
const decide = (body: Record<string, unknown>) => siteCall('/approval/decision', body);

/** The editor routes as the import's administrator (an application password). */
const asAdmin = (method: string, path: string, body?: unknown) =>
  call(method, path, body, { authorization: authHeader(state!) });

/** The token of a link's URL. */
function tokenOf(url: string): string {
  const match = /\/approval\/([A-Za-z0-9_-]{43})\/$/.exec(url);
  if (!match?.[1]) throw new Error(`not an approval link: ${url}`);
  return match[1];
}

/** Makes a link to a case through the editor route; its row id and token. */
async function makeLink(post: number, days?: number): Promise<{ id: number; token: string }> {
  const made = await asAdmin('POST', '/approval-links', days ? { post, days } : { post });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  // Exactly no-store, also where WordPress adds its no-cache headers for a signed-in caller.
  expect(made.cacheControl).toBe('no-store');
  const link = made.body.link as ApprovalLink;
  return { id: link.id, token: tokenOf(String(made.body.url)) };
}

/** The highest link id so far: what a test made is above it. */
const lastLinkId = () =>
  Number(sql(state!, 'SELECT COALESCE(MAX(id), 0) FROM wp_studio_approval_links') || 0);

/** Puts back: the links above `since` and their events are gone. */
function dropLinksAfter(since: number): void {
  sql(
    state!,
    `DELETE e FROM wp_studio_approval_events e INNER JOIN wp_studio_approval_links l ON l.id = e.link_id WHERE l.id > ${since}`,
  );
  sql(state!, `DELETE FROM wp_studio_approval_links WHERE id > ${since}`);
}

async function theCase(): Promise<WpPost> {
  const [item] = await wp<WpPost[]>('GET', `/cases?slug=${CASE_SLUG}&context=edit`);
  if (!item) throw new Error(`no case ${CASE_SLUG}`);
  return item;
}

/** The case's editor with the panel open; the document sidebar. */
async function openPanel(page: Page): Promise<Locator> {
  await editorCanvas(page);
  const welcome = page.locator('.components-modal__frame').getByRole('button', { name: /Close/ });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  return sidebarPanel(page, PANEL);
}

test('the site routes take the approval key only; a forged or malformed token is no link', async () => {
  const token = 'A'.repeat(43);
  for (const path of ['/approval', '/approval/decision'] as const) {
    const body = { token, decision: 'approve' };
    const refused = [
      await call('POST', path, body),
      await siteCall(path, body, ''),
      await siteCall(path, body, REVALIDATE_SECRET),
      await siteCall(path, body, derivedKey('preview-read')),
      await siteCall(path, body, derivedKey('revalidate')),
      await siteCall(path, body, APPROVAL_KEY.toUpperCase()),
    ];
    for (const answer of refused) {
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe('studio_forbidden');
      expect(answer.cacheControl).toBe('no-store');
    }
    // The right key: a token that no link has is a 404, and so is anything that is no token.
    const forged = await siteCall(path, body);
    expect(forged.status).toBe(404);
    expect(forged.body).toEqual({ success: false });
    expect(forged.cacheControl).toBe('no-store');
    for (const bad of [undefined, '', 'A'.repeat(42), `${'A'.repeat(42)}=`, 43, ['x']]) {
      expect((await siteCall(path, { token: bad, decision: 'approve' })).status).toBe(404);
    }
  }
});

test('an editor makes a link in the sidebar; the site opens it and records the client’s approval and comment; revoked there, it is gone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const s = state!;
  const item = await theCase();
  const since = lastLinkId();
  const me = await wp<{ name: string }>('GET', '/users/me?context=edit');
  const draftTitle = `${item.title.raw} (на согласование ${Date.now()})`;
  const errors: string[] = [];
  const deprecations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
    if (/PluginDocumentSettingPanel/.test(m.text())) deprecations.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(s.url).origin,
    });
    await logIn(page, s, `post.php?post=${item.id}&action=edit`);
    const sidebar = await openPanel(page);
    const days = sidebar.getByLabel('Срок действия, дней');
    await expect(days).toHaveValue('7');
    await expect(sidebar.getByText('Ссылок на согласование ещё не создавали.')).toBeVisible();
    await days.fill('0');
    await expect(sidebar.getByRole('button', { name: 'Создать ссылку' })).toBeDisabled();
    await days.fill('5');
    await sidebar.getByRole('button', { name: 'Создать ссылку' }).click();

    // The URL, once, read-only, with its note and «Скопировать».
    const field = sidebar.getByLabel('Ссылка для клиента');
    await expect(field).toHaveValue(new RegExp(`^${s.site.origin}/approval/[A-Za-z0-9_-]{43}/$`));
    const url = await field.inputValue();
    const token = tokenOf(url);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(sidebar.getByText(/показывается только один раз/)).toBeVisible();
    await sidebar.getByRole('button', { name: 'Скопировать' }).click();
    await expect(sidebar.getByText('Скопировано')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Listed: active, made by this editor, never opened.
    const links = sidebar.locator('.studio-approval__link');
    await expect(links).toHaveCount(1);
    await expect(links.first()).toContainText('Активна');
    await expect(links.first()).toContainText(`Создал(а) ${me.name}, `);
    await expect(links.first()).toContainText('Ещё не открывали');

    // WordPress keeps the token's SHA-256, never the token; the link lasts the days asked.
    const id = Number(sql(s, `SELECT id FROM wp_studio_approval_links WHERE id > ${since}`));
    expect(sql(s, `SELECT token_hash FROM wp_studio_approval_links WHERE id = ${id}`)).toBe(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(sql(s, 'SELECT * FROM wp_studio_approval_links')).not.toContain(token);
    expect(sql(s, 'SELECT * FROM wp_studio_approval_events')).not.toContain(token);
    expect(
      sql(
        s,
        `SELECT TIMESTAMPDIFF(SECOND, created_at, expires_at) FROM wp_studio_approval_links WHERE id = ${id}`,
      ),
    ).toBe(String(5 * 86400));

    // An unsaved change (an autosave newer than the case): the client sees the draft's title.
    await wp('POST', `/cases/${item.id}/autosaves`, { title: draftTitle });
    const opened = await open(token);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.cacheControl).toBe('no-store');
    expect(opened.body).toMatchObject({
      success: true,
      type: 'case',
      id: item.id,
      slug: CASE_SLUG,
      link: { id, approved_at: null },
    });
    const link = opened.body.link as { expires_at: string };
    expect(link.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const data = opened.body.data as { case: { title: string }; seo_data: unknown };
    expect(data.case.title).toBe(draftTitle);
    expect(data.seo_data).toBeTruthy();
    expect((await open(token)).status).toBe(200);

    // The client's answers: invalid ones are refused with the field, valid ones recorded.
    for (const [body, field] of [
      [{ decision: 'comment' }, 'comment'],
      [{ decision: 'comment', comment: '   ' }, 'comment'],
      [{ decision: 'comment', comment: 'я'.repeat(2001) }, 'comment'],
      [{ decision: 'approve', name: 'ё'.repeat(101) }, 'name'],
      [{ decision: 'reject' }, 'decision'],
      [{}, 'decision'],
    ] as const) {
      const refused = await decide({ token, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.success).toBe(false);
      expect(Object.keys(refused.body.errors as object)).toContain(field);
    }
    const approved = await decide({ token, decision: 'approve', name: 'Анна Смирнова' });
    expect(approved.status).toBe(200);
    const approvedAt = String(approved.body.approved_at);
    expect(approvedAt).toMatch(/\+00:00$/);
    const comment = 'Поменяйте, пожалуйста, фото на обложке: на этом не видно циферблата.';
    const commented = await decide({ token, decision: 'comment', name: 'Анна', comment });
    expect(commented.status).toBe(200);
    expect(commented.body.approved_at).toBe(approvedAt); // the first approval's time stays
    expect((await open(token)).body.link).toMatchObject({ approved_at: approvedAt });

    // What the sidebar's list says (the editor's GET, as the sidebar calls it) …
    const listed = await asAdmin('GET', `/approval-links?post=${item.id}`);
    expect(listed.status).toBe(200);
    expect(listed.cacheControl).toBe('no-store');
    const [mine] = listed.body.links as ApprovalLink[];
    expect(mine).toMatchObject({
      id,
      post: item.id,
      status: 'active',
      opens: 3,
      approved_at: approvedAt,
      created_by: { name: me.name },
      revoked_at: null,
      revoked_by: null,
    });
    expect(mine!.events.map((e) => e.kind)).toEqual(['created', 'opened', 'approved', 'commented']);
    expect(mine!.events.map((e) => e.by)).toEqual([me.name, null, 'Анна Смирнова', 'Анна']);
    expect(mine!.events[3]!.comment).toBe(comment);

    // … and what it shows after a reload: the URL is not shown again, the answers are.
    await page.reload();
    const again = await openPanel(page);
    const item0 = again.locator('.studio-approval__link').first();
    await expect(item0).toContainText(/Открыта: \d\d\.\d\d\.\d{4} \d\d:\d\d \(открытий: 3/);
    await expect(item0).toContainText('Согласовано ');
    await expect(item0).toContainText(', Анна Смирнова');
    await expect(item0).toContainText(comment);
    await expect(again.getByLabel('Ссылка для клиента')).toHaveCount(0);
    expect(await page.content()).not.toContain(token);

    // Revoked in the sidebar (after its confirm), at once: the site gets 410 with the public slug.
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm');
      void dialog.accept();
    });
    await item0.getByRole('button', { name: 'Отозвать' }).click();
    await expect(item0).toContainText('Отозвана');
    await expect(item0).toContainText(`Отозвал(а) ${me.name}, `);
    await expect(item0.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);
    for (const answer of [await open(token), await decide({ token, decision: 'approve' })]) {
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual({ success: false, reason: 'revoked', slug: CASE_SLUG });
      expect(answer.cacheControl).toBe('no-store');
    }
    // Revoking a revoked link changes nothing.
    const before = sql(s, `SELECT revoked_at FROM wp_studio_approval_links WHERE id = ${id}`);
    const twice = await asAdmin('DELETE', `/approval-links/${id}`);
    expect(twice.status).toBe(200);
    expect((twice.body.link as ApprovalLink).status).toBe('revoked');
    expect(sql(s, `SELECT revoked_at FROM wp_studio_approval_links WHERE id = ${id}`)).toBe(before);

    const offline = /\/\/(s\.w|api\.wordpress)\.org\/|\/wp-json\/wp\/v2\/block-directory\/search\?/;
    expect(errors.filter((e) => !offline.test(e) && !isRenderConsoleNoise(e))).toEqual([]);
    expect(deprecations).toEqual([]);
  } finally {
    // Put back: a save of the title makes the case newer than the test's autosave.
    await wp('POST', `/cases/${item.id}`, { title: item.title.raw });
    dropLinksAfter(since);
  }
});

test('the client opens the link on the site in a fresh browser, approves it, and the sidebar’s list has it; revoked, the same link shows the public page; a forged one shows no draft', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const s = state!;
  const item = await theCase();
  const since = lastLinkId();
  const draftTitle = `${item.title.raw} (версия для клиента ${Date.now()})`;
  // A browser of its own: no WordPress cookie, no preview cookie.
  const client = await browser.newContext();
  try {
    await wp('POST', `/cases/${item.id}/autosaves`, { title: draftTitle });
    const { id, token } = await makeLink(item.id);
    const page = await client.newPage();
    const answer = await page.goto(`${s.site.origin}/approval/${token}/`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByText('Черновик для согласования')).toBeVisible();
    await expect(page.locator('h1').first()).toHaveText(draftTitle);

    await page.getByRole('button', { name: 'Согласовать' }).click();
    await expect(page.getByRole('status')).toContainText('Спасибо, согласование получено');
    const listed = await asAdmin('GET', `/approval-links?post=${item.id}`);
    const [mine] = listed.body.links as ApprovalLink[];
    expect(mine).toMatchObject({ id, status: 'active', opens: 1 });
    expect(mine!.approved_at).toMatch(/\+00:00$/);
    expect(mine!.events.map((e) => e.kind)).toEqual(['created', 'opened', 'approved']);

    // Revoked: the same link opens the public page, which has the published title, not the draft.
    expect((await asAdmin('DELETE', `/approval-links/${id}`)).status).toBe(200);
    await page.goto(`${s.site.origin}/approval/${token}/`);
    await expect(page).toHaveURL(`${s.site.origin}/cases/${CASE_SLUG}/`);
    await expect(page.getByText('Черновик для согласования')).toHaveCount(0);
    expect(await page.content()).not.toContain(draftTitle);

    // A forged link: a polite message, no draft.
    await page.goto(`${s.site.origin}/approval/${'A'.repeat(43)}/`);
    await expect(page.getByRole('heading', { name: 'Ссылка больше не действует' })).toBeVisible();
    expect(await page.content()).not.toContain(draftTitle);
  } finally {
    await client.close();
    await wp('POST', `/cases/${item.id}`, { title: item.title.raw });
    dropLinksAfter(since);
  }
});

test('an expired link answers 410 expired; a link to a draft has no public slug; a case gone is a 404', async () => {
  const s = state!;
  const item = await theCase();
  const since = lastLinkId();
  let draftId = 0;
  try {
    const { id, token } = await makeLink(item.id);
    expect((await open(token)).status).toBe(200);
    sql(
      s,
      `UPDATE wp_studio_approval_links SET expires_at = UTC_TIMESTAMP() - INTERVAL 1 MINUTE WHERE id = ${id}`,
    );
    for (const answer of [await open(token), await decide({ token, decision: 'approve' })]) {
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual({ success: false, reason: 'expired', slug: CASE_SLUG });
    }
    // Expired for good: revoking it changes nothing, and the list says «expired».
    const revoked = await asAdmin('DELETE', `/approval-links/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.link).toMatchObject({ status: 'expired', revoked_at: null });

    // A never-published case: its link opens the draft, with no public slug.
    const draft = await wp<{ id: number }>('POST', '/cases', {
      title: 'Кейс на согласовании',
      status: 'draft',
    });
    draftId = draft.id;
    const made = await makeLink(draft.id, 1);
    const opened = await open(made.token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ type: 'case', id: draft.id, slug: null });
    // Expired, a draft's link says so with no slug; trashed, its case is gone: 404.
    sql(
      s,
      `UPDATE wp_studio_approval_links SET expires_at = UTC_TIMESTAMP() - INTERVAL 1 SECOND WHERE id = ${made.id}`,
    );
    expect((await open(made.token)).body).toEqual({
      success: false,
      reason: 'expired',
      slug: null,
    });
    await wp('DELETE', `/cases/${draft.id}`);
    expect((await open(made.token)).status).toBe(404);
    // Deleted for good, the case takes its links and their events along.
    await wp('DELETE', `/cases/${draft.id}?force=true`);
    draftId = 0;
    expect(sql(s, `SELECT COUNT(*) FROM wp_studio_approval_links WHERE id = ${made.id}`)).toBe('0');
    expect(
      sql(s, `SELECT COUNT(*) FROM wp_studio_approval_events WHERE link_id = ${made.id}`),
    ).toBe('0');
  } finally {
    if (draftId) await wp('DELETE', `/cases/${draftId}?force=true`);
    dropLinksAfter(since);
  }
});

test('the editor routes check their input', async () => {
  const item = await theCase();
  const since = lastLinkId();
  try {
    for (const days of [0, 31, 'семь', 7.5]) {
      const answer = await asAdmin('POST', '/approval-links', { post: item.id, days });
      expect(answer.status, String(days)).toBe(400);
      expect(answer.body.code).toBe('rest_invalid_param');
    }
    expect((await asAdmin('POST', '/approval-links', {})).status).toBe(400);
    expect((await asAdmin('GET', '/approval-links')).status).toBe(400);
    // Not a case: an article.
    const [article] = await wp<{ id: number }[]>('GET', '/posts?per_page=1');
    expect((await asAdmin('POST', '/approval-links', { post: article!.id })).status).toBe(404);
    expect((await asAdmin('DELETE', '/approval-links/999999999')).status).toBe(404);
    expect(lastLinkId()).toBe(since);
    // The default is 7 days.
    const { id } = await makeLink(item.id);
    expect(
      sql(
        state!,
        `SELECT TIMESTAMPDIFF(SECOND, created_at, expires_at) FROM wp_studio_approval_links WHERE id = ${id}`,
      ),
    ).toBe(String(7 * 86400));
  } finally {
    dropLinksAfter(since);
  }
});

test('without edit_post on the case — a contributor, or nobody signed in — links are neither listed, made nor revoked', async () => {
  const s = state!;
  const item = await theCase();
  const since = lastLinkId();
  const login = `contributor${Date.now()}`;
  const admin = await wp<{ id: number }>('GET', '/users/me');
  let userId = 0;
  let ownCase = 0;
  try {
    const { id, token } = await makeLink(item.id);
    const user = await wp<{ id: number }>('POST', '/users', {
      username: login,
      email: `${login}@orbita.example`,
      password: `Pass-${Date.now()}-word`,
      roles: ['contributor'],
    });
    userId = user.id;
    const app = await wp<{ password: string }>('POST', `/users/${user.id}/application-passwords`, {
      name: 'approval e2e',
    });
    const contributor = {
      authorization: `Basic ${Buffer.from(`${login}:${app.password}`).toString('base64')}`,
    };
    // The witness: on a draft case of their own, a contributor may make a link.
    const ownRes = await fetch(`${s.restUrl}/cases`, {
      method: 'POST',
      headers: { ...contributor, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Черновик кейса автора', status: 'draft' }),
    });
    expect(ownRes.status).toBe(201);
    ownCase = ((await ownRes.json()) as { id: number }).id;
    const own = await call('POST', '/approval-links', { post: ownCase }, contributor);
    expect(own.status).toBe(201);
    const ownLink = (own.body.link as ApprovalLink).id;
    // Naming their own link beside another case's id gets them nothing of that case.
    const sneaky = await call(
      'GET',
      `/approval-links?post=${item.id}&link=${ownLink}`,
      undefined,
      contributor,
    );
    expect(sneaky.status).toBe(403);

    for (const who of [contributor, {}]) {
      const answers = [
        await call('GET', `/approval-links?post=${item.id}`, undefined, who),
        await call('POST', '/approval-links', { post: item.id }, who),
        await call('DELETE', `/approval-links/${id}`, undefined, who),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('rest_forbidden');
        expect(answer.body.links).toBeUndefined();
        expect(answer.body.url).toBeUndefined();
      }
    }
    expect(
      Number(
        sql(
          s,
          `SELECT COUNT(*) FROM wp_studio_approval_links WHERE post_id = ${item.id} AND id > ${since}`,
        ),
      ),
    ).toBe(1);
    expect((await open(token)).status).toBe(200); // still active: nobody revoked it
  } finally {
    if (ownCase) await wp('DELETE', `/cases/${ownCase}?force=true`);
    if (userId) await wp('DELETE', `/users/${userId}?force=true&reassign=${admin.id}`);
    dropLinksAfter(since);
  }
});
