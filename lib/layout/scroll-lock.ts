// Page scroll lock shared by the menu and the contacts modal: nested locks are counted, and the
// body's own overflow and the scrollbar gap are restored exactly when the last lock is released.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(doc: Document = document): void {
  if (locks === 0) {
    const body = doc.body;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const gap = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
  }
  locks += 1;
}

export function unlockScroll(doc: Document = document): void {
  if (locks === 0) return;
  locks -= 1;
  if (locks === 0 && saved) {
    doc.body.style.overflow = saved.overflow;
    doc.body.style.paddingRight = saved.paddingRight;
    saved = null;
  }
}

export function isScrollLocked(): boolean {
  return locks > 0;
}

/** For tests: forget every lock. */
export function resetScrollLock(): void {
  locks = 0;
  saved = null;
}
