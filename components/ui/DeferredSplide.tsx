'use client';
// A Splide slider whose script (@splidejs/react-splide and Splide itself, about 14 KB gzip) is
// fetched only when the slider comes near the viewport, so it is not in any page's first-load
// JavaScript and its mount is not part of hydration. Until then the server-rendered track stands
// in: the same root element, classes, role and name, hidden by Splide's core CSS as before a mount.
import type { Options } from '@splidejs/splide';
import '@splidejs/react-splide/css/core';
import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNear } from '@/lib/browser/near';

type SplideModule = typeof import('@splidejs/react-splide');

export type DeferredSplideProps = {
  options: Options;
  /** The slider's accessible name (its root is a named group, `options.role`). */
  label: string;
  className?: string;
  /** Extra `data-*` attributes for the root (e.g. the slider's mode). */
  data?: Record<`data-${string}`, string>;
  /** The track: `.splide__track > .splide__list > .splide__slide`. */
  children: ReactNode;
};

export function DeferredSplide({ options, label, className, data, children }: DeferredSplideProps) {
  const root = useRef<HTMLDivElement>(null);
  const [splide, setSplide] = useState<SplideModule | 'failed' | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let live = true;
    const cancel = whenNear(element, () => {
      import('@splidejs/react-splide').then(
        (module) => live && setSplide(module),
        // Offline, or a deploy removed the chunk: show the track as rendered, without sliding.
        () => live && setSplide('failed'),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  if (splide && splide !== 'failed') {
    const { Splide } = splide;
    return (
      <Splide
        options={options}
        aria-label={label}
        className={className}
        hasTrack={false}
        tag="div"
        {...data}
      >
        {children}
      </Splide>
    );
  }
  return (
    <div
      ref={root}
      // `is-rendered` lifts the core CSS's `visibility: hidden` of a slider Splide never mounted.
      className={clsx('splide', splide === 'failed' && 'is-rendered', className)}
      role={options.role}
      aria-label={label}
      {...data}
    >
      {children}
    </div>
  );
}
