'use client';
// The GSAP half of the #examples stack, loaded by ExamplesStack only above 1024px: GSAP and
// ScrollTrigger are in this chunk alone, so phones and other pages never download them.
import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import type { RefObject } from 'react';
import { enableStack } from './examples-stack';

gsap.registerPlugin(ScrollTrigger, useGSAP);

export default function ExamplesMotion({ stack }: { stack: RefObject<HTMLDivElement | null> }) {
  useGSAP(
    () => {
      const container = stack.current;
      if (!container) return;
      const panels = Array.from(container.querySelectorAll<HTMLElement>('[data-example-panel]'));
      const nav = document.querySelector<HTMLElement>('[data-landing-nav]');
      // Cleared on unmount (the viewport went to 1024px or less): pin removed, styles reset.
      return enableStack(gsap, container, panels, nav?.offsetHeight ?? 0, window.innerHeight);
    },
    { scope: stack },
  );
  return null;
}
