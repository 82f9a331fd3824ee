// column (SPEC 2.9): a title, two text columns and the case image slider.
import { ImageSlider } from '../shared/ImageSlider';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import band from '../shared/SliderBand.module.scss';
import { toSlides } from '../shared/slides';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './Column.module.scss';

export function Column({ block, context, id, label }: BlockProps<'column'>) {
  const title = plain(block.title);
  const slides = toSlides(block.images, `${context.caseTitle}: ${title ?? 'экраны проекта'}`);
  const hasColumns = Boolean(block.text1 || block.text2);
  return (
    <Section
      type="column"
      id={id}
      bleed
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={band.container}>
        {title ? <BlockTitle>{title}</BlockTitle> : null}
        <Rich html={block.text} className={styles.lead} />
        {hasColumns ? (
          <div className={styles.columns}>
            <Rich html={block.text1} />
            <Rich html={block.text2} />
          </div>
        ) : null}
        <Paragraphs items={block.content} className={styles.lead} />
      </div>
      {slides.length > 0 ? (
        <div className={band.slider}>
          <ImageSlider slides={slides} label={title ?? 'Экраны проекта'} />
        </div>
      ) : null}
    </Section>
  );
}
