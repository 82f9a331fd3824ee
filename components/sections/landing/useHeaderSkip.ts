'use client';
// Opts the global header in to 'skip on scroll' (SPEC 2.2) while the calling component is mounted:
// data-hidden on the header while scrolling down, removed on scroll up, near the top, on focus.
import { useEffect, useState } from 'react';
import { HEADER_ID } from '@/components/layout/Header';
import { nextHeaderHidden } from '@/lib/layout/header-skip';

export function useHeaderSkip(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const header = document.getElementById(HEADER_ID);
    let lastY = window.scrollY;
    let current = false;
    let frame = 0;
    const apply = (next: boolean) => {
      if (next === current) return;
      current = next;
      setHidden(next);
      if (header) header.dataset.hidden = String(next);
    };
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      apply(nextHeaderHidden(lastY, y, current));
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // A keyboard user tabbing into the hidden header gets it back.
    const onFocus = () => apply(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    header?.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header?.removeEventListener('focusin', onFocus);
      if (frame) cancelAnimationFrame(frame);
      if (header) delete header.dataset.hidden;
    };
  }, []);

  return hidden;
}
