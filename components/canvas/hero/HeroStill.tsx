// The hero's static image and the box's class names, shared by Hero and LazyHero: the
// server-rendered part that paints first, whichever client island may later upgrade it to 3D.
import { Img } from '@/components/ui/Img';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { HERO_IMAGE, HERO_MOBILE_EXTRA_WIDTH, HERO_PAINT_ID } from '@/lib/hero/constants';
import type { HeroLoaderClasses } from '@/lib/hero/types';
import styles from './Hero.module.scss';

/** At ≤530px the box is 100px wider than the viewport (SPEC 9); elsewhere it spans the viewport. */
const HERO_IMAGE_SIZES = `(max-width: ${MOBILE_BREAKPOINT}px) calc(100vw + ${HERO_MOBILE_EXTRA_WIDTH}px), 100vw`;

export const HERO_CLASSES: HeroLoaderClasses = {
  root: styles.root,
  stage: styles.stage,
  still: styles.still,
};

export const heroPictureClass = styles.picture;

/** Eager with high fetch priority when `priority`; hinted in the head when `preload` too. */
export function HeroStill({ priority, preload }: { priority: boolean; preload: boolean }) {
  return (
    <Img
      className={styles.image}
      src={HERO_IMAGE.src}
      width={HERO_IMAGE.width}
      height={HERO_IMAGE.height}
      sizes={HERO_IMAGE_SIZES}
      alt="Объёмная глянцевая фигура — живой символ студии «Орбита»"
      preload={priority && preload}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
      // Element Timing: the loader waits for this image's paint record before any 3D work.
      {...{ elementtiming: HERO_PAINT_ID }}
    />
  );
}
