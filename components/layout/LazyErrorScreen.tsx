'use client';
// The error screen for the root boundaries (not-found.tsx, error.tsx, global-error.tsx), loaded
// only when one renders: imported statically, it (the hero's loader included, 8.7 KB gzip) was in
// every page's first-load JS. Server-rendered as before.
import dynamic from 'next/dynamic';

export const LazyErrorScreen = dynamic(() => import('./ErrorScreen').then((m) => m.ErrorScreen));
