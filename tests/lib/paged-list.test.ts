// SPEC 4 'Portfolio list loading' — every rule of the paged list reducer.
import {
  hasMorePages,
  initialListState,
  nextPage,
  pagedListReducer,
  type PageLoaded,
  type PagedListState,
} from '@/lib/paged-list';
import { portfolioListSchema, type CaseCard } from '@/lib/wp/schemas';
import page1Raw from '../fixtures/lists/portfolio-page-1.json';
import page2Raw from '../fixtures/lists/portfolio-page-2.json';

function answer(raw: unknown) {
  const parsed = portfolioListSchema.parse(raw);
  return {
    ok: true as const,
    data: { items: parsed.data.portfolio, categories: parsed.data.categories, meta: parsed.meta },
  };
}

const page1 = answer(page1Raw);
const page2 = answer(page2Raw);
const loaded = (page: number, result: PageLoaded<CaseCard>['result']): PageLoaded<CaseCard> => ({
  type: 'loaded',
  page,
  result,
});

describe('pagedListReducer (SPEC 4)', () => {
  it('fills an empty list with page 1 and takes its meta and categories', () => {
    const state = pagedListReducer(initialListState<CaseCard>(), loaded(1, page1));
    expect(state.items.map((i) => i.slug)).toEqual(['volna', 'lavka']);
    expect(state.meta).toEqual(page1.data.meta);
    expect(state.categories).toHaveLength(3);
  });

  it('appends any page after the first', () => {
    const first = pagedListReducer(initialListState<CaseCard>(), loaded(1, page1));
    const second = pagedListReducer(first, loaded(2, page2));
    expect(second.items.map((i) => i.slug)).toEqual(['volna', 'lavka', 'teatr']);
  });

  it('replaces an existing list when page 1 is loaded again (e.g. a new filter)', () => {
    const two = pagedListReducer(
      pagedListReducer(initialListState<CaseCard>(), loaded(1, page1)),
      loaded(2, page2),
    );
    const filtered = answer({
      ...page2Raw,
      meta: { current_page: 1, last_page: 1, per_page: 2, total: 1 },
    });
    const state = pagedListReducer(two, loaded(1, filtered));
    expect(state.items.map((i) => i.slug)).toEqual(['teatr']);
    expect(state.meta?.current_page).toBe(1);
  });

  it('overwrites meta and categories on every successful load', () => {
    const first = pagedListReducer(initialListState<CaseCard>(), loaded(1, page1));
    const second = pagedListReducer(first, loaded(2, page2));
    expect(second.meta).toEqual(page2.data.meta);
    expect(second.categories.map((c) => c.title)).toEqual([
      'Веб-сервисы',
      'Магазины',
      'Спорт',
      'Культура',
    ]);
  });

  it('changes nothing on an unsuccessful load (same object, page 1 or later)', () => {
    const state: PagedListState<CaseCard> = pagedListReducer(
      initialListState<CaseCard>(),
      loaded(1, page1),
    );
    expect(pagedListReducer(state, loaded(2, { ok: false }))).toBe(state);
    expect(pagedListReducer(state, loaded(1, { ok: false }))).toBe(state);
    const empty = initialListState<CaseCard>();
    expect(pagedListReducer(empty, loaded(1, { ok: false }))).toBe(empty);
  });

  it('does not repeat an item that is already shown when appending', () => {
    const first = pagedListReducer(initialListState<CaseCard>(), loaded(1, page1));
    const shifted = answer({
      ...page2Raw,
      data: {
        ...page2Raw.data,
        portfolio: [page1Raw.data.portfolio[1], page2Raw.data.portfolio[0]],
      },
    });
    const state = pagedListReducer(first, loaded(2, shifted));
    expect(state.items.map((i) => i.slug)).toEqual(['volna', 'lavka', 'teatr']);
  });
});

describe('paging helpers', () => {
  it('knows when more pages exist and which one is next', () => {
    expect(hasMorePages(null)).toBe(false);
    expect(hasMorePages(page1.data.meta)).toBe(true);
    expect(hasMorePages(page2.data.meta)).toBe(false);
    expect(nextPage(null)).toBe(1);
    expect(nextPage(page1.data.meta)).toBe(2);
  });
});
