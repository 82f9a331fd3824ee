// Montserrat without holding the first frame (docs/performance.md 'The first-paint stall').
// Chrome holds a document's first frame while a web font it fetched before that frame is in
// flight: a `<link rel=preload as=font>` (Blink's FontPreloadManager) or a FontFace load alike.
// Under device emulation (Lighthouse, PageSpeed Insights, DevTools' device mode) the held frame is
// what makes the first paint wait for Viz's once-a-second tick, 1–2 s after the load event. So
// the faces are not preloaded: a tiny script opening <body> keeps the page in its metric-matched
// stand-in, asks for both faces right after the first frame, and swaps them in together once both
// are in: one swap, never the half-and-half state of two faces arriving apart (Cyrillic letters
// in the stand-in, spaces and digits in Montserrat), whose other line breaks are a layout shift.
// Without JavaScript the attribute is never set: plain font-display: swap.
import { scriptJson } from '@/lib/text/script-json';

/** Set on <html> while the page waits, in its stand-in, for Montserrat's two faces. */
export const FONTS_LOADING_ATTRIBUTE = 'data-fonts-loading';
/** Dispatched on window once the faces have swapped in: what measured the page measures again. */
export const FONTS_SWAPPED_EVENT = 'studio:fonts-swapped';
/**
 * Remembers which build's faces this browser has cached: later documents of that build start in
 * Montserrat. The faces' URLs carry the build (`?dpl=`, next.config.ts), so after a deploy the
 * files are new to the browser: a value of another build means the faces are fetched again, and
 * the page waits for them in its stand-in as on a first visit. (Remembering a bare '1' let a
 * returning visitor's first page after a deploy start in Montserrat while neither face was
 * cached: the Latin face arrived first, and the half-and-half lines moved /sportsite/'s partners
 * at 412 px, CLS 0.007 in Lighthouse's second and later audits.)
 */
export const FONTS_CACHED_KEY = 'studio:fonts';

/** The first family of a `font-family` value as next/font gives it (`'name', 'fallback'`). */
export function firstFamily(fontFamily: string): string {
  const first = fontFamily.split(',')[0]?.trim() ?? '';
  return first.replace(/^['"]|['"]$/g, '');
}

/**
 * The inline script: unless an earlier page of this build (`version`) already loaded the faces,
 * mark <html> as waiting and,
 * once the first frame is out, load each family (`document.fonts.load` fetches the face); when
 * all are in, or one failed, the mark goes, the fonts swap in together and FONTS_SWAPPED_EVENT is
 * dispatched.
 */
export function fontSwapScript(families: readonly string[], version: string): string {
  const attribute = scriptJson(FONTS_LOADING_ATTRIBUTE);
  const key = scriptJson(FONTS_CACHED_KEY);
  const cached = scriptJson(version);
  const swapped = scriptJson(FONTS_SWAPPED_EVENT);
  const faces = scriptJson(families.map((family) => `1em ${JSON.stringify(family)}`));
  return (
    `(function(){var h=document.documentElement,f=document.fonts;` +
    `try{if(localStorage.getItem(${key})===${cached})return}catch(e){}` +
    `if(!f||!f.load)return;` +
    `h.setAttribute(${attribute},"");` +
    `var done=function(){h.removeAttribute(${attribute});dispatchEvent(new Event(${swapped}))};` +
    `requestAnimationFrame(function(){setTimeout(function(){` +
    `Promise.all(${faces}.map(function(s){return f.load(s)})).then(function(){done();` +
    `try{localStorage.setItem(${key},${cached})}catch(e){}},done)},0)})})();`
  );
}
