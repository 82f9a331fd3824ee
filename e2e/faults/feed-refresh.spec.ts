// The feeds refresh on save like the pages: /cases/feed.xml reads WordPress through the pages'
// cached calls, so an editor's save shows in it only once the revalidation webhook (what the
// plugin sends on save) expires those calls' tags. Requests only. It edits the demo WordPress's
// content: project 'wordpress-faults' (runs alone).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_ORIGIN, WP_ORIGIN, callWebhook, expireWpCache, webhookSettled } from '../helpers/wp';
import { parseXml, textOf } from '../helpers/xml';

const CASE = 'teatr-na-naberezhnoy';

/** The title of the case's item in the cases' feed. */
async function feedTitle(request: APIRequestContext): Promise<string | null> {
  const res = await request.get('/cases/feed.xml');
  expect(res.status()).toBe(200);
  const items = [...parseXml(await res.text()).getElementsByTagName('item')];
  const item = items.find((i) => textOf(i, 'link') === `${SITE_ORIGIN}/cases/${CASE}/`);
  return item ? textOf(item, 'title') : null;
}

test.afterEach(async ({ request }) => {
  await request.delete(`${WP_ORIGIN}/__edit`);
  await expireWpCache(request, 'all');
});

test('a saved case reaches the cases feed through the revalidation webhook', async ({
  request,
}) => {
  test.setTimeout(60_000);
  await expireWpCache(request, 'all');
  // Its second pass over (and every earlier call's): none may refresh the feed while the test
  // expects it cached.
  await webhookSettled();
  const before = await feedTitle(request);
  expect(before).toBeTruthy();
  const edited = 'Театр на набережной: лента обновилась';
  const edit = await request.post(`${WP_ORIGIN}/__edit`, { data: { slug: CASE, title: edited } });
  expect(edit.ok()).toBe(true);

  // Cached: WordPress changed, but nothing told the site yet.
  expect(await feedTitle(request)).toBe(before);

  // What the plugin sends when the case is saved.
  const res = await callWebhook(request, { type: 'case', slug: CASE }, { expire: true });
  expect(res.status()).toBe(200);
  await expect(async () => expect(await feedTitle(request)).toBe(edited)).toPass({
    timeout: 20_000,
  });
});
