// What the phones spec (e2e/visitor/first-screen.spec.ts) checks on a page, shared with the specs
// of other fixed chrome (the cookie notice, e2e/analytics/): which links and buttons in view
// something else covers, and a wait for the chrome's animations to end.
import type { Page } from '@playwright/test';

export type Covered = { control: string; by: string };

/**
 * In the page: every visible link or button fully inside the viewport whose centre shows another
 * element, and every such control the messenger launcher overlaps (the widget's own controls
 * aside). The fixed chrome's controls are checked too: the launcher must not sit on the bar's.
 * `last` limits the check to the last controls in view (at the page's end).
 */
export async function coveredControls(page: Page, last?: number): Promise<Covered[]> {
  return page.evaluate((last) => {
    const describe = (el: Element): string => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const label = el.getAttribute('aria-label');
      return `<${el.tagName.toLowerCase()}> ${label ?? text}`;
    };
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const launcher = document.querySelector('[data-messenger-launcher]');
    const launcherBox =
      launcher && launcher.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
        ? launcher.getBoundingClientRect()
        : undefined;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]',
      ),
    ].filter((el) => {
      if (el.closest('[data-messenger-widget]')) return false;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= vh && r.right <= vw
      );
    });
    const out: Covered[] = [];
    for (const el of last ? controls.slice(-last) : controls) {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && !el.contains(hit) && !hit.contains(el)) {
        out.push({ control: describe(el), by: describe(hit) });
      }
      if (
        launcherBox &&
        r.left < launcherBox.right &&
        r.right > launcherBox.left &&
        r.top < launcherBox.bottom &&
        r.bottom > launcherBox.top
      ) {
        out.push({ control: describe(el), by: 'the messenger launcher' });
      }
    }
    return out;
  }, last);
}

/** The longest wait for one animation to end (a paused one never would). */
export const ANIMATION_WAIT_MS = 3_000;

/** Waits for the end of every running finite animation and transition (the launcher fades in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(
    (cap) =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) =>
            Promise.race([
              a.finished.catch(() => undefined),
              new Promise((resolve) => setTimeout(resolve, cap)),
            ]),
          ),
      ),
    ANIMATION_WAIT_MS,
  );
}

/** One readable line per covered control. */
export const line = ({ control, by }: Covered) => `${control} ← ${by}`;
