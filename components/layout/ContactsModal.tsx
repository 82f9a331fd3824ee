'use client';
// Contacts modal (SPEC 2.4): opened by every Call button; locks scroll (UiProvider), traps focus,
// closes on Escape, on the close button and on a click on the backdrop.
import Link from 'next/link';
import { useRef } from 'react';
import type { PublicContacts } from '@/lib/layout/contacts';
import { telHref } from '@/lib/layout/contacts';
import { OFFICE } from '@/lib/site';
import styles from './ContactsModal.module.scss';
import { useUi } from './UiProvider';
import { useLazyFocusTrap, type TrapOptions } from './useLazyFocusTrap';

const TITLE_ID = 'contacts-modal-title';

const TRAP_OPTIONS: TrapOptions = {
  // A click on the backdrop (outside the dialog) closes it.
  clickOutsideDeactivates: true,
  initialFocus: `#${TITLE_ID}-close`,
  tabbableOptions: { displayCheck: 'none' },
};

export function ContactsModal({ contacts }: { contacts: PublicContacts }) {
  const { modalOpen, closeModal } = useUi();
  const dialog = useRef<HTMLDivElement>(null);
  useLazyFocusTrap(dialog, modalOpen, closeModal, TRAP_OPTIONS);
  if (!modalOpen) return null;

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
      >
        <button
          id={`${TITLE_ID}-close`}
          type="button"
          className={styles.close}
          onClick={closeModal}
          aria-label="Закрыть"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <p className={styles.kicker}>Связаться с нами</p>
        <h2 id={TITLE_ID} className={styles.title}>
          Расскажите о&nbsp;задаче&nbsp;— ответим в&nbsp;течение рабочего дня
        </h2>
        <dl className={styles.list}>
          <div>
            <dt>Телефон</dt>
            <dd>
              <a href={telHref(contacts.phone)} className={styles.big}>
                {contacts.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt>Почта</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
          <div>
            <dt>Мессенджер</dt>
            <dd>
              <a href={contacts.messengerUrl} target="_blank" rel="noopener noreferrer">
                Написать в {contacts.messengerName}
              </a>
            </dd>
          </div>
          <div>
            <dt>Часы работы</dt>
            <dd>{OFFICE.hours}</dd>
          </div>
          <div>
            <dt>Офис</dt>
            <dd>{OFFICE.address}</dd>
          </div>
        </dl>
        <Link href="/contacts/" className={styles.form} onClick={closeModal}>
          Оставить заявку на&nbsp;расчёт проекта
        </Link>
      </div>
    </div>
  );
}
