'use client';
// The hero's client island: after first paint and near the viewport it decides whether the 3D
// scene is worth loading, loads it as a separate chunk and swaps it in over the static image.
import clsx from 'clsx';
import dynamic from 'next/dynamic';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { HERO_NEAR_VIEWPORT_MARGIN, HERO_PAINT_ID } from '@/lib/hero/constants';
import type { HeroBreakpoint } from '@/lib/hero/camera';
import { decideHeroMode, isHeroForced } from '@/lib/hero/mode';
import { probeWebGLOffThread } from '@/lib/hero/probe-off-thread';
import type { WebGLProbe } from '@/lib/hero/renderer';
import type { HeroLoaderClasses, HeroStatus, HeroVariant } from '@/lib/hero/types';
import { afterFirstPaint, REDUCED_MOTION_QUERY } from '@/lib/browser/paint';
import { SceneBoundary } from './SceneBoundary';
import { measureWidths, type HeroWidths } from './useHeroLoop';

// The only door to three.js: a chunk of its own, requested only when the code below asks for it.
const HeroScene = dynamic(() => import('./HeroScene'), { ssr: false, loading: () => null });

type Props = {
  variant: HeroVariant;
  classes: HeroLoaderClasses;
  className?: string;
  /** CSS scale of the static image per breakpoint, so it matches the variant's camera. */
  scales: Record<HeroBreakpoint, number>;
  /** The server-rendered static image. */
  children: ReactNode;
};

export function HeroLoader({ variant, classes, className, scales, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<HeroStatus>({ mode: 'static', reason: 'server' });
  const [scene, setScene] = useState<{
    governed: boolean;
    reason: string;
    widths: HeroWidths;
  } | null>(null);
  const [left, setLeft] = useState(false);

  // After the static image has been painted (it is the LCP element) and near the viewport:
  // decide once. Even the WebGL probe waits, as starting a GL context can stall the compositor.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let observer: IntersectionObserver | undefined;
    let cancelled = false;
    const cancelPaint = afterFirstPaint(
      () => {
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer?.disconnect();
            const decide = (webgl?: WebGLProbe) => {
              // Read again when the probe answers: the visitor may have switched it on meanwhile.
              const decision = decideHeroMode({
                reducedMotion: window.matchMedia(REDUCED_MOTION_QUERY).matches,
                forced: isHeroForced(window.location.search),
                webgl,
              });
              setStatus({ mode: decision.mode, reason: decision.reason });
              if (decision.load) {
                setScene({
                  governed: decision.governed,
                  reason: decision.reason,
                  widths: measureWidths(root),
                });
              }
            };
            // Reduced motion keeps the image without asking for WebGL; otherwise the probe runs in
            // a worker (lib/hero/probe-off-thread.ts), not in a long task of the loading page.
            if (window.matchMedia(REDUCED_MOTION_QUERY).matches) decide();
            else
              void probeWebGLOffThread().then((webgl) => {
                if (!cancelled) decide(webgl);
              });
          },
          { rootMargin: HERO_NEAR_VIEWPORT_MARGIN },
        );
        observer.observe(root);
      },
      { elementId: HERO_PAINT_ID },
    );
    return () => {
      cancelled = true;
      cancelPaint();
      observer?.disconnect();
    };
  }, []);

  // Reduced motion switched on while the scene runs: back to the still image, for good.
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const onChange = () => {
      if (!query.matches) return;
      setScene(null);
      setStatus({ mode: 'static-reduced-motion', reason: 'prefers-reduced-motion' });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Leaving the page releases the scene; a back/forward-cache restore brings it back.
  useEffect(() => {
    const onHide = () => setLeft(true);
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setLeft(false);
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  const onSceneStatus = useCallback((next: HeroStatus) => {
    setStatus(next);
    if (next.mode !== '3d' && next.mode !== 'loading') setScene(null);
  }, []);
  const onSceneError = useCallback(
    (error: unknown) =>
      onSceneStatus({
        mode: 'static-error',
        reason: error instanceof Error ? error.message.slice(0, 120) : 'scene failed to load',
      }),
    [onSceneStatus],
  );

  const style = {
    '--hero-scale': scales.desktop,
    '--hero-scale-lg': scales.lg,
    '--hero-scale-mobile': scales.mobile,
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={clsx(classes.root, className)}
      data-hero-mode={status.mode}
      data-hero-reason={status.reason}
      data-hero-variant={variant}
    >
      <div className={classes.stage} style={style}>
        <div className={classes.still}>{children}</div>
        {scene && !left ? (
          <SceneBoundary onError={onSceneError}>
            <HeroScene
              variant={variant}
              governed={scene.governed}
              reason={scene.reason}
              rootRef={rootRef}
              widths={scene.widths}
              onStatus={onSceneStatus}
            />
          </SceneBoundary>
        ) : null}
      </div>
    </div>
  );
}
