'use client';
// Renders nothing until the browser is idle, then loads the widget's code as its own chunk, so
// it is neither in the server HTML nor in the first-load JavaScript.
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import type { MessengerWidgetProps } from './MessengerWidget';

const MessengerWidget = dynamic(() => import('./MessengerWidget'), {
  ssr: false,
  loading: () => null,
});

export function MessengerShell(props: MessengerWidgetProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <MessengerWidget {...props} /> : null;
}
