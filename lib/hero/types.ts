// Shared hero types: the variants pages choose and the modes the element reports.

export type HeroVariant = 'default' | 'little' | 'error';

/**
 * What the hero currently shows, exposed as `data-hero-mode`:
 * 'static' before the client decides, 'loading' while the 3D chunk and texture load,
 * '3d' once the canvas draws, or one of the static fallbacks (the reason says why).
 */
export type HeroMode =
  | 'static'
  | 'loading'
  | '3d'
  | 'paused'
  | 'static-software'
  | 'static-reduced-motion'
  | 'static-no-webgl'
  | 'static-slow'
  | 'static-error';

/** The mode with the reason behind it, as the loader and the scene report it. */
export type HeroStatus = { mode: HeroMode; reason: string };

/**
 * The hero box's class names, passed by the server component that imports Hero.module.scss: the
 * client island imports no CSS, so loading it lazily links no render-blocking stylesheet.
 */
export type HeroLoaderClasses = { root?: string; stage?: string; still?: string };
