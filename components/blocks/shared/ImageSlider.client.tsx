'use client';
// The case image slider (column, column_with_slider): looped, centred, fixed width, no arrows.
import { Splide, SplideSlide } from '@splidejs/react-splide';
import '@splidejs/react-splide/css/core';
import Image from 'next/image';
import { IMAGE_QUALITY } from '@/lib/constants';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';
import styles from './ImageSlider.module.scss';

export type SlideImage = { url: string; alt: string };

/** Slides are cropped to one ratio so the fixed-width track keeps one height. */
const SIZES = '(max-width: 530px) 84vw, (max-width: 1024px) 76vw, min(64vw, 920px)';

export function ImageSlider({ slides, label }: { slides: readonly SlideImage[]; label: string }) {
  return (
    <Splide options={CASE_IMAGE_SLIDER} aria-label={label} className={styles.slider}>
      {slides.map((slide, i) => (
        <SplideSlide key={`${slide.url}-${i}`} className={styles.slide}>
          <span className={styles.frame}>
            <Image
              src={slide.url}
              alt={slide.alt}
              fill
              sizes={SIZES}
              quality={IMAGE_QUALITY}
              className={styles.image}
            />
          </span>
        </SplideSlide>
      ))}
    </Splide>
  );
}
