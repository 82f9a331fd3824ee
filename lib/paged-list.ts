// Paged list state (SPEC 4 'Portfolio list loading') as a pure reducer. The portfolio list uses it,
// and the blog list shares the same rules:
// - page 1 loaded while a list already exists → the list is replaced;
// - any other page (or page 1 into an empty list) → the new items are appended;
// - meta and categories are overwritten on every successful load;
// - an unsuccessful load changes nothing (the very same state object is returned).
import type { Category, Meta } from './wp/schemas';

export type PagedListState<T> = {
  items: T[];
  categories: Category[];
  meta: Meta | null;
};

/** One finished load: the page that was asked for and what the server answered. */
export type PageLoaded<T> = {
  type: 'loaded';
  page: number;
  result: { ok: true; data: { items: T[]; categories: Category[]; meta: Meta } } | { ok: false };
};

export function initialListState<T>(
  items: T[] = [],
  categories: Category[] = [],
  meta: Meta | null = null,
): PagedListState<T> {
  return { items, categories, meta };
}

export function pagedListReducer<T extends { id: string }>(
  state: PagedListState<T>,
  action: PageLoaded<T>,
): PagedListState<T> {
  if (!action.result.ok) return state;
  const { items, categories, meta } = action.result.data;
  if (action.page === 1 && state.items.length > 0) return { items, categories, meta };
  // Appending: an item already shown (the list shifted on the server between loads) is not repeated.
  const shown = new Set(state.items.map((item) => item.id));
  return {
    items: [...state.items, ...items.filter((item) => !shown.has(item.id))],
    categories,
    meta,
  };
}

/** True when the server says there are pages after the last one loaded. */
export function hasMorePages(meta: Meta | null): boolean {
  return meta !== null && meta.current_page < meta.last_page;
}

/** The page to ask for next (the one after meta.current_page). */
export function nextPage(meta: Meta | null): number {
  return (meta?.current_page ?? 0) + 1;
}

/** Page size of the /cases and /blog lists (first page server-rendered, the rest on demand). */
export const LIST_PAGE_SIZE = 12;
