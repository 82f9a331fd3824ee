// The case page head (SPEC 2.8): direction chips, the h1, 'Назад', the outer link (host only),
// the description and the scroll-down anchor, on the case's background colour (#171818 default).
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { BlockImage } from '@/components/blocks/shared/BlockImage';
import { Rich } from '@/components/blocks/shared/Rich';
import { plain } from '@/lib/text/plain';
import { ButtonLink } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { toneOf } from '@/lib/case/color';
import { FIRST_BLOCK_ID, shouldShowDescription } from '@/lib/case/head';
import { parseOuterLink } from '@/lib/case/outer-link';
import { CASES_PATH } from '@/lib/paths';
import type { Case } from '@/lib/wp/schemas';
import styles from './CaseHead.module.scss';

export function CaseHead({ item }: { item: Case }) {
  const title = plain(item.title) ?? item.title;
  const outer = parseOuterLink(item.case_outer_link);
  const tone = toneOf(item.background_color) ?? 'dark';
  const style = { '--head-bg': item.background_color } as CSSProperties;
  return (
    <header className={clsx(styles.head, styles[tone])} style={style} data-tone={tone}>
      <div className={clsx(styles.inner, item.image && styles.withCover)}>
        <div className={styles.text}>
          {item.directions.length > 0 ? (
            <ul className={styles.chips} aria-label="Направления">
              {item.directions.map((d) => (
                <li key={d.id}>
                  <Chip tone={tone}>{plain(d.title) ?? d.title}</Chip>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          {shouldShowDescription(title, item.case_description_extended) ? (
            <Rich html={item.case_description_extended} className={styles.description} />
          ) : null}
          <div className={styles.actions}>
            <ButtonLink
              href={CASES_PATH}
              variant={tone === 'dark' ? 'outline' : 'outline-dark'}
              className={styles.back}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
                <path d="M20 12H5m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              Назад
            </ButtonLink>
            {outer ? (
              <a
                className={styles.outer}
                href={outer.href}
                target="_blank"
                rel="noopener noreferrer"
                data-outer-link=""
              >
                {outer.host}
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className={styles.icon}
                >
                  <path d="M7 17 17 7M8 7h9v9" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            ) : null}
          </div>
        </div>
        {item.image ? (
          <div className={styles.cover}>
            <BlockImage
              image={item.image}
              alt={`${title}: обложка проекта`}
              sizes="(max-width: 1024px) 90vw, 46vw"
              className={styles.coverImage}
              preload
            />
          </div>
        ) : null}
        <a
          href={`#${FIRST_BLOCK_ID}`}
          className={styles.scroll}
          aria-label="Прокрутить к описанию проекта"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 4v15m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </a>
      </div>
    </header>
  );
}
