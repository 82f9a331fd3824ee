'use client';
// The Yandex Metrika counter's client leaf (issue 32, item 5), rendered by the root layout only
// when the build has a counter. Nothing until the page has painted and the browser is idle; then
// the consent notice's code arrives as its own chunk. Neither is in the server HTML.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/browser/paint';

const AnalyticsConsent = dynamic(() => import('./AnalyticsConsent'), {
  ssr: false,
  loading: () => null,
});

export function Analytics({ messengerUrl }: { messengerUrl: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready ? <AnalyticsConsent messengerUrl={messengerUrl} /> : null;
}
