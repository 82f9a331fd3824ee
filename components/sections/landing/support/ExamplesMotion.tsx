'use client';
// The GSAP half of the #examples stack, loaded by ExamplesStack only above 1024px: GSAP and
// ScrollTrigger are in this chunk alone, so phones and other pages never download them.
import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import type { RefObject } from 'react';
import { jumpPending } from '@/lib/browser/render-all';
import { keepInPlace, readingAnchor } from '@/lib/browser/scroll-anchor';
import { whenScrollIdle } from '@/lib/browser/scroll-idle';
import { enableStack } from './examples-stack';

gsap.registerPlugin(ScrollTrigger, useGSAP);

export default function ExamplesMotion({ stack }: { stack: RefObject<HTMLDivElement | null> }) {
  useGSAP(
    (_context, contextSafe) => {
      const container = stack.current;
      if (!container || !contextSafe) return;
      let disable: (() => void) | undefined;
      // Pinning adds the pin's scroll length above the sections after the stack and refreshes
      // ScrollTrigger, which scrolls to 0 and back: so it waits for a jump's smooth scroll to end,
      // and keeps the section the visitor is on where it is (a link to /support/#bye lands there
      // before this chunk arrives).
      const pin = contextSafe(() => {
        const panels = Array.from(container.querySelectorAll<HTMLElement>('[data-example-panel]'));
        const nav = document.querySelector<HTMLElement>('[data-landing-nav]');
        const barsBottom = nav?.getBoundingClientRect().bottom ?? 0;
        const sections = document.querySelectorAll('main section');
        const anchor = readingAnchor(sections, barsBottom, window.innerHeight);
        keepInPlace(anchor, () => {
          disable = enableStack(
            gsap,
            container,
            panels,
            nav?.offsetHeight ?? 0,
            window.innerHeight,
          );
          ScrollTrigger.refresh();
        });
      });
      const cancel = whenScrollIdle(pin, { pending: jumpPending });
      // Cleared on unmount (the viewport went to 1024px or less): pin removed, styles reset.
      return () => {
        cancel();
        disable?.();
      };
    },
    { scope: stack },
  );
  return null;
}
