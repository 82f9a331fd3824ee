'use client';
// The cookie notice (issue 32, item 5): a few plain words, the policy one click away, two real
// buttons. It never takes the focus and never covers the page's controls (docs/DESIGN.md 'Fixed
// chrome on phones'): fixed at the bottom, above the mobile bar's row on phones, it adds its
// height to --fixed-bottom-inset (so focused elements and the page's end stay clear of it); at
// the top of a page whose first screen has a link or button where it would sit, it waits, hidden,
// for the first scroll; and it steps aside while a discussion form is on screen.
import clsx from 'clsx';
import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CHROME_SELECTORS,
  CONTROL_SELECTOR,
  bottomChromeMustWait,
  controlUnderChrome,
  type ChromeSelectors,
} from '@/lib/layout/first-screen';
import { PRIVACY_PATH } from '@/lib/paths';
import { useLeadFormInView } from '../messenger/useLeadFormInView';
import styles from './ConsentNotice.module.scss';

/**
 * The fixed bottom chrome's inset (styles/_fixed-chrome.scss), which the notice sets on <html>
 * while it is there: how much of the viewport's bottom it covers, from its top edge down (on
 * phones that includes the mobile bar's row under it). Removed, the stylesheet's value is back.
 */
export const NOTICE_INSET_PROPERTY = '--fixed-bottom-inset';

/** The gap kept between the notice's top edge and what scrolls or is focused above it. */
const GAP_PX = 8;

/** Publishes how much of the viewport's bottom the notice covers, from its top edge down. */
function usePublishedInset(notice: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = notice.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => {
      const covered = Math.ceil(window.innerHeight - el.getBoundingClientRect().top + GAP_PX);
      root.style.setProperty(NOTICE_INSET_PROPERTY, `${Math.max(0, covered)}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(NOTICE_INSET_PROPERTY);
    };
  }, [notice]);
}

/** The first-screen check (lib/layout/first-screen.ts) run for the notice instead of the bar. */
const NOTICE_SELECTORS: ChromeSelectors = {
  chrome: '[data-consent-notice]',
  controls: CONTROL_SELECTOR,
  exclude: `${CHROME_SELECTORS.exclude}, ${CHROME_SELECTORS.chrome}`,
};

/**
 * True while the page is at its top and one of its links or buttons lies where the notice would
 * cover it (the same check as the mobile bar's); the first scroll ends it.
 */
function useWaitForScroll(notice: RefObject<HTMLElement | null>): boolean {
  const pathname = usePathname();
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    let done = false;
    const check = () => {
      if (done || !notice.current) return;
      setWaiting(bottomChromeMustWait(document, NOTICE_SELECTORS, controlUnderChrome));
    };
    const onScroll = () => {
      done = true;
      setWaiting(false);
    };
    check();
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => {
      done = true;
      window.removeEventListener('scroll', onScroll);
    };
  }, [notice, pathname]);
  return waiting;
}

export function ConsentNotice({
  onAccept,
  onDecline,
}: {
  onAccept: () => void;
  onDecline: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  usePublishedInset(ref);
  const waiting = useWaitForScroll(ref);
  const formInView = useLeadFormInView();
  const hidden = waiting || formInView;
  return (
    <section
      ref={ref}
      className={clsx(styles.notice, hidden && styles.hidden)}
      aria-label="Cookie и Яндекс Метрика"
      data-consent-notice={hidden ? 'waiting' : 'shown'}
    >
      <p className={styles.text}>
        С вашего согласия сайт включит Яндекс Метрику: она ставит cookie и считает посещения.{' '}
        <Link href={PRIVACY_PATH} className={styles.link}>
          Подробнее
        </Link>
      </p>
      <div className={styles.buttons}>
        <button type="button" className={clsx(styles.button, styles.accept)} onClick={onAccept}>
          Принять
        </button>
        <button type="button" className={styles.button} onClick={onDecline}>
          Отказаться
        </button>
      </div>
    </section>
  );
}
