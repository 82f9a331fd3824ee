// The personal-account landing at /support/ (SPEC 2.10, 2.12): sections and anchors, the skipping
// header, structured data and share image, the pinned #examples stack and #cases paging.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../helpers/html';

const SECTION_IDS = ['types', 'integrations', 'techs', 'examples', 'cases', 'bye'];

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1]!;
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** Opens the landing and waits until its scripts have loaded (the client leaves are hydrated). */
async function open(page: Page) {
  const response = await page.goto('/support/');
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Where the section `id` is against the sticky bars; `landed` once it sits just below them, where
 * an in-page link should put it (the figures say where it went when it did not).
 */
function placeOf(page: Page, id: string) {
  return page.evaluate((target) => {
    const top = Math.round(document.getElementById(target)!.getBoundingClientRect().top);
    const barsBottom = Math.round(
      document.querySelector('[data-landing-nav]')!.getBoundingClientRect().bottom,
    );
    return { landed: top >= barsBottom - 1 && top < 400, top, barsBottom, y: window.scrollY };
  }, id);
}

const LANDED = expect.objectContaining({ landed: true });

async function scrollBy(page: Page, dy: number, steps = 6) {
  for (let s = 0; s < steps; s++) {
    await page.mouse.wheel(0, dy / steps);
    await page.waitForTimeout(60);
  }
}

test.describe('/support/ — the personal-account landing', () => {
  test('renders the sections in SPEC order without console errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await open(page);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    const ids = await page
      .locator('main [id]')
      .evaluateAll(
        (nodes, wanted) => nodes.map((n) => n.id).filter((id) => wanted.includes(id)),
        SECTION_IDS,
      );
    expect(ids).toEqual(SECTION_IDS);
    await expect(page.locator('[data-ticker] ul').first()).toHaveAttribute(
      'aria-label',
      /Для\s+кого/,
    );
    await expect(page.locator('[data-ticker] ul[aria-hidden="true"]')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'Частые вопросы о разработке ЛК' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the highlighted nav link 'Бесплатный просчёт разработки' lands on #bye below the bars", async ({
    page,
  }) => {
    await open(page);
    const nav = page.getByRole('navigation', { name: 'Разделы страницы' });
    const cta = nav.getByRole('link', { name: 'Бесплатный просчёт разработки', exact: true });
    await expect(cta).toHaveAttribute('href', '#bye');
    await cta.click();
    await expect(page).toHaveURL(/#bye$/);
    await expect.poll(() => placeOf(page, 'bye')).toEqual(LANDED);
  });

  // The #examples stack pins only once its GSAP chunk has arrived, and pinning adds the pin's
  // scroll length above #cases and #bye and refreshes ScrollTrigger, which scrolls the page to 0
  // and back. Arriving during the smooth scroll of a jump, it used to cut the scroll short (the
  // jump ended thousands of pixels above #bye); after a jump, it left the target 400–1 800 px
  // below where it was. The pin now waits for the scroll to end and keeps the section in view.
  test('the jump to #bye holds when the stack pins while the page scrolls', async ({ page }) => {
    let clicked = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Scripts asked for after the load event (the stack's GSAP chunk among them) wait for the click.
    await page.route('**/_next/static/chunks/**', async (route) => {
      const late = await page.evaluate(() => document.readyState === 'complete').catch(() => false);
      if (late && !clicked) await held;
      await route.continue();
    });
    await page.goto('/support/');
    // On at load, after hydration: the layout's jump handler is in place too.
    await expect(page.locator('[data-examples-stack]')).toHaveAttribute(
      'data-examples-stack',
      'on',
    );
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Разделы страницы' });
    await nav.getByRole('link', { name: 'Бесплатный просчёт разработки', exact: true }).click();
    clicked = true;
    // The chunk arrives while the smooth scroll is under way.
    await page.waitForTimeout(150);
    release();
    await expect(page.locator('.pin-spacer')).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => placeOf(page, 'bye')).toEqual(LANDED);
    // …and it stays there: no refresh scrolls it away afterwards.
    await page.waitForTimeout(600);
    expect(await placeOf(page, 'bye')).toEqual(LANDED);
  });

  for (const id of ['cases', 'bye']) {
    test(`a link to /support/#${id} keeps #${id} in view once the stack above it pins`, async ({
      page,
    }) => {
      await page.goto(`/support/#${id}`);
      await expect(page.locator('.pin-spacer')).toHaveCount(1, { timeout: 15_000 });
      await expect.poll(() => placeOf(page, id)).toEqual(LANDED);
      await page.waitForTimeout(600);
      expect(await placeOf(page, id)).toEqual(LANDED);
    });
  }

  test('the header hides on scroll down and returns on scroll up', async ({ page }) => {
    await open(page);
    const header = page.getByRole('banner');
    await page.mouse.move(700, 500);
    await scrollBy(page, 900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect
      .poll(() => header.evaluate((h) => h.getBoundingClientRect().bottom))
      .toBeLessThanOrEqual(1);
    await scrollBy(page, -300);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect.poll(() => header.evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
  });

  test('metadata: canonical /support/, Open Graph 750×750 JPEG, JSON-LD Service and FAQPage', async ({
    page,
    request,
  }) => {
    await open(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/support\/$/);
    const og = async (p: string) =>
      page.locator(`meta[property="og:${p}"]`).first().getAttribute('content');
    expect(await og('locale')).toBe('ru_RU');
    expect(await og('type')).toBe('website');
    expect(await og('site_name')).toBe('Орбита');
    expect(await og('image:width')).toBe('750');
    expect(await og('image:height')).toBe('750');
    expect(await og('image:type')).toBe('image/jpeg');
    const imageUrl = (await og('image'))!;
    expect(imageUrl).toMatch(/\/og\/landing-account\.jpg$/);
    const image = await request.get(new URL(imageUrl).pathname);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await image.body())).toEqual({ width: 750, height: 750 });

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.flatMap((n) => [JSON.parse(n.textContent ?? 'null')].flat()));
    const service = data.find((d) => d['@type'] === 'Service');
    const origin = new URL(canonical!).origin;
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Разработка личных кабинетов',
      url: `${origin}/account/`,
      mainEntityOfPage: `${origin}/account/`,
      areaServed: 'Worldwide',
      provider: { '@type': 'Organization', name: 'Орбита' },
    });
    expect(typeof service.serviceType).toBe('string');
    const faq = data.find((d) => d['@type'] === 'FAQPage');
    await expect(page.locator('#faq details')).toHaveCount(faq.mainEntity.length);
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(6);
  });

  test('#integrations tabs follow the arrow keys', async ({ page }) => {
    await open(page);
    const tabs = page.locator('#integrations').getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#integrations').getByRole('tabpanel')).toContainText('Эвотор');
    await page.keyboard.press('End');
    await expect(page.locator('#integrations').getByRole('tabpanel')).toContainText('Radario');
  });

  test('#examples is a pinned stack at 1440px and plain panels at 1024px', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page);
    const stack = page.locator('[data-examples-stack]');
    await expect(stack).toHaveAttribute('data-examples-stack', 'on');
    await expect(page.locator('.pin-spacer')).toHaveCount(1);
    const panels = stack.locator('[data-example-panel]');
    await expect(panels).toHaveCount(4);
    await expect(panels.filter({ hasText: 'NDA' })).toHaveCount(1);

    const transformOf = () => panels.nth(1).evaluate((el) => getComputedStyle(el).transform);
    await stack.scrollIntoViewIfNeeded();
    const before = await transformOf();
    await scrollBy(page, 600);
    await expect.poll(transformOf).not.toBe(before);

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(stack).toHaveAttribute('data-examples-stack', 'off');
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    for (const style of [
      await stack.getAttribute('style'),
      ...(await panels.evaluateAll((ps) => ps.map((p) => p.getAttribute('style')))),
    ]) {
      expect(style ?? '').toBe('');
    }
    expect(errors).toEqual([]);
  });

  test('at 1024px on load there is no pin and no inline transform', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await open(page);
    await page.waitForTimeout(400);
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    const styles = await page
      .locator('[data-example-panel]')
      .evaluateAll((ps) => ps.map((p) => (p as HTMLElement).style.transform));
    expect(styles).toEqual(['', '', '', '']);
  });

  test("'Показать ещё' in #cases appends the next cases of the personal-account category", async ({
    page,
  }) => {
    await open(page);
    const cases = page.locator('#cases');
    const cards = cases.locator('article');
    await expect(cards).toHaveCount(4);
    await expect(cases.getByRole('group', { name: 'Направления' })).toHaveCount(0);
    const first = await cards.first().locator('h3').textContent();
    await cases.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(cards).toHaveCount(5);
    expect(await cards.first().locator('h3').textContent()).toBe(first);
    for (const chips of await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''))) {
      expect(chips).toContain('Личные кабинеты');
    }
    await expect(cases.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
  });

  test('/account/ links prominently to the landing', async ({ page }) => {
    await page.goto('/account/');
    const link = page.getByRole('link', { name: 'Подробнее о разработке личных кабинетов' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/support\/$/);
  });
});
