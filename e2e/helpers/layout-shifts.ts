// The layout shifts of a page, as the Layout Instability API reports them from the navigation on.
import type { Page } from '@playwright/test';

type WithShifts = Window & { layoutShifts?: number[] };

/** An init script (`page.addInitScript(recordLayoutShifts)`): records every shift's value. */
export function recordLayoutShifts() {
  const shifts: number[] = [];
  (window as WithShifts).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push((entry as PerformanceEntry & { value: number }).value);
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts so far, once the fonts have settled and two more frames are out. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as Window & { layoutShifts?: number[] }).layoutShifts ?? [];
  });
}
