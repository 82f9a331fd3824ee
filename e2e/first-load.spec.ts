// What a page loads before anyone touches it (issue 10): code a page does not show stays out of
// its first-load JavaScript, and the 404 page still paints its hero image from the first HTML.
import { expect, test, type Page, type Response } from '@playwright/test';

/** The text of every script the page loaded until the load event (and the network went quiet). */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
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

test('the home page’s form validates with zod/mini, never classic zod', async ({ page }) => {
  const scripts = await loadedScripts(page, '/');
  expect(scripts.some((text) => text.includes('ZodMiniObject'))).toBe(true);
  expect(scripts.filter((text) => /["']ZodObject["']/.test(text))).toEqual([]);
});
