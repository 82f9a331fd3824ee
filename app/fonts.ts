// Montserrat (variable, 400–700) self-hosted from @fontsource-variable: Latin and Cyrillic files.
// Two faces because next/font/local cannot give one family per-file unicode-ranges; the Latin face
// comes first and has no synthetic fallback, so Cyrillic glyphs fall through to the Cyrillic face.
// Neither has next/font's Arial fallback: styles/globals.scss declares a metric-matched one that
// also exists on Android and Linux ('Montserrat Fallback'). Neither is preloaded: a font preload
// holds Chrome's first frame, which under device emulation stalls the first paint by a second or
// two; components/layout/FontSwap.tsx fetches both as early and swaps them in together.
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
  adjustFontFallback: false,
  preload: false,
});
