'use client';
// The /blog grid: server-rendered first page, then category filter and 'Показать ещё'.
import { useRef } from 'react';
import { loadArticlesPage } from '@/app/actions/lists';
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import { plural } from '@/lib/format';
import type { PagedListState } from '@/lib/portfolio-list';
import type { ArticleCard as ArticleCardData } from '@/lib/wp/schemas';
import { FilterChips, LoadMore } from './ListControls';
import { useFocusNewItems } from './useFocusNewItems';
import { usePagedList } from './usePagedList';
import styles from './Lists.module.scss';

export function ArticlesList({ initial }: { initial: PagedListState<ArticleCardData> }) {
  const list = usePagedList(initial, loadArticlesPage);
  const { items, categories, meta } = list.state;
  const gridRef = useRef<HTMLUListElement>(null);
  const focus = useFocusNewItems(gridRef, items.length);

  return (
    <div className={styles.list}>
      <FilterChips
        label="Рубрики"
        categories={categories}
        selected={list.category}
        disabled={list.pending}
        onSelect={(category) => {
          focus.disarm();
          list.selectCategory(category);
        }}
      />
      {items.length > 0 ? (
        <ul ref={gridRef} className={styles.gridArticles} aria-busy={list.loading === 'filter'}>
          {items.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>В&nbsp;этой рубрике статьи ещё не&nbsp;опубликованы.</p>
      )}
      <p className={styles.status} aria-live="polite">
        {meta
          ? `Показано ${items.length} ${plural(items.length, ['статья', 'статьи', 'статей'])} из ${meta.total}`
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
