// How fast this host is, as Lighthouse measures it (its benchmarkIndex, read in a real page), so
// that a check of how a slow host behaves slows this one down to a named speed instead of by a
// fixed factor. Hosts here differ twofold: a fixed 4× on a host half as fast is a host of half the
// speed again, where even the bare Next.js page loses the first-paint race now and then
// (docs/performance.md 'The first-paint stall').
import type { CDPSession, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { hostSlowdown, median } from '../../scripts/bench-lib.mjs';

/**
 * Lighthouse's benchmarkIndex in `page` (about 1 s a reading): the median of `samples` readings
 * after two that are not kept, since the first readings of a fresh browser come out low (down to
 * a third in a CPU quota, where its other processes are still starting).
 */
export async function benchmarkIndex(page: Page, samples = 3): Promise<number> {
  for (let i = 0; i < 2; i += 1) await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const readings: number[] = [];
  for (let i = 0; i < samples; i += 1)
    readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return median(readings) ?? NaN;
}

/**
 * Slows `page`'s renderer through DevTools (Emulation.setCPUThrottlingRate, as Lighthouse's
 * mobile audit does) until its benchmarkIndex is about `target`: first in proportion to the
 * unslowed index `host`, then corrected once by a reading under that rate (the index falls a little
 * faster than the rate rises). Never below 1: a host slower than `target` is measured as it is.
 * Returns the rate set and the index read under it.
 */
export async function throttleTo(
  page: Page,
  cdp: CDPSession,
  host: number,
  target: number,
): Promise<{ rate: number; index: number }> {
  let rate = hostSlowdown(host, target);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (rate > 1) {
    rate = Math.max(1, (rate * (await benchmarkIndex(page))) / target);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { rate, index: await benchmarkIndex(page) };
}

/**
 * Sets a CPU quota (`limit`, in cores, within `bounds`) so that `page`, in a browser inside that
 * quota, reads a benchmarkIndex of about `target`: from `cpus`, corrected once in proportion
 * (what the browser can do in a second grows with its quota). Returns the quota set and the index
 * read under it.
 */
export async function limitTo(
  page: Page,
  limit: (cpus: number) => void,
  cpus: number,
  target: number,
  bounds: { min: number; max: number },
): Promise<{ cpus: number; index: number }> {
  const within = (c: number) => Math.min(bounds.max, Math.max(bounds.min, c));
  let quota = within(cpus);
  limit(quota);
  quota = within((quota * target) / (await benchmarkIndex(page)));
  limit(quota);
  return { cpus: quota, index: await benchmarkIndex(page) };
}
