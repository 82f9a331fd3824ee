'use client';
import { useEffect, useState } from 'react';
import { isScrolled } from '@/lib/layout/scroll-state';

/** True while the page is scrolled 50px or more (SPEC 2.2); passive listener, one rAF per burst. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isScrolled(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}
