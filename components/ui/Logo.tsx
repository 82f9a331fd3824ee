// The brand logo (SPEC 2.2, DESIGN.md): the orbit mark and the «Орбита» wordmark, drawn as paths so
// that it renders the same without any font. Server-safe; colour comes from `currentColor`.
import type { CSSProperties } from 'react';
import { SITE_NAME } from '@/lib/site';

// Paths in one coordinate space (baseline y = 72, x-height 42, cap height 58, stroke 10). The
// wordmark's round letters are rings: outer contour clockwise, inner counter-clockwise (nonzero).
// scripts/make-assets.mjs reads these two constants to draw the favicon and the share images; it
// splits the mark at each absolute 'M' (ring, core, satellite), so keep those three moves absolute.

/** The orbit mark: an open ring, a core and a satellite in the ring's gap (box 0 14 58 58). */
export const LOGO_MARK_PATH =
  'M56.25 33.08A29 29 0 1 1 38.92 15.75l-1.71 4.7A24 24 0 1 0 51.55 34.79zM19 43a10 10 0 1 0 20 0 10 10 0 1 0-20 0zM42.24 24.26a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0z';

/** The wordmark «Орбита», set 18 units right of the mark (x 76–380, y 12–92). */
export const LOGO_WORD_PATH =
  'M76 43a30 30 0 1 1 60 0 30 30 0 1 1-60 0zm10.5 0a19.5 19.5 0 1 0 39 0 19.5 19.5 0 1 0-39 0zM142 30h10v62h-10zm0 21a22 22 0 1 1 44 0 22 22 0 1 1-44 0zm10 0a12 12 0 1 0 24 0 12 12 0 1 0-24 0zm41 0a22 22 0 1 1 44 0 22 22 0 1 1-44 0zm10 0a12 12 0 1 0 24 0 12 12 0 1 0-24 0zm-10 0V32a20 20 0 0 1 20-20h20v10h-20a10 10 0 0 0-10 10v19zm52-21h10v42h-10zm32 0h10v42h-10zm-22 42V59l22-29v13zm39-42h36v10h-13v32h-10V40h-13zm42 21a22 22 0 1 1 44 0 22 22 0 1 1-44 0zm10 0a12 12 0 1 0 24 0 12 12 0 1 0-24 0zm24-21h10v42h-10z';

/** viewBox of each variant: the full logo, or the mark alone (a square). */
export const LOGO_VIEWBOX = { full: '0 12 380 80', mark: '0 14 58 58' } as const;

export type LogoProps = {
  /** Size it in CSS: set a height and `width: auto` (or the reverse); the ratio comes from the viewBox. */
  className?: string;
  style?: CSSProperties;
  /** Accessible name; e.g. 'Орбита — на главную' when the logo is the only content of a link to /. */
  label?: string;
  /** 'full' (mark + wordmark, 4.75 : 1) or 'mark' (the orbit mark alone, 1 : 1). */
  variant?: keyof typeof LOGO_VIEWBOX;
};

export function Logo({ className, style, label = SITE_NAME, variant = 'full' }: LogoProps) {
  const full = variant === 'full';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={LOGO_VIEWBOX[variant]}
      width={full ? 190 : 40}
      height={40}
      className={className}
      style={style}
      role="img"
      aria-label={label}
      focusable="false"
      fill="currentColor"
    >
      <path d={LOGO_MARK_PATH} />
      {full ? <path d={LOGO_WORD_PATH} /> : null}
    </svg>
  );
}

export default Logo;
