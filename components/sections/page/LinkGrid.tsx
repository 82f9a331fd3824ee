// Cards that lead to other pages of the site (the stages, related services).
import { Link } from '@/components/ui/Link';
import type { LinkCard } from '@/content/types';
import styles from './LinkGrid.module.scss';
import { SectionShell } from './SectionShell';
import { keepCompounds } from './keepCompounds';

export type LinkGridProps = {
  id: string;
  title: string;
  lead?: string;
  items: LinkCard[];
};

/** Rows without orphans: 4 → one row of four; 5 → three and two; 6 → two rows of three. */
function layoutFor(count: number): string {
  if (count === 4) return 'four';
  if (count % 3 === 2) return 'tail-two';
  return 'threes';
}

export function LinkGrid({ id, title, lead, items }: LinkGridProps) {
  return (
    <SectionShell id={id} title={title} lead={lead} layout="stacked">
      <ul
        className={styles.grid}
        data-layout={layoutFor(items.length)}
        data-odd={items.length % 2 === 1 || undefined}
      >
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.card}>
              {item.kicker ? <span className={styles.kicker}>{item.kicker}</span> : null}
              <h3 className={styles.title}>{keepCompounds(item.title)}</h3>
              <p className={styles.text}>{item.text}</p>
              <svg
                className={styles.arrow}
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
