// The main animated element (SPEC 2.7): a server-rendered static image that a client island may upgrade to 3D.
import { Img } from '@/components/ui/Img';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { HERO_IMAGE, HERO_MOBILE_EXTRA_WIDTH, HERO_PAINT_ID } from '@/lib/hero/constants';
import { heroImageScales } from '@/lib/hero/camera';
import type { HeroVariant } from '@/lib/hero/types';
import { HeroLoader } from './HeroLoader';
import styles from './Hero.module.scss';

/** At ≤530px the box is 100px wider than the viewport (SPEC 9); elsewhere it spans the viewport. */
const HERO_IMAGE_SIZES = `(max-width: ${MOBILE_BREAKPOINT}px) calc(100vw + ${HERO_MOBILE_EXTRA_WIDTH}px), 100vw`;

export type HeroProps = {
  variant?: HeroVariant;
  className?: string;
  /** The home page hero is the LCP element: preload it with high fetch priority. */
  priority?: boolean;
};

export function Hero({ variant = 'default', className, priority = true }: HeroProps) {
  return (
    <HeroLoader variant={variant} className={className} scales={heroImageScales(variant)}>
      <Img
        className={styles.image}
        src={HERO_IMAGE.src}
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        sizes={HERO_IMAGE_SIZES}
        alt="Объёмная глянцевая фигура — живой символ студии «Орбита»"
        preload={priority}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        draggable={false}
        // Element Timing: the loader waits for this image's paint record before any 3D work.
        {...{ elementtiming: HERO_PAINT_ID }}
      />
    </HeroLoader>
  );
}
