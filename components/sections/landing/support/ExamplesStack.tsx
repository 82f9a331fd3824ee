'use client';
// Switches the #examples animation on above 1024px and off at 1024px or less (SPEC 4), deciding on
// window load and on resize (debounced 120ms). The panels are server-rendered children.
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/browser/paint';
import { debounce } from '@/lib/debounce';
import { EXAMPLES_RESIZE_DEBOUNCE_MS, isExamplesMotionOn } from '@/lib/landing/examples';

const ExamplesMotion = dynamic(() => import('./ExamplesMotion'), { ssr: false });

export function ExamplesStack({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const stack = useRef<HTMLDivElement>(null);
  // `run` counts rebuilds: a resize that keeps the animation on rebuilds it with fresh sizes.
  const [motion, setMotion] = useState({ on: false, run: 0 });

  useEffect(() => {
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
    const decide = (rebuild: boolean) =>
      setMotion((prev) => {
        const on = isExamplesMotionOn(window.innerWidth, reduced.matches);
        if (on === prev.on && !(on && rebuild)) return prev;
        return { on, run: prev.run + 1 };
      });
    const evaluate = () => decide(false);
    const onResize = debounce(() => decide(true), EXAMPLES_RESIZE_DEBOUNCE_MS);
    if (document.readyState === 'complete') evaluate();
    window.addEventListener('load', evaluate);
    window.addEventListener('resize', onResize);
    reduced.addEventListener('change', evaluate);
    return () => {
      onResize.cancel();
      window.removeEventListener('load', evaluate);
      window.removeEventListener('resize', onResize);
      reduced.removeEventListener('change', evaluate);
    };
  }, []);

  return (
    <div ref={stack} className={className} data-examples-stack={motion.on ? 'on' : 'off'}>
      {children}
      {motion.on ? <ExamplesMotion key={motion.run} stack={stack} /> : null}
    </div>
  );
}
