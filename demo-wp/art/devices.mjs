// Device frames for the demo media: a browser window around a page layout (screens.mjs) and a
// phone around an app screen (phones.mjs), placed and scaled by the compositions.
import { PHONE_SCREEN, drawPhoneScreen } from './phones.mjs';
import { VIEWPORT, drawScreen } from './screens.mjs';
import { PALETTE, circle, rect } from './svg.mjs';

export const CHROME = 0.045; // browser top bar height as a share of the window width
export const PHONE_RATIO = 2.06; // phone body height / width

/** Window height for a browser of width w (chrome plus a 1200×750 page). */
export const browserHeight = (w) => w * CHROME + (w * VIEWPORT.height) / VIEWPORT.width;
/** The widest browser that fits a height h. */
export const browserWidthFor = (h) => h / (CHROME + VIEWPORT.height / VIEWPORT.width);

/** A browser window of width w showing a page layout. */
export function browser(rnd, x, y, w, layout, t) {
  const h = browserHeight(w);
  const ch = w * CHROME;
  const k = w / VIEWPORT.width;
  const id = `b${Math.floor(rnd.next() * 1e9)}`;
  let out = rect(x + 6, y + 14, w, h, { r: 14, fill: '#000000', opacity: 0.35 });
  out += `<clipPath id="${id}">${rect(x, y, w, h, { r: 12 })}</clipPath><g clip-path="url(#${id})">`;
  out += rect(x, y, w, ch, { fill: '#232626' });
  ['#5a6161', '#5a6161', '#5a6161'].forEach((c, i) => {
    out += circle(x + ch * (0.7 + i * 0.55), y + ch / 2, ch * 0.16, { fill: c });
  });
  out += rect(x + w * 0.3, y + ch * 0.22, w * 0.4, ch * 0.56, { r: ch * 0.28, fill: '#313535' });
  out += `<g transform="translate(${x.toFixed(1)} ${(y + ch).toFixed(1)}) scale(${k.toFixed(4)})">${drawScreen(layout, rnd, t)}</g>`;
  return out + '</g>' + rect(x, y, w, h, { r: 12, stroke: '#ffffff', sw: 1, opacity: 0.12 });
}

/** A phone of width w showing an app screen. */
export function phone(rnd, x, y, w, layout, t) {
  const h = w * PHONE_RATIO;
  const inset = w * 0.045;
  const sw = w - inset * 2;
  const sh = h - inset * 2;
  const k = Math.min(sw / PHONE_SCREEN.width, sh / PHONE_SCREEN.height);
  const id = `p${Math.floor(rnd.next() * 1e9)}`;
  let out = rect(x + w * 0.03, y + w * 0.05, w, h, { r: w * 0.16, fill: '#000000', opacity: 0.3 });
  out += rect(x, y, w, h, { r: w * 0.16, fill: PALETTE.ink, stroke: '#3a3f3f', sw: w * 0.012 });
  out += `<clipPath id="${id}">${rect(x + inset, y + inset, sw, sh, { r: w * 0.12 })}</clipPath>`;
  out += `<g clip-path="url(#${id})">${rect(x + inset, y + inset, sw, sh, { fill: t.bg })}`;
  out += `<g transform="translate(${(x + inset).toFixed(1)} ${(y + inset).toFixed(1)}) scale(${k.toFixed(4)})">${drawPhoneScreen(layout, rnd, t)}</g></g>`;
  return (
    out +
    rect(x + w * 0.38, y + inset + w * 0.02, w * 0.24, w * 0.055, {
      r: w * 0.03,
      fill: PALETTE.ink,
    })
  );
}
