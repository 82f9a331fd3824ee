// #cases (SPEC 2.10 section 10): the personal-account portfolio, first page rendered on the server.
// When WordPress fails, the calm notice is shown and the rest of the page still renders.
import { WpNotice } from '@/components/sections/lists/WpNotice';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SupportLanding } from '@/content/landings/types';
import { accountCasesQuery } from '@/lib/landing/cases';
import { initialListState } from '@/lib/paged-list';
import { getPortfolio } from '@/lib/wp/cases';
import { SupportCasesList } from './SupportCasesList';

export async function SupportCases({ block }: { block: SupportLanding['cases'] }) {
  const result = await getPortfolio(accountCasesQuery());
  return (
    <SectionShell id="cases" title={block.title} lead={block.subtitle} layout="stacked">
      {result.ok ? (
        <SupportCasesList initial={initialListState(result.data.portfolio, [], result.data.meta)} />
      ) : (
        <WpNotice what="кейсы" />
      )}
    </SectionShell>
  );
}
