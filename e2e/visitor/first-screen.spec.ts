// Phones: nothing fixed covers what a visitor must press (issue 33). Every page of the sitemap (and
// the 404 page) is opened at common phone sizes, as it loads (no scrolling), once the messenger
// widget has arrived: each link and button fully inside the viewport must be the element found at
// its own centre, and the messenger launcher must overlap no link or button; where the bar waits
// for the first scroll instead, it waits from the first frame. Then the page is scrolled to its
// end, where every control in view must be clear too.
import { expect, test, type Page } from '@playwright/test';
import {
  BOTTOM_CHROME_ATTRIBUTE,
  BOTTOM_CHROME_WAITING,
  CHROME_SELECTORS,
} from '../../lib/layout/first-screen';
import { FONTS_LOADING_ATTRIBUTE, FONTS_SWAPPED_EVENT } from '../../lib/layout/font-swap';
import { NOT_FOUND_PATH, settle, sitemapPaths } from '../helpers/crawl';
import { animationsDone, coveredControls, line } from '../helpers/first-screen';
import { holdDocument } from '../helpers/held-document';
import { layoutShifts, recordLayoutShifts } from '../helpers/layout-shifts';

// Portrait phones from the smallest common Android screen to a large iPhone, and one landscape.
const PHONES = [
  { width: 360, height: 640 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
  { width: 844, height: 390 },
] as const;

// Each size walks the whole sitemap on one page; the sizes may run on different workers.
test.describe.configure({ mode: 'parallel' });

// SPEC 9's 'md': up to it the mobile bar is shown.
const MOBILE_BAR_MAX_WIDTH = 768;
const bar = (page: Page) => page.getByRole('navigation', { name: 'Быстрая связь' });

/** At the page's end, the page's last controls in view are checked (the header may cover the top). */
const LAST_CONTROLS = 3;

/**
 * A change of the chrome's waiting state: its value, the page's frame by then, and whether a web
 * font had reached the layout after a frame was drawn (the text above may have moved since: a
 * later decision is then the right one, not a flash).
 */
type ChromeChange = { value: string | null; frame: number; fontLate: boolean };

/** What the page recorded: the changes, and the frame in which the chrome was first in the DOM. */
type ChromeLog = { changes: ChromeChange[]; chromeFrame: number };

/**
 * Records, from before the page's first byte, each change of the fixed bottom chrome's waiting
 * state (lib/layout/first-screen.ts) with the page's frame count by then, and the frame count when
 * the chrome entered the DOM. Frames are counted by an animation callback asked for before any of
 * the page's own, so in a frame where the page decides, the count is already that frame's.
 */
async function recordChromeChanges(page: Page): Promise<void> {
  await page.addInitScript(
    ({ attribute, chrome, fontsLoading, fontsSwapped }) => {
      const log: ChromeLog = { changes: [], chromeFrame: -1 };
      (window as unknown as { __chromeLog: ChromeLog }).__chromeLog = log;
      let frame = 0;
      const count = () => {
        frame += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      // A frame has been drawn (paint entries can be reported frames later on a busy host).
      const drawn = () => frame > 0;
      let fontLate = false;
      // Montserrat reaches the layout when it swaps in (lib/layout/font-swap.ts), or, in a visit
      // that has it cached, when a face finishes loading.
      window.addEventListener(fontsSwapped, () => {
        if (drawn()) fontLate = true;
      });
      document.fonts.addEventListener('loadingdone', () => {
        if (drawn() && !document.documentElement.hasAttribute(fontsLoading)) fontLate = true;
      });
      new MutationObserver((records) => {
        if (log.chromeFrame < 0 && document.querySelector(chrome)) log.chromeFrame = frame;
        for (const record of records) {
          if (record.type !== 'attributes' || record.target !== document.documentElement) continue;
          log.changes.push({
            value: document.documentElement.getAttribute(attribute),
            frame,
            fontLate,
          });
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [attribute],
      });
    },
    {
      attribute: BOTTOM_CHROME_ATTRIBUTE,
      chrome: CHROME_SELECTORS.chrome,
      fontsLoading: FONTS_LOADING_ATTRIBUTE,
      fontsSwapped: FONTS_SWAPPED_EVENT,
    },
  );
}

/**
 * Where the chrome waits for the first scroll, it waits from the first frame that holds it: it is
 * never painted on a first screen and then taken away once the page hydrates. Frames painted before
 * the parser met the chrome (a slow host paints the page's top early) show no chrome and do not
 * count. The one exception is a web font that arrived after the first frame and moved a control
 * under the chrome (or out from under it).
 */
async function chromeNeverFlashes(page: Page, path: string): Promise<void> {
  const { changes, chromeFrame } = await page.evaluate(
    () => (window as unknown as { __chromeLog: ChromeLog }).__chromeLog,
  );
  const first = changes.findIndex((c) => c.value === BOTTOM_CHROME_WAITING);
  if (first < 0) return;
  // The chrome entered the DOM before frame chromeFrame + 1 ran: deciding later than in that
  // frame's animation callback leaves a frame painted with the chrome shown.
  const decided = changes[first]!;
  expect
    .soft(
      decided.frame > chromeFrame + 1 && !decided.fontLate,
      `${path}: the bar waits from its first frame (it entered the DOM by frame ${chromeFrame}; ` +
        `the changes: ${JSON.stringify(changes)})`,
    )
    .toBe(false);
  // Once a frame was painted with the chrome waiting, showing it again before the first scroll
  // is a flash.
  expect
    .soft(
      changes
        .slice(first)
        .filter((c) => c.value !== BOTTOM_CHROME_WAITING && c.frame > decided.frame && !c.fontLate),
      `${path}: the bar keeps waiting until the first scroll`,
    )
    .toEqual([]);
}

/** Opens `path` as a visitor does and waits for the messenger widget (it comes once idle). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(page.locator('[data-messenger-widget]')).toBeAttached();
  await animationsDone(page);
}

/** Scrolls to the page's very end (its deferred sections laid out first) and lets it settle. */
async function scrollToEnd(page: Page): Promise<void> {
  await settle(page);
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page.waitForTimeout(100);
  }
  await animationsDone(page);
}

for (const size of PHONES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size, isMobile: true, hasTouch: true });
    test.setTimeout(600_000);

    test('no link or button of any first screen or page end is covered', async ({
      page,
      request,
    }) => {
      const paths = [...(await sitemapPaths(request)), NOT_FOUND_PATH];
      await recordChromeChanges(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await open(page, path);
          await chromeNeverFlashes(page, path);
          expect.soft((await coveredControls(page)).map(line), `${path}: first screen`).toEqual([]);
          await scrollToEnd(page);
          // Where the bar is shown, it is back after the first scroll (it may wait at the top).
          if (size.width <= MOBILE_BAR_MAX_WIDTH) await expect(bar(page)).toBeVisible();
          expect
            .soft((await coveredControls(page, LAST_CONTROLS)).map(line), `${path}: page end`)
            .toEqual([]);
        });
      }
    });
  });
}

// On phones a first screen's links come before the text they follow in the HTML. A frame painted
// while the parser is between the two (a slow phone; HTML arriving in pieces) must not show the
// text where the links will go: they pushed it down when they arrived (0.029 on /sportsite/).
// The web fonts are refused, so that only the parsing can move anything.
test.describe('a first screen painted before its links are parsed', () => {
  for (const path of ['/', '/sportsite/', '/support/', '/services/seo/', '/cases/fk-volna/']) {
    test(`${path}: nothing moves when they arrive (412 px)`, async ({ browser, baseURL }) => {
      const held = await holdDocument(baseURL!, path, /class="[^"]*_actions"/);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.route(/\.woff2/, (route) => route.abort());
      await page.addInitScript(recordLayoutShifts);
      try {
        const painted = page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length,
        );
        await page.goto(held.url, { waitUntil: 'commit' });
        await painted;
        held.release();
        expect(held.wasCut(), 'the document was held before its links').toBe(true);
        await page.waitForLoadState('load');
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await context.close();
        held.close();
      }
    });
  }
});
