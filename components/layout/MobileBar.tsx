'use client';
// Mobile bottom bar (SPEC 2.2): e-mail and Call; takes the 'scroll' style at 50px.
import clsx from 'clsx';
import type { PublicContacts } from '@/lib/layout/contacts';
import styles from './MobileBar.module.scss';
import { useUi } from './UiProvider';
import { useScrolled } from './useScrolled';

export function MobileBar({ contacts }: { contacts: PublicContacts }) {
  const { openModal } = useUi();
  const scrolled = useScrolled();
  return (
    <nav
      className={clsx(styles.bar, scrolled && styles.scroll)}
      aria-label="Быстрая связь"
      data-scrolled={scrolled || undefined}
    >
      <a className={styles.button} href={`mailto:${contacts.email}`}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 6h18v12H3z M3 7l9 6 9-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        Почта
      </a>
      <button
        type="button"
        className={clsx(styles.button, styles.call)}
        onClick={openModal}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6.6 3.5 9 6.2 7.8 9a12 12 0 0 0 7.2 7.2l2.8-1.2 2.7 2.4-1.2 3.1C11.5 20.8 3.2 12.5 3.5 4.7z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        Позвонить
      </button>
    </nav>
  );
}
