// The main animated element (SPEC 2.7): a server-rendered static image that a client island may upgrade to 3D.
import { heroImageScales } from '@/lib/hero/camera';
import type { HeroVariant } from '@/lib/hero/types';
import { HeroLoader } from './HeroLoader';
import { HERO_CLASSES, HeroStill } from './HeroStill';

export type HeroProps = {
  variant?: HeroVariant;
  className?: string;
  /** The home page hero is the LCP element: preload it with high fetch priority. */
  priority?: boolean;
};

export function Hero({ variant = 'default', className, priority = true }: HeroProps) {
  return (
    <HeroLoader
      variant={variant}
      classes={HERO_CLASSES}
      className={className}
      scales={heroImageScales(variant)}
    >
      <HeroStill priority={priority} preload />
    </HeroLoader>
  );
}
