// The frame of every content section: an h2 with an optional lead beside (split) or above (stacked) the body.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './SectionShell.module.scss';
import { keepCompounds } from './keepCompounds';

export type SectionLayout = 'split' | 'stacked';

export function SectionShell({
  id,
  title,
  lead,
  layout = 'split',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  layout?: SectionLayout;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={clsx(styles.section, styles[layout])}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {keepCompounds(title)}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
