// The hero for a screen serialised into pages that may never show it: the root not-found
// boundary's error screen rides in every page's payload. Everything a page would fetch for it is
// deferred to when it renders: the client island is the lazy one, and its image gets no preload.
import { heroImageScales } from '@/lib/hero/camera';
import type { HeroVariant } from '@/lib/hero/types';
import { LazyHeroLoader } from './LazyHeroLoader';
import { HERO_CLASSES, HeroStill, heroPictureClass } from './HeroStill';

export function LazyHero({ variant }: { variant: HeroVariant }) {
  return (
    <LazyHeroLoader variant={variant} classes={HERO_CLASSES} scales={heroImageScales(variant)}>
      {/* React's server renderer preloads, by itself, every eager <img> a server component
          renders, except inside <picture>. */}
      <picture className={heroPictureClass}>
        <HeroStill priority preload={false} />
      </picture>
    </LazyHeroLoader>
  );
}
