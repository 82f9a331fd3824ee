// Editor renders (docs/WP-API.md 'Editor renders'), against the production build and the demo
// WordPress (demo-wp/renders.mjs): a render link of one block or of the whole draft answers the
// site's HTML with `[data-editor-render]`, readable without any script and by the WordPress origin
// alone (CORS); it works once; a forged or expired token is refused by the site before WordPress
// hears of it. Every answer is never stored, indexed, referred, framed or scripted.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import {
  BLOCK_TYPES,
  RENDER_CASE,
  demoBlocks,
  mintRender,
  renderCalls,
  renderCounts,
} from '../helpers/render';
import { SITE_ORIGIN, WP_ORIGIN } from '../helpers/wp';

const PINK = 'rgb(255, 51, 102)';
const IMAGE = `${WP_ORIGIN}/wp-content/uploads/cases/lavka-screen-1.webp`;
const offering = {
  type: 'offering',
  bg_color: '#ff3366',
  client: 'Клиент из несохранённого блока',
  year: '2026',
  task_title: 'Задача',
  task: [{ text_task: 'Показать блок в редакторе так, как его нарисует сайт.' }],
  offering_title: 'Решение',
  offer: [{ text_offer: 'Отрисовка на сайте по одноразовой ссылке.' }],
};
const design = {
  type: 'case_design',
  title: 'Дизайн из редактора',
  content: [{ text: 'Картинка выбрана в редакторе и ещё не сохранена.' }],
  image: IMAGE,
  bg_color: '#ff3366',
};

test.describe.configure({ mode: 'serial' });

/** The headers every answer of /editor-render/ carries, whatever its status. */
function expectRenderHeaders(response: Pick<APIResponse, 'headers'> | null | undefined) {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['cache-control']).not.toMatch(/s-maxage|public|stale-while-revalidate/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script|unsafe-eval/);
  expect(headers['access-control-allow-origin']).toBe(WP_ORIGIN);
}

/** An image inside `scope` has loaded (a real picture, not a broken one). */
async function expectImageLoaded(page: Page, scope: string) {
  const img = page.locator(`${scope} img`).first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test('a block link renders that block, its colour and image from the editor', async ({
  page,
  request,
}) => {
  const before = await renderCounts(request);
  const { url } = await mintRender(request, { block: offering });
  expect(url).toMatch(new RegExp(`^${SITE_ORIGIN}/editor-render/[\\w-]+\\.[\\w-]+/$`));
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expectRenderHeaders(response);
  expect(response?.headers()['content-type']).toContain('text/html');
  const render = page.locator('[data-editor-render="block"]');
  await expect(render).toHaveCount(1);
  await expect(render.locator('[data-block]')).toHaveCount(1);
  const block = render.locator('[data-block="offering"]');
  await expect(block).toBeVisible();
  await expect(block).toContainText('Клиент из несохранённого блока');
  await expect(block).toHaveCSS('background-color', PINK);
  // One visit redeems the token once (the page and its metadata share the call).
  expect((await renderCounts(request)).redeemed).toBe(before.redeemed + 1);
  // The render is the site's, not the case page: no head, no neighbours, no other block.
  await expect(render.locator('[data-case-page]')).toHaveCount(0);
  // Robots meta in the head too.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const image = await mintRender(request, { block: design });
  await page.goto(image.url);
  await expect(
    page.locator('[data-editor-render="block"] [data-block="case_design"]'),
  ).toBeVisible();
  await expectImageLoaded(page, '[data-editor-render="block"]');
});

test('the styles the render needs are in the head of its HTML', async ({ page, request }) => {
  const { url } = await mintRender(request, { block: design });
  await page.goto(url);
  // The editor copies the head's <style> and <link rel=stylesheet> elements and the <html> class:
  // every class of the render has its rule there.
  const missing = await page.evaluate(() => {
    const sheets = [...document.styleSheets].filter((sheet) => {
      const owner = sheet.ownerNode;
      return owner instanceof Element && owner.closest('head') !== null;
    });
    const css = sheets
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const render = document.querySelector('[data-editor-render]');
    const classes = new Set(
      [render, ...(render?.querySelectorAll('[class]') ?? [])].flatMap((el) => [
        ...(el?.classList ?? []),
      ]),
    );
    return [...classes].filter((name) => !css.includes(`.${CSS.escape(name)}`));
  });
  expect(missing).toEqual([]);
  expect(await page.locator('html').getAttribute('class')).toMatch(/\S/);
  // The fonts those styles name are readable from wp-admin (another origin).
  const html = await page.content();
  const font = /\/_next\/static\/media\/[^")?]+\.woff2/.exec(html)?.[0];
  expect(font).toBeDefined();
  const fontRes = await request.get(font ?? '');
  expect(fontRes.status()).toBe(200);
  expect(fontRes.headers()['access-control-allow-origin']).toBe('*');
});

test('a case link renders the whole draft: head, blocks and neighbours', async ({
  page,
  request,
}) => {
  const publicPage = await page.goto(`/cases/${RENDER_CASE.slug}/`);
  expect(publicPage?.status()).toBe(200);
  const publicBlocks = await page
    .locator('[data-case-page] [data-block]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
  expect(publicBlocks.length).toBeGreaterThan(3);

  const { url } = await mintRender(request);
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expectRenderHeaders(response);
  const render = page.locator('[data-editor-render="case"]');
  await expect(render.locator('[data-case-page]')).toHaveCount(1);
  await expect(render.getByRole('heading', { level: 1 })).toHaveText(/Лавка Севера/);
  const blocks = await render
    .locator('[data-block]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));
  expect(blocks).toEqual(publicBlocks);
  await expect(render.getByRole('navigation').last()).toBeVisible();
});

test('a block that draws nothing says so instead of an empty frame', async ({ page, request }) => {
  const { url } = await mintRender(request, { block: { type: 'create_solutions', show: false } });
  expect((await page.goto(url))?.status()).toBe(200);
  await expect(page.locator('[data-editor-render="block"]')).toHaveText(
    'Блоку пока нечего показать: заполните его поля.',
  );
});

test('the same link a second time is a 404: a render link works once', async ({ request }) => {
  const { url } = await mintRender(request, { block: offering });
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  const replay = await request.get(url);
  expect(replay.status()).toBe(404);
  expectRenderHeaders(replay);
  // No element of a render (the inlined stylesheets may still name the attribute).
  expect(await replay.text()).not.toMatch(/<[a-z]+[^>]*\sdata-editor-render=/);
});

test('a forged, unsigned or expired token is refused by the site, never sent to WordPress', async ({
  request,
}) => {
  const good = await mintRender(request, { block: offering });
  const [payload = '', signature = ''] = good.token.split('.');
  const old = await mintRender(request, { exp: Math.floor(Date.now() / 1000) - 5 });
  const calls = await renderCalls(request);
  const counts = await renderCounts(request);

  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  // A copied payload with the type changed keeps no valid signature.
  const retyped = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), type: 'case' }),
  ).toString('base64url');
  for (const token of [
    `${payload}.${flipped}`,
    `${retyped}.${signature}`,
    `${payload}.`,
    payload,
    'not-a-token',
  ]) {
    const res = await request.get(`/editor-render/${token}/`, { maxRedirects: 0 });
    expect(res.status(), token).toBe(403);
    expectRenderHeaders(res);
    expect(res.headers().vary).toContain('Origin');
  }
  const expired = await request.get(old.url, { maxRedirects: 0 });
  expect(expired.status()).toBe(410);
  expectRenderHeaders(expired);

  expect(await renderCalls(request)).toBe(calls);
  expect(await renderCounts(request)).toEqual(counts);
  // The good one was never spent by the refusals.
  expect((await request.get(good.url)).status()).toBe(200);
});

test('the WordPress origin can read a render (CORS); another origin cannot', async ({
  page,
  request,
}) => {
  const read = (url: string) =>
    page.evaluate(async (href) => {
      try {
        const res = await fetch(href, { credentials: 'omit' });
        return { status: res.status, text: await res.text() };
      } catch (error) {
        return { error: String(error) };
      }
    }, url);

  await page.goto(`${WP_ORIGIN}/__health`);
  const allowed = await read((await mintRender(request, { block: offering })).url);
  expect(allowed).toMatchObject({ status: 200 });
  expect('text' in allowed ? allowed.text : '').toContain('data-editor-render="block"');
  // The refusals are readable too, so the editor can say what went wrong.
  expect(await read(`${SITE_ORIGIN}/editor-render/not-a-token/`)).toMatchObject({ status: 403 });

  // The same demo on another origin (localhost is not 127.0.0.1).
  await page.goto(`${WP_ORIGIN.replace('127.0.0.1', 'localhost')}/__health`);
  const refused = await read((await mintRender(request, { block: offering })).url);
  expect(refused).toHaveProperty('error');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 900, height: 900 } });

  test('every block type of the registry is visible in its render', async ({ page, request }) => {
    test.setTimeout(120_000);
    const blocks = await demoBlocks(request);
    for (const type of BLOCK_TYPES) {
      const block = blocks.get(type);
      expect(block, `the demo has a ${type} block`).toBeDefined();
      if (!block) continue;
      const { url } = await mintRender(request, { block });
      const response = await page.goto(url);
      expect(response?.status(), type).toBe(200);
      const element = page.locator(`[data-editor-render="block"] [data-block="${type}"]`);
      await expect(element, type).toBeVisible();
      const box = await element.boundingBox();
      expect(box?.height ?? 0, type).toBeGreaterThan(80);
      // Nothing in the block is hidden until a script would show it.
      const hidden = await element.evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((el) => {
            const style = getComputedStyle(el);
            return (
              el.getBoundingClientRect().height > 40 &&
              (style.visibility === 'hidden' || Number(style.opacity) < 0.1)
            );
          })
          .map((el) => `${el.tagName}.${el.className}`),
      );
      expect(hidden, type).toEqual([]);
      // Its images are there, each with a size and its picture loaded (a slide Splide would size
      // included: without a script, CSS must give it its width).
      for (const img of await element.locator('img').all()) {
        const size = await img.boundingBox();
        expect(size?.width ?? 0, `${type}: an image without a width`).toBeGreaterThan(20);
        expect(size?.height ?? 0, `${type}: an image without a height`).toBeGreaterThan(20);
        await expect
          .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), {
            message: type,
          })
          .toBeGreaterThan(0);
      }
    }
  });
});
