// opportunity (SPEC 2.9): what the product lets its users do — a title and text beside the image,
// and, when the block has list items, a grid of numbered feature cards.
import clsx from 'clsx';
import { BlockImage } from '../shared/BlockImage';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './Opportunity.module.scss';

export function Opportunity({ block, context, id, label }: BlockProps<'opportunity'>) {
  const title = plain(block.title);
  const cards = plainList(block.list);
  return (
    <Section
      type="opportunity"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={clsx(styles.layout, block.image && styles.withImage)}>
        <div className={styles.text}>
          <span className={styles.kicker}>Возможности</span>
          {title ? <BlockTitle>{title}</BlockTitle> : null}
          <Rich html={block.text} className={styles.lead} />
          <Paragraphs items={block.content} className={styles.lead} />
        </div>
        {block.image ? (
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: ${title ?? 'возможности продукта'}`}
            sizes="(max-width: 768px) 90vw, 55vw"
            className={styles.image}
          />
        ) : null}
      </div>
      {cards.length > 0 ? (
        <ol className={styles.cards}>
          {cards.map((text, i) => (
            <li key={i} className={styles.card}>
              <span className={styles.index} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  );
}
