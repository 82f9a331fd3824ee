// The portfolio case page (SPEC 2.8, 2.9): the previous and next case, also at the ends of the
// portfolio.
import { expect, test, type Page } from '@playwright/test';
import { neighbours, openCase } from '../helpers/case-page';
import { WP_API } from '../helpers/wp';

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
