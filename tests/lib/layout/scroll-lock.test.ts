import { afterEach, describe, expect, it } from 'vitest';
import {
  isScrollLocked,
  lockScroll,
  resetScrollLock,
  unlockScroll,
} from '@/lib/layout/scroll-lock';

afterEach(() => resetScrollLock());

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
