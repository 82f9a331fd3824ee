// The animated particle background (SPEC 2.5, 9; docs/performance.md 'The particle background'):
// once the page is idle it draws glows over the near-black backdrop, from a worker that holds the
// canvas, so no frame of it runs on the page's main thread; it holds still off-screen and under
// reduced motion; where the browser cannot hand a canvas over, or the worker fails, the page
// draws it itself.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

const PAGE = '/about/';
const AREA = '[data-shift-state]';

/** How the canvas is drawn: 'worker' once handed over (the page can no longer get a context). */
const drawnBy = (page: Page) =>
  page.evaluate((area) => {
    const canvas = document.querySelector(`${area} canvas`) as HTMLCanvasElement | null;
    if (!canvas) return 'none';
    try {
      canvas.getContext('2d');
      return 'page';
    } catch {
      return 'worker';
    }
  }, AREA);

/** The brightness spread of the area as shown: the bare backdrop is one flat colour. */
async function spread(shot: Buffer) {
  const { channels } = await sharp(shot).stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.stdev));
}

/**
 * Pixels of two shots of the area that differ by more than a re-rasterised edge does: the header's
 * logo and icons, drawn over the canvas, come back a level or two off at their antialiased edges
 * when their layer is drawn again, which a byte-for-byte comparison read as motion (CI, once).
 */
async function changedPixels(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all(
    [a, b].map((shot) => sharp(shot).raw().toBuffer({ resolveWithObject: true })),
  );
  if (!x || !y || x.data.length !== y.data.length) return Number.POSITIVE_INFINITY;
  const { channels } = x.info;
  let changed = 0;
  for (let i = 0; i < x.data.length; i += channels) {
    let delta = 0;
    for (let c = 0; c < 3; c += 1) delta += Math.abs(x.data[i + c]! - y.data[i + c]!);
    if (delta > EDGE_JITTER) changed += 1;
  }
  return changed;
}

/** The most a still pixel's three channels move together between two rasters of one frame. */
const EDGE_JITTER = 6;

/**
 * Main-thread animation frames a second that tell who draws: a worker-drawn page asks for fewer
 * (none of the background's 30), a page drawing itself for more, even on a host so busy it gets a
 * third of them (10 a second, seen in CI).
 */
const FRAMES_BOUNDARY = 5;

/** Animation frames the page's main thread asks for in `ms` (counted from the page's start). */
async function mainThreadFrames(page: Page, ms: number) {
  const before = await page.evaluate(() => (window as unknown as { __rafs: number }).__rafs);
  await page.waitForTimeout(ms);
  const after = await page.evaluate(() => (window as unknown as { __rafs: number }).__rafs);
  return after - before;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __rafs: number };
    w.__rafs = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      w.__rafs += 1;
      return raf(cb);
    };
  });
});

test('draws the particles from a worker: glows that move, and no frame on the main thread', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(PAGE);
  const area = page.locator(AREA).first();
  await expect(area).toHaveAttribute('data-shift-state', 'running', { timeout: 15_000 });
  expect(await drawnBy(page)).toBe('worker');
  await expect.poll(() => workers.some((url) => url.includes('/_next/static/'))).toBe(true);

  const first = await area.screenshot();
  expect(await spread(first)).toBeGreaterThan(2);
  await page.waitForTimeout(1000);
  // Moving glows, not an edge redrawn: the measure the still frame below is held to sees them.
  expect(await changedPixels(first, await area.screenshot())).toBeGreaterThan(100);
  // The page's own frames while the background runs: none of the 30 a second it draws.
  expect(await mainThreadFrames(page, 1000)).toBeLessThan(FRAMES_BOUNDARY);
});

test('holds still out of view and under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PAGE);
  const area = page.locator(AREA).first();
  await expect(area).toHaveAttribute('data-shift-state', 'paused', { timeout: 15_000 });
  await expect.poll(() => drawnBy(page)).toBe('worker');
  // One frame is drawn, and stays.
  await expect.poll(async () => spread(await area.screenshot())).toBeGreaterThan(2);
  // Settled first: the fonts swap in once after load, and the worker draws its still frame again
  // at the area's new size (a running animation never settles, so this cannot hide one).
  await expect
    .poll(async () => {
      const before = await area.screenshot();
      await page.waitForTimeout(300);
      return changedPixels(before, await area.screenshot());
    })
    .toBe(0);
  const still = await area.screenshot();
  await page.waitForTimeout(700);
  expect(await changedPixels(still, await area.screenshot())).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(area).toHaveAttribute('data-shift-state', 'running');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(area).toHaveAttribute('data-shift-state', 'paused');
});

test('where a canvas cannot go to a worker, the page draws it itself', async ({ page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
  });
  await page.goto(PAGE);
  const area = page.locator(AREA).first();
  await expect(area).toHaveAttribute('data-shift-state', 'running', { timeout: 15_000 });
  expect(await drawnBy(page)).toBe('page');
  await expect.poll(async () => spread(await area.screenshot())).toBeGreaterThan(2);
  // Here the frames are the main thread's (the measure above is not blind to them).
  expect(await mainThreadFrames(page, 1000)).toBeGreaterThan(FRAMES_BOUNDARY);
});

test('when the worker cannot load, the page draws on a fresh canvas', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/_next/static/chunks/turbopack-worker-*', (route) => route.abort());
  await page.goto(PAGE);
  const area = page.locator(AREA).first();
  await expect(area).toHaveAttribute('data-shift-state', 'running', { timeout: 15_000 });
  await expect.poll(() => drawnBy(page)).toBe('page');
  await expect(area.locator('canvas')).toHaveCount(1);
  await expect.poll(async () => spread(await area.screenshot())).toBeGreaterThan(2);
  expect(pageErrors).toEqual([]);
});
