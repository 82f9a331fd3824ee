// Selected portfolio cases from WordPress; the section is left out when WordPress has none or fails.
import { CaseCard } from '@/components/sections/cards/CaseCard';
import { getPortfolio } from '@/lib/wp/cases';
import { HomeSection } from './HomeSection';
import styles from './SelectedCases.module.scss';

export const HOME_CASES_COUNT = 4;

export async function SelectedCases() {
  const result = await getPortfolio({ page: 1, count: HOME_CASES_COUNT });
  if (!result.ok || result.data.portfolio.length === 0) return null;
  return (
    <HomeSection
      id="cases"
      eyebrow="Портфолио"
      title="Избранные кейсы"
      lead="Сервисы, магазины и кабинеты, которые мы спроектировали и запустили вместе с клиентами."
      more={{ href: '/cases/', label: 'Все кейсы' }}
    >
      <ul className={styles.grid}>
        {result.data.portfolio.slice(0, HOME_CASES_COUNT).map((item) => (
          <li key={item.id}>
            <CaseCard item={item} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
