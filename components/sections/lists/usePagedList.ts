'use client';
// Client paging for a server-rendered first page: the SPEC 4 reducer plus a category filter.
import { useReducer, useState, useTransition } from 'react';
import type { PageAnswer, PageQuery } from '@/components/sections/lists/actions';
import { hasMorePages, nextPage, pagedListReducer, type PagedListState } from '@/lib/paged-list';

export type PagedList<T> = {
  state: PagedListState<T>;
  category: string | undefined;
  pending: boolean;
  /** Which control started the pending load. */
  loading: 'more' | 'filter' | null;
  hasMore: boolean;
  loadMore: () => void;
  selectCategory: (category: string | undefined) => void;
};

export function usePagedList<T extends { id: string }>(
  initial: PagedListState<T>,
  load: (query: PageQuery) => Promise<PageAnswer<T>>,
): PagedList<T> {
  const [state, dispatch] = useReducer(pagedListReducer<T>, initial);
  const [category, setCategory] = useState<string | undefined>(undefined);
  const [loading, setLoading] = useState<'more' | 'filter' | null>(null);
  const [pending, startTransition] = useTransition();

  function run(page: number, nextCategory: string | undefined, kind: 'more' | 'filter') {
    setLoading(kind);
    startTransition(async () => {
      let result: PageAnswer<T>;
      try {
        result = await load({ page, category: nextCategory });
      } catch {
        result = { ok: false };
      }
      startTransition(() => {
        // SPEC 4: an unsuccessful load changes nothing, the chosen filter included.
        if (result.ok) setCategory(nextCategory);
        dispatch({ type: 'loaded', page, result });
        setLoading(null);
      });
    });
  }

  return {
    state,
    category,
    pending,
    loading: pending ? loading : null,
    hasMore: hasMorePages(state.meta),
    loadMore: () => run(nextPage(state.meta), category, 'more'),
    selectCategory: (next) => {
      if (next === category) return;
      run(1, next, 'filter');
    },
  };
}
