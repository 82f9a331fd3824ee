// 'Champion tasks': what a sports organisation wants from its product, as large slogans.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportChampionTasks } from '@/content/landings/sport-types';
import styles from './ChampionTasks.module.scss';

export function ChampionTasks({ content }: { content: SportChampionTasks }) {
  return (
    <HomeSection
      id="champions"
      eyebrow={content.subtitle}
      title={content.title}
      lead={content.text}
      className={styles.section}
    >
      <ol className={styles.slogans}>
        {content.slogans.map((slogan, i) => (
          <li key={slogan} className={styles.slogan}>
            <span className={styles.index} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <span>{slogan}</span>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
