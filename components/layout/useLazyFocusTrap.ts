'use client';
// Focus trapping for the menu and the contacts modal, with the trap's code (focus-trap and
// tabbable, ~9 KB gzip) out of the first-load JavaScript: it is fetched when the browser is idle
// and, at the latest, when a dialog opens. Escape is handled here, so it closes the dialog even in
// the moment before the trap's code has arrived.
import type { Options } from 'focus-trap';
import { useEffect, type RefObject } from 'react';
import { whenIdle } from '@/lib/browser/idle';

let loading: Promise<typeof import('focus-trap')> | null = null;
const loadFocusTrap = () => (loading ??= import('focus-trap'));

/** The focus-trap options a caller chooses; Escape and deactivation belong to the hook. */
export type TrapOptions = Omit<Options, 'escapeDeactivates' | 'onDeactivate'>;

/**
 * While `active`, traps focus inside `ref`'s element and calls `onClose` on Escape or whenever
 * the trap deactivates itself (a click outside, with `clickOutsideDeactivates`). Deactivating
 * returns focus to where it was before.
 */
export function useLazyFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  options: TrapOptions,
): void {
  useEffect(() => whenIdle(() => void loadFocusTrap()), []);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let trap: ReturnType<(typeof import('focus-trap'))['createFocusTrap']> | null = null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (cancelled || !ref.current) return;
      trap = createFocusTrap(ref.current, {
        ...options,
        escapeDeactivates: false,
        onDeactivate: onClose,
      });
      trap.activate();
    });
    return () => {
      cancelled = true;
      document.removeEventListener('keydown', onKey);
      trap?.deactivate({ onDeactivate: () => {} });
    };
  }, [active, onClose, options, ref]);
}
