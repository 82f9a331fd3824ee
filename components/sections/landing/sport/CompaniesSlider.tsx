'use client';
// The supported-companies slider (Splide, loaded on this page only, when the slider nears the viewport): one slide per client with
// its result; in 'sport' mode the slides take the landing's accent frame.
import type { Options } from '@splidejs/splide';
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import type { CSSProperties } from 'react';
import { DeferredSplide } from '@/components/ui/DeferredSplide';
import type { SportCompanySlide } from '@/content/landings/sport-types';
import { CASE_IMAGE_SLIDER, SLIDER_ROLE } from '@/lib/case/sliders';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/constants';
import styles from './CompaniesSlider.module.scss';

export type CompaniesSliderMode = 'sport' | 'default';

/** 3 slides per page, 2 at lg and below, 1 on small phones; arrows and pagination. */
export const COMPANIES_SLIDER: Options = {
  // A named group with div slides, like the case sliders (axe landmark-unique, aria-allowed-role).
  role: SLIDER_ROLE,
  type: 'slide',
  perPage: 3,
  perMove: 1,
  gap: '24px',
  arrows: true,
  pagination: true,
  i18n: CASE_IMAGE_SLIDER.i18n,
  breakpoints: {
    [BREAKPOINTS.lg]: { perPage: 2, gap: '20px' },
    [MOBILE_BREAKPOINT]: { perPage: 1, gap: '16px' },
  },
};

const LOGO_SIZE = 48;
/** The percent ring: radius and circumference in the 120×120 box. */
const RING_R = 52;
const RING_C = 2 * Math.PI * RING_R;

export function CompaniesSlider({
  slides,
  label,
  mode = 'default',
}: {
  slides: readonly SportCompanySlide[];
  label: string;
  mode?: CompaniesSliderMode;
}) {
  return (
    <DeferredSplide
      options={COMPANIES_SLIDER}
      label={label}
      className={clsx(styles.slider, mode === 'sport' && styles.sport)}
      data={{ 'data-mode': mode }}
    >
      <div className="splide__track">
        <div className="splide__list">
          {slides.map((slide) => (
            <div key={slide.company} className={clsx('splide__slide', styles.slide)}>
              <article className={styles.card}>
                <header className={styles.head}>
                  <Img src={slide.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} />
                  <div>
                    <h3 className={styles.company}>{slide.company}</h3>
                    <p className={styles.time}>Срок: {slide.time}</p>
                  </div>
                </header>
                <p className={styles.title}>
                  <span style={{ color: slide.titleColor } as CSSProperties}>{slide.title}</span>{' '}
                  {slide.titleAddit}
                </p>
                <div className={styles.result}>
                  <svg className={styles.ring} viewBox="0 0 120 120" aria-hidden="true">
                    <circle cx="60" cy="60" r={RING_R} className={styles.track} />
                    <circle
                      cx="60"
                      cy="60"
                      r={RING_R}
                      className={styles.value}
                      style={{ stroke: slide.titleColor }}
                      strokeDasharray={`${(RING_C * slide.percent) / 100} ${RING_C}`}
                      transform="rotate(-90 60 60)"
                    />
                    <text x="60" y="68">
                      {`${slide.percent}\u00a0%`}
                    </text>
                  </svg>
                  <p className={styles.help}>{slide.help}</p>
                </div>
                <ul className={styles.tags} aria-label="Что сделали">
                  {slide.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </article>
            </div>
          ))}
        </div>
      </div>
    </DeferredSplide>
  );
}
