// Editor renders on the real WordPress, WordPress's half (docs/WP-API.md 'Editor renders',
// docs/wordpress-plugin.md 'Editor renders'), tested without the site's /editor-render/ page: the
// case editor's screens (and only they) send the Content-Security-Policy; `render-links` needs
// edit_post on the case, checks its arguments (400), its block's name (404) and size (422), and
// answers a link to the site; the site's `render` takes the render-read key only, refuses a forged
// token, redeems a token once (also under concurrent calls), 410 after, and reads the block as a
// saved block is read (an image URL of the media library comes back as the image object), never
// writing it into the case. In the editor: with the site unreachable a block shows its fields and
// the Russian line and the case still saves; with a stand-in for the site's page (which redeems
// the token on WordPress, as the site does) a block shows its render in a frame without scripts,
// follows its changes, and the «Предпросмотр сбоку» sidebar shows the draft. No CSP violation.
import { createHmac } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { REVALIDATE_SECRET, derivedKey } from '../helpers/wp';
import {
  insertFromInserter,
  isRenderConsoleNoise,
  logIn,
  newCaseEditor,
  openSidePreview,
} from './admin';
import { wpPhp } from './db';
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

const key = derivedKey;
const RENDER_TOKEN_KEY = key('render-token');
const RENDER_READ_KEY = key('render-read');
const FAILED_LINE = 'Сайт недоступен — блок показан полями; сохранение работает как обычно.';

type Answer = PluginAnswer;

/** A call of the plugin's namespace on this run's WordPress (pluginCall in state.ts). */
const call = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> => pluginCall(state!, method, path, body, headers);

/** render-links as the import's administrator (an application password). */
const links = (
  body: unknown,
  headers: Record<string, string> = { authorization: authHeader(state!) },
) => call('POST', '/render-links', body, headers);
/** The site's redemption, with the render-read key unless another is given. */
const redeem = (token: unknown, secret: string | null = RENDER_READ_KEY) =>
  call('POST', '/render', { token }, secret === null ? {} : { 'x-render-secret': secret });

/** The token of a render link. */
function tokenOf(url: unknown): string {
  const match = new RegExp(
    `^${state!.site.origin.replace(/[.]/g, '\\.')}/editor-render/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)/$`,
  ).exec(String(url));
  if (!match?.[1]) throw new Error(`not a render link: ${String(url)}`);
  return match[1];
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
/** A token of the preview form signed here with `signKey` (the spec knows the shared secret). */
function signedToken(payload: Record<string, unknown>, signKey = RENDER_TOKEN_KEY): string {
  const first = b64url(JSON.stringify(payload));
  return `${first}.${b64url(createHmac('sha256', signKey).update(first).digest())}`;
}

type WpCase = { id: number; content: { raw: string }; title: { raw: string } };
const newCase = (title: string, status = 'draft') =>
  wpRest<WpCase>(state!, 'POST', '/cases', { title, status, content: '' });
const dropCase = (id: number) => wpRest(state!, 'DELETE', `/cases/${id}?force=true`);

test('the case editor screens, and only they, send the Content-Security-Policy', async ({
  page,
}) => {
  const s = state!;
  const item = await newCase(`Кейс для CSP ${Date.now()}`);
  try {
    await logIn(page, s);
    const policy = `connect-src 'self' ${s.site.origin}; frame-src 'self' blob:`;
    const csp = async (path: string) =>
      (await page.request.get(`${s.url}/wp-admin/${path}`)).headers()['content-security-policy'];
    expect(await csp('post-new.php?post_type=case')).toBe(policy);
    expect(await csp(`post.php?post=${item.id}&action=edit`)).toBe(policy);
    for (const other of [
      'post-new.php',
      'post-new.php?post_type=solution',
      'edit.php?post_type=case',
      'edit-tags.php?taxonomy=direction&post_type=case',
      'profile.php',
      'options-general.php',
    ]) {
      expect(await csp(other), other).toBeUndefined();
    }
  } finally {
    await dropCase(item.id);
  }
});

test('render-links: edit_post on the case, its arguments, a studio block, 64 KB, a link to the site', async () => {
  const s = state!;
  const item = await newCase(`Кейс для ссылок вида ${Date.now()}`);
  const login = `render${Date.now()}`;
  const admin = await wpRest<{ id: number }>(s, 'GET', '/users/me');
  let userId = 0;
  let ownCase = 0;
  try {
    // A good one: 201, a link to the site's /editor-render/{token}/ good for 60 seconds.
    const before = Math.floor(Date.now() / 1000);
    const made = await links({ post: item.id, block: { name: 'studio/review', attributes: {} } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.success).toBe(true);
    expect(made.cacheControl).toContain('no-store');
    const token = tokenOf(made.body.url);
    const payload = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as {
      id: number;
      type: string;
      exp: number;
      nonce: string;
    };
    expect(payload.id).toBe(item.id);
    expect(payload.type).toBe('block');
    expect(payload.exp - before).toBeGreaterThanOrEqual(59);
    expect(payload.exp - before).toBeLessThanOrEqual(62);
    expect(Date.parse(String(made.body.expires_at)) / 1000).toBe(payload.exp);
    expect(String(made.body.expires_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    const whole = await links({ post: item.id });
    expect(whole.status).toBe(201);
    expect(
      JSON.parse(Buffer.from(tokenOf(whole.body.url).split('.')[0]!, 'base64url').toString()).type,
    ).toBe('case');

    // Arguments the schema refuses: WordPress's own 400.
    for (const bad of [
      { post: 0 },
      { post: -3 },
      { post: 'семь' },
      { post: item.id, block: 'studio/review' },
      { post: item.id, block: { attributes: {} } },
      { post: item.id, block: { name: 5, attributes: {} } },
      { post: item.id, block: { name: 'studio/review' } },
      { post: item.id, block: { name: 'studio/review', attributes: 'title' } },
    ]) {
      const answer = await links(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.code, JSON.stringify(bad)).toBe('rest_invalid_param');
    }
    expect((await links({})).status).toBe(400);

    // Not a case, not a studio block: 404.
    const [article] = await wpRest<{ id: number }[]>(s, 'GET', '/posts?per_page=1');
    expect((await links({ post: article!.id })).status).toBe(404);
    for (const name of ['core/paragraph', 'studio/unknown', 'studio/case_page', 'review']) {
      const answer = await links({ post: item.id, block: { name, attributes: {} } });
      expect(answer.status, name).toBe(404);
      expect(answer.body).toEqual({ success: false });
    }
    // Longer than 64 KB as JSON: 422 errors.block.
    const large = await links({
      post: item.id,
      block: { name: 'studio/review', attributes: { title: 'я'.repeat(33_000) } },
    });
    expect(large.status).toBe(422);
    expect(Object.keys(large.body.errors as object)).toEqual(['block']);
    expect(
      (
        await links({
          post: item.id,
          block: { name: 'studio/review', attributes: { title: 'я'.repeat(30_000) } },
        })
      ).status,
    ).toBe(201);

    // An auto-draft (a case never saved) may ask, and the site gets its draft.
    const autoDraft = Number(
      wpPhp(
        s,
        `echo (int) wp_insert_post( array( 'post_type' => 'case', 'post_status' => 'auto-draft', 'post_title' => 'Несохранённый кейс', 'post_author' => ${admin.id} ) );`,
      ),
    );
    try {
      const fresh = await links({ post: autoDraft });
      expect(fresh.status).toBe(201);
      const read = await redeem(tokenOf(fresh.body.url));
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ success: true, type: 'case', id: autoDraft });
    } finally {
      wpPhp(s, `wp_delete_post( ${autoDraft}, true );`);
    }

    // A contributor: their own draft case yes, another author's no (WordPress's own 403).
    const user = await wpRest<{ id: number }>(s, 'POST', '/users', {
      username: login,
      email: `${login}@orbita.example`,
      password: `Pass-${Date.now()}-word`,
      roles: ['contributor'],
    });
    userId = user.id;
    const app = await wpRest<{ password: string }>(
      s,
      'POST',
      `/users/${user.id}/application-passwords`,
      { name: 'render e2e' },
    );
    const contributor = {
      authorization: `Basic ${Buffer.from(`${login}:${app.password}`).toString('base64')}`,
    };
    const ownRes = await fetch(`${s.restUrl}/cases`, {
      method: 'POST',
      headers: { ...contributor, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Черновик кейса автора', status: 'draft' }),
    });
    expect(ownRes.status).toBe(201);
    ownCase = ((await ownRes.json()) as { id: number }).id;
    expect((await links({ post: ownCase }, contributor)).status).toBe(201);
    for (const who of [contributor, {}]) {
      for (const body of [
        { post: item.id },
        { post: item.id, block: { name: 'studio/review', attributes: {} } },
      ]) {
        const answer = await links(body, who);
        expect([401, 403]).toContain(answer.status);
        expect(answer.body.url).toBeUndefined();
        if (who === contributor) {
          expect(answer.status).toBe(403);
          expect(answer.body.code).toBe('rest_forbidden');
        }
      }
    }
  } finally {
    if (ownCase) await dropCase(ownCase);
    if (userId) await wpRest(s, 'DELETE', `/users/${userId}?force=true&reassign=${admin.id}`);
    await dropCase(item.id);
  }
});

test('the site’s render: its key only; forged 403; once, then 410; a case gone 404; the block read as saved, never stored', async () => {
  const s = state!;
  const item = await newCase(`Кейс для вида блока ${Date.now()}`);
  try {
    const [media] = await wpRest<{ source_url: string; id: number }[]>(
      s,
      'GET',
      '/media?per_page=1',
    );
    const made = await links({
      post: item.id,
      block: {
        name: 'studio/control-system',
        attributes: {
          title: 'Панель администратора',
          image: media!.source_url,
          list: [{ item_title: 'Расписание', item_text: 'Тренеры ведут его сами.' }],
          lock: { move: true, remove: true },
          metadata: { name: 'Чужое' },
          onclick: 'alert(1)',
        },
      },
    });
    expect(made.status).toBe(201);
    const token = tokenOf(made.body.url);

    // Without the render-read key (none, a guess, another job's key, the raw secret): refused
    // by the permission callback, before the token is looked at (so it still works below).
    for (const secret of [
      null,
      'a-guess',
      derivedKey('preview-read'),
      key('approval'),
      REVALIDATE_SECRET,
      RENDER_TOKEN_KEY,
    ]) {
      const answer = await redeem(token, secret);
      expect(answer.status, String(secret)).toBe(403);
      expect(answer.body.code).toBe('studio_forbidden');
      expect(answer.cacheControl).toContain('no-store');
    }
    // Forged: a changed signature, another key's signature (a Preview link's token), garbage.
    const [first, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(first, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    for (const forged of [
      `${first}.${signature.slice(0, -2)}AA`,
      signedToken(payload, derivedKey('preview-token')),
      signedToken({ ...payload, id: item.id + 1 }, 'not-the-key'),
      'x.y',
      '',
      42,
    ]) {
      const answer = await redeem(forged);
      expect(answer.status, String(forged)).toBe(403);
      expect(answer.body).toEqual({ success: false });
      expect(answer.cacheControl).toContain('no-store');
    }

    const read = await redeem(token);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.cacheControl).toContain('no-store');
    expect(read.body).toMatchObject({ success: true, type: 'block', id: item.id });
    const data = read.body.data as { case: Record<string, unknown>; seo_data: unknown };
    expect(data.case.title).toBe(item.title.raw);
    expect(data.case.is_constructor).toBe(true);
    expect(data.case.constructor).toEqual([
      {
        type: 'control_system',
        title: 'Панель администратора',
        image: {
          url: media!.source_url,
          width: expect.any(Number),
          height: expect.any(Number),
          alt: expect.any(String),
        },
        list: [{ item_title: 'Расписание', item_text: 'Тренеры ведут его сами.' }],
      },
    ]);
    expect(data).toHaveProperty('seo_data');
    // Once: a replay is 410.
    const again = await redeem(token);
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ success: false });
    // The block never reached the case.
    const after = await wpRest<WpCase>(s, 'GET', `/cases/${item.id}?context=edit`);
    expect(after.content.raw).toBe('');

    // Of concurrent redemptions of one token exactly one succeeds.
    const race = tokenOf((await links({ post: item.id })).body.url);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(race)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410, 410, 410, 410]);

    // Expired (a good signature, `exp` past): 410.
    const now = Math.floor(Date.now() / 1000);
    const expired = signedToken({ id: item.id, type: 'case', exp: now - 1, nonce: `e2e-${now}` });
    expect((await redeem(expired)).status).toBe(410);
    // A type that is no render's: forged.
    const odd = signedToken({ id: item.id, type: 'article', exp: now + 60, nonce: `odd-${now}` });
    expect((await redeem(odd)).status).toBe(403);

    // The case gone: trashed, then deleted.
    const pending = tokenOf((await links({ post: item.id })).body.url);
    await wpRest(s, 'DELETE', `/cases/${item.id}`);
    expect((await redeem(pending)).status).toBe(404);
    const gone = signedToken({
      id: 999_999_999,
      type: 'case',
      exp: now + 60,
      nonce: `gone-${now}`,
    });
    expect((await redeem(gone)).status).toBe(404);
  } finally {
    await dropCase(item.id);
  }
});

/** Console errors and CSP violations of a page (and its frames). */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content.Security.Policy/i.test(m.text())) {
      errors.push(`${m.text()} (${m.location().url})`);
    }
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Core's requests to wordpress.org fail offline; a site render the test makes fail on purpose
  // is logged as a failed load, never as a policy violation (isRenderConsoleNoise).
  const offline = /\/\/(s\.w|api\.wordpress)\.org\/|\/wp-json\/wp\/v2\/block-directory\/search\?/;
  return () => errors.filter((e) => !offline.test(e) && !isRenderConsoleNoise(e));
}

/** Saves the draft from the editor's top bar and waits until WordPress has it. */
async function saveDraft(page: Page): Promise<void> {
  await page.locator('.editor-post-save-draft').click();
  await page.waitForFunction(
    () => {
      const editor = (
        window as unknown as {
          wp: {
            data: {
              select: (s: string) => {
                isSavingPost: () => boolean;
                isEditedPostDirty: () => boolean;
                isEditedPostNew: () => boolean;
              };
            };
          };
        }
      ).wp.data.select('core/editor');
      return !editor.isSavingPost() && !editor.isEditedPostDirty() && !editor.isEditedPostNew();
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** The id of the case the editor has open. */
const editedId = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as {
        wp: { data: { select: (s: string) => { getCurrentPostId: () => number } } };
      }
    ).wp.data
      .select('core/editor')
      .getCurrentPostId(),
  );

test('the site unreachable: a block shows its fields and the Russian line, and the case saves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errorsOf = watchConsole(page);
  await page.route('**/editor-render/**', (route) => route.abort());
  const canvas = await newCaseEditor(page, state!);
  const title = `Кейс без сайта ${Date.now()}`;
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  const review = await insertFromInserter(page, canvas, 'Отзыв о проекте');
  await expect(review.locator('.studio-render')).toHaveAttribute('data-state', 'failed');
  await expect(review.locator('.studio-render__message')).toHaveText(FAILED_LINE);
  // The toolbar's «Поля» is not pressed: the fields are there because the site failed.
  await expect(page.getByRole('button', { name: 'Поля', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await review.getByLabel('Имя автора').fill('Ольга Смирнова');
  // A change tries again, and fails again: the fields stay.
  await expect(review.locator('.studio-render')).toHaveAttribute('data-state', 'failed');
  await expect(review.getByLabel('Имя автора')).toHaveValue('Ольга Смирнова');
  await saveDraft(page);
  const id = await editedId(page);
  try {
    const saved = await wpRest<WpCase>(state!, 'GET', `/cases/${id}?context=edit`);
    expect(saved.title.raw).toBe(title);
    expect(saved.content.raw).toContain('"name":"Ольга Смирнова"');
    expect(errorsOf()).toEqual([]);
  } finally {
    await dropCase(id);
  }
});

/**
 * A stand-in for the site's /editor-render/{token}/ (the site's half is not in this tree): it
 * redeems the token on WordPress as the site does and answers a page with a stylesheet, a script
 * that must never run, and the render's element, with the site's CORS header for wp-admin.
 */
async function standInSite(page: Page, seen: string[]) {
  const s = state!;
  const cors = { 'access-control-allow-origin': new URL(s.url).origin, vary: 'Origin' };
  await page.route(`${s.site.origin}/_next/static/css/render.css`, (route) =>
    route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'text/css' },
      body: '.render-title{font-size:32px;margin:40px 0}.render-tall{height:300px}',
    }),
  );
  await page.route('**/editor-render/**', async (route: Route) => {
    const token = /\/editor-render\/([^/]+)\//.exec(route.request().url())?.[1] ?? '';
    const answer = await redeem(token);
    seen.push(`${answer.status}`);
    if (answer.status !== 200) {
      return route.fulfill({ status: answer.status === 410 ? 404 : 403, headers: cors, body: '' });
    }
    const data = answer.body.data as {
      case: { title: string; constructor: Record<string, unknown>[] };
    };
    const blocks = data.case.constructor
      .map(
        (b) =>
          `<section data-block="${String(b.type)}"><h2 class="render-title">${String(b.name ?? b.title ?? '')}</h2><div class="render-tall"></div></section>`,
      )
      .join('');
    const html =
      `<!doctype html><html lang="ru" class="font-site theme-dark"><head>` +
      `<link rel="stylesheet" href="/_next/static/css/render.css"><style>.inline-style{color:red}</style>` +
      `<script src="/_next/static/chunks/app.js"></script></head><body><header>Шапка сайта</header>` +
      `<main><div data-editor-render="${answer.body.type as string}"><h1>${data.case.title}</h1>${blocks}` +
      `<script>document.title='scripted'</script></div></main></body></html>`;
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: html,
    });
  });
}

test('with the site’s page: a block shows its render without scripts, follows its changes, and the side preview shows the draft', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errorsOf = watchConsole(page);
  const seen: string[] = [];
  await standInSite(page, seen);
  const canvas = await newCaseEditor(page, state!);
  const title = `Кейс с видом ${Date.now()}`;
  await canvas.getByRole('textbox', { name: 'Add title' }).fill(title);
  const review = await insertFromInserter(page, canvas, 'Отзыв о проекте');
  const render = review.locator('.studio-render');
  await expect(render).toHaveAttribute('data-state', 'ready');
  const frame = review.locator('iframe.studio-render__frame:not([data-pending])');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(frame).toHaveAttribute('title', 'Блок «Отзыв о проекте» так, как его покажет сайт');
  const origin = state!.site.origin;
  const srcdoc = (await frame.getAttribute('srcdoc'))!;
  expect(srcdoc).toContain('<html class="font-site theme-dark" lang="ru">');
  expect(srcdoc).toContain(`<base href="${origin}/">`);
  expect(srcdoc).toContain(
    `content="default-src 'none'; style-src ${origin} 'unsafe-inline'; font-src ${origin}; img-src ${origin} 'self' data:"`,
  );
  expect(srcdoc).toContain('href="/_next/static/css/render.css"');
  expect(srcdoc).toContain('.inline-style{color:red}');
  expect(srcdoc).toContain('data-editor-render="block"');
  expect(srcdoc).not.toContain('<script');
  expect(srcdoc).not.toContain('Шапка сайта');
  // As tall as its content (the stand-in's stylesheet makes it over 300 px), as wide as the block.
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(300);
  const [frameBox, blockBox] = [await frame.boundingBox(), await review.boundingBox()];
  expect(Math.abs(frameBox!.width - blockBox!.width)).toBeLessThan(2);
  // The fields are in the block's sidebar, not in the canvas.
  await expect(review.locator('.studio-block__fields')).toHaveCount(0);
  const panel = page.locator('.block-editor-block-inspector .studio-block__panel');
  await expect(panel).toBeVisible();
  let timings = await page.evaluate(
    () =>
      (window as unknown as { studioRenderTimings: { block: string; ms: number }[] })
        .studioRenderTimings,
  );
  expect(timings.length).toBeGreaterThanOrEqual(1);
  expect(timings[0]!.block).toBe('studio/review');

  // A change in the sidebar: the render follows it, the old one shown until the new one is in.
  await panel.getByLabel('Имя автора').fill('Ольга Смирнова');
  await expect
    .poll(async () => (await frame.getAttribute('srcdoc')) ?? '')
    .toContain('Ольга Смирнова');
  await expect(render).toHaveAttribute('data-state', 'ready');
  await expect(review.locator('iframe.studio-render__frame')).toHaveCount(1);
  timings = await page.evaluate(
    () =>
      (window as unknown as { studioRenderTimings: { block: string; ms: number }[] })
        .studioRenderTimings,
  );
  expect(timings.length).toBeGreaterThanOrEqual(2);
  expect(timings.at(-1)!.ms).toBeGreaterThanOrEqual(400);
  console.log(`change → render: ${timings.map((t) => `${t.ms} ms`).join(', ')}`);

  // A click on the render selects the block (the frame lets clicks through to it).
  await canvas.getByRole('textbox', { name: 'Add title' }).click();
  await frame.click({ force: true });
  await expect(review).toHaveClass(/is-selected/);

  // «Поля» puts the fields back in the canvas, and takes them away again.
  const toggle = page.getByRole('button', { name: 'Поля', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(review.getByLabel('Имя автора')).toHaveValue('Ольга Смирнова');
  await expect(review.locator('.studio-render')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(review.locator('.studio-render')).toHaveAttribute('data-state', 'ready');

  // «Предпросмотр сбоку»: the whole draft, at a phone's width, then a computer's.
  await saveDraft(page);
  const id = await editedId(page);
  try {
    const side = await openSidePreview(page);
    await expect(side).toHaveAttribute('data-state', 'ready');
    const sideFrame = side.locator('iframe.studio-side-preview__frame:not([data-pending])');
    await expect(sideFrame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(await sideFrame.getAttribute('srcdoc')).toContain(`<h1>${title}</h1>`);
    expect(await sideFrame.getAttribute('srcdoc')).toContain('data-editor-render="case"');
    await expect(side).toHaveAttribute('data-width', '390');
    await side.getByLabel('Ширина').selectOption('desktop');
    await expect(side).toHaveAttribute('data-width', '1440');
    const scaled = await side.locator('.studio-side-preview__frames').evaluate((n) => ({
      width: (n as HTMLElement).offsetWidth,
      shown: n.getBoundingClientRect().width,
    }));
    expect(scaled.width).toBe(1440);
    expect(scaled.shown).toBeLessThan(400);
    const before = seen.length;
    await side.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => seen.length).toBeGreaterThan(before);
    await expect(side).toHaveAttribute('data-state', 'ready');
    // After a save the draft is asked again.
    const beforeSave = seen.length;
    await canvas.getByRole('textbox', { name: 'Add title' }).fill(`${title} (правка)`);
    await saveDraft(page);
    await expect.poll(() => seen.length).toBeGreaterThan(beforeSave);
    await expect
      .poll(async () => (await sideFrame.getAttribute('srcdoc')) ?? '')
      .toContain(`${title} (правка)`);
    // No redemption the stand-in made was refused.
    expect(seen.filter((status) => status !== '200')).toEqual([]);
    expect(errorsOf()).toEqual([]);
  } finally {
    await dropCase(id);
  }
});
