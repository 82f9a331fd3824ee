'use client';
// The messenger widget (SPEC 1): a round launcher in the bottom-right corner and a non-modal
// panel. Escape and a click outside close it; it steps aside for the menu, the contacts modal
// and the discussion form, and fades out of the footer's last row until focused. Loaded by MessengerShell once the browser is idle (its own chunk).
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { IconClose } from '@/components/ui/icons';
import { useUi } from '../UiProvider';
import { MessengerPanel, PANEL_ID, type MessengerContacts } from './MessengerPanel';
import styles from './MessengerWidget.module.scss';
import { LAST_ROW_SELECTOR, useInView, useLeadFormInView } from './useLeadFormInView';

export type MessengerWidgetProps = MessengerContacts;

export default function MessengerWidget(contacts: MessengerWidgetProps) {
  const { menuOpen, modalOpen, openModal } = useUi();
  const formInView = useLeadFormInView();
  // The footer's last row: the launcher fades out of its way but stays in the focus order.
  const lastRowInView = useInView(LAST_ROW_SELECTOR) && !formInView;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const focusAfterModal = useRef(false);

  // The menu and the modal cover the page: the widget hides and its panel closes.
  const covered = menuOpen || modalOpen;
  const away = covered || formInView;
  const [wasAway, setWasAway] = useState(away);
  if (away !== wasAway) {
    setWasAway(away);
    if (away) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      launcherRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // After 'Заказать звонок', closing the modal brings focus back to the launcher.
  useEffect(() => {
    if (modalOpen || !focusAfterModal.current) return;
    focusAfterModal.current = false;
    launcherRef.current?.focus();
  }, [modalOpen]);

  const requestCall = () => {
    setOpen(false);
    launcherRef.current?.focus();
    focusAfterModal.current = true;
    openModal();
  };

  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, formInView && styles.away, lastRowInView && styles.aside)}
      hidden={covered}
      data-messenger-widget={open ? 'open' : 'closed'}
      data-form-in-view={formInView || undefined}
      data-last-row-in-view={lastRowInView || undefined}
      onBlur={(e) => {
        // Focus moving to another part of the page closes the panel; leaving the window does not.
        const next = e.relatedTarget;
        if (next instanceof Node && !e.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={launcherRef}
        type="button"
        className={clsx(styles.launcher, open && styles.launcherOpen)}
        aria-label="Связаться с нами"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        data-messenger-launcher=""
        onClick={() => setOpen((v) => !v)}
      >
        <svg className={styles.chat} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4.5 6A1.5 1.5 0 0 1 6 4.5h12A1.5 1.5 0 0 1 19.5 6v8.5A1.5 1.5 0 0 1 18 16h-7.5l-4.5 3.5V16A1.5 1.5 0 0 1 4.5 14.5z" />
          <path className={styles.dots} d="M8.75 10.25h.01M12 10.25h.01M15.25 10.25h.01" />
        </svg>
        <IconClose className={styles.close} />
      </button>
      <MessengerPanel {...contacts} open={open} onCall={requestCall} firstLinkRef={firstLinkRef} />
    </div>
  );
}
