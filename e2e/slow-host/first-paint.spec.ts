// The first-paint stall (issue 31, docs/performance.md 'The first-paint stall'): on a slow host
// and an emulated phone screen (as Lighthouse and PageSpeed Insights load a page), a first frame
// that Chrome holds (a web font in flight, a long parser task) waits for Viz's once-a-second tick,
// and the first paint comes 1–2 s after the load event. This loads the heaviest pages on a slowed
// host (a CPU cgroup for all of Chromium) and with the renderer slowed through DevTools as
// Lighthouse does, and fails when any first paint comes after its load event: a behaviour, not a
// timing target. Both slow this host to a named speed (Lighthouse's benchmarkIndex, measured
// first), not by a fixed factor: hosts differ twofold, and a fixed factor on a slow one is a
// speed where the bare Next.js page stalls too. And, wherever it runs, that no web font is fetched
// before the first frame.
//
// Chromium is started as a visitor's Chrome runs, not by Playwright's launch: that one turns off
// PaintHolding (microsoft/playwright#28023), the deferral of the first frame the stall needs, and
// no load would ever stall. Playwright only connects to it.
import { chromium, expect, test, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import * as lighthouse from 'lighthouse/core/config/constants.js';
import { existsSync } from 'node:fs';
import { benchmarkIndex, limitTo, throttleTo } from '../helpers/host-speed';
import { SLOW_HOST_MISSING, slowHostChromium } from '../helpers/slow-host';

/** The pages with the most to parse and lay out before their first frame. */
const PAGES = ['/', '/cases/fk-volna/', '/sportsite/', '/support/'];
/** The slow host: a CPU quota for all of Chromium's processes under which a page in it reads this
 * benchmarkIndex. The check was set with 0.8 of one core on a host of 2 200–2 800, where Chromium
 * 150 read about 2 000 in it; a fixed 0.8 on a slower host is a slower host again. */
const SLOW_HOST_INDEX = 2000;
/** Chromium 156 (what a fresh machine installs from Debian now) loses the race in this quota:
 * 5–6 of 20 loads at a reading of 1 800–1 860, 2 of 20 even at 2 650, where the bare page lost 0
 * of 30 (docs/performance.md 'Chromium 156 on a slow host'). Marked to be fixed, not weakened,
 * until the site's part of it is. */
const STALLS_IN_A_QUOTA_FROM = 156;
/** The quota's bounds, in cores of this 2-core machine; the first guess is 0.8 of one. */
const SLOW_HOST_CPUS = { min: 0.2, max: 2, first: 0.8 };
const LOADS_PER_PAGE = 5;
/** Loads that may still stall: none (docs/performance.md 'The first-paint stall'). 0 in 60 on
 * this host since the inline scripts left <head> and the particles went to a worker; the build
 * before had 0–3 in 20, and before the font preloads went, 6–10 of every 12. */
const STALLS_ALLOWED = 0;
/** The second check slows the renderer (DevTools, as Lighthouse's mobile preset does) to this
 * benchmarkIndex: what Lighthouse's 4× made of the hosts of 2 200–2 800 where the check was set.
 * No load of the six pages stalled in 720 at 510 (6× on a host of 3 300), 6 of 180 did at 390 (8×),
 * where the bare page, whose document is 2 KB, also loses the race now and then. */
const SLOWED_INDEX = 600;
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
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking'];
/** This host's benchmarkIndex, unslowed, in the Chromium the second check uses. */
let hostIndex: number;
/** The major version of the Chromium both checks use. */
let chromiumMajor: number;
let plain: { chrome: chromeLauncher.LaunchedChrome; browser: Browser };
let slowHost: ReturnType<typeof slowHostChromium>;
let slowed: { cpus: number; index: number };
let chrome: chromeLauncher.LaunchedChrome | undefined;
let browser: Browser | undefined;

test.beforeAll(async () => {
  // Lighthouse's own way for the second check: the same Chromium, not in a cgroup. It runs
  // wherever Chromium does, and measures the host first.
  const plainChrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  plain = {
    chrome: plainChrome,
    browser: await chromium.connectOverCDP(`http://127.0.0.1:${plainChrome.port}`),
  };
  const context = await plain.browser.newContext();
  hostIndex = await benchmarkIndex(await context.newPage());
  await context.close();
  chromiumMajor = Number(/^(\d+)/.exec(plain.browser.version())?.[1]);
  // No slowed Chromium for a check that is marked to be fixed on this one.
  if (chromiumMajor >= STALLS_IN_A_QUOTA_FROM) return;
  slowHost = slowHostChromium(CHROMIUM, SLOW_HOST_CPUS.first);
  if (!slowHost) return;
  chrome = await chromeLauncher.launch({ chromePath: slowHost.path, chromeFlags: FLAGS });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const slowContext = await browser.newContext();
  slowed = await limitTo(
    await slowContext.newPage(),
    slowHost.limit,
    SLOW_HOST_CPUS.first,
    SLOW_HOST_INDEX,
    SLOW_HOST_CPUS,
  );
  await slowContext.close();
});

test.afterAll(async () => {
  await browser?.close();
  await chrome?.kill();
  slowHost?.remove();
  await plain?.browser.close();
  await plain?.chrome.kill();
});

/** Says in the report how fast this host was and how it was slowed. */
function note(description: string) {
  test.info().annotations.push({ type: 'host', description });
  console.log(`[slow-host] ${description}`);
}

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
  test.fixme(
    chromiumMajor >= STALLS_IN_A_QUOTA_FROM,
    `Chromium ${chromiumMajor}: the first paint stalls in a CPU quota (issue 31, docs/performance.md)`,
  );
  test.skip(!slowHost, SLOW_HOST_MISSING);
  test.setTimeout(180_000);
  note(
    `benchmarkIndex ${Math.round(hostIndex)}: Chromium in a cgroup of ${slowed.cpus.toFixed(2)} of a core, reading ${Math.round(slowed.index)}`,
  );
  const late = await lateFirstPaints(browser!, baseURL!);
  expect(late.length, late.join('\n')).toBeLessThanOrEqual(STALLS_ALLOWED);
});

test(`with the renderer slowed as Lighthouse's mobile audit does, to a benchmarkIndex of ${SLOWED_INDEX}, every first paint comes before the load event`, async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await plain.browser.newContext();
  const page = await context.newPage();
  const throttled = await throttleTo(
    page,
    await context.newCDPSession(page),
    hostIndex,
    SLOWED_INDEX,
  );
  await context.close();
  note(
    `benchmarkIndex ${Math.round(hostIndex)}: the renderer slowed ${throttled.rate.toFixed(2)}×, to ${Math.round(throttled.index)}`,
  );
  const late = await lateFirstPaints(plain.browser, baseURL!, throttled.rate);
  expect(late.length, late.join('\n')).toBeLessThanOrEqual(STALLS_ALLOWED);
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
