// The #examples pinned stack (SPEC 2.10 section 9): each next panel slides up over the previous
// one while the stack is pinned. GSAP is passed in, so this file never imports it (and tests can
// hand it a mock); the returned function switches the animation off and resets every inline style.
import type { gsap as Gsap } from 'gsap';
import { EXAMPLES_START_OFFSET_PX, examplesStart } from '@/lib/landing/examples';

export type StackGsap = Pick<typeof Gsap, 'set' | 'timeline'>;

/** How far the covered panel recedes while the next one slides over it (opaque: no see-through). */
const COVERED = { scale: 0.94, filter: 'brightness(0.5)' } as const;

/** Air between the pinned stack and the bottom of the viewport. */
const BOTTOM_GAP_PX = 24;

/**
 * On the container while it is pinned: styles/globals.scss then lays out its section and those
 * above it for real (ScrollTrigger measures the pin from them), so that change of layout comes
 * with the pin's own, in one step the caller can keep the reader's place across.
 */
export const PINNED_ATTRIBUTE = 'data-examples-pinned';

export function enableStack(
  gsap: StackGsap,
  container: HTMLElement,
  panels: readonly HTMLElement[],
  stickyOffsetPx: number,
  viewportHeight: number,
): () => void {
  if (panels.length < 2) return () => undefined;
  // The pinned stack fills the viewport below the bars, or the tallest panel when that is taller.
  const height = Math.max(
    ...panels.map((panel) => panel.offsetHeight),
    Math.round(viewportHeight - stickyOffsetPx - EXAMPLES_START_OFFSET_PX - BOTTOM_GAP_PX),
  );
  const [first, ...rest] = panels;

  container.setAttribute(PINNED_ATTRIBUTE, '');
  gsap.set(container, { position: 'relative', height, overflow: 'hidden' });
  gsap.set(panels, {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    zIndex: (index: number) => index + 1,
  });
  gsap.set(rest, { yPercent: 100 });

  const timeline = gsap.timeline({
    defaults: { ease: 'none' },
    scrollTrigger: {
      trigger: container,
      start: examplesStart(stickyOffsetPx),
      end: () => `+=${rest.length * height}`,
      pin: true,
      scrub: true,
      anticipatePin: 1,
      invalidateOnRefresh: true,
    },
  });
  let covered = first;
  rest.forEach((panel, index) => {
    if (covered) timeline.to(covered, COVERED, index);
    timeline.to(panel, { yPercent: 0 }, index);
    covered = panel;
  });

  return () => {
    // kill(true) reverts the pin (the pin-spacer goes), then every inline style set here is cleared.
    timeline.scrollTrigger?.kill(true);
    timeline.kill();
    gsap.set([container, ...panels], { clearProps: 'all' });
    container.removeAttribute(PINNED_ATTRIBUTE);
  };
}
