'use client';
// The contacts modal's client shell (SPEC 2.4): shown only while open, traps focus, closes on
// Escape, on its close button, on a click on the backdrop and on following a link to a page of the site. The
// contents are server-rendered children (ContactsModal.tsx), sent with the page, not as code.
import { useMemo, useRef, type ReactNode } from 'react';
import { closeOnSiteLink } from './closeOnSiteLink';
import styles from './ContactsModal.module.scss';
import { useUi } from './UiProvider';
import { useLazyFocusTrap, type TrapOptions } from './useLazyFocusTrap';

export function ModalPanel({ titleId, children }: { titleId: string; children: ReactNode }) {
  const { modalOpen, closeModal } = useUi();
  const dialog = useRef<HTMLDivElement>(null);
  const closeId = `${titleId}-close`;
  const options = useMemo<TrapOptions>(
    () => ({
      // A click on the backdrop (outside the dialog) closes it.
      clickOutsideDeactivates: true,
      initialFocus: `#${closeId}`,
      tabbableOptions: { displayCheck: 'none' },
    }),
    [closeId],
  );
  useLazyFocusTrap(dialog, modalOpen, closeModal, options);
  if (!modalOpen) return null;

  return (
    <div className={styles.backdrop}>
      {/* The click handler only observes link clicks bubbling up; it adds no interaction. */}
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={closeOnSiteLink(closeModal)}
      >
        <button
          id={closeId}
          type="button"
          className={styles.close}
          onClick={closeModal}
          aria-label="Закрыть"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        {children}
      </div>
    </div>
  );
}
