// The portfolio case page (SPEC 2.8, 2.9) on the demo cases: the head, every block type, the
// sliders, prev/next, the 404s, WordPress failing, hostile HTML and the metadata.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WP_API, WP_ORIGIN } from '../helpers/wp';

const SITE_URL = (process.env.SITE_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(
  /\/+$/,
  '',
);

type Neighbour = { slug: string; title: string } | null;

async function neighbours(page: Page, slug: string): Promise<{ prev: Neighbour; next: Neighbour }> {
  const res = await page.request.get(`${WP_API}/portfolio/${slug}`);
  const body = (await res.json()) as { data: { prev_case: Neighbour; next_case: Neighbour } };
  return { prev: body.data.prev_case, next: body.data.next_case };
}

function block(page: Page, type: string): Locator {
  return page.locator(`[data-block="${type}"]`);
}

async function blockTypes(page: Page): Promise<string[]> {
  return page
    .locator('[data-block]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block') ?? ''));
}

async function openCase(page: Page, slug: string) {
  const response = await page.goto(`/cases/${slug}/`);
  expect(response?.status(), slug).toBe(200);
  return response;
}

test.describe('head and frame', () => {
  test('the head: chips, h1, Назад, outer link (host only, new tab), description', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const head = page.locator('article[data-case-page] > header');
    await expect(head.getByRole('list', { name: 'Направления' }).getByRole('listitem')).toHaveText([
      'Спорт',
      'Веб-сервисы',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Сайт и билетная система футбольного клуба «Волна»',
    );
    await expect(head.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/cases/');
    const outer = head.locator('[data-outer-link]');
    await expect(outer).toHaveText('fc-volna.example');
    await expect(outer).toHaveAttribute('href', 'https://fc-volna.example/');
    await expect(outer).toHaveAttribute('target', '_blank');
    await expect(outer).toHaveAttribute('rel', /noopener/);
    await expect(head).toContainText('Пиковая нагрузка в день старта продаж');
    await expect(head).toHaveCSS('background-color', 'rgb(15, 39, 64)');
  });

  test('the outer link is hidden when case_outer_link is not a URL', async ({ page }) => {
    await openCase(page, 'restorany-kalina');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-outer-link]')).toHaveCount(0);
  });

  test('the scroll-down anchor leads to the first block', async ({ page }) => {
    await openCase(page, 'fk-volna');
    const first = page.locator('#first-block');
    await expect(first).toHaveAttribute('data-block', 'offering');
    await page.getByRole('link', { name: 'Прокрутить к описанию проекта' }).click();
    await expect(page).toHaveURL(/#first-block$/);
    await expect
      .poll(async () => (await first.boundingBox())?.y ?? 9999, { timeout: 5000 })
      .toBeLessThan(120);
  });

  test('white page, dark header, reading progress, waves and footer', async ({ page }) => {
    await openCase(page, 'fk-volna');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('article[data-case-page]')).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await expect(page.getByRole('banner').first()).toHaveAttribute('data-variant', 'dark');
    const progress = page.getByRole('progressbar', { name: 'Прогресс чтения' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
      .toBeGreaterThan(30);
    await expect(
      page.locator('article[data-case-page] > div[aria-hidden="true"] svg'),
    ).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('constructor blocks', () => {
  test('blocks render in order; offering shows client, year, tasks, offers and technologies', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    expect(await blockTypes(page)).toEqual([
      'offering',
      'case_page',
      'column_with_slider',
      'mobile_version',
      'review',
      'case_cooperation_with_list',
      'list',
      'create_solutions',
    ]);
    const offering = block(page, 'offering');
    await expect(offering.getByText('Клиент')).toBeVisible();
    await expect(offering.getByText('Год')).toBeVisible();
    await expect(offering).toContainText('2025');
    await expect(offering.getByRole('heading', { name: 'Задача' })).toBeVisible();
    await expect(offering.getByRole('heading', { name: 'Что мы предложили' })).toBeVisible();
    await expect(offering.getByRole('heading', { name: 'Технологии' })).toBeVisible();
    await expect(offering.locator('h3 + ul > li')).toHaveText([
      'Laravel',
      'Vue.js + NUXT',
      'PostgreSQL',
      'Redis',
      'Flutter',
    ]);
  });

  test("offering hides 'Технологии' without technologies and defaults its colours to white", async ({
    page,
  }) => {
    await openCase(page, 'beg-goroda');
    await expect(block(page, 'offering')).toBeVisible();
    await expect(block(page, 'offering').getByText('Технологии')).toHaveCount(0);
    await openCase(page, 'lavka-severa');
    await expect(block(page, 'offering').locator('h2').first()).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
  });

  test("case_page: the image is on the left for 'Слева', on the right otherwise", async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    await expect(block(page, 'case_page').locator('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'left',
    );
    const left = block(page, 'case_page');
    const imageX = (await left.locator('figure').boundingBox())!.x;
    const textX = (await left.getByRole('heading').boundingBox())!.x;
    expect(imageX).toBeLessThan(textX);
    await openCase(page, 'severnyy-put');
    await expect(block(page, 'case_page').locator('[data-image-side]')).toHaveAttribute(
      'data-image-side',
      'right',
    );
  });

  test('case_design, opportunity, list (marker colour), column and morphing_link', async ({
    page,
  }) => {
    await openCase(page, 'lavka-severa');
    await expect(block(page, 'case_design').getByRole('heading', { name: 'Дизайн' })).toBeVisible();
    await expect(block(page, 'opportunity').getByRole('heading')).toHaveText('Каталог и фильтры');
    const marker = block(page, 'list').locator('li > span[aria-hidden="true"]').first();
    await expect(marker).toHaveCSS('background-color', 'rgb(111, 143, 58)');
    const slider = block(page, 'column').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    const link = block(page, 'morphing_link').getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://lavka-severa.example/catalog/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('functional-create (white title), opportunity_with_list, column_with_list, cooperation without wave', async ({
    page,
  }) => {
    await openCase(page, 'teatr-na-naberezhnoy');
    await expect(block(page, 'functional-create').locator('h2')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
    await expect(block(page, 'opportunity_with_list').getByRole('listitem')).toHaveCount(4);
    await expect(
      block(page, 'column_with_list').locator('ul').first().getByRole('listitem'),
    ).toHaveCount(3);
    const cooperation = block(page, 'case_cooperation_with_list');
    await expect(cooperation.getByText('Сотрудничество', { exact: true })).toBeVisible();
    await expect(cooperation.locator('[data-wave]')).toHaveCount(0);
  });

  test('review, cooperation with its wave, control_system numbered from 1', async ({ page }) => {
    await openCase(page, 'fk-volna');
    const review = block(page, 'review');
    await expect(review.getByRole('heading', { name: 'Отзыв о проекте' })).toBeVisible();
    await expect(review).toContainText('Игорь Шестаков');
    await expect(review).toContainText('директор по маркетингу ФК «Волна»');
    const cooperation = block(page, 'case_cooperation_with_list');
    await expect(cooperation.getByText('Сотрудничество', { exact: true })).toBeVisible();
    await expect(cooperation.locator('[data-wave] path')).toHaveAttribute('fill', '#ffffff');
    await expect(cooperation.locator('img').first()).toBeVisible();

    await openCase(page, 'prilozhenie-kolos');
    const numbers = block(page, 'control_system').locator('ol > li > span:first-child');
    await expect(numbers).toHaveText(['1', '2', '3', '4']);
    await expect(block(page, 'functional-create').locator('h2')).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
  });

  test("create_solutions: only when show, one promo per category with 'Подробнее'", async ({
    page,
  }) => {
    const expected: [string, string][] = [
      ['fk-volna', '/sportsite/'],
      ['lavka-severa', '/ecommerce/'],
      ['teatr-na-naberezhnoy', '/culture/'],
      ['kabinet-dilera-teploliniya', '/webapps/'],
    ];
    for (const [slug, href] of expected) {
      await openCase(page, slug);
      const promo = block(page, 'create_solutions');
      await expect(promo.getByRole('article').getByRole('listitem')).toHaveCount(3);
      await expect(promo.getByRole('article').getByRole('img')).toBeVisible();
      await expect(promo.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', href);
    }
    // create_solution is one site-wide setting (WP-API.md): every case shows the same options.
    const res = await page.request.get(`${WP_API}/portfolio/fk-volna`);
    const options = ((await res.json()) as { data: { create_solution: { title_span: string } } })
      .data.create_solution;
    expect(options.title_span).toBe('для вашего бизнеса');
    for (const slug of ['fk-volna', 'teatr-na-naberezhnoy']) {
      await openCase(page, slug);
      await expect(block(page, 'create_solutions').locator('h2')).toHaveText(
        /^Создадим\s+сайт\s+для\s+вашего\s+бизнеса$/,
      );
    }
    await openCase(page, 'restorany-kalina');
    await expect(block(page, 'create_solutions')).toHaveCount(0);
  });

  test('no blocks when is_constructor is false; unknown blocks skipped while the rest renders', async ({
    page,
  }) => {
    await openCase(page, 'muzey-chasov');
    expect(await blockTypes(page)).toEqual([]);
    await expect(page.getByText('Конструктор кейса выключен')).toHaveCount(0);
    await openCase(page, 'severnyy-put');
    expect(await blockTypes(page)).toEqual([
      'offering',
      'column',
      'case_page',
      'opportunity',
      'list',
      'create_solutions',
    ]);
    await expect(
      block(page, 'create_solutions').getByRole('link', { name: 'Подробнее' }),
    ).toHaveAttribute('href', '/webapps/');
  });
});

test.describe('sliders', () => {
  async function activeIndex(slider: Locator): Promise<string | null> {
    return slider.locator('.splide__slide.is-active').first().getAttribute('id');
  }

  test('the case image slider is looped, centred, gap 60px, no arrows, and moves', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const slider = block(page, 'column_with_slider').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider).toHaveClass(/splide--loop/);
    await expect(slider.locator('.splide__arrows')).toHaveCount(0);
    const active = slider.locator('.splide__slide.is-active').first();
    await expect(active).toHaveCSS('margin-right', '60px');
    const box = (await active.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(4);
    const before = await activeIndex(slider);
    await slider.locator('.splide__pagination__page').nth(1).click();
    await expect.poll(() => activeIndex(slider)).not.toBe(before);
  });

  test('the mobile-version slider shows 4 per page with gap 45px and 10vw padding', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const slider = block(page, 'mobile_version').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider).toHaveClass(/splide--loop/);
    await expect(slider.locator('.splide__arrows')).toHaveCount(0);
    await expect(slider.locator('.splide__track')).toHaveCSS('padding-left', '144px');
    const slide = slider.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '45px');
    const width = (await slide.boundingBox())!.width;
    expect(Math.abs(width - (1440 - 2 * 144 - 3 * 45) / 4)).toBeLessThan(3);
  });

  test('at 1024px the mobile-version slider shows 3 per page, gap 20px, padding 5vw, and moves by 1', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openCase(page, 'fk-volna');
    const slider = block(page, 'mobile_version').locator('.splide');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
    await expect(slider.locator('.splide__track')).toHaveCSS('padding-left', '51.2px');
    const slide = slider.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '20px');
    const width = (await slide.boundingBox())!.width;
    expect(Math.abs(width - (1024 - 2 * 51.2 - 2 * 20) / 3)).toBeLessThan(3);
    const before = await activeIndex(slider);
    await slider.locator('.splide__pagination__page').nth(1).click();
    await expect.poll(() => activeIndex(slider)).not.toBe(before);
  });

  test('on a phone: one centred screen with gap 15px; the case slider gap is 30px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCase(page, 'fk-volna');
    const mobile = block(page, 'mobile_version').locator('.splide');
    await mobile.scrollIntoViewIfNeeded();
    await expect(mobile).toHaveClass(/is-initialized/);
    const slide = mobile.locator('.splide__slide.is-active').first();
    await expect(slide).toHaveCSS('margin-right', '15px');
    const box = (await slide.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThan(4);
    const cases = block(page, 'column_with_slider').locator('.splide');
    await cases.scrollIntoViewIfNeeded();
    await expect(cases.locator('.splide__slide.is-active').first()).toHaveCSS(
      'margin-right',
      '30px',
    );
  });
});

test.describe('previous and next case', () => {
  test("two items, 'Кейс' + title + image, linking to /cases/{slug} without a trailing slash", async ({
    page,
  }) => {
    const { prev, next } = await neighbours(page, 'fk-volna');
    await openCase(page, 'fk-volna');
    const nav = page.getByRole('navigation', { name: 'Другие кейсы' });
    const items = nav.locator('a[data-nav]');
    await expect(items).toHaveCount(2);
    await expect(nav.locator('[data-subtitle]')).toHaveText(['Кейс', 'Кейс']);
    await expect(nav.locator('a[data-nav="prev"]')).toHaveAttribute('href', `/cases/${prev!.slug}`);
    await expect(nav.locator('a[data-nav="next"]')).toHaveAttribute('href', `/cases/${next!.slug}`);
    await expect(nav.locator('a[data-nav="prev"]')).toContainText(prev!.title);
    await expect(nav.locator('a[data-nav="next"]')).toContainText(next!.title);
    await expect(items.locator('img')).toHaveCount(2);
    await nav.locator('a[data-nav="next"]').click();
    await expect(page).toHaveURL(new RegExp(`/cases/${next!.slug}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next!.title);
  });
});

test.describe('previous and next case at the ends of the portfolio', () => {
  /** The case at a position of the portfolio order (the list WordPress answers, one per page). */
  async function caseAt(page: Page, position: 'first' | 'last'): Promise<string> {
    const first = await page.request.get(`${WP_API}/portfolio?page=1&count=1`);
    const body = (await first.json()) as {
      data: { portfolio: { slug: string }[] };
      meta: { total: number };
    };
    if (position === 'first') return body.data.portfolio[0]!.slug;
    const last = await page.request.get(`${WP_API}/portfolio?page=${body.meta.total}&count=1`);
    return ((await last.json()) as { data: { portfolio: { slug: string }[] } }).data.portfolio[0]!
      .slug;
  }

  test('the first case links only to the next one, the last only to the previous one', async ({
    page,
  }) => {
    for (const [position, shown, missing] of [
      ['first', 'next', 'prev'],
      ['last', 'prev', 'next'],
    ] as const) {
      const slug = await caseAt(page, position);
      const wp = await neighbours(page, slug);
      expect(wp[missing], `${position}: ${slug}`).toBeNull();
      await openCase(page, slug);
      const nav = page.getByRole('navigation', { name: 'Другие кейсы' });
      await expect(nav.locator('a[data-nav]')).toHaveCount(1);
      await expect(nav.locator(`a[data-nav="${missing}"]`)).toHaveCount(0);
      await expect(nav.locator(`a[data-nav="${shown}"]`)).toHaveAttribute(
        'href',
        `/cases/${wp[shown]!.slug}`,
      );
      // On a wide screen a lone 'next' keeps the right-hand column, a lone 'previous' the left.
      await page.setViewportSize({ width: 1440, height: 900 });
      const card = nav.locator(`a[data-nav="${shown}"]`);
      await card.scrollIntoViewIfNeeded();
      const [cardBox, navBox] = await Promise.all([card.boundingBox(), nav.boundingBox()]);
      const cardCentre = cardBox!.x + cardBox!.width / 2;
      const navCentre = navBox!.x + navBox!.width / 2;
      expect(shown === 'next' ? cardCentre > navCentre : cardCentre < navCentre, position).toBe(
        true,
      );
    }
  });
});

test.describe('not found and failures', () => {
  test('an unpublished or unknown case (WordPress: 404 without success) is a 404 page', async ({
    page,
  }) => {
    for (const slug of ['archived-case', 'no-such-case']) {
      const wp = await page.request.get(`${WP_API}/portfolio/${slug}`);
      expect(wp.status(), slug).toBe(404);
      expect(await wp.json()).toEqual({ success: false });
      const response = await page.goto(`/cases/${slug}/`);
      expect(response?.status(), slug).toBe(404);
      await expect(page.getByText('Такой страницы больше не существует')).toBeVisible();
    }
  });

  test('odd slugs are 404s, never 500s', async ({ request }) => {
    for (const path of [
      '/cases/..%2F..%2Fadmin/',
      '/cases/%3Cscript%3E/',
      `/cases/${'x'.repeat(300)}/`,
      '/cases/a%20b/',
      '/cases/%E2%80%AE/',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });
});

test.describe('hostile HTML from WordPress', () => {
  test('nothing executes and no javascript: link survives', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openCase(page, 'fitnes-puls');
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await page.locator('[data-block] img').first().hover();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const bad = await page
      .locator('main [href], main [src]')
      .evaluateAll((els) =>
        els
          .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
          .filter((v) => /^\s*javascript:/i.test(v)),
      );
    expect(bad).toEqual([]);
    await expect(page.locator('[data-outer-link]')).toHaveCount(0);
    await expect(block(page, 'morphing_link')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('<script');
    await expect(page.locator('main')).not.toContainText('onerror');
  });
});

test.describe('metadata', () => {
  test('title, canonical, description and Open Graph per SPEC 2.8, plus JSON-LD', async ({
    page,
  }) => {
    await openCase(page, 'fk-volna');
    const url = `${SITE_URL}/cases/fk-volna/`;
    const meta = (selector: string) => page.locator(selector).first();
    await expect(page).toHaveTitle('Сайт и билетная система футбольного клуба «Волна»');
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(meta('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
    await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', 'Орбита');
    const description =
      'Как мы перенесли продажу билетов футбольного клуба на собственный сайт и выдержали 40 тысяч посетителей за десять минут.';
    await expect(meta('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(meta('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Кейс: сайт и билетная система ФК «Волна» — студия «Орбита»',
    );
    await expect(meta('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${WP_ORIGIN}/wp-content/uploads/og/volna-og.jpg`,
    );
    await expect(meta('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(meta('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(meta('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/jpeg');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) => {
      const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
      return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
    });
    expect(types).toEqual(expect.arrayContaining(['CreativeWork', 'BreadcrumbList']));
  });

  test('hostile seo fields come out as plain text', async ({ page }) => {
    await openCase(page, 'fitnes-puls');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).not.toMatch(/<script/i);
    const head = await page.evaluate(() => document.head.innerHTML);
    expect(head).not.toMatch(/window\.__xss=1<\/script>/);
  });
});
