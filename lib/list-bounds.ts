// Bounds on the list actions' inputs (issue 9.3): every (page, category) a 'Показать ещё' or filter
// request may name creates a cache entry, so only pages that exist are asked for — a category
// WordPress lists on the first page, and a page within that category's last_page. Both checks read
// first pages, which the list pages have cached already.
import type { Category, Meta } from './wp/schemas';

export type ListHead = { categories: Category[]; meta: Meta };
export type ListQuery = { page: number; category?: string };

/** True when `query` names an existing page; `head(category)` loads page 1 (null on failure). */
export async function isExistingListPage(
  { page, category }: ListQuery,
  head: (category?: string) => Promise<ListHead | null>,
): Promise<boolean> {
  if (category !== undefined) {
    const all = await head();
    if (!all?.categories.some((c) => c.id === category)) return false;
  }
  if (page === 1) return true;
  const first = await head(category);
  return first !== null && page <= first.meta.last_page;
}
