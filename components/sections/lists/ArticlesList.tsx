'use client';
// The /blog grid: server-rendered first page, then category filter and 'Показать ещё'.
import { loadArticlesPage } from '@/components/sections/lists/actions';
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import type { PagedListState } from '@/lib/paged-list';
import type { ArticleCard as ArticleCardData } from '@/lib/wp/schemas';
import { PagedGrid } from './PagedGrid';
import styles from './Lists.module.scss';

export function ArticlesList({ initial }: { initial: PagedListState<ArticleCardData> }) {
  return (
    <PagedGrid
      initial={initial}
      load={loadArticlesPage}
      filterLabel="Рубрики"
      gridClassName={styles.gridArticles ?? ''}
      renderItem={(item) => <ArticleCard item={item} headingLevel={2} />}
      empty={<>В&nbsp;этой рубрике статьи ещё не&nbsp;опубликованы.</>}
      nouns={['статья', 'статьи', 'статей']}
      styles={styles}
    />
  );
}
