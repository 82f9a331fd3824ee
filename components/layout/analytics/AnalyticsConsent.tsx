'use client';
// The visitor's choice about Yandex Metrika, and the counter once they agreed (issue 32, item 5).
// Without an answer the cookie notice is shown; «Принять» starts the counter at once (this page
// is already painted), «Отказаться» keeps it off; either answer is remembered
// (lib/analytics/consent.ts). With consent every page view is reported (an approval link's page
// excepted), and so are the goals:
// a sent lead (the form reports it) and a click on the messenger link (anywhere on the page).
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  browserStorage,
  readConsent,
  writeConsent,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { GOALS, hit, isUntrackedPath, reachGoal, startMetrika } from '@/lib/analytics/metrika';
import { ConsentNotice } from './ConsentNotice';

/** Reports every page view and every click on the messenger link while the counter runs. */
function useCounter(on: boolean, messengerUrl: string) {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // An approval link's token never reaches the counter: not started there, no hit.
    if (!on || isUntrackedPath(pathname)) return;
    startMetrika();
    const url = window.location.href;
    hit(url, previous.current ?? document.referrer);
    previous.current = url;
  }, [on, pathname]);

  useEffect(() => {
    if (!on) return;
    const onClick = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.href === new URL(messengerUrl).href) {
        reachGoal(GOALS.messengerOpened);
      }
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
    };
  }, [on, messengerUrl]);
}

export default function AnalyticsConsent({ messengerUrl }: { messengerUrl: string }) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent(browserStorage()));
  useCounter(choice === 'granted', messengerUrl);
  if (choice) return null;
  const answer = (value: ConsentChoice) => {
    writeConsent(browserStorage(), value);
    setChoice(value);
  };
  return <ConsentNotice onAccept={() => answer('granted')} onDecline={() => answer('denied')} />;
}
