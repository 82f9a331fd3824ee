// Approval links (docs/WP-API.md 'Approval links'), against the production build and the demo
// WordPress (demo-wp/README.md 'Approval links'): the client opens the draft under the banner,
// approves it and comments, and the demo WordPress records both; a revoked link opens the public
// page, an expired or forged one says the link no longer works, never the draft. The page is
// never stored, indexed or sent as a Referer, and it is axe-clean on a desktop and a phone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, settle } from '../helpers/crawl';
import { animationsDone, coveredControls, line } from '../helpers/first-screen';
import { WP_ORIGIN } from '../helpers/wp';

// The demo's fixed links (demo-wp/approvals.mjs).
const ACTIVE = 'demo-approval-active-lavka-severa-draft-001';
const REVOKED = 'demo-approval-revoked-fk-volna-000000000001';
const EXPIRED = 'demo-approval-expired-archived-case-0000001';
const FORGED = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp_Oo-NnMmLlK';

const DRAFT_TITLE = 'Маркетплейс фермерских продуктов «Лавка Севера»';
const PUBLIC_TITLE = 'Интернет-магазин фермерских продуктов «Лавка Севера»';
const GONE = 'Ссылка больше не действует';

type DemoLink = {
  id: number;
  approved_at: string | null;
  events: { kind: string; by: string | null; comment: string | null }[];
};

/** A new active link of its own (the demo's POST /__approval), so tests never share state. */
async function newLink(request: APIRequestContext): Promise<{ token: string; id: number }> {
  const res = await request.post(`${WP_ORIGIN}/__approval`, {
    data: { case: 'lavka-severa', draftTitle: DRAFT_TITLE },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { token: string; link: { id: number } };
  return { token: body.token, id: body.link.id };
}

async function demoLink(request: APIRequestContext, id: number): Promise<DemoLink | undefined> {
  const res = await request.get(`${WP_ORIGIN}/__approval`);
  return ((await res.json()) as { links: DemoLink[] }).links.find((l) => l.id === id);
}

const blockTypes = (page: Page) =>
  page
    .locator('[data-case-page] [data-block]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block')));

const banner = (page: Page) => page.getByRole('region', { name: 'Черновик для согласования' });

test('an active link shows the draft under the banner, never stored, indexed or referred', async ({
  page,
}) => {
  const response = await page.goto(`/approval/${ACTIVE}/`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  // Next.js's own Cache-Control of a dynamic page must keep no-store (next.config.ts adds it too).
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['cache-control']).not.toMatch(/s-maxage|public|stale-while-revalidate/);
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // The site-wide security headers still apply.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');

  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Согласовать' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE);
  await expect(page).toHaveTitle(new RegExp(`^Согласование: ${DRAFT_TITLE}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, nofollow/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"], meta[property="og:image"]')).toHaveCount(0);
  // The case renders as its public page does (the shared body): the same frame and blocks.
  await expect(page.locator('[data-case-page]')).toHaveCount(1);
  const draftBlocks = await blockTypes(page);
  expect(draftBlocks.length).toBeGreaterThan(0);

  // The public page still shows the published title, with the same blocks and no banner.
  await page.goto('/cases/lavka-severa/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_TITLE);
  await expect(page.locator('[data-approval-banner]')).toHaveCount(0);
  expect(await blockTypes(page)).toEqual(draftBlocks);
});

test('a messenger’s link preview gets a note without the draft, and opens nothing', async ({
  request,
}) => {
  const { token, id } = await newLink(request);
  const res = await request.get(`/approval/${token}/`, {
    headers: { 'user-agent': 'TelegramBot (like TwitterBot)' },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await res.text();
  expect(html).toContain('Черновик кейса для согласования');
  expect(html).not.toContain(DRAFT_TITLE);
  expect(html).not.toMatch(/<[a-z]+[^>]*\sdata-case-page=/);
  // WordPress was not asked: the link shows no opening.
  const link = await demoLink(request, id);
  expect(link?.events.filter((e) => e.kind === 'opened')).toEqual([]);
  // The client's own browser opens the draft, and that opening is recorded.
  const browser = await request.get(`/approval/${token}/`);
  expect(await browser.text()).toContain(DRAFT_TITLE);
  expect((await demoLink(request, id))?.events.map((e) => e.kind)).toContain('opened');
});

test('under the banner the case head keeps the public page’s spacing, no empty band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const chips = page.getByRole('list', { name: 'Направления' });
  await page.goto('/cases/lavka-severa/');
  const header = await page.locator('header').first().boundingBox();
  const publicGap =
    ((await chips.boundingBox())?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0));
  await page.goto(`/approval/${ACTIVE}/`);
  const bannerBox = await banner(page).boundingBox();
  const draftGap =
    ((await chips.boundingBox())?.y ?? 0) - ((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  expect(publicGap).toBeGreaterThan(40);
  expect(Math.abs(draftGap - publicGap)).toBeLessThanOrEqual(8);
});

test('the raw HTML says noindex in its <head>, for crawlers that run no script', async ({
  request,
}) => {
  const html = await (await request.get(`/approval/${ACTIVE}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(head).not.toContain('rel="canonical"');
});

test('«Согласовать» records the approval in WordPress; the link then shows «Согласовано»', async ({
  page,
  request,
}) => {
  const { token, id } = await newLink(request);
  await page.goto(`/approval/${token}/`);
  await banner(page).getByRole('button', { name: 'Согласовать' }).click();
  await expect(banner(page).getByRole('status').first()).toHaveText(
    'Спасибо, согласование получено',
  );
  await expect(banner(page).getByText(/^Согласовано \d{1,2}\s\S+\s\d{4}$/)).toBeVisible();

  const link = await demoLink(request, id);
  expect(link?.approved_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(link?.events.map((e) => e.kind)).toContain('approved');

  await page.reload();
  await expect(banner(page).getByText(/^Согласовано /)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Согласовать' })).toHaveCount(0);
});

test('a comment with a name reaches WordPress', async ({ page, request }) => {
  const { token, id } = await newLink(request);
  await page.goto(`/approval/${token}/`);
  await banner(page).getByText('Оставить комментарий').click();
  await banner(page)
    .getByLabel(/Ваше имя/)
    .fill('Ольга Смирнова');
  await banner(page)
    .getByLabel(/Комментарий/)
    .fill('Замените, пожалуйста, фото на обложке.');
  await banner(page).getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(banner(page).getByText('Комментарий отправлен')).toBeVisible();
  await expect(banner(page).getByLabel(/Комментарий/)).toHaveValue('');

  const link = await demoLink(request, id);
  expect(link?.events).toContainEqual({
    kind: 'commented',
    at: expect.any(String),
    by: 'Ольга Смирнова',
    comment: 'Замените, пожалуйста, фото на обложке.',
  });
  // A comment is not an approval.
  expect(link?.approved_at).toBeNull();
});

test('an empty comment is refused in the page, before any request', async ({ page }) => {
  await page.goto(`/approval/${ACTIVE}/`);
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/approval/')) posted += 1;
  });
  await banner(page).getByText('Оставить комментарий').click();
  await banner(page).getByRole('button', { name: 'Отправить комментарий' }).click();
  await expect(banner(page).getByLabel(/Комментарий/)).toHaveAttribute('aria-invalid', 'true');
  await expect(banner(page).getByText('Напишите комментарий.', { exact: true })).toBeVisible();
  expect(posted).toBe(0);
});

test('a revoked link opens the public page, never the draft', async ({ page }) => {
  const response = await page.goto(`/approval/${REVOKED}/`);
  expect(new URL(page.url()).pathname).toBe('/cases/fk-volna/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-approval-banner]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const [what, token] of [
  ['an expired link of an unpublished case', EXPIRED],
  ['a forged token', FORGED],
  ['a malformed token', 'not-a-token'],
] as const) {
  test(`${what} says the link no longer works`, async ({ page }) => {
    const response = await page.goto(`/approval/${token}/`);
    expect(new URL(page.url()).pathname).toBe(`/approval/${token}/`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GONE);
    await expect(page.getByText(/Попросите менеджера проекта прислать новую ссылку/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Связаться со студией' })).toHaveAttribute(
      'href',
      '/contacts/',
    );
    await expect(page.locator('[data-approval-banner], [data-case-page]')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${GONE}`));
  });
}

test('the route takes answers from the site’s own pages only', async ({ request, baseURL }) => {
  const data = { token: ACTIVE, decision: 'comment', comment: 'С чужого сайта' };
  const foreign = await request.post('/api/approval/', {
    data,
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['cache-control']).toContain('no-store');
  const invalid = await request.post('/api/approval/', {
    data: { token: ACTIVE, decision: 'comment' },
    headers: { origin: baseURL ?? '' },
  });
  expect(invalid.status()).toBe(422);
  expect(await invalid.json()).toMatchObject({
    ok: false,
    errors: { comment: expect.any(String) },
  });
});

test('robots.txt keeps crawlers out and the sitemap never lists an approval page', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/approval\/$/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/approval/');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the approval page is axe-clean with its banner at ${viewport.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/approval/${ACTIVE}/`);
    await settle(page);
    await banner(page).getByText('Оставить комментарий').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await settle(page);
    await animationsDone(page);
    // In the page's flow, not over it: the banner leaves most of the first screen to the case,
    // and nothing fixed (the phone's bottom bar) covers its controls or the case's own.
    const box = await banner(page).boundingBox();
    expect(box?.height ?? Infinity).toBeLessThan(viewport.height * 0.6);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect((await coveredControls(page)).map(line)).toEqual([]);
  });
}
