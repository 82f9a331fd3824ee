// column_with_slider (SPEC 2.9): a title and text beside each other over the case image slider.
import { ImageSlider } from '../shared/ImageSlider.client';
import { Paragraphs, Rich } from '../shared/Rich';
import { BlockTitle, Section } from '../shared/Section';
import band from '../shared/SliderBand.module.scss';
import { toSlides } from '../shared/slides';
import type { BlockProps } from '../types';
import styles from './ColumnWithSlider.module.scss';

export function ColumnWithSlider({ block, context, id }: BlockProps<'column_with_slider'>) {
  const slides = toSlides(block.images, `${context.caseTitle}: ${block.title ?? 'экраны проекта'}`);
  return (
    <Section
      type="column_with_slider"
      id={id}
      bleed
      label={block.title ?? 'Экраны проекта'}
      colors={{ bg: block.bg_color, text: block.text_color, title: block.title_color }}
    >
      <div className={`${band.container} ${styles.head}`}>
        {block.title ? <BlockTitle>{block.title}</BlockTitle> : null}
        <div className={styles.text}>
          <Rich html={block.text} />
          <Paragraphs items={block.content} />
        </div>
      </div>
      {slides.length > 0 ? (
        <div className={band.slider}>
          <ImageSlider slides={slides} label={block.title ?? 'Экраны проекта'} />
        </div>
      ) : null}
    </Section>
  );
}
