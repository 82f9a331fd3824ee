// column_with_list (fields not shown by SPEC; designed from the generic block fields):
// a title, two text columns and a grid of list items with marker_color bullets.
import { BlockImage } from '../shared/BlockImage';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import type { BlockProps } from '../types';
import styles from './ColumnWithList.module.scss';

export function ColumnWithList({ block, context, id }: BlockProps<'column_with_list'>) {
  return (
    <Section
      type="column_with_list"
      id={id}
      label={block.title ?? 'Подробности'}
      colors={{
        bg: block.bg_color,
        text: block.text_color,
        title: block.title_color,
        marker: block.marker_color,
      }}
    >
      {block.title ? <BlockTitle>{block.title}</BlockTitle> : null}
      <Rich html={block.text} className={styles.lead} />
      {block.text1 || block.text2 ? (
        <div className={styles.columns}>
          <Rich html={block.text1} />
          <Rich html={block.text2} />
        </div>
      ) : null}
      <Paragraphs items={block.content} className={styles.lead} />
      {block.list.length > 0 ? (
        <ul className={styles.list}>
          {block.list.map((item, i) => (
            <li key={i}>
              <span className={styles.marker} aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {block.image ? (
        <div className={styles.media}>
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: ${block.title ?? 'иллюстрация'}`}
            sizes="(max-width: 1440px) 90vw, 1296px"
            className={styles.image}
          />
        </div>
      ) : null}
    </Section>
  );
}
