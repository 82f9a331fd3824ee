'use client';
// Mobile bar (SPEC 2.2): e-mail and Call; takes the 'scroll' style at 50px. With the messenger
// launcher in its row it is all the fixed chrome at the bottom of a phone's screen (issue 33).
import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { CONTROL_SELECTOR, controlUnderChrome } from '@/lib/layout/first-screen';
import type { PublicContacts } from '@/lib/layout/contacts';
import styles from './MobileBar.module.scss';
import { useUi } from './UiProvider';
import { useScrolled } from './useScrolled';

/** Set on <html> while the bar (and the launcher in its row) waits for the first scroll. */
export const BOTTOM_CHROME_ATTRIBUTE = 'data-bottom-chrome';

/**
 * True while the page is at its top and one of its links or buttons lies where the bar would cover
 * it (lib/layout/first-screen.ts): checked once each page is laid out and again once the fonts
 * are in; the page's first scroll ends it.
 */
function useWaitForScroll(bar: React.RefObject<HTMLElement | null>): boolean {
  const pathname = usePathname();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    let done = false;
    const check = () => {
      const el = bar.current;
      if (done || !el || window.scrollY > 0 || getComputedStyle(el).display === 'none') return;
      const boxes = [...document.querySelectorAll(CONTROL_SELECTOR)]
        .filter((c) => !el.contains(c) && !c.closest('[data-messenger-widget]'))
        .filter(
          (c) => c.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true,
        )
        .map((c) => c.getBoundingClientRect());
      const { clientWidth, clientHeight } = document.documentElement;
      const top = el.getBoundingClientRect().top;
      if (controlUnderChrome(boxes, top, clientWidth, clientHeight)) setWaiting(true);
    };
    const onScroll = () => {
      done = true;
      setWaiting(false);
    };
    check();
    void document.fonts?.ready.then(check);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      done = true;
      window.removeEventListener('scroll', onScroll);
      setWaiting(false);
    };
  }, [bar, pathname]);

  useEffect(() => {
    if (!waiting) return;
    document.documentElement.setAttribute(BOTTOM_CHROME_ATTRIBUTE, 'waiting');
    return () => document.documentElement.removeAttribute(BOTTOM_CHROME_ATTRIBUTE);
  }, [waiting]);
  return waiting;
}

export function MobileBar({ contacts }: { contacts: PublicContacts }) {
  const { openModal } = useUi();
  const scrolled = useScrolled();
  const ref = useRef<HTMLElement>(null);
  const waiting = useWaitForScroll(ref);
  return (
    <nav
      ref={ref}
      className={clsx(styles.bar, scrolled && styles.scroll)}
      aria-label="Быстрая связь"
      data-scrolled={scrolled || undefined}
      data-waiting={waiting || undefined}
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
