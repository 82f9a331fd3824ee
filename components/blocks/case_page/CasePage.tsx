// case_page (SPEC 2.9): text and image side by side; the image is on the left when direction is 'Слева'.
import clsx from 'clsx';
import { BlockImage } from '../shared/BlockImage';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './CasePage.module.scss';

export const IMAGE_LEFT = 'Слева';

export function CasePage({ block, context, id, label }: BlockProps<'case_page'>) {
  const imageLeft = block.direction?.trim() === IMAGE_LEFT;
  const title = plain(block.title);
  return (
    <Section
      type="case_page"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div
        className={clsx(
          styles.grid,
          block.image && (imageLeft ? styles.imageLeft : styles.imageRight),
        )}
        data-image-side={block.image ? (imageLeft ? 'left' : 'right') : undefined}
      >
        <div className={styles.text}>
          {title ? <BlockTitle>{title}</BlockTitle> : null}
          <Rich html={block.text} className={styles.body} />
          <Paragraphs items={block.content} className={styles.body} />
        </div>
        {block.image ? (
          <figure className={styles.media}>
            <BlockImage
              image={block.image}
              alt={`${context.caseTitle}: ${title ?? 'экран проекта'}`}
              sizes="(max-width: 768px) 90vw, 55vw"
              className={styles.image}
            />
          </figure>
        ) : null}
      </div>
    </Section>
  );
}
