// What a page loads before anyone touches it (issue 10): code a page does not show stays out of
// its first-load JavaScript, and the 404 page still paints its hero image from the first HTML.
import { expect, test, type Page, type Response } from '@playwright/test';

/**
 * A script's text, or '' when its body can no longer be read: a worker's script is read through
 * the worker's target, and the hero's WebGL probe ends its worker as soon as it has answered
 * ("Target page, context or browser has been closed"). Read as empty, it holds no mark.
 */
const scriptText = (response: Response) => response.text().catch(() => '');

/** The text of every script the page loaded until the load event (and the network went quiet). */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(scriptText(response));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'load' });
  // Chunks fetched after the load event (idle-time code) are not first-load code, and reading
  // their bodies after the test has ended would fail it.
  page.off('response', onResponse);
  return Promise.all(bodies);
}

/** A string only the hero's loader holds: its software-WebGL renderer check. */
const HERO_LOADER_MARK = 'WEBGL_lose_context';

test('a page without the hero never loads the hero’s loader (the 404 screen is lazy)', async ({
  page,
}) => {
  const scripts = await loadedScripts(page, '/about/');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((text) => text.includes(HERO_LOADER_MARK))).toEqual([]);
});

test('the 404 page still shows the hero and loads its loader', async ({ page }) => {
  const scripts = await loadedScripts(page, '/no-such-page/');
  await expect(page.locator('img[elementtiming="hero-still"]')).toBeVisible();
  expect(scripts.some((text) => text.includes(HERO_LOADER_MARK))).toBe(true);
});

test('the home page’s form fetches its zod/mini schema on first focus, never classic zod', async ({
  page,
}) => {
  const later: Promise<string>[] = [];
  const scripts = await loadedScripts(page, '/');
  expect(scripts.filter((text) => text.includes('ZodMini'))).toEqual([]);

  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') later.push(scriptText(response));
  };
  page.on('response', onResponse);
  const form = page.locator('#discussion form');
  await form.getByLabel('Как к вам обращаться').focus();
  await expect
    .poll(async () => (await Promise.all(later)).some((t) => t.includes('ZodMiniObject')))
    .toBe(true);
  page.off('response', onResponse);
  expect((await Promise.all(later)).filter((text) => /["']ZodObject["']/.test(text))).toEqual([]);
  // The check it loaded runs on blur.
  await form.getByLabel('Телефон').fill('12');
  await form.getByLabel('Телефон').blur();
  await expect(form.getByText('Укажите телефон в формате +7 900 000-00-00')).toBeVisible();
});

/** A string only Splide's own script holds: the class it puts on a mounted slider. */
const SPLIDE_MARK = 'is-initialized';

test('a case page loads Splide only when a slider comes near the viewport', async ({ page }) => {
  const scripts = await loadedScripts(page, '/cases/fk-volna/');
  const later: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') later.push(scriptText(response));
  };
  page.on('response', onResponse);
  expect(scripts.filter((text) => text.includes(SPLIDE_MARK))).toEqual([]);
  const slider = page.locator('.splide').first();
  await expect(slider).toHaveAttribute('role', 'group');
  await expect(slider).not.toHaveClass(/is-initialized/);

  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveClass(/is-initialized/);
  page.off('response', onResponse);
  expect((await Promise.all(later)).filter((text) => text.includes(SPLIDE_MARK))).toHaveLength(1);
});

/** A string only next/image's client component holds: the attribute its load handler sets. */
const IMAGE_COMPONENT_MARK = 'data-loaded-src';

for (const path of ['/', '/support/', '/sportsite/', '/cases/fk-volna/']) {
  test(`${path} ships no next/image client component: its images are server-rendered`, async ({
    page,
  }) => {
    const scripts = await loadedScripts(page, path);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((text) => text.includes(IMAGE_COMPONENT_MARK))).toEqual([]);
    // The images are still next/image's: optimised, at quality 100, with a srcset.
    await expect(page.locator('main img[srcset*="/_next/image"]').first()).toHaveAttribute(
      'srcset',
      /q=100/,
    );
  });
}

// The site's links prefetch on intent (components/ui/Link.tsx): in view, those of the first
// screen made every load decode the home page's and its own RSC payload (270 KB on /support/).
test('a page load prefetches no route; the pointer over a link prefetches its route', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/support/');
  // Next prefetches visible links when the browser is idle after load: give it the time.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(prefetched).toEqual([]);

  await page.locator('#site-header').getByRole('link', { name: 'Орбита — на главную' }).hover();
  await expect.poll(() => prefetched).toContain('/');
  // The links to the page it is on never prefetch it.
  expect(prefetched).not.toContain('/support/');
});
