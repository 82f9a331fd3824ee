import { afterEach, describe, expect, it } from 'vitest';
import { resetScrollLock } from '@/lib/layout/scroll-lock';
import { isDarkHeaderPath, isScrolled } from '@/lib/layout/scroll-state';

afterEach(() => resetScrollLock());

describe('scroll threshold (SPEC 2.2: 50px)', () => {
  it('is normal below 50px and scrolled at 50px or more', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(49)).toBe(false);
    expect(isScrolled(49.5)).toBe(false);
    expect(isScrolled(50)).toBe(true);
    expect(isScrolled(800)).toBe(true);
  });
});

describe('dark header variant', () => {
  it('is used on case detail pages only', () => {
    expect(isDarkHeaderPath('/cases/fitness-club/')).toBe(true);
    expect(isDarkHeaderPath('/cases/a/b/')).toBe(true);
    expect(isDarkHeaderPath('/cases/')).toBe(false);
    expect(isDarkHeaderPath('/')).toBe(false);
    expect(isDarkHeaderPath(null)).toBe(false);
  });
});
