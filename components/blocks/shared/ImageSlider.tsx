'use client';
// The case image sliders: a looped Splide track of next/image slides (Splide loads near the viewport). By default the slider of
// column and column_with_slider (centred, fixed width, no arrows); mobile_version passes its own
// options, sizes and classes.
// The track is built here with <div>s, not SplideTrack/SplideSlide's <ul>/<li>: Splide gives each
// slide role="tabpanel" (or "group"), which ARIA in HTML does not allow on <li> (axe
// aria-allowed-role); a <div> may take any role. The root is a named group (SLIDER_ROLE), not a
// second region landmark named like the block's own section.
import type { Options } from '@splidejs/splide';
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import { DeferredSplide } from '@/components/ui/DeferredSplide';
import { IMAGE_QUALITY } from '@/lib/constants';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';
import styles from './ImageSlider.module.scss';

export type SlideImage = { url: string; alt: string };

export type SliderClasses = Partial<Record<'slider' | 'slide' | 'frame' | 'image', string>>;

/** Slides are cropped to one ratio so the fixed-width track keeps one height. */
const CASE_SIZES = '(max-width: 530px) 84vw, (max-width: 1024px) 76vw, min(64vw, 920px)';

export function ImageSlider({
  slides,
  label,
  options = CASE_IMAGE_SLIDER,
  sizes = CASE_SIZES,
  classes = styles,
}: {
  slides: readonly SlideImage[];
  label: string;
  options?: Options;
  sizes?: string;
  classes?: SliderClasses;
}) {
  return (
    <DeferredSplide options={options} label={label} className={classes.slider}>
      <div className="splide__track">
        <div className="splide__list">
          {slides.map((slide, i) => (
            <div key={`${slide.url}-${i}`} className={clsx('splide__slide', classes.slide)}>
              <span className={classes.frame}>
                <Img
                  src={slide.url}
                  alt={slide.alt}
                  fill
                  sizes={sizes}
                  quality={IMAGE_QUALITY}
                  className={classes.image}
                />
              </span>
            </div>
          ))}
        </div>
      </div>
    </DeferredSplide>
  );
}
