// opportunity_with_list (fields not shown by SPEC; designed from the generic block fields):
// a title and lead, then the image beside a list of capabilities with marker_color accents.
import clsx from 'clsx';
import { BlockImage } from '../shared/BlockImage';
import { BlockHead } from '../shared/BlockHead';
import { Section } from '../shared/Section';
import { plain, plainList } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './OpportunityWithList.module.scss';

export function OpportunityWithList({
  block,
  context,
  id,
  label,
}: BlockProps<'opportunity_with_list'>) {
  const imageLeft = block.direction?.trim() !== 'Справа';
  const title = plain(block.title);
  const items = plainList(block.list);
  return (
    <Section
      type="opportunity_with_list"
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
      <div
        className={clsx(styles.body, block.image && styles.withImage, !imageLeft && styles.flip)}
      >
        {block.image ? (
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: ${title ?? 'возможности'}`}
            sizes="(max-width: 768px) 90vw, 45vw"
            className={styles.image}
          />
        ) : null}
        {items.length > 0 ? (
          <ul className={styles.list}>
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
