'use client';
// Renders nothing until the browser is idle, then loads the widget's code as its own chunk, so
// it is neither in the server HTML nor in the first-load JavaScript.
import dynamic from 'next/dynamic';
import { useIdle } from '../useIdle';
import type { MessengerWidgetProps } from './MessengerWidget';

const MessengerWidget = dynamic(() => import('./MessengerWidget'), {
  ssr: false,
  loading: () => null,
});

export function MessengerShell(props: MessengerWidgetProps) {
  return useIdle() ? <MessengerWidget {...props} /> : null;
}
