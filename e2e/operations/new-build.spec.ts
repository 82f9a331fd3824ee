// SPEC 7.6: an open tab asks every hour which build the server runs; once it is a new one, the next
// navigation is a full page load (issue 9, part 4). The clock is Playwright's, so an hour is instant.
import { expect, test, type Page } from '@playwright/test';

/** Marks this document: a client-side navigation keeps the mark, a full page load drops it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

/** The footer's link to the privacy policy: a next/link, so normally a client navigation. */
const privacyLink = (page: Page) =>
  page.locator('footer').getByRole('link', { name: 'Политика обработки персональных данных' });

test('a changed build id makes the next navigation a full page load', async ({ page, request }) => {
  const html = await (await request.get('/about/')).text();
  const own = html.match(/data-dpl-id="([^"]+)"/)?.[1] ?? '';
  expect(own, 'the deployment id in the HTML').not.toBe('');

  await page.clock.install();
  const checks: string[] = [];
  let newBuild = false;
  await page.route('**/*', async (route) => {
    const req = route.request();
    if (req.method() !== 'POST' || !req.headers()['next-action']) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    checks.push(body.includes(own) ? 'answered' : 'no id');
    // A deploy happened: the server now names another build.
    await route.fulfill({
      response,
      body: newBuild ? body.replaceAll(own, 'e2e-next-build') : body,
    });
  });

  await page.goto('/about/');
  await page.waitForLoadState('networkidle');

  // Control: an hour later the server still runs this build; links stay client navigations.
  await page.clock.fastForward('01:00:00');
  await expect.poll(() => checks).toEqual(['answered']);
  await markDocument(page);
  await privacyLink(page).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Политика');
  expect(await sameDocument(page)).toBe(true);

  // Another hour, and a new build is deployed: the next link is followed by the browser itself.
  newBuild = true;
  await page.clock.fastForward('01:00:00');
  await expect.poll(() => checks).toEqual(['answered', 'answered']);
  expect(await sameDocument(page)).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Орбита — на главную' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.waitForLoadState('load');
  expect(await sameDocument(page)).toBe(false);
});

test('nothing is asked before the hour is up', async ({ page }) => {
  await page.clock.install();
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.headers()['next-action']) posts.push(r.url());
  });
  await page.goto('/about/');
  await page.clock.fastForward('59:00');
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
});
