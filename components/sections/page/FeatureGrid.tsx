// A grid of short titled texts: what we do, for whom, typical tasks, results.
import clsx from 'clsx';
import type { Feature } from '@/content/types';
import styles from './FeatureGrid.module.scss';
import { SectionShell } from './SectionShell';
import { keepCompounds } from './keepCompounds';

export type FeatureGridProps = {
  id: string;
  title: string;
  lead?: string;
  items: Feature[];
  /** Shows 01, 02… before each title. */
  numbered?: boolean;
};

export function FeatureGrid({ id, title, lead, items, numbered }: FeatureGridProps) {
  // Two columns read better for 2 or 4 items, three for the rest.
  const columns = items.length % 3 !== 0 && items.length % 2 === 0 ? 2 : 3;
  return (
    <SectionShell id={id} title={title} lead={lead} layout="stacked">
      <ul className={clsx(styles.grid, columns === 2 ? styles.two : styles.three)}>
        {items.map((item, index) => (
          <li key={item.title} className={styles.item}>
            {numbered ? (
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : null}
            <h3 className={styles.title}>{keepCompounds(item.title)}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
