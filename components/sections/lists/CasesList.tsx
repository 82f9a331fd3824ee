'use client';
// The /cases grid: server-rendered first page, then direction filter and 'Показать ещё' (SPEC 4).
import { useRef } from 'react';
import { loadPortfolioPage } from '@/app/actions/lists';
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { plural } from '@/lib/format';
import type { PagedListState } from '@/lib/portfolio-list';
import type { CaseCard as CaseCardData } from '@/lib/wp/schemas';
import { FilterChips, LoadMore } from './ListControls';
import { useFocusNewItems } from './useFocusNewItems';
import { usePagedList } from './usePagedList';
import styles from './Lists.module.scss';

export function CasesList({ initial }: { initial: PagedListState<CaseCardData> }) {
  const list = usePagedList(initial, loadPortfolioPage);
  const { items, categories, meta } = list.state;
  const gridRef = useRef<HTMLUListElement>(null);
  const focus = useFocusNewItems(gridRef, items.length);

  return (
    <div className={styles.list}>
      <FilterChips
        label="Направления"
        categories={categories}
        selected={list.category}
        disabled={list.pending}
        onSelect={(category) => {
          focus.disarm();
          list.selectCategory(category);
        }}
      />
      {items.length > 0 ? (
        <ul ref={gridRef} className={styles.gridCases} aria-busy={list.loading === 'filter'}>
          {items.map((item, index) => (
            <li key={item.id}>
              <CaseCard item={item} headingLevel={2} priority={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>В&nbsp;этом направлении кейсы ещё не&nbsp;опубликованы.</p>
      )}
      <p className={styles.status} aria-live="polite">
        {meta
          ? `Показано ${items.length} ${plural(items.length, ['кейс', 'кейса', 'кейсов'])} из ${meta.total}`
          : ''}
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
