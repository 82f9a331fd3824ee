'use client';
// The error screen for the error boundaries (error.tsx, global-error.tsx), loaded only when an
// error happens: imported statically, it (hero included) was in every page's first-load JS.
import dynamic from 'next/dynamic';

export const LazyErrorScreen = dynamic(() => import('./ErrorScreen').then((m) => m.ErrorScreen));
