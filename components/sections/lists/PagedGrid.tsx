'use client';
// A server-rendered first page, then a category filter and 'Показать ещё' (SPEC 4 paging rules).
// The /cases and /blog grids differ only in their loader, card and words.
import { useRef, type ReactNode } from 'react';
import type { PageAnswer, PageQuery } from '@/components/sections/lists/actions';
import { plural } from '@/lib/format';
import type { PagedListState } from '@/lib/paged-list';
import { FilterChips, LoadMore } from './ListControls';
import { useFocusNewItems } from './useFocusNewItems';
import { usePagedList } from './usePagedList';

export type PagedGridProps<T extends { id: string }> = {
  initial: PagedListState<T>;
  load: (query: PageQuery) => Promise<PageAnswer<T>>;
  /** The category chips' group label; without it the list has no filter (a fixed category). */
  filterLabel?: string;
  gridClassName: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown when the chosen category has no items. */
  empty: ReactNode;
  /** Noun forms for 1, 2 and 5 items ('кейс', 'кейса', 'кейсов'). */
  nouns: [string, string, string];
  styles: { list?: string; empty?: string; status?: string };
};

export function PagedGrid<T extends { id: string }>({
  initial,
  load,
  filterLabel,
  gridClassName,
  renderItem,
  empty,
  nouns,
  styles,
}: PagedGridProps<T>) {
  const list = usePagedList(initial, load);
  const { items, categories, meta } = list.state;
  const gridRef = useRef<HTMLUListElement>(null);
  const focus = useFocusNewItems(gridRef, items.length);

  return (
    <div className={styles.list}>
      {filterLabel ? (
        <FilterChips
          label={filterLabel}
          categories={categories}
          selected={list.category}
          disabled={list.pending}
          onSelect={(category) => {
            focus.disarm();
            list.selectCategory(category);
          }}
        />
      ) : null}
      {items.length > 0 ? (
        <ul ref={gridRef} className={gridClassName} aria-busy={list.loading === 'filter'}>
          {items.map((item, index) => (
            <li key={item.id}>{renderItem(item, index)}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{empty}</p>
      )}
      <p className={styles.status} aria-live="polite">
        {meta ? `Показано ${items.length} ${plural(items.length, nouns)} из ${meta.total}` : ''}
      </p>
      {list.hasMore ? (
        <LoadMore
          shown={items.length}
          total={meta?.total}
          pending={list.loading === 'more'}
          onClick={() => {
            focus.arm();
            list.loadMore();
          }}
        />
      ) : null}
    </div>
  );
}
