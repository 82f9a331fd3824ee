// What the first frame waits for (issue 21, docs/performance.md 'The first frame'): each page's own CSS, inside
// its HTML, and nothing else; and the boxes laid out before it are the first screen's, not the
// closed menu's nor the footer's nor the sections below.
import { expect, test, type Page } from '@playwright/test';

/** The largest CSS a page may inline (raw bytes). /sportsite/ needs 46 KB; the shared sheet every
 * page blocked on before was 78 KB, and the HTML carries inlined CSS twice (style and RSC). */
const INLINE_CSS_BUDGET = 52 * 1024;

/** The pages whose first frame the benchmark measures (docs/performance.md 'The last measurement'). */
const PAGES = ['/', '/cases/fk-volna/', '/sportsite/', '/support/', '/about/', '/no-such-page/'];

/** The CSS a page's HTML inlines, and the stylesheets it links (render-blocking either way). */
async function firstFrameCss(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const inline = [...html.matchAll(/<style[^>]*data-precedence[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('\n');
  const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  return { inline, linked };
}

/** The class selectors a stylesheet defines. */
function classesIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? ''));
}

for (const path of PAGES) {
  test(`${path} blocks on no stylesheet of its route: its CSS comes inlined, within the budget`, async ({
    page,
  }) => {
    const { inline, linked } = await firstFrameCss(page, path);
    // The 404 included: its error screen is imported statically (app/not-found.tsx); through
    // next/dynamic it linked three sheets ("dynamic" precedence) that blocked its first frame.
    expect(linked).toEqual([]);
    expect(inline.length).toBeGreaterThan(4 * 1024);
    expect(Buffer.byteLength(inline)).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
  });
}

for (const path of PAGES) {
  test(`${path} runs no script in <head>: its three inline scripts open <body>, before any content`, async ({
    page,
  }) => {
    // The first (empty) frame comes once <head> is parsed; a script there is run, compiled and
    // warms up the page's JavaScript first, which made that frame lose the race with Viz's
    // throttle of undrawn frames (docs/performance.md 'The first-paint stall').
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inHead = [...head.matchAll(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g)];
    expect(inHead.map((m) => m[0].slice(0, 80))).toEqual([]);
    const body = html.slice(html.indexOf('<body'));
    const firstContent = body.search(/<(?:a|header|main)[\s>]/);
    // The fonts' swap, the bottom chrome's check and the fragment's render-all (the framework's
    // own inline scripts, its RSC payload, come after the content).
    const scripts = [...body.matchAll(/<script>(?!self\.__next_f)/g)].map((m) => m.index ?? 0);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const at of scripts.slice(0, 3)) expect(at).toBeLessThan(firstContent);
  });
}

test('the 404 boundary every page carries names only the lazy hero island and hints nothing', async ({
  page,
}) => {
  // The root not-found boundary is serialised into every page's payload: a preload hint or an
  // eager client island in it would be fetched by every page.
  const heroImage = /<link rel="preload" as="image"[^>]*main-elem/;
  const about = await (await page.request.get('/about/')).text();
  expect(about).toContain('LazyHeroLoader');
  expect(about).not.toMatch(/\\"HeroLoader\\"\]/);
  expect(about).not.toMatch(heroImage);
  // A page that shows the hero names its eager island and preloads its image.
  const home = await (await page.request.get('/')).text();
  expect(home).toMatch(/\\"HeroLoader\\"\]/);
  expect(home).toMatch(heroImage);
  // The 404 shows the error hero: eager, high priority, its 3D island loading once it renders.
  await page.goto('/no-such-page/');
  const still = page.locator('[data-error-code="404"] img');
  await expect(still).toHaveAttribute('loading', 'eager');
  await expect(still).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('[data-error-code="404"] [data-hero-mode]')).not.toHaveAttribute(
    'data-hero-reason',
    'server',
  );
});

/** The classes the elements under `selector` use on the page at `path`. */
async function classesUsed(page: Page, path: string, selector: string): Promise<Set<string>> {
  await page.goto(path);
  const list = await page
    .locator(selector)
    .evaluate((root) => [...root.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));
  return new Set(list);
}

test('the home page’s CSS holds no rule of the case page, and the case page’s none of the landings', async ({
  page,
}) => {
  // The classes the case page's own content uses (not the header, menu or footer they share).
  const caseClasses = await classesUsed(page, '/cases/fk-volna/', 'main article[data-case-page]');
  const landingClasses = await classesUsed(page, '/sportsite/', 'main');
  const onHome = await classesUsed(page, '/', 'body');
  const home = classesIn((await firstFrameCss(page, '/')).inline);
  const casePage = classesIn((await firstFrameCss(page, '/cases/fk-volna/')).inline);
  // The case page's head, its blocks and its prev/next navigation are styled there...
  expect([...caseClasses].filter((c) => casePage.has(c)).length).toBeGreaterThan(20);
  // ...and nowhere on the home page, unless the home page uses that component too.
  expect([...caseClasses].filter((c) => home.has(c) && !onHome.has(c))).toEqual([]);
  expect(
    [...landingClasses].filter((c) => casePage.has(c) && !caseClasses.has(c) && !home.has(c)),
  ).toEqual([]);
});

// checkVisibility() is false inside a subtree that content-visibility skips (hidden always, auto
// with the option) and, unlike getClientRects(), never forces that subtree to be laid out.
test('the closed menu is not laid out; opened, it is', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('#site-menu');
  const rendered = () =>
    menu.evaluate((el) => [...el.querySelectorAll('a')].filter((a) => a.checkVisibility()).length);
  expect(await menu.locator('a').count()).toBeGreaterThan(20);
  expect(await rendered()).toBe(0);
  await page.locator('header').getByRole('button', { name: /меню/i }).first().click();
  await expect(menu.getByRole('link').first()).toBeVisible();
  expect(await rendered()).toBeGreaterThan(20);
});

test('sections below the first screen and the footer wait to be laid out until they come near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sportsite/');
  const rendered = (selector: string) =>
    page
      .locator(selector)
      .evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered('main #top')).toBe(true);
  expect(await rendered('main #faq')).toBe(false);
  expect(await rendered('footer')).toBe(false);
  await page.locator('main #faq').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('main #faq')).toBe(true);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('footer')).toBe(true);
});
