// Draft previews on the real WordPress (docs/wordpress-plugin.md 'Draft previews'): the block editor's Preview of
// a published case with an unsaved title opens the draft on the site (banner, noindex, reloads
// keep working) while the public page keeps the old title; the same link elsewhere, a tampered
// token, an expired and a used one never preview; a never-published draft article previews.
// Each test puts back what it changed.
import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REVALIDATE_SECRET } from '../helpers/wp';
import { editorCanvas, logIn, previewMenu } from './admin';
import { realWp, wpRest, type RealWpState } from './state';

let state: RealWpState | null = null;
test.beforeAll(() => {
  state = realWp();
  test.skip(state === null, 'the real WordPress was not started (see the setup project)');
});
test.describe.configure({ mode: 'serial' });

const CASE_SLUG = 'muzey-chasov';
const BANNER = 'Черновик: предпросмотр';

type WpPost = { id: number; slug: string; title: { raw: string } };

const wp = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  wpRest<T>(state!, method, path, body);

/** The page's h1 text, with non-breaking spaces as spaces. */
async function h1(page: Page): Promise<string> {
  const text = await page.locator('h1').first().innerText();
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Opens `url` in a browser context of its own (no cookies: another browser). */
async function elsewhere<T>(
  browser: Browser,
  url: string,
  check: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await check(page);
  } finally {
    await context.close();
  }
}

async function expectPublic(page: Page, title: string): Promise<void> {
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await h1(page)).toBe(title);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
}

test('Preview of an edited, published case shows the draft there only, once', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const s = state!;
  const [item] = await wp<WpPost[]>('GET', `/cases?slug=${CASE_SLUG}&context=edit`);
  if (!item) throw new Error(`no case ${CASE_SLUG}`);
  const oldTitle = item.title.raw;
  const newTitle = `${oldTitle} (черновик ${Date.now()})`;
  const publicUrl = `${s.site.origin}/cases/${CASE_SLUG}/`;

  // The preview links the browser follows (the Preview button's link, before its redirect).
  const links: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/api/preview/?token=')) links.push(request.url());
  });

  try {
    await logIn(page, s, `post.php?post=${item.id}&action=edit`);
    const welcome = page.locator('.components-modal__frame').getByRole('button', { name: /Close/ });
    if (await welcome.isVisible().catch(() => false)) await welcome.click();
    const title = (await editorCanvas(page)).getByRole('textbox', { name: 'Add title' });
    await expect(title).toHaveText(oldTitle);
    await title.fill(newTitle);

    await previewMenu(page).click();
    const started = Date.now();
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: /Preview in new tab/ }).click(),
    ]);
    await preview.waitForURL(`${publicUrl}`, { timeout: 60_000 });
    await expect(preview.getByText(BANNER)).toBeVisible();
    const elapsed = Date.now() - started;
    test.info().annotations.push({ type: 'preview time', description: `${elapsed} ms` });
    console.log(`preview: ${elapsed} ms from the Preview click to the draft page`);

    expect(await h1(preview)).toBe(newTitle);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(preview.getByRole('link', { name: 'Выйти из предпросмотра' })).toBeVisible();
    // A reload in the browser that redeemed the link keeps the preview (the draftMode cookie).
    await preview.reload();
    expect(await h1(preview)).toBe(newTitle);
    await expect(preview.getByText(BANNER)).toBeVisible();

    // The public page, in another browser, still shows the published title.
    await elsewhere(browser, publicUrl, (p) => expectPublic(p, oldTitle));

    // The same link opened elsewhere: used once already, it shows the public page.
    const link = links[0];
    if (!link) throw new Error('the Preview button opened no /api/preview/ link');
    await elsewhere(browser, link, async (p) => {
      expect(p.url()).toBe(publicUrl);
      await expectPublic(p, oldTitle);
    });

    // A tampered token (a new, never used one: the signature no longer matches) does not preview.
    const url = new URL(link);
    const token = url.searchParams.get('token') ?? '';
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    url.searchParams.set('token', `${token.slice(0, -1)}${last}`);
    await elsewhere(browser, url.toString(), async (p) => {
      await expect(p.getByText(BANNER)).toHaveCount(0);
      expect(new URL(p.url()).pathname).toBe('/');
    });

    // Leaving the preview returns to the public page, and the draft is gone for this browser.
    await preview.getByRole('link', { name: 'Выйти из предпросмотра' }).click();
    await preview.waitForURL(publicUrl);
    await expectPublic(preview, oldTitle);
    await preview.close();
  } finally {
    // Put back: a save of the published title makes the post newer than the Preview's autosave.
    await wp('POST', `/cases/${item.id}`, { title: oldTitle });
  }
  await elsewhere(browser, publicUrl, (p) => expectPublic(p, oldTitle));
});

test('a never-published draft article previews, and its link works once', async ({ browser }) => {
  const draft = await wp<{ id: number }>('POST', '/posts', {
    title: 'Черновик статьи',
    content: '<p>Текст черновика.</p>',
    status: 'draft',
  });
  try {
    // What the block editor does on Preview: an autosave, whose answer carries the preview link.
    const title = `Неопубликованная статья ${Date.now()}`;
    const autosave = await wp<{ preview_link?: string }>('POST', `/posts/${draft.id}/autosaves`, {
      title,
      content: '<p>Текст, которого ещё нет на сайте.</p>',
    });
    const link = autosave.preview_link ?? '';
    expect(link.startsWith(`${state!.site.origin}/api/preview/?token=`)).toBe(true);

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(link);
      expect(page.url()).toBe(`${state!.site.origin}/blog/__preview-${draft.id}/`);
      await expect(page.getByText(BANNER)).toBeVisible();
      expect(await h1(page)).toBe(title);
      await expect(page.getByText('Текст, которого ещё нет на сайте.')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.reload();
      expect(await h1(page)).toBe(title);
    } finally {
      await context.close();
    }

    // Elsewhere, the used link and the draft's path are the 404 page, never the draft.
    await elsewhere(browser, link, async (p) => {
      expect(p.url()).toBe(`${state!.site.origin}/blog/__preview-${draft.id}/`);
      await expect(p.getByText(BANNER)).toHaveCount(0);
      await expect(p.getByText(title)).toHaveCount(0);
    });
    const res = await fetch(`${state!.site.origin}/blog/__preview-${draft.id}/`);
    expect(res.status).toBe(404);
  } finally {
    await wp('DELETE', `/posts/${draft.id}?force=true`);
  }
});

/** A token as the plugin signs it (includes/previews/tokens.php), with the shared secret. */
function signedToken(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', REVALIDATE_SECRET).update(body).digest('base64url')}`;
}

test('a rightly signed token previews only until it expires', async ({ browser }) => {
  const [item] = await wp<WpPost[]>('GET', `/cases?slug=${CASE_SLUG}&context=edit`);
  if (!item) throw new Error(`no case ${CASE_SLUG}`);
  const link = (exp: number) =>
    `${state!.site.origin}/api/preview/?token=${signedToken({
      id: item.id,
      type: 'case',
      exp,
      nonce: `e2e${Date.now()}${exp}`,
    })}`;
  const now = Math.floor(Date.now() / 1000);
  // Expired a minute ago: the public page.
  await elsewhere(browser, link(now - 60), async (p) => {
    expect(p.url()).toBe(`${state!.site.origin}/cases/${CASE_SLUG}/`);
    await expectPublic(p, item.title.raw);
  });
  // The same, still valid (so the expired one failed for its expiry alone): the preview.
  await elsewhere(browser, link(now + 60), async (p) => {
    await expect(p.getByText(BANNER)).toBeVisible();
    expect(await h1(p)).toBe(item.title.raw);
  });
});
