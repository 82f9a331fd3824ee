// functional-create (SPEC 2.9): what we built, on a dark band; the title is white by default.
import { BlockImage } from '../shared/BlockImage';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './FunctionalCreate.module.scss';

export function FunctionalCreate({ block, context, id, label }: BlockProps<'functional-create'>) {
  const title = plain(block.title);
  const items = plainList(block.list);
  return (
    <Section
      type="functional-create"
      id={id}
      defaultTone="dark"
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={block.image ? styles.split : undefined}>
        <div>
          {title ? <BlockTitle>{title}</BlockTitle> : null}
          <Rich html={block.text} className={styles.lead} />
          <Paragraphs items={block.content} className={styles.lead} />
          {items.length > 0 ? (
            <ul className={styles.list}>
              {items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {block.image ? (
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: ${title ?? 'функциональность'}`}
            sizes="(max-width: 768px) 90vw, 45vw"
            className={styles.image}
          />
        ) : null}
      </div>
    </Section>
  );
}
