'use client';
// Every hour (and when a tab comes back after longer), asks the server which build it runs; once
// it is a new one, the next navigation is a full page load (SPEC 7.6, 9). Renders nothing.
import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS } from '@/lib/constants';
import { fullLoadFromNowOn, isNewBuild } from '@/lib/build/new-build';
import { currentBuildId } from './actions';

export function BuildCheck() {
  useEffect(() => {
    // Inlined at build time; `next dev` has none and checks nothing.
    const own = process.env.SITE_BUILD_ID;
    if (!own) return;
    let lastCheck = Date.now();
    let undo: (() => void) | null = null;
    let timer = 0;

    const check = async () => {
      lastCheck = Date.now();
      if (await isNewBuild(own, currentBuildId)) {
        window.clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
        undo ??= fullLoadFromNowOn(window);
      }
    };
    // Background tabs throttle timers: a tab shown again after an hour checks at once.
    const onVisible = () => {
      if (
        document.visibilityState === 'visible' &&
        Date.now() - lastCheck >= BUILD_CHECK_INTERVAL_MS
      ) {
        void check();
      }
    };
    timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      undo?.();
    };
  }, []);
  return null;
}
