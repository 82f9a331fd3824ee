// The messenger widget (SPEC 1): it arrives after the page is idle (not in the server HTML, its
// own chunk), opens a panel with the messenger, e-mail, phone and «Заказать звонок», works from
// the keyboard, and on a phone keeps clear of the mobile bar and of the discussion form.
import { expect, test, type Page } from '@playwright/test';

const launcher = (page: Page) => page.getByRole('button', { name: 'Связаться с нами' });
const panel = (page: Page) => page.getByRole('dialog', { name: /^Как\sвам удобнее связаться/ });
const contactsModal = (page: Page) => page.getByRole('dialog', { name: /Расскажите/ });

test.describe('desktop (1440px)', () => {
  test('is not in the server HTML; its code is a chunk the page did not list', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-messenger-launcher');
    expect(html).not.toContain('aria-label="Связаться с нами"');

    const chunks = new Map<string, Promise<string>>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js'))
        chunks.set(
          url.pathname,
          res.text().catch(() => ''),
        );
    });
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();

    const widgetChunks: string[] = [];
    for (const [path, body] of chunks) {
      if ((await body).includes('data-messenger-launcher')) widgetChunks.push(path);
    }
    expect(widgetChunks).toHaveLength(1);
    // Neither a <script>, a preload nor the server-component payload names that chunk.
    expect(html).not.toContain(widgetChunks[0]!.split('/').pop()!);
  });

  test('opens a panel with the right links; «Заказать звонок» opens the contacts modal', async ({
    page,
  }) => {
    await page.goto('/about/');
    const button = launcher(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const p = panel(page);
    await expect(p).toBeVisible();
    await expect(button).toHaveAttribute('aria-controls', (await p.getAttribute('id'))!);

    const messenger = p.getByRole('link', { name: /^Написать в\s/ });
    await expect(messenger).toHaveAttribute('href', /^https:\/\//);
    await expect(messenger).toHaveAttribute('target', '_blank');
    await expect(messenger).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(p.getByRole('link', { name: /^Написать на\sпочту/ })).toHaveAttribute(
      'href',
      /^mailto:.+@/,
    );
    await expect(p.getByRole('link', { name: /^\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);

    // A click outside closes it.
    await page.mouse.click(700, 450);
    await expect(p).toBeHidden();

    await button.click();
    await p.getByRole('button', { name: 'Заказать звонок' }).click();
    await expect(contactsModal(page)).toBeVisible();
    await expect(p).toBeHidden();
    await expect(button).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(contactsModal(page)).toBeHidden();
    await expect(button).toBeVisible();
    await expect(button).toBeFocused();
  });

  test('keyboard only: Tab reaches the launcher, Enter opens, Escape closes with focus back', async ({
    page,
  }) => {
    await page.goto('/about/');
    await expect(launcher(page)).toBeVisible();
    let reached = false;
    for (let i = 0; i < 150 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await launcher(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    // Focus moves into the panel, and Tab walks through its items.
    await expect(panel(page).getByRole('link', { name: /^Написать в\s/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel(page).getByRole('link', { name: /^Написать на\sпочту/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test("fades out of the footer's last row, and Tab still reaches it there", async ({ page }) => {
    await page.goto('/about/');
    await expect(launcher(page)).toBeVisible();
    const privacy = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Политика обработки персональных данных' });
    await privacy.scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const widget = page.locator('[data-messenger-widget]');
    await expect(widget).toHaveCSS('opacity', '0');
    await privacy.focus();
    await page.keyboard.press('Tab');
    await expect(launcher(page)).toBeFocused();
    await expect(widget).toHaveCSS('opacity', '1');
  });

  test('hides while the full-screen menu is open', async ({ page }) => {
    await page.goto('/');
    await expect(launcher(page)).toBeVisible();
    const burger = page.getByRole('banner').getByRole('button', { name: /меню/ });
    await burger.click();
    await expect(launcher(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(launcher(page)).toBeVisible();
  });
});

test.describe('phone (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("sits in the mobile bar's row beside its buttons and steps aside for the discussion form", async ({
    page,
  }) => {
    await page.goto('/');
    const button = launcher(page);
    await expect(button).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Быстрая связь' });
    await expect(bar).toBeVisible();
    const b = (await button.boundingBox())!;
    const m = (await bar.boundingBox())!;
    // Within the bar's row (issue 33: the fixed chrome is one row), right of its last button.
    expect(b.y).toBeGreaterThanOrEqual(m.y);
    expect(b.y + b.height).toBeLessThanOrEqual(m.y + m.height);
    const call = (await bar.getByRole('button', { name: 'Позвонить' }).boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(call.x + call.width);
    expect(b.x + b.width).toBeLessThanOrEqual(390);

    await page.locator('#discussion form').scrollIntoViewIfNeeded();
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(button).toBeVisible();
  });

  test('the open panel fits the screen above the launcher', async ({ page }) => {
    await page.goto('/about/');
    await launcher(page).tap();
    const p = panel(page);
    await expect(p).toBeVisible();
    const box = (await p.boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Быстрая связь' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    await p.getByRole('button', { name: 'Заказать звонок' }).tap();
    await expect(contactsModal(page)).toBeVisible();
  });
});
