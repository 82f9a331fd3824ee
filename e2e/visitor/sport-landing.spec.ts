// The sports landing /sportsite/ (SPEC 2.11, 2.12): sixteen sections in order, one h1, the form
// preset to 'sport', structured data matching the visible FAQ, the 750×750 share image, a video
// that downloads nothing up front, and a player that loads only on click; no console errors.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../helpers/html';
import { SPORT_SECTION_IDS } from '../../components/sections/landing/sport/sections';
import { sportLanding } from '../../content/landings/sportsite';

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegSize(buf: Buffer): { width: number; height: number } {
  expect(buf.readUInt16BE(0)).toBe(0xffd8);
  let i = 2;
  while (i < buf.length) {
    const marker = buf.readUInt16BE(i);
    const length = buf.readUInt16BE(i + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker))
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>),
    );
}

test('the sixteen sections come in SPEC order, with one h1', async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto('/sportsite/');
  expect(response?.status()).toBe(200);

  const selectors = [
    'header[data-variant]',
    ...SPORT_SECTION_IDS.map((id) => `main #${id}`),
    'footer',
  ];
  expect(selectors).toHaveLength(16);
  for (const s of selectors) await expect(page.locator(s).first(), s).toBeAttached();
  const ordered = await page.evaluate((list) => {
    const nodes = list.map((s) => document.querySelector(s)!);
    return nodes.every(
      (node, i) =>
        i === 0 ||
        !!(nodes[i - 1]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
  }, selectors);
  expect(ordered).toBe(true);

  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#for-whom h2')).toHaveText('Для кого ведем разработку');
  await expect(page.locator('#blog h2')).toHaveText('Статьи и заметки');
  await expect(page.locator('#faq h2')).toHaveText('Частые вопросы о веб-разработке');
  await expect(page.locator('#form select[name="sphere"]')).toHaveValue('sport');
  expect(errors).toEqual([]);
});

test('metadata: canonical, Open Graph and the 750×750 jpeg', async ({ page, request }) => {
  await page.goto('/sportsite/');
  await expect(page).toHaveTitle(/^Разработка сайтов для\sспортивных клубов/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sportsite\/$/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.replace(/\u00a0/g, ' ')).toMatch(
    /от 4 недель.*2 700 ₽ в час.*2–3 месяца.*гарантия 1 год/,
  );
  const og = (p: string) => page.locator(`meta[property="og:${p}"]`);
  await expect(og('locale')).toHaveAttribute('content', 'ru_RU');
  await expect(og('type')).toHaveAttribute('content', 'website');
  await expect(og('site_name')).toHaveAttribute('content', 'Орбита');
  await expect(og('url')).toHaveAttribute('content', /\/sportsite\/$/);
  await expect(og('image:width')).toHaveAttribute('content', '750');
  await expect(og('image:height')).toHaveAttribute('content', '750');
  await expect(og('image:type')).toHaveAttribute('content', 'image/jpeg');

  const imageUrl = await og('image').first().getAttribute('content');
  expect(imageUrl).toMatch(/\/og\/landing-sport\.jpg$/);
  const res = await request.get(new URL(imageUrl!).pathname);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  expect(jpegSize(await res.body())).toEqual({ width: 750, height: 750 });
});

test('JSON-LD: a Service and an FAQPage of the visible questions', async ({ page }) => {
  await page.goto('/sportsite/');
  const data = await jsonLd(page);
  const service = data.find((d) => d['@type'] === 'Service');
  expect(service).toMatchObject({
    '@context': 'https://schema.org',
    name: sportLanding.service.name,
    serviceType: sportLanding.service.serviceType,
    url: expect.stringMatching(/\/sportsite\/$/),
    mainEntityOfPage: expect.stringMatching(/\/sportsite\/$/),
    areaServed: 'Worldwide',
    provider: { '@type': 'Organization', name: 'Орбита' },
  });
  const faq = data.find((d) => d['@type'] === 'FAQPage') as
    { mainEntity: { name: string }[] } | undefined;
  const visible = page.locator('#faq details summary');
  await expect(visible).toHaveCount(sportLanding.faq.length);
  expect(faq?.mainEntity).toHaveLength(await visible.count());
  const questions = (await visible.allTextContents()).map((q) => q.trim());
  expect(faq?.mainEntity.map((q) => q.name)).toEqual(questions);

  // An answer opens natively.
  const first = page.locator('#faq details').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
});

test('the video downloads nothing up front; the info player loads only on click', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const media: string[] = [];
  page.on('request', (r) => {
    if (/\.mp4($|\?)/.test(r.url())) media.push(r.url());
  });
  await page.goto('/sportsite/', { waitUntil: 'load' });
  const video = page.locator('#video video');
  await expect(video).toHaveAttribute('preload', 'none');
  // The poster is the frame's background, fetched once the deferred section is styled (a CSS
  // request), not a `poster` attribute the HTML parser fetches with the page.
  await expect(video).not.toHaveAttribute('poster');
  await video.scrollIntoViewIfNeeded();
  const posterInitiator = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.find((e) => e.name.includes('match-poster.webp'))?.initiatorType ?? null;
    });
  await expect.poll(posterInitiator).toBe('css');
  await expect(video).toHaveAttribute('width', '960');
  await expect(video).toHaveAttribute('height', '540');

  await expect(page.locator('#info video, #info iframe')).toHaveCount(0);
  await page.locator('#info').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(media.filter((u) => u.includes('stats.mp4'))).toEqual([]);

  await page.getByRole('button', { name: sportLanding.info.video.text }).click();
  const player = page.locator('#info video');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', sportLanding.info.video.link);
  await expect(player).toBeFocused();
  expect(errors).toEqual([]);
});

test('the sport-mode slider moves with its arrows', async ({ page }) => {
  await page.goto('/sportsite/');
  const slider = page.locator('#companies [data-mode="sport"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveClass(/is-initialized/);
  const next = slider.getByRole('button', { name: 'Следующий слайд' });
  await next.click();
  await expect(slider.locator('.splide__slide.is-active')).toContainText(
    sportLanding.supportedCompanies.slides[1]!.company.replace(/\u00a0/g, ' '),
  );
});

// The first screen's button is the way to the lead form: on a phone and on a desktop, following it
// must bring the form into view (content-visibility: auto on the sections broke this: at 390 px the
// smooth scroll ended 5 700 px above the form, as the skipped sections took their real heights).
for (const width of [390, 1440]) {
  test(`the first screen’s link to the form lands on it at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/sportsite/');
    await page.locator('main #top a[href="#form"]').click();
    const form = page.locator('main #form');
    await expect
      .poll(() => form.evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5_000,
      })
      .toBeLessThan(400);
    expect(await form.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(-100);
    await expect(form.getByRole('heading', { level: 2 }).first()).toBeInViewport();
  });
}

// A shared link to the form (an ad's /sportsite/#form) opens the page at the form: no click sets
// the render-all attribute there, so the deferral must stand aside for a :target; with it, the
// browser's smooth scroll aimed at the estimates and stopped 5 800 px above the form at 390 px.
for (const width of [390, 1440]) {
  test(`a link to /sportsite/#form opens the page at the form at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto('/sportsite/#form');
    const form = page.locator('main #form');
    const top = () => form.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 5_000 }).toBeLessThan(400);
    // Once the page has settled it is still there.
    await page.waitForLoadState('networkidle');
    expect(await top()).toBeLessThan(400);
    expect(await top()).toBeGreaterThan(-100);
    await expect(form.getByRole('heading', { level: 2 }).first()).toBeInViewport();
  });
}
