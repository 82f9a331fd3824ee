import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Chip.module.scss';

/** A small rounded label (case directions, categories). */
export function Chip({
  children,
  tone = 'dark',
  className,
}: {
  children: ReactNode;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return <span className={clsx(styles.chip, styles[tone], className)}>{children}</span>;
}
