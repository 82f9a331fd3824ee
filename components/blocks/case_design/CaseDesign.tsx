// case_design (SPEC 2.9): the design block — a title and text (black by default) over the mock-ups.
import { BlockImage } from '../shared/BlockImage';
import { BlockHead } from '../shared/BlockHead';
import { Section } from '../shared/Section';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './CaseDesign.module.scss';

export function CaseDesign({ block, context, id, label }: BlockProps<'case_design'>) {
  const gallery = block.images;
  const title = plain(block.title);
  return (
    <Section
      type="case_design"
      id={id}
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <BlockHead
        as="header"
        kicker={<span className={styles.kicker}>Дизайн</span>}
        title={title}
        text={block.text}
        content={block.content}
        className={styles.head}
        leadClassName={styles.lead}
      />
      {block.image ? (
        <div className={styles.hero}>
          <BlockImage
            image={block.image}
            alt={`${context.caseTitle}: дизайн-макет`}
            sizes="(max-width: 1440px) 90vw, 1296px"
            className={styles.image}
          />
        </div>
      ) : null}
      {gallery.length > 0 ? (
        <ul className={styles.gallery}>
          {gallery.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <BlockImage
                image={image}
                alt={`${context.caseTitle}: макет ${i + 1}`}
                sizes="(max-width: 768px) 90vw, 44vw"
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
