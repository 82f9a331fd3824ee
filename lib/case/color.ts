// Colour maths for the colours WordPress sends (WCAG 2 relative luminance and contrast ratio), and
// the guard that keeps case text readable whatever they are: a text colour that fails against its
// background is replaced by white, near-black or black, whichever reads best (issue 12).
import { COLORS } from '../constants';

export type Rgb = readonly [number, number, number];
/** Red, green, blue 0–255 and alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

/** WCAG 2 AA: body text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG 2 AA: large text, 24px, or 18.66px bold (1.4.3). */
export const MIN_LARGE_TEXT_CONTRAST = 3;
/** The share of the text colour in secondary text (Section.module.scss mixes the same way). */
export const SECONDARY_TEXT_SHARE = 0.68;

/** The site's text colours on light and dark surfaces (DESIGN.md 'Colour'). */
export const TEXT_ON_LIGHT = '#111111';
export const TEXT_ON_DARK = COLORS.white;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function fromHex(hex: string): Rgba | null {
  const h = hex.slice(1);
  const full = h.length === 3 || h.length === 4 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(full)) return null;
  const [r, g, b, a = 255] = [0, 2, 4, 6]
    .filter((i) => i < full.length)
    .map((i) => parseInt(full.slice(i, i + 2), 16));
  return [r ?? 0, g ?? 0, b ?? 0, a / 255];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Parses the colour literals the WordPress schema lets through (lib/wp/fields.ts); null if unknown. */
export function parseColor(value: string | undefined): Rgba | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v === 'white') return [255, 255, 255, 1];
  if (v === 'black') return [0, 0, 0, 1];
  if (v === 'transparent') return [0, 0, 0, 0];
  if (v.startsWith('#')) return fromHex(v);
  const parts = [...v.matchAll(/([\d.]+)(%?)/g)].map((m) => ({
    n: Number(m[1]),
    pct: m[2] === '%',
  }));
  if (parts.length < 3 || parts.some((p) => Number.isNaN(p.n))) return null;
  type Part = (typeof parts)[number];
  const [p0, p1, p2, p3] = parts as [Part, Part, Part, Part | undefined];
  const alpha = p3 ? clamp(p3.pct ? p3.n / 100 : p3.n, 0, 1) : 1;
  if (v.startsWith('rgb')) {
    const channel = (p: { n: number; pct: boolean }) =>
      clamp(p.pct ? (p.n * 255) / 100 : p.n, 0, 255);
    return [channel(p0), channel(p1), channel(p2), alpha];
  }
  if (v.startsWith('hsl')) {
    const [r, g, b] = fromHsl(p0.n % 360, clamp(p1.n / 100, 0, 1), clamp(p2.n / 100, 0, 1));
    return [r, g, b, alpha];
  }
  return null;
}

/** A colour with alpha laid over an opaque one. */
export function composite([r, g, b, a]: Rgba, [br, bg, bb]: Rgb): Rgb {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
}

/** WCAG 2 relative luminance of an opaque sRGB colour (0 black … 1 white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two opaque colours: 1 (same) … 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

const PAGE: Rgb = [255, 255, 255];

/**
 * The opaque colour a block's text sits on: its background laid over the white case page, or,
 * without a usable background, the block's default surface (dark: the case head colour).
 */
export function surfaceOf(background: string | undefined, fallback: 'light' | 'dark'): Rgb {
  const rgba = parseColor(background);
  if (rgba && rgba[3] > 0) return composite(rgba, PAGE);
  const dflt = parseColor(fallback === 'dark' ? COLORS.caseHead : COLORS.casePage);
  return dflt ? composite(dflt, PAGE) : PAGE;
}

/** 'dark' when the surface wants light text (white reads better on it than near-black). */
export function toneOfSurface(surface: Rgb): 'light' | 'dark' {
  const white: Rgb = [255, 255, 255];
  const nearBlack = composite(parseColor(TEXT_ON_LIGHT) ?? [0, 0, 0, 1], white);
  return contrastRatio(white, surface) > contrastRatio(nearBlack, surface) ? 'dark' : 'light';
}

/** 'dark' when light text reads better on this background; undefined when it is unknown or clear. */
export function toneOf(background: string | undefined): 'light' | 'dark' | undefined {
  const rgba = parseColor(background);
  if (!rgba || rgba[3] === 0) return undefined;
  return toneOfSurface(composite(rgba, PAGE));
}

const FALLBACKS = [TEXT_ON_DARK, TEXT_ON_LIGHT, COLORS.black];

/**
 * The text colour to use on `surface`: `preferred` when it reaches `min` there (alpha included),
 * else white, near-black or black, whichever contrasts most (one of white and black always
 * reaches 4.5:1). An unparsable preferred colour counts as failing.
 */
export function readableText(
  preferred: string | undefined,
  surface: Rgb,
  min: number = MIN_TEXT_CONTRAST,
): string {
  const rgba = parseColor(preferred);
  if (preferred && rgba && contrastRatio(composite(rgba, surface), surface) >= min)
    return preferred;
  const ranked = FALLBACKS.map((c) => ({
    c,
    ratio: contrastRatio(composite(parseColor(c) ?? [0, 0, 0, 1], surface), surface),
  }));
  // Keep the site's own text colours when they pass; black only where #111 falls short.
  const passing = ranked.filter((r) => r.ratio >= min);
  const pool = passing.length > 0 ? passing : ranked;
  const tone = toneOfSurface(surface);
  const ownFirst = pool.find((r) => r.c === (tone === 'dark' ? TEXT_ON_DARK : TEXT_ON_LIGHT));
  return (ownFirst ?? pool.sort((x, y) => y.ratio - x.ratio)[0] ?? ranked[0]!).c;
}

function css([r, g, b]: Rgb): string {
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}

export type BlockPalette = {
  tone: 'light' | 'dark';
  /** The block background as WordPress sent it (undefined: the tone's default). */
  bg?: string;
  text: string;
  title: string;
  /** Secondary text: the text colour at SECONDARY_TEXT_SHARE, or the text colour where that fails. */
  secondary: string;
  /** The site accent for small text (task numbers): the accent where it reads, else the text colour. */
  accent: string;
};

/** Colours of a constructor block with every text colour checked against its own background. */
export function blockPalette(
  colors: { bg?: string; text?: string; title?: string },
  defaultTone: 'light' | 'dark',
): BlockPalette {
  const bgRgba = parseColor(colors.bg);
  const usableBg = bgRgba && bgRgba[3] > 0 ? colors.bg : undefined;
  const surface = surfaceOf(usableBg, defaultTone);
  const tone = usableBg ? toneOfSurface(surface) : defaultTone;
  const text = readableText(
    colors.text ?? (tone === 'dark' ? TEXT_ON_DARK : TEXT_ON_LIGHT),
    surface,
  );
  const title = readableText(colors.title ?? text, surface);
  const textRgb = composite(parseColor(text) ?? [0, 0, 0, 1], surface);
  const mixed = composite([...textRgb, SECONDARY_TEXT_SHARE], surface);
  const secondary = contrastRatio(mixed, surface) >= MIN_TEXT_CONTRAST ? css(mixed) : text;
  const accent = readableText(COLORS.accent, surface);
  return { tone, ...(usableBg ? { bg: usableBg } : {}), text, title, secondary, accent };
}
