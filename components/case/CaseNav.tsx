// Previous/next case (SPEC 2.8): two items, 'Кейс' with the neighbour's title and image, linking to
// /cases/{slug} without a trailing slash. Plain <a>: next/link would add the slash (trailingSlash).
// The link is named by what it shows (WCAG 2.5.3 'Label in Name': a voice-control user says the
// visible words): a visually hidden 'Предыдущий'/'Следующий' before 'Кейс' and the title, no
// aria-label; the cover is decorative, the title already names the case.
import clsx from 'clsx';
import { BlockImage } from '@/components/blocks/shared/BlockImage';
import { CASE_NAV_LABEL } from '@/lib/case/landmarks';
import { plain } from '@/lib/text/plain';
import { caseNeighbourHref } from '@/lib/paths';
import type { NeighbourCase } from '@/lib/wp/schemas';
import styles from './CaseNav.module.scss';

type Side = 'prev' | 'next';

const SIDE: Record<Side, string> = { prev: 'Предыдущий', next: 'Следующий' };

function Item({ side, item }: { side: Side; item: NeighbourCase }) {
  const title = plain(item.title) ?? item.title;
  return (
    <li className={clsx(styles.item, styles[side])}>
      <a href={caseNeighbourHref(item.slug)} className={styles.link} data-nav={side}>
        <span className={styles.media}>
          {item.image ? (
            <BlockImage
              image={item.image}
              alt=""
              decorative
              cover
              ratio={16 / 10}
              sizes="(max-width: 768px) 90vw, 45vw"
              className={styles.image}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
        </span>
        <span className={styles.meta}>
          <span className={styles.subtitle}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrow}>
              <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>
              <span className={styles.hidden}>{SIDE[side]}</span> <span data-subtitle="">Кейс</span>
            </span>
          </span>
          <span className={styles.title}>{title}</span>
        </span>
      </a>
    </li>
  );
}

export function CaseNav({
  prev,
  next,
  id,
}: {
  prev: NeighbourCase | null;
  next: NeighbourCase | null;
  id?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav className={styles.nav} aria-label={CASE_NAV_LABEL} id={id}>
      <div className={styles.inner}>
        <h2 className={styles.heading}>{CASE_NAV_LABEL}</h2>
        <ul className={styles.list}>
          {prev ? <Item side="prev" item={prev} /> : null}
          {next ? <Item side="next" item={next} /> : null}
        </ul>
      </div>
    </nav>
  );
}
