// list (SPEC 2.9): a list of items whose bullets take marker_color.
import clsx from 'clsx';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './ListBlock.module.scss';

export function ListBlock({ block, id, context, label }: BlockProps<'list'>) {
  const title = plain(block.title);
  const items = plainList(block.list.length > 0 ? block.list : block.content);
  return (
    <Section
      type="list"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{
        bg: block.bg_color,
        text: block.text_color,
        title: block.title_color,
        marker: block.marker_color,
      }}
    >
      <div className={styles.grid}>
        <div>
          {title ? <BlockTitle>{title}</BlockTitle> : null}
          <Rich html={block.text} className={styles.lead} />
        </div>
        <ul className={clsx(styles.list, items.length > 5 && styles.twoColumns)}>
          {items.map((item, i) => (
            <li key={i}>
              <span className={styles.marker} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
      {block.list.length > 0 ? <Paragraphs items={block.content} className={styles.after} /> : null}
    </Section>
  );
}
