// control_system (SPEC 2.9): a title, an image (the system's scheme) and numbered items from 1.
import clsx from 'clsx';
import { BlockImage } from '../shared/BlockImage';
import { Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './ControlSystem.module.scss';

export function ControlSystem({ block, context, id, label }: BlockProps<'control_system'>) {
  const title = plain(block.title) ?? 'Система управления';
  return (
    <Section
      type="control_system"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color }}
    >
      <BlockTitle>{title}</BlockTitle>
      <div className={clsx(styles.layout, block.image && styles.withImage)}>
        <ol className={styles.list}>
          {block.list.map((item, i) => (
            <li key={i} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                {plain(item.item_title) ? (
                  <h3 className={styles.itemTitle}>{plain(item.item_title)}</h3>
                ) : null}
                <Rich html={item.item_text} className={styles.itemText} />
              </div>
            </li>
          ))}
        </ol>
        {block.image ? (
          <div className={styles.media}>
            <BlockImage
              image={block.image}
              alt={`${context.caseTitle}: схема системы управления`}
              sizes="(max-width: 1024px) 90vw, 45vw"
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
