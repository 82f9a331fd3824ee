import { controlUnderChrome, type Box } from '@/lib/layout/first-screen';

const box = (top: number, bottom: number, left = 20, right = 340): Box => ({
  top,
  bottom,
  left,
  right,
});

// A 360×740 phone whose mobile bar row starts 80px above the bottom edge.
const W = 360;
const H = 740;
const CHROME_TOP = 660;

describe('controlUnderChrome', () => {
  it('is false when every control of the first screen ends above the chrome', () => {
    expect(
      controlUnderChrome([box(500, 548), box(564, 612), box(600, 660)], CHROME_TOP, W, H),
    ).toBe(false);
  });

  it('is true for a control fully in view that reaches under the chrome', () => {
    expect(controlUnderChrome([box(500, 548), box(659, 707)], CHROME_TOP, W, H)).toBe(true);
    expect(controlUnderChrome([box(680, 728)], CHROME_TOP, W, H)).toBe(true);
  });

  it('ignores controls below the fold, off to a side or without a box', () => {
    expect(controlUnderChrome([box(700, 748)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(680, 728, 300, 420)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(680, 680)], CHROME_TOP, W, H)).toBe(false);
    expect(controlUnderChrome([box(-10, 30)], CHROME_TOP, W, H)).toBe(false);
  });

  it('is false where no chrome is shown (its top at the bottom edge)', () => {
    expect(controlUnderChrome([box(680, 728)], H, W, H)).toBe(false);
  });
});
