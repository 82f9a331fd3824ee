// Montserrat (variable, 400–700) self-hosted from @fontsource-variable: Latin and Cyrillic files.
// Two faces because next/font/local cannot give one family per-file unicode-ranges; the Latin face
// comes first and has no synthetic fallback, so Cyrillic glyphs fall through to the Cyrillic face.
// Not preloaded (issue 10): the preloads put both files (62 KB) ahead of the first paint and cost
// 0.3–0.6 s of simulated LCP; the text paints in the fallback and swaps (measured CLS ≤ 0.03 with
// the fonts held back 1 s, 0 when they come with the CSS). README 'Speed' has the figures.
import localFont from 'next/font/local';

export const montserratLatin = localFont({
  src: '../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-latin',
  adjustFontFallback: false,
  preload: false,
});

export const montserratCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-cyrillic',
  preload: false,
});
