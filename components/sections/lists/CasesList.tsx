'use client';
// The /cases grid: server-rendered first page, then direction filter and 'Показать ещё' (SPEC 4).
import { loadPortfolioPage } from '@/components/sections/lists/actions';
import { CaseCard } from '@/components/sections/cards/CaseCard';
import type { PagedListState } from '@/lib/paged-list';
import type { CaseCard as CaseCardData } from '@/lib/wp/schemas';
import { PagedGrid } from './PagedGrid';
import styles from './Lists.module.scss';

export function CasesList({ initial }: { initial: PagedListState<CaseCardData> }) {
  return (
    <PagedGrid
      initial={initial}
      load={loadPortfolioPage}
      filterLabel="Направления"
      gridClassName={styles.gridCases ?? ''}
      renderItem={(item, index) => <CaseCard item={item} headingLevel={2} priority={index < 2} />}
      empty={<>В&nbsp;этом направлении кейсы ещё не&nbsp;опубликованы.</>}
      nouns={['кейс', 'кейса', 'кейсов']}
      styles={styles}
    />
  );
}
