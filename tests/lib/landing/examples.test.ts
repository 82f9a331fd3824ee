// The #examples stack (SPEC 4, 9): on above 1024px, off at 1024px or less; switching off kills the
// ScrollTrigger (the pin goes) and clears every inline style the animation set.
import {
  EXAMPLES_BREAKPOINT_PX,
  EXAMPLES_RESIZE_DEBOUNCE_MS,
  EXAMPLES_START_OFFSET_PX,
  examplesStart,
  isExamplesMotionOn,
} from '@/lib/landing/examples';

describe('examples animation decision', () => {
  it('names the SPEC 9 constants', () => {
    expect(EXAMPLES_BREAKPOINT_PX).toBe(1024);
    expect(EXAMPLES_RESIZE_DEBOUNCE_MS).toBe(120);
    expect(EXAMPLES_START_OFFSET_PX).toBe(30);
  });

  it.each([
    [1440, true],
    [1025, true],
    [1024, false],
    [768, false],
    [390, false],
  ])('at %ipx is %s', (width, on) => {
    expect(isExamplesMotionOn(width)).toBe(on);
  });

  it('is off under reduced motion at any width', () => {
    expect(isExamplesMotionOn(1920, true)).toBe(false);
  });

  it('starts 30px below the sticky bars', () => {
    expect(examplesStart(64)).toBe('top top+=94');
    expect(examplesStart(0)).toBe('top top+=30');
    expect(examplesStart(-5)).toBe('top top+=30');
  });
});
