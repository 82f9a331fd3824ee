// Portfolio cases from WordPress (SPEC 7.4: page 1, 12 per load, all categories); when WordPress
// fails, the heading stays and a calm notice replaces the grid.
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { HomeSection } from '@/components/sections/home/HomeSection';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import type { SportHeading } from '@/content/landings/sport-types';
import { SPORT_PAGE_LOAD } from '@/lib/constants';
import { getPortfolio } from '@/lib/wp/cases';
import styles from './SportLists.module.scss';

export async function SportCases({ heading }: { heading: SportHeading }) {
  const result = await getPortfolio({ page: 1, count: SPORT_PAGE_LOAD });
  return (
    <HomeSection
      id="cases"
      eyebrow="Кейсы"
      title={heading.title}
      lead={heading.lead}
      more={{ href: '/cases/', label: 'Все кейсы' }}
    >
      {!result.ok ? (
        <WpNotice what="кейсы" />
      ) : result.data.portfolio.length === 0 ? (
        <p className={styles.empty}>Все проекты студии собраны в разделе «Портфолио».</p>
      ) : (
        <ul className={styles.cases}>
          {result.data.portfolio.map((item) => (
            <li key={item.id}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
