import { afterEach, describe, expect, it } from 'vitest';
import {
  isScrollLocked,
  lockScroll,
  resetScrollLock,
  unlockScroll,
} from '@/lib/layout/scroll-lock';
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

describe('scroll lock', () => {
  it('locks the body and restores its previous overflow', () => {
    document.body.style.overflow = 'auto';
    lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    expect(isScrollLocked()).toBe(true);
    unlockScroll();
    expect(document.body.style.overflow).toBe('auto');
    expect(isScrollLocked()).toBe(false);
  });

  it('counts nested locks (menu, then modal) and releases on the last', () => {
    lockScroll();
    lockScroll();
    unlockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    unlockScroll();
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores an unlock without a lock', () => {
    unlockScroll();
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });
});
