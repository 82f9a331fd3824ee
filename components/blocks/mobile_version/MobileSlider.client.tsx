'use client';
// The mobile-version slider of SPEC 9: looped, 4 / 3 / 1 phone screens per page.
import { Splide, SplideSlide } from '@splidejs/react-splide';
import '@splidejs/react-splide/css/core';
import Image from 'next/image';
import { IMAGE_QUALITY } from '@/lib/constants';
import { MOBILE_VERSION_SLIDER } from '@/lib/case/sliders';
import type { SlideImage } from '../shared/ImageSlider.client';
import styles from './MobileSlider.module.scss';

const SIZES = '(max-width: 530px) 70vw, (max-width: 1024px) 30vw, 20vw';

export function MobileSlider({ slides, label }: { slides: readonly SlideImage[]; label: string }) {
  return (
    <Splide options={MOBILE_VERSION_SLIDER} aria-label={label} className={styles.slider}>
      {slides.map((slide, i) => (
        <SplideSlide key={`${slide.url}-${i}`}>
          <span className={styles.screen}>
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
