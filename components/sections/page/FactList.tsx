// Large figures with captions («15+ — лет опыта»), used in the intro and as a section.
import clsx from 'clsx';
import type { Fact } from '@/content/types';
import styles from './FactList.module.scss';

export function FactList({ items, className }: { items: Fact[]; className?: string }) {
  return (
    <ul className={clsx(styles.list, className)}>
      {items.map((fact) => (
        <li key={fact.label} className={styles.item}>
          <span className={styles.value}>{fact.value}</span>
          <span className={styles.label}>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}
