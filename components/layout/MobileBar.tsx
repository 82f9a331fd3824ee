'use client';
// Mobile bar (SPEC 2.2): e-mail and Call; takes the 'scroll' style at 50px. With the messenger
// launcher in its row it is all the fixed chrome at the bottom of a phone's screen (issue 33).
import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  BOTTOM_CHROME_ATTRIBUTE,
  BOTTOM_CHROME_WAITING,
  CHROME_SELECTORS,
  bottomChromeMustWait,
  controlUnderChrome,
} from '@/lib/layout/first-screen';
import type { PublicContacts } from '@/lib/layout/contacts';
import { FONTS_SWAPPED_EVENT } from '@/lib/layout/font-swap';
import styles from './MobileBar.module.scss';
import { useUi } from './UiProvider';
import { useScrolled } from './useScrolled';

/**
 * Keeps the bar (and the launcher in its row) waiting at the top while one of the page's links or
 * buttons lies where the bar would cover it (lib/layout/first-screen.ts). The inline script after
 * the bar decided it before the first paint; this checks again once hydrated, once the fonts are
 * in, and on each navigation. The page's first scroll ends the wait.
 */
function useWaitForScroll(): void {
  const pathname = usePathname();
  useEffect(() => {
    const html = document.documentElement;
    let done = false;
    const check = () => {
      if (done) return;
      if (bottomChromeMustWait(document, CHROME_SELECTORS, controlUnderChrome)) {
        html.setAttribute(BOTTOM_CHROME_ATTRIBUTE, BOTTOM_CHROME_WAITING);
      } else {
        html.removeAttribute(BOTTOM_CHROME_ATTRIBUTE);
      }
    };
    const onScroll = () => {
      done = true;
      html.removeAttribute(BOTTOM_CHROME_ATTRIBUTE);
    };
    check();
    void document.fonts?.ready.then(check);
    window.addEventListener(FONTS_SWAPPED_EVENT, check);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      done = true;
      window.removeEventListener(FONTS_SWAPPED_EVENT, check);
      window.removeEventListener('scroll', onScroll);
      html.removeAttribute(BOTTOM_CHROME_ATTRIBUTE);
    };
  }, [pathname]);
}

export function MobileBar({ contacts }: { contacts: PublicContacts }) {
  const { openModal } = useUi();
  const scrolled = useScrolled();
  useWaitForScroll();
  return (
    <nav
      className={clsx(styles.bar, scrolled && styles.scroll)}
      aria-label="Быстрая связь"
      data-scrolled={scrolled || undefined}
      data-fixed-bottom-chrome=""
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
