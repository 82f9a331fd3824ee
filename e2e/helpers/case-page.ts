// Helpers of the case page specs (e2e/visitor/case-page-*.spec.ts): open a demo case, find its
// constructor blocks, ask WordPress for its previous and next case.
import { expect, type Locator, type Page } from '@playwright/test';
import { WP_API } from './wp';

export type Neighbour = { slug: string; title: string } | null;

/** The previous and next case WordPress answers for a case. */
export async function neighbours(
  page: Page,
  slug: string,
): Promise<{ prev: Neighbour; next: Neighbour }> {
  const res = await page.request.get(`${WP_API}/portfolio/${slug}`);
  const body = (await res.json()) as { data: { prev_case: Neighbour; next_case: Neighbour } };
  return { prev: body.data.prev_case, next: body.data.next_case };
}

/** The constructor blocks of one type on the page. */
export function block(page: Page, type: string): Locator {
  return page.locator(`[data-block="${type}"]`);
}

/** The types of the page's constructor blocks, in order. */
export async function blockTypes(page: Page): Promise<string[]> {
  return page
    .locator('[data-block]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-block') ?? ''));
}

/** Opens the case's page and expects it to answer 200. */
export async function openCase(page: Page, slug: string) {
  const response = await page.goto(`/cases/${slug}/`);
  expect(response?.status(), slug).toBe(200);
  return response;
}
