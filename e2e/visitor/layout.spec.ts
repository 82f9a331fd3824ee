// What a visitor does with the header, the menu, the contacts modal and the mobile bar.
import { expect, test, type Page } from '@playwright/test';
import { wpHeaderCounts, SITE_ORIGIN } from '../helpers/wp';

const MENU_LINKS: [string, string][] = [
  ['О компании', '/about/'],
  ['Блог', '/blog/'],
  ['Портфолио', '/cases/'],
  ['Решения', '/solutions/'],
  ['Вакансии', '/vacancies/'],
  ['Контакты', '/contacts/'],
  ['Веб-сервисы', '/webapps/'],
  ['Магазины', '/ecommerce/'],
  ['Спорт', '/sportsite/'],
  ['Культура', '/culture/'],
  ['Рестораны', '/restaurant/'],
  ['Личные кабинеты', '/account/'],
  ['Разработка ИТ-продукта', '/mvp/'],
  ['Доработка и развитие', '/development/'],
  ['Техническая поддержка', '/support/'],
  ['Мобильные приложения', '/flutter/'],
  ['Laravel', '/laravel/'],
  ['1C-Битрикс', '/bitrix/'],
  ['WordPress', '/wordpress/'],
  ['Vue.js + NUXT', '/vue/'],
  ['React', '/react/'],
  ['Flutter', '/flutter/'],
  ['Аналитика и UX-проектирование', '/services/analytics/'],
  ['UI-дизайн интерфейсов', '/services/design/'],
  ['Frontend разработка', '/services/frontend/'],
  ['Backend разработка', '/services/backend/'],
  ['Поисковая оптимизация (SEO)', '/services/seo/'],
];

const menu = (page: Page) => page.locator('#site-menu');
const burger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /меню/ });
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test.describe('header (SPEC 2.2)', () => {
  test('links: Call, messenger in a new tab, logo home, e-mail', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    const messenger = header.getByRole('link', { name: /^Написать в / });
    await expect(messenger).toHaveAttribute('target', '_blank');
    await expect(messenger).toHaveAttribute('rel', /noopener/);
    await expect(messenger).toHaveAttribute('href', /^https:\/\//);
    await expect(header.getByRole('link', { name: 'Написать на почту' })).toHaveAttribute(
      'href',
      /^mailto:.+@/,
    );
    await header.getByRole('link', { name: /на главную/ }).click();
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  });

  test('becomes scrolled at 50px and returns below', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await scrollTo(page, 60);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(page, 10);
    await expect(header).not.toHaveAttribute('data-scrolled');
  });
});

test.describe('menu (SPEC 2.3)', () => {
  test('shows the counts from the header call', async ({ page, request }) => {
    const counts = await wpHeaderCounts(request);
    await page.goto('/');
    await burger(page).click();
    await expect(menu(page).locator('[data-count="articles"]')).toHaveText(String(counts.articles));
    await expect(menu(page).locator('[data-count="cases"]')).toHaveText(String(counts.cases));
    await expect(menu(page).locator('[data-count="vacancy"]')).toHaveText(String(counts.vacancy));
  });

  test('opens, locks scroll, closes on Escape and restores the scroll position', async ({
    page,
  }) => {
    await page.goto('/about/');
    await scrollTo(page, 300);
    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await expect(burger(page)).toBeFocused();
  });

  test('the burger toggles it closed again', async ({ page }) => {
    await page.goto('/');
    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    await burger(page).click();
    await expect(menu(page)).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/');
    await burger(page).click();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('#site-menu'));
      expect(inside).toBe(true);
    }
  });

  test('prefetches its routes only once opened, not on every page load', async ({ page }) => {
    const prefetched = new Set<string>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname);
    });
    await page.goto('/');
    // Menu routes that no link in the first screen outside the menu points to (those may be
    // prefetched rightly; the rest of the page is below the fold).
    const menuOnly = await page.evaluate(() => {
      const paths = (links: Element[]) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname);
      const all = [...document.querySelectorAll('a[href^="/"]')];
      const onScreen = (a: Element) => {
        const r = a.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      };
      const outside = new Set(paths(all.filter((a) => !a.closest('#site-menu') && onScreen(a))));
      return [...new Set(paths(all.filter((a) => a.closest('#site-menu'))))].filter(
        (p) => !outside.has(p),
      );
    });
    expect(menuOnly.length).toBeGreaterThan(5);
    // Next prefetches visible links when the browser is idle after load: give it the time.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    expect(menuOnly.filter((p) => prefetched.has(p))).toEqual([]);

    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    await expect.poll(() => menuOnly.filter((p) => prefetched.has(p)).length).toBeGreaterThan(0);
  });

  for (const [label, href] of MENU_LINKS) {
    test(`"${label}" leads to ${href} and closes the menu`, async ({ page }) => {
      await page.goto('/');
      await burger(page).click();
      const link = menu(page)
        .getByRole('link', { name: label, exact: false })
        .filter({ hasText: label })
        .first();
      await expect(link).toHaveAttribute('href', href);
      await link.click();
      await expect(page).toHaveURL(`${SITE_ORIGIN}${href}`);
      await expect(menu(page)).toBeHidden();
      expect(await bodyOverflow(page)).toBe('');
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test.describe('contacts modal (SPEC 2.4)', () => {
  test('Call opens it with phone, e-mail and messenger; Escape closes it and restores scroll', async ({
    page,
  }) => {
    await page.goto('/about/');
    await scrollTo(page, 200);
    await page.getByRole('banner').getByRole('button', { name: 'Позвонить' }).click();
    const dialog = page.getByRole('dialog', { name: /Расскажите/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^\+7/ })).toHaveAttribute(
      'href',
      /^tel:\+7\d{10}$/,
    );
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(dialog.getByRole('link', { name: /^Написать в / })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await bodyOverflow(page)).toBe('hidden');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest('[role="dialog"][aria-modal="true"]'),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
  });

  test('the close button and a click outside close it', async ({ page }) => {
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('button', { name: 'Позвонить' });
    await call.click();
    await page.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Расскажите/ })).toBeHidden();
    await call.click();
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog', { name: /Расскажите/ })).toBeHidden();
    expect(await bodyOverflow(page)).toBe('');
  });
});

test.describe('mobile (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar holds e-mail and Call and takes the scroll style at 50px', async ({
    page,
  }) => {
    await page.goto('/about/');
    const bar = page.getByRole('navigation', { name: 'Быстрая связь' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /Почта/ })).toHaveAttribute('href', /^mailto:/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Написать на почту' }),
    ).toBeHidden();
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await scrollTo(page, 80);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await bar.getByRole('button', { name: /Позвонить/ }).click();
    await expect(page.getByRole('dialog', { name: /Расскажите/ })).toBeVisible();
  });

  test('the menu fits the phone and closes on a link', async ({ page }) => {
    await page.goto('/');
    await burger(page).click();
    await expect(menu(page).getByRole('link', { name: /Портфолио/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await menu(page)
      .getByRole('link', { name: /Портфолио/ })
      .click();
    await expect(page).toHaveURL(/\/cases\/$/);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('page chrome', () => {
  test('a route change shows the 5px #49b6c3 loading bar', async ({ page }) => {
    await page.goto('/about/');
    // The bar's code arrives once the browser is idle after the load; it injects its styles.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('#nprogress')),
    );
    // Hold the next page's server-component payload until the bar has been read, so a busy
    // machine cannot finish the navigation (and remove the bar) between the checks.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(contacts)\/.*_rsc=|\/contacts\/\?_rsc=/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Контакты', exact: true })
      .click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const style = await bar.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { height: computed.height, color: computed.backgroundColor };
    });
    release();
    expect(style).toEqual({ height: '5px', color: 'rgb(73, 182, 195)' });
    await expect(page).toHaveURL(/\/contacts\/$/);
  });

  test('the stand-in font breaks lines where Montserrat does (no shift when it swaps in)', async ({
    page,
  }) => {
    await page.goto('/about/');
    // Montserrat has swapped in (lib/layout/font-swap.ts): the body's stack names it again.
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts-loading');
    const widths = await page.evaluate(async () => {
      await document.fonts.ready;
      const text =
        'Проектируем, рисуем и разрабатываем под ключ порталы для клиентов, партнёров и сотрудников.';
      const family = getComputedStyle(document.body).fontFamily;
      if (!family.includes('Montserrat Fallback')) return null;
      const measure = (fontFamily: string, weight: number) => {
        const span = document.createElement('span');
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:40px;font-weight:${weight}`;
        span.style.fontFamily = fontFamily;
        span.textContent = text;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      // Is any Arial-metric face installed here at all? (A probe outside the site's CSS.) Without
      // one, loading the stand-in itself fails with a NetworkError.
      const probe = new FontFace(
        'probe',
        "local('Arial'), local('Liberation Sans'), local('Roboto')",
      );
      const installed = await probe.load().then(
        () => true,
        () => false,
      );
      if (!installed) return { missing: true };
      await Promise.all(
        [400, 700].flatMap((w) => [
          document.fonts.load(`${w} 40px "Montserrat Fallback"`, text),
          document.fonts.load(`${w} 40px ${family}`, text),
        ]),
      );
      return [400, 700].map((w) => measure('"Montserrat Fallback"', w) / measure(family, w));
    });
    expect(widths, 'the body font stack names the stand-in').not.toBeNull();
    test.skip(
      !Array.isArray(widths),
      'no Arial-metric font (Arial, Liberation Sans, Arimo, Roboto) on this machine',
    );
    for (const ratio of widths as number[]) expect(Math.abs(ratio - 1)).toBeLessThan(0.03);
  });

  test("a returning visitor's first page after a deploy waits in the stand-in for both faces: no half-and-half lines", async ({
    page,
  }) => {
    // The browser remembers another build's faces (lib/layout/font-swap.ts): their URLs were
    // other files, so neither face is cached. Starting in Montserrat, the Latin face came first
    // and /sportsite/'s partners moved at 412 px while the Cyrillic one was on its way.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      localStorage.setItem('studio:fonts', 'an-older-build');
      (window as Window & { shifts?: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as Window & { shifts?: number }).shifts! += (
            entry as unknown as { value: number }
          ).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/cyrillic[^/]*\.woff2/, async (route) => {
      await held;
      await route.continue();
    });
    const latin = page.waitForResponse(/latin[^/]*\.woff2/);
    // A face on its way holds the load event back: wait for the parser only.
    await page.goto('/sportsite/', { waitUntil: 'domcontentloaded' });
    await latin;
    // The Latin face is in, the Cyrillic one held: the whole page stays in its stand-in.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    await expect(page.locator('html')).toHaveAttribute('data-fonts-loading', '');
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts-loading');
    const after = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return {
        shifts: (window as Window & { shifts?: number }).shifts,
        remembered: localStorage.getItem('studio:fonts'),
      };
    });
    expect(after.shifts).toBe(0);
    // Now this build's: its next page starts in Montserrat.
    expect(after.remembered).not.toBe('an-older-build');
    expect(after.remembered).toBeTruthy();
  });

  test('fonts are self-hosted, with a Cyrillic face', async ({ page }) => {
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.woff2')) fonts.push(r.url());
    });
    await page.goto('/about/');
    // Asked for after the first frame, both at once (lib/layout/font-swap.ts).
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts-loading');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.every((u) => u.startsWith(`${SITE_ORIGIN}/_next/static/media/`))).toBe(true);
    const cyrillicLoaded = await page.evaluate(() =>
      [...document.fonts].some((f) => f.status === 'loaded' && /[Cc]yrillic/.test(f.family)),
    );
    expect(cyrillicLoaded).toBe(true);
  });
});
