// The information cycle of a match: stages, each with its decisions and groups of items.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportCycle } from '@/content/landings/sport-types';
import styles from './InfoCycle.module.scss';

export function InfoCycle({ cycle }: { cycle: SportCycle }) {
  return (
    <HomeSection id="cycle" eyebrow="Как это работает" title={cycle.title} lead={cycle.subtitle}>
      <ol className={styles.stages}>
        {cycle.stages.map((stage, i) => (
          <li key={stage.title} className={styles.stage}>
            <p className={styles.step} aria-hidden="true">
              {`Этап ${i + 1}`}
            </p>
            <h3 className={styles.title}>{stage.title}</h3>
            <ul className={styles.decisions} aria-label="Решения">
              {stage.decisions.map((decision) => (
                <li key={decision}>{decision}</li>
              ))}
            </ul>
            <div className={styles.groups}>
              {stage.items.map((group, g) => (
                <ul key={g} className={styles.items}>
                  {group.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
