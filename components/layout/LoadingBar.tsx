'use client';
// The top loading bar of route changes (nextjs-toploader, SPEC 9's colour and height). It matters
// only from the first click on a link, so its code (about 5 KB gzip with nprogress) is fetched once
// the browser is idle, not with the page's first-load JavaScript.
import dynamic from 'next/dynamic';
import { LOADING_BAR } from '@/lib/constants';
import { useIdle } from './useIdle';

const NextTopLoader = dynamic(() => import('nextjs-toploader'), {
  ssr: false,
  loading: () => null,
});

export function LoadingBar() {
  return useIdle() ? (
    <NextTopLoader
      color={LOADING_BAR.color}
      height={LOADING_BAR.height}
      showSpinner={false}
      shadow={false}
    />
  ) : null;
}
