// SPEC 2.8 'Layout': the reading progress of the case page, from the scroll position.
import { readingProgress } from '@/lib/case/progress';

describe('reading progress', () => {
  it('goes from 0 at the top to 1 at the bottom, clamped', () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(0.5);
    expect(readingProgress(2000, 3000, 1000)).toBe(1);
    expect(readingProgress(5000, 3000, 1000)).toBe(1);
    expect(readingProgress(-20, 3000, 1000)).toBe(0);
    expect(readingProgress(0, 800, 1000)).toBe(0);
  });
});
