// opportunity (SPEC 2.9): what the product lets its users do — a title, a lead and feature cards.
import { BlockImage } from '../shared/BlockImage';
import { Rich, richHtml } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import type { BlockProps } from '../types';
import styles from './Opportunity.module.scss';

export function Opportunity({ block, context, id }: BlockProps<'opportunity'>) {
  const cards = [...block.content, ...block.list].map(richHtml).filter(Boolean);
  return (
    <Section
      type="opportunity"
      id={id}
      label={block.title ?? 'Возможности'}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={styles.head}>
        {block.title ? <BlockTitle>{block.title}</BlockTitle> : null}
        <Rich html={block.text} className={styles.lead} />
      </div>
      {cards.length > 0 ? (
        <ol className={styles.cards}>
          {cards.map((html, i) => (
            <li key={i} className={styles.card}>
              <span className={styles.index} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <div className={styles.cardText} dangerouslySetInnerHTML={{ __html: html }} />
            </li>
          ))}
        </ol>
      ) : null}
      {block.image ? (
        <div className={styles.media}>
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: ${block.title ?? 'возможности продукта'}`}
            sizes="(max-width: 1440px) 90vw, 1296px"
            className={styles.image}
          />
        </div>
      ) : null}
    </Section>
  );
}
