// 'The header skips on scroll' (SPEC 2.2): hidden while scrolling down, back on scroll up.
import { HEADER_SKIP_TOLERANCE_PX, nextHeaderHidden } from '@/lib/layout/header-skip';

describe('nextHeaderHidden', () => {
  it('hides while scrolling down past the 50px threshold', () => {
    expect(nextHeaderHidden(100, 200, false)).toBe(true);
  });

  it('returns on scroll up', () => {
    expect(nextHeaderHidden(800, 700, true)).toBe(false);
  });

  it('is always shown near the top', () => {
    expect(nextHeaderHidden(10, 40, false)).toBe(false);
    expect(nextHeaderHidden(60, 49, true)).toBe(false);
  });

  it('ignores jitter smaller than the tolerance', () => {
    expect(nextHeaderHidden(500, 500 + HEADER_SKIP_TOLERANCE_PX, true)).toBe(true);
    expect(nextHeaderHidden(500, 500 - HEADER_SKIP_TOLERANCE_PX, true)).toBe(true);
    expect(nextHeaderHidden(500, 500 + HEADER_SKIP_TOLERANCE_PX, false)).toBe(false);
  });
});
