// The fixed bottom chrome's safety net (issue 33, docs/DESIGN.md 'Fixed chrome on phones'): the
// first screens are laid out so that their links and buttons end above the mobile bar, but what
// WordPress sends (a long title, a long lead) can still put one under it. On such a page the bar
// and the launcher in its row wait, at the top, until the visitor first scrolls: decided before
// the first paint by an inline script (bottomChromeScript), then by MobileBar on each navigation.

import { FONTS_SWAPPED_EVENT } from './font-swap';

/** What may be pressed: the selector the first-screen check and its e2e spec share. */
export const CONTROL_SELECTOR =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';

export type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Whether any of `controls` (boxes in viewport coordinates) lies fully inside the viewport
 * (`width` × `height`) and reaches below `chromeTop`, the top edge of the fixed bottom chrome:
 * a control the chrome would cover on the first screen. Controls not fully in view (below the
 * fold, off to a side, empty) are not on the first screen.
 */
export function controlUnderChrome(
  controls: readonly Box[],
  chromeTop: number,
  width: number,
  height: number,
): boolean {
  return controls.some(
    (c) =>
      c.bottom > c.top &&
      c.right > c.left &&
      c.top >= 0 &&
      c.left >= 0 &&
      c.bottom <= height &&
      c.right <= width &&
      c.bottom > chromeTop,
  );
}

/** Set on <html> while the fixed bottom chrome waits for the page's first scroll. */
export const BOTTOM_CHROME_ATTRIBUTE = 'data-bottom-chrome';
export const BOTTOM_CHROME_WAITING = 'waiting';

/** Where the check finds the chrome, what it checks, and what it leaves out (the widget's own). */
export type ChromeSelectors = { chrome: string; controls: string; exclude: string };

export const CHROME_SELECTORS: ChromeSelectors = {
  chrome: '[data-fixed-bottom-chrome]',
  controls: CONTROL_SELECTOR,
  exclude: '[data-messenger-widget]',
};

/**
 * Whether the fixed bottom chrome must wait for the first scroll on `doc` as laid out now: the page
 * is at its top, the chrome is shown, and one of the page's own controls lies under it
 * (`underChrome` is controlUnderChrome, passed in). Self-contained on purpose: the inline script
 * that runs it before the first paint is made from its source (bottomChromeScript).
 */
export function bottomChromeMustWait(
  doc: Document,
  selectors: ChromeSelectors,
  underChrome: typeof controlUnderChrome,
): boolean {
  const chrome = doc.querySelector(selectors.chrome);
  const win = doc.defaultView;
  if (!chrome || !win || win.scrollY > 0) return false;
  if (win.getComputedStyle(chrome).display === 'none') return false;
  const boxes = Array.from(doc.querySelectorAll(selectors.controls))
    .filter((c) => !chrome.contains(c) && !c.closest(selectors.exclude))
    .filter((c) =>
      typeof c.checkVisibility === 'function'
        ? // contentVisibilityAuto: a control in a section skipped by content-visibility is off
          // screen, and measuring it would lay that section out.
          c.checkVisibility({
            checkOpacity: true,
            checkVisibilityCSS: true,
            contentVisibilityAuto: true,
          })
        : true,
    )
    .map((c) => c.getBoundingClientRect());
  const { clientWidth, clientHeight } = doc.documentElement;
  return underChrome(boxes, chrome.getBoundingClientRect().top, clientWidth, clientHeight);
}

/**
 * The inline script that opens <body>. It decides in the animation callback of the first frame that
 * holds the chrome, before that frame is styled, laid out and painted, so a page whose first screen
 * needs it shows the chrome waiting from the chrome's first frame (no flash of the bar after
 * hydration). Until the parser has met the chrome it asks for the next frame again (a slow host may
 * paint the top of the page while the rest of the HTML is still arriving), and it stops asking once
 * the document is parsed. Not while the parser runs it: measuring there would lay the page out
 * inside the parser's task and keep the first frame waiting (docs/performance.md 'The first-paint
 * stall'). It decides again once the web fonts have swapped in (they can move a control under the
 * bar or out from under it), and the page's first scroll ends the wait; MobileBar's hook takes over
 * after hydration and on each navigation.
 */
export function bottomChromeScript(): string {
  const attribute = JSON.stringify(BOTTOM_CHROME_ATTRIBUTE);
  const waiting = JSON.stringify(BOTTOM_CHROME_WAITING);
  const mustWait = bottomChromeMustWait.toString();
  const underChrome = controlUnderChrome.toString();
  return (
    `(function(){try{var d=document,h=d.documentElement,done=false;` +
    `var check=function(){if(done)return;` +
    `if((${mustWait})(d,${JSON.stringify(CHROME_SELECTORS)},${underChrome}))h.setAttribute(${attribute},${waiting});` +
    `else h.removeAttribute(${attribute})};` +
    `var frame=function(){requestAnimationFrame(function(){` +
    `if(!d.querySelector(${JSON.stringify(CHROME_SELECTORS.chrome)})){if(d.readyState==='loading')frame();return}` +
    `check()})};frame();` +
    `addEventListener('scroll',function(){done=true;h.removeAttribute(${attribute})},{once:true,passive:true});` +
    `if(d.fonts&&d.fonts.ready)d.fonts.ready.then(frame);` +
    `addEventListener(${JSON.stringify(FONTS_SWAPPED_EVENT)},frame)` +
    `}catch(e){}})();`
  );
}
