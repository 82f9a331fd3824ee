// column_with_list (fields not shown by SPEC; designed from the generic block fields):
// a title, two text columns, a grid of list items with marker_color bullets, then the images.
import { BlockImage } from '../shared/BlockImage';
import { BlockHead } from '../shared/BlockHead';
import { Rich } from '../shared/Rich';
import { Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './ColumnWithList.module.scss';

export function ColumnWithList({ block, context, id, label }: BlockProps<'column_with_list'>) {
  const title = plain(block.title);
  const items = plainList(block.list);
  const images = block.images.length > 0 ? block.images : block.image ? [block.image] : [];
  return (
    <Section
      type="column_with_list"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{
        bg: block.bg_color,
        text: block.text_color,
        title: block.title_color,
        marker: block.marker_color,
      }}
    >
      <BlockHead
        title={title}
        text={block.text}
        content={block.content}
        className={styles.head}
        leadClassName={styles.lead}
      />
      {block.text1 || block.text2 ? (
        <div className={styles.columns}>
          <Rich html={block.text1} />
          <Rich html={block.text2} />
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item, i) => (
            <li key={i}>
              <span className={styles.marker} aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.gallery} data-count={Math.min(images.length, 3)}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <BlockImage
                image={image}
                alt={`${context.caseTitle}: ${title ?? 'экран проекта'}, ${i + 1}`}
                sizes={images.length > 1 ? '(max-width: 768px) 90vw, 45vw' : '90vw'}
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
