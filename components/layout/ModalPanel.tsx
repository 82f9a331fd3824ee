'use client';
// The contacts modal's client shell (SPEC 2.4): shown only while open, traps focus, closes on
// Escape, on its close button, on a click on the backdrop and on following any link inside. The
// contents are server-rendered children (ContactsModal.tsx), sent with the page, not as code.
import { useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
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

  /** Following a link to a page of the site (/contacts/) closes the modal; tel: and mailto: keep it. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href^="/"]')) closeModal();
  };

  return (
    <div className={styles.backdrop}>
      {/* The click handler only observes link clicks bubbling up; it adds no interaction. */}
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={onClick}
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
