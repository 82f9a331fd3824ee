// review (SPEC 2.9): 'Отзыв о проекте' — the client's words, name and position.
import { Paragraphs } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark, REVIEW_TITLE } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './Review.module.scss';

export function Review({ block, id, context, label }: BlockProps<'review'>) {
  const name = plain(block.name);
  const position = plain(block.position);
  const initials = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Section
      type="review"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={styles.layout}>
        <BlockTitle className={styles.title}>{REVIEW_TITLE}</BlockTitle>
        <figure className={styles.card}>
          <svg className={styles.quote} viewBox="0 0 48 36" aria-hidden="true" focusable="false">
            <path d="M0 36V21.6C0 9.3 6.2 2.1 18.6 0l2 5.1C13.8 6.9 10.6 10.8 10.2 16.8H19V36H0Zm29 0V21.6C29 9.3 35.2 2.1 47.6 0l2 5.1c-6.8 1.8-10 5.7-10.4 11.7H48V36H29Z" />
          </svg>
          <blockquote className={styles.text}>
            <Paragraphs items={block.content} />
          </blockquote>
          {name || position ? (
            <figcaption className={styles.author}>
              {initials ? (
                <span className={styles.avatar} aria-hidden="true">
                  {initials}
                </span>
              ) : null}
              <span>
                {name ? <span className={styles.name}>{name}</span> : null}
                {position ? <span className={styles.position}>{position}</span> : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      </div>
    </Section>
  );
}
