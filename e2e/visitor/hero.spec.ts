// The main animated element (SPEC 2.7, 4): the server HTML holds the static image (the LCP),
// `?hero=3d` swaps in a WebGL canvas (SwiftShader here) without moving anything, software GL
// without it keeps the image and never loads three.js, reduced motion keeps the image, and the
// render loop draws no frames while the hero is scrolled out of view. The WebGL probe that decides
// it runs in a worker, not on the loading page's main thread.
import { expect, test, type Page } from '@playwright/test';

const HERO = '[data-hero-mode]';
/** Software WebGL is slow: the first frame of 400×400 segments may take a few seconds. */
const FIRST_FRAME_TIMEOUT = 40_000;

type Stats = { frames: number; running: boolean; meanFrameMs: number };

const heroStats = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heroStats?: Stats }).__heroStats ?? null);

/**
 * Samples the hero's WebGL canvas right after react-three-fiber drew into it: a rAF callback
 * queued now runs after R3F's (already queued) loop callback in the same frame, while the
 * drawing buffer still holds the frame. Faster than a screenshot on software GL.
 */
const canvasPixels = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ covered: number; stdev: number }>((resolve) => {
        requestAnimationFrame(() => {
          const src = document.querySelector('[data-hero-mode] canvas') as HTMLCanvasElement;
          const probe = document.createElement('canvas');
          probe.width = 160;
          probe.height = 80;
          const ctx = probe.getContext('2d') as CanvasRenderingContext2D;
          ctx.drawImage(src, 0, 0, probe.width, probe.height);
          const d = ctx.getImageData(0, 0, probe.width, probe.height).data;
          let n = 0;
          let sum = 0;
          let sq = 0;
          let covered = 0;
          for (let i = 0; i < d.length; i += 4) {
            const l = ((d[i] ?? 0) + (d[i + 1] ?? 0) + (d[i + 2] ?? 0)) / 3;
            sum += l;
            sq += l * l;
            n += 1;
            if ((d[i + 3] ?? 0) > 0) covered += 1;
          }
          const mean = sum / n;
          resolve({ covered: covered / n, stdev: Math.sqrt(sq / n - mean * mean) });
        });
      }),
  );

/** A string only the three.js scene chunk holds (three's shader prefix). */
const SCENE_MARKER = 'modelViewMatrix';

function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).some((b) => b.includes(SCENE_MARKER));
}

test.describe('hero', () => {
  test('server HTML holds the static hero image, preloaded with high priority', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/data-hero-mode="static"/);
    const img = html.match(/<img[^>]*main-elem\.png[^>]*>/)?.[0] ?? '';
    expect(img).not.toBe('');
    expect(img).toMatch(/fetchPriority="high"/i);
    expect(img).toMatch(/alt="[^"]*[А-Яа-яЁё][^"]*"/);
    expect(img).toMatch(/q=100/);
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*main-elem\.png/);
  });

  test('the 404 page shows the error variant', async ({ page }) => {
    await page.goto('/no-such-page-for-hero/');
    const hero = page.locator('[data-hero-variant="error"]');
    await expect(hero).toHaveCount(1);
    await expect(hero.locator('img[src*="main-elem.png"]')).toHaveCount(1);
  });

  test('the static image is the LCP element', async ({ page }) => {
    await page.goto('/');
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries[entries.length - 1];
            const el = last?.element;
            resolve(el ? `${el.tagName} ${el.getAttribute('src') ?? ''}` : 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toMatch(/^IMG .*main-elem\.png/);
  });

  test('on software WebGL the static image stays and three.js is never loaded', async ({
    page,
  }) => {
    const loadedScene = recordScripts(page);
    await page.goto('/');
    const hero = page.locator(HERO).first();
    await expect(hero).toHaveAttribute('data-hero-mode', 'static-software');
    await expect(hero).toHaveAttribute('data-hero-reason', /swiftshader|caveat/i);
    await page.waitForTimeout(1500);
    await expect(hero.locator('canvas')).toHaveCount(0);
    await expect(hero.locator('img')).toBeVisible();
    expect(await heroStats(page)).toBeNull();
    expect(await loadedScene()).toBe(false);
  });

  test('the WebGL probe runs in a worker: deciding, the page makes no WebGL context itself', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __webglContexts: number };
      w.__webglContexts = 0;
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (/webgl/i.test(type)) w.__webglContexts += 1;
        return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
    await page.goto('/no-such-page-for-hero/');
    const hero = page.locator(HERO).first();
    await expect(hero).toHaveAttribute('data-hero-mode', 'static-software');
    await expect(hero).toHaveAttribute('data-hero-reason', /swiftshader|caveat/i);
    expect(
      await page.evaluate(() => (window as unknown as { __webglContexts: number }).__webglContexts),
    ).toBe(0);
  });

  test('?hero=3d swaps in a WebGL canvas with real pixels and no layout shift', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const loadedScene = recordScripts(page);
    await page.goto('/?hero=3d');
    const hero = page.locator(HERO).first();
    const before = await hero.boundingBox();
    await expect(hero).toHaveAttribute('data-hero-mode', '3d', { timeout: FIRST_FRAME_TIMEOUT });
    await expect(hero).toHaveAttribute('data-hero-reason', /^forced/);
    expect(await loadedScene()).toBe(true);

    const canvas = hero.locator('canvas');
    await expect(canvas).toHaveCount(1);
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    // width × width/2
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) / 2)).toBeLessThanOrEqual(1);

    // Not flat: the shape covers part of the canvas, with shading (transparent elsewhere).
    await expect
      .poll(async () => {
        const px = await canvasPixels(page);
        return px.covered > 0.03 && px.covered < 0.9 && px.stdev > 8;
      })
      .toBe(true);

    const after = await hero.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });

  test('reduced motion keeps the image and makes no canvas, even with ?hero=3d', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?hero=3d');
    const hero = page.locator(HERO).first();
    await expect(hero).toHaveAttribute('data-hero-mode', 'static-reduced-motion');
    await page.waitForTimeout(1000);
    await expect(hero.locator('canvas')).toHaveCount(0);
    await expect(hero.locator('img')).toBeVisible();
  });

  test('scrolled out of view the hero renders no frames, and resumes in view', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/?hero=3d');
    const hero = page.locator(HERO).first();
    await expect(hero).toHaveAttribute('data-hero-mode', '3d', { timeout: FIRST_FRAME_TIMEOUT });
    await expect.poll(async () => (await heroStats(page))?.frames ?? 0).toBeGreaterThan(2);

    // Make sure the page is tall enough to scroll the hero fully away, then do it.
    await page.evaluate(() => {
      document.body.style.minHeight = `${document.documentElement.scrollHeight + 3000}px`;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(async () => (await heroStats(page))?.running).toBe(false);
    await expect(hero).not.toBeInViewport();
    const hidden = (await heroStats(page))?.frames ?? 0;
    await page.waitForTimeout(3000);
    expect((await heroStats(page))?.frames).toBe(hidden);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(async () => (await heroStats(page))?.frames ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(hidden);
  });
});
