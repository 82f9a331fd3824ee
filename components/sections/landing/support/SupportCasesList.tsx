'use client';
// The #cases grid: the server-rendered first page and 'Показать ещё' for the account category
// (ACCOUNT_CASES_CATEGORY, default 59; SPEC 4, 7.4).
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { PagedGrid } from '@/components/sections/lists/PagedGrid';
import styles from '@/components/sections/lists/Lists.module.scss';
import type { PagedListState } from '@/lib/paged-list';
import type { CaseCard as CaseCardData } from '@/lib/wp/schemas';
import { loadAccountCasesPage } from './cases-action';

export function SupportCasesList({ initial }: { initial: PagedListState<CaseCardData> }) {
  return (
    <PagedGrid
      initial={initial}
      load={loadAccountCasesPage}
      gridClassName={styles.gridCases ?? ''}
      renderItem={(item) => <CaseCard item={item} headingLevel={3} />}
      empty={<>Кейсы по&nbsp;личным кабинетам пока не&nbsp;опубликованы.</>}
      nouns={['кейс', 'кейса', 'кейсов']}
      styles={styles}
    />
  );
}
