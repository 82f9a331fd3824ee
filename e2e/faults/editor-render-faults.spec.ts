// Editor renders when WordPress fails (docs/WP-API.md 'Editor renders'): down, an error page,
// garbage, a wrong shape or too slow on `POST {api}/render`, a good token never answers a 200
// render: a 5xx with the render's headers (no-store, the WordPress origin's CORS), which the editor
// shows as a one-line message.
import { expect, test } from '@playwright/test';
import { mintRender } from '../helpers/render';
import { WP_ORIGIN, resetWp, setWpFault } from '../helpers/wp';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await resetWp(request);
});

for (const fault of [
  { mode: 'down' },
  { mode: 'error' },
  { mode: 'garbage' },
  { mode: 'invalid' },
  // Longer than the site's WordPress time-out (WP_TIMEOUT_MS, 8 s by default).
  { mode: 'ok', latencyMs: 12_000 },
] as const) {
  const name = 'latencyMs' in fault ? `slow (${fault.latencyMs} ms)` : fault.mode;
  test(`WordPress ${name} on POST {api}/render: no 200 render, a 5xx`, async ({ request }) => {
    test.setTimeout(60_000);
    const { url } = await mintRender(request, { block: { type: 'list', title: 'Список' } });
    await setWpFault(request, { ...fault, match: '/render' });
    const res = await request.get(url, { timeout: 40_000 });
    expect(res.status()).toBeGreaterThanOrEqual(500);
    const headers = res.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['access-control-allow-origin']).toBe(WP_ORIGIN);
    expect(await res.text()).not.toMatch(/<[a-z]+[^>]*\sdata-editor-render=/);
  });
}

test('once WordPress is back, a new link renders', async ({ request }) => {
  await setWpFault(request, { mode: 'down', match: '/render' });
  const failed = await mintRender(request);
  expect((await request.get(failed.url)).status()).toBeGreaterThanOrEqual(500);
  await resetWp(request);
  const { url } = await mintRender(request);
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('data-editor-render="case"');
});
