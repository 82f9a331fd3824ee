// column_with_slider (SPEC 2.9): a title and text beside each other over the case image slider.
import { ImageSlider } from '../shared/ImageSlider';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import band from '../shared/SliderBand.module.scss';
import { toSlides } from '../shared/slides';
import { plain } from '@/lib/text/plain';
import { blockLandmark } from '../landmarks';
import type { BlockProps } from '../types';
import styles from './ColumnWithSlider.module.scss';

export function ColumnWithSlider({ block, context, id, label }: BlockProps<'column_with_slider'>) {
  const title = plain(block.title);
  const slides = toSlides(block.images, `${context.caseTitle}: ${title ?? 'экраны проекта'}`);
  return (
    <Section
      type="column_with_slider"
      id={id}
      bleed
      label={label ?? blockLandmark(block, context)}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={`${band.container} ${styles.head}`}>
        {title ? <BlockTitle>{title}</BlockTitle> : null}
        <div className={styles.text}>
          <Rich html={block.text} />
          <Paragraphs items={block.content} />
        </div>
      </div>
      {slides.length > 0 ? (
        <div className={band.slider}>
          <ImageSlider slides={slides} label={title ?? 'Экраны проекта'} />
        </div>
      ) : null}
    </Section>
  );
}
