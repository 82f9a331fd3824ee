// mobile_version (SPEC 2.9): the phone screens in a looped slider on bg_color; title and text
// are white by default (schema defaults), so the band is dark unless WordPress sets bg_color.
import { Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import { toSlides } from '../shared/slides';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import { MobileSlider } from './MobileSlider';
import styles from './MobileVersion.module.scss';

export function MobileVersion({ block, context, id, label }: BlockProps<'mobile_version'>) {
  const title = plain(block.title) ?? 'Мобильная версия';
  const slides = toSlides(block.images, `${context.caseTitle}: экран мобильной версии`);
  return (
    <Section
      type="mobile_version"
      id={id}
      defaultTone="dark"
      bleed
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={styles.head}>
        <BlockTitle>{title}</BlockTitle>
        <Rich html={block.text} className={styles.text} />
      </div>
      {slides.length > 0 ? (
        <div className={styles.slider}>
          <MobileSlider slides={slides} label={title} />
        </div>
      ) : null}
    </Section>
  );
}
