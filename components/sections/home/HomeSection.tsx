// The frame of a home page section: eyebrow, h2, an optional lead and a 'see all' link.
import clsx from 'clsx';
import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { typograph } from '@/lib/text/typograph';
import styles from './HomeSection.module.scss';

export type HomeSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  more?: { href: string; label: string };
  className?: string;
  children: ReactNode;
};

export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  more,
  className,
  children,
}: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={clsx(styles.section, className)} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {typograph(title)}
          </h2>
          {lead ? <p className={styles.lead}>{typograph(lead)}</p> : null}
          {more ? (
            <Link href={more.href} className={styles.more}>
              {more.label}
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Link>
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
