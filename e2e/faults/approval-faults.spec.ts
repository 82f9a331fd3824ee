// Approval links when WordPress fails (docs/WP-API.md 'Approval links'): the page is the site's
// 5xx page, never a draft, a stale copy or «Ссылка больше не действует»; the banner's answer
// meets a failing WordPress with a Russian message and keeps the comment for another try.
import { expect, test } from '@playwright/test';
import { resetWp, setWpFault } from '../helpers/wp';

// The demo's fixed active link (demo-wp/approvals.mjs).
const ACTIVE = 'demo-approval-active-lavka-severa-draft-001';

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await resetWp(request);
});

for (const mode of ['down', 'error', 'garbage', 'invalid'] as const) {
  test(`WordPress ${mode}: the approval page is the 5xx page, never the draft`, async ({
    page,
    request,
  }) => {
    await setWpFault(request, { mode, match: '/approval' });
    const response = await page.goto(`/approval/${ACTIVE}/`);
    // The page is dynamic: Next.js sends its status with the first bytes, before the error page's
    // deliberate failure (components/layout/UpstreamErrorPage.tsx) can make it a 500, so the
    // status stays 200; no-store keeps that error page out of every cache all the same.
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('[data-error-code="500"]')).toBeVisible();
    await expect(page.locator('[data-approval-banner], [data-case-page]')).toHaveCount(0);
    await expect(page.getByText('Ссылка больше не действует')).toHaveCount(0);
  });
}

test('a comment sent while WordPress is down says so and keeps the text', async ({
  page,
  request,
}) => {
  await page.goto(`/approval/${ACTIVE}/`);
  await setWpFault(request, { mode: 'down', match: '/approval/decision' });
  const banner = page.getByRole('region', { name: 'Черновик для согласования' });
  await banner.getByText('Оставить комментарий').click();
  await banner.getByLabel(/Комментарий/).fill('Проверьте, пожалуйста, цены в каталоге.');
  await banner.getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(banner.getByRole('alert')).toHaveText(/Не получилось передать ответ студии/);
  await expect(banner.getByLabel(/Комментарий/)).toHaveValue(
    'Проверьте, пожалуйста, цены в каталоге.',
  );
  await resetWp(request);
  await banner.getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(banner.getByText('Комментарий отправлен')).toBeVisible();
});
