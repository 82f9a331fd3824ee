// The first-paint stall (issue 31, docs/performance.md 'The first-paint stall'): on a slow host
// and an emulated phone screen (as Lighthouse and PageSpeed Insights load a page), a first frame
// that Chrome holds (a web font in flight, a long parser task) waits for Viz's once-a-second tick,
// and the first paint comes 1–2 s after the load event. This loads the heaviest pages on a slowed
// host (a CPU cgroup for all of Chromium) and with the renderer slowed 4× as Lighthouse does, and
// fails when any first paint comes after its load event: a behaviour, not a timing target. And,
// wherever it runs, that no web font is fetched before the first frame.
//
// Chromium is started as a visitor's Chrome runs, not by Playwright's launch: that one turns off
// PaintHolding (microsoft/playwright#28023), the deferral of the first frame the stall needs, and
// no load would ever stall. Playwright only connects to it.
import { chromium, expect, test, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import * as lighthouse from 'lighthouse/core/config/constants.js';
import { existsSync } from 'node:fs';
import { SLOW_HOST_MISSING, slowHostChromium } from '../helpers/slow-host';

/** The pages with the most to parse and lay out before their first frame. */
const PAGES = ['/', '/cases/fk-volna/', '/sportsite/', '/support/'];
/** The slow host: 0.8 of one core for all of Chromium's processes (this 2-core machine, whose
 * Lighthouse benchmarkIndex is 2 200–2 800, then loads like one of about 1 000). */
const SLOW_HOST_CPUS = 0.8;
const LOADS_PER_PAGE = 5;
/** Loads that may still stall: none (docs/performance.md 'The first-paint stall'). 0 in 60 on
 * this host since the inline scripts left <head> and the particles went to a worker; the build
 * before had 0–3 in 20, and before the font preloads went, 6–10 of every 12. */
const STALLS_ALLOWED = 0;
/** The renderer's CPU slowdown of the second check: Lighthouse's mobile preset (DevTools). */
const DEVTOOLS_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power), emulated as device mode does. */
const SCREEN = lighthouse.screenEmulationMetrics.mobile!;
const PHONE = {
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: SCREEN.mobile,
};

test.describe.configure({ mode: 'serial' });

const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath());
let slowHost: ReturnType<typeof slowHostChromium>;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let browser: Browser | undefined;

test.beforeAll(async () => {
  slowHost = slowHostChromium(CHROMIUM, SLOW_HOST_CPUS);
  if (!slowHost) return;
  chrome = await chromeLauncher.launch({
    chromePath: slowHost.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
});

test.afterAll(async () => {
  await browser?.close();
  await chrome?.kill();
  slowHost?.remove();
});

/**
 * One load in a fresh context (empty cache) of `target`: the first contentful paint and the load
 * event. With `slowdown`, the screen is emulated as Lighthouse does it (on about:blank, before the
 * navigation) and the renderer's CPU slowed through the DevTools protocol.
 */
async function load(target: Browser, url: string, slowdown?: number) {
  // With a slowdown the window keeps its size (the project's desktop defaults unset), as in
  // Lighthouse, and the screen is emulated below.
  const context = await target.newContext(
    slowdown
      ? { viewport: null, deviceScaleFactor: undefined, isMobile: undefined, hasTouch: undefined }
      : PHONE,
  );
  try {
    const page = await context.newPage();
    if (slowdown) {
      const cdp = await context.newCDPSession(page);
      await page.goto('about:blank');
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: SCREEN.width,
        height: SCREEN.height,
        deviceScaleFactor: SCREEN.deviceScaleFactor,
        mobile: SCREEN.mobile,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    // A stalled first paint comes up to a few seconds after the load event: wait for it.
    return await page.evaluate(async () => {
      const paint = () =>
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime as number | undefined;
      for (let waited = 0; paint() === undefined && waited < 8000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return { fcp: paint(), load: navigation.loadEventStart };
    });
  } finally {
    await context.close();
  }
}

/** LOADS_PER_PAGE loads of each page, after one unmeasured one: those whose first paint was late. */
async function lateFirstPaints(target: Browser, baseURL: string, slowdown?: number) {
  // One unmeasured load of each page: the server's caches (ISR, optimised images) are warm.
  for (const path of PAGES) await load(target, `${baseURL}${path}`, slowdown);
  const late: string[] = [];
  for (let i = 0; i < LOADS_PER_PAGE; i += 1) {
    for (const path of PAGES) {
      const { fcp, load: loaded } = await load(target, `${baseURL}${path}`, slowdown);
      if (fcp === undefined || fcp > loaded)
        late.push(
          `${path}: first paint ${fcp === undefined ? 'never' : Math.round(fcp)} ms, load ${Math.round(loaded)} ms`,
        );
    }
  }
  return late;
}

test('on a slow host, with a phone screen emulated, every first paint comes before the load event', async ({
  baseURL,
}) => {
  test.skip(!slowHost, SLOW_HOST_MISSING);
  test.setTimeout(180_000);
  const late = await lateFirstPaints(browser!, baseURL!);
  expect(late.length, late.join('\n')).toBeLessThanOrEqual(STALLS_ALLOWED);
});

test(`with the CPU slowed ${DEVTOOLS_SLOWDOWN}× as Lighthouse's mobile audit does, every first paint comes before the load event`, async ({
  baseURL,
}) => {
  // Lighthouse's own way: the same Chromium, not in a cgroup; the screen emulated, the renderer
  // slowed by DevTools. Runs wherever Chromium does.
  test.setTimeout(180_000);
  const plain = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  });
  try {
    const target = await chromium.connectOverCDP(`http://127.0.0.1:${plain.port}`);
    const late = await lateFirstPaints(target, baseURL!, DEVTOOLS_SLOWDOWN);
    await target.close();
    expect(late.length, late.join('\n')).toBeLessThanOrEqual(STALLS_ALLOWED);
  } finally {
    await plain.kill();
  }
});

test('no web font is fetched before the first frame; Montserrat then swaps in, both faces at once', async ({
  browser: playwrightBrowser,
  baseURL,
}) => {
  // A font in flight before the first frame holds that frame (Chrome): a preload, or a load asked for
  // too early, would be fetched before the first paint.
  // A fresh context for each page: a first visit (later documents of a visit, with the faces
  // cached, start in Montserrat).
  for (const path of PAGES) {
    const context = await playwrightBrowser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    // When the first frame began: its animation callbacks run before any the page asks for.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        (window as Window & { firstFrameAt?: number }).firstFrameAt = performance.now();
      }),
    );
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts-loading');
    const { frame, fonts, family } = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        frame: (window as Window & { firstFrameAt?: number }).firstFrameAt ?? Infinity,
        fonts: performance
          .getEntriesByType('resource')
          .filter((r) => /\.woff2(\?|$)/.test(r.name))
          .map((r) => r.startTime),
        family: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts, `${path}: Montserrat's two faces`).toHaveLength(2);
    for (const start of fonts)
      expect(start, `${path}: a font fetched before the first frame`).toBeGreaterThanOrEqual(frame);
    expect(family, path).toMatch(/^"?montserratLatin"?, "?montserratCyrillic"?/);
    const preloads = await page.locator('link[rel="preload"][as="font"]').count();
    expect(preloads, path).toBe(0);
    await context.close();
  }
});
