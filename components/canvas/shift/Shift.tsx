'use client';
// The 'shift' background (SPEC 2.5): drop it as the first child of a `position: relative`
// section. Server-rendered as the plain near-black backdrop; the particles start in the browser.
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/lib/hero/constants';
import { debounce } from '@/lib/debounce';
import { REDUCED_MOTION_QUERY } from '../hero/browser';
import { createShiftEngine, type ShiftEngine } from './engine';
import { shiftShouldAnimate, type ShiftLoop } from './particles';
import styles from './Shift.module.scss';

/** The loop starts when the browser is idle, or after this long at the latest. */
const START_TIMEOUT_MS = 2000;

export function ShiftBackground({ className }: { className?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    if (!root || !canvas || !canvas.getContext) return;
    const motion = window.matchMedia(REDUCED_MOTION_QUERY);
    const loop: ShiftLoop = {
      inView: false,
      pageVisible: document.visibilityState !== 'hidden',
      reducedMotion: motion.matches,
    };
    // No drawing context exists until the area first comes into view (the backdrop colour stands
    // in), and the loop starts only once the page is idle after load, so the particles never
    // compete with the first paint, hydration or the first interactions.
    let ready = false;
    let engine: ShiftEngine | null = null;
    const measure = () => {
      engine ??= createShiftEngine(canvas);
      engine.resize(root.clientWidth, root.clientHeight, window.devicePixelRatio);
      engine.draw();
    };
    const apply = () => {
      if (loop.inView && !engine) measure();
      if (ready && shiftShouldAnimate(loop)) engine?.start();
      else engine?.stop();
      root.dataset.shiftState = engine?.running ? 'running' : 'paused';
    };

    apply();
    const begin = () => {
      ready = true;
      apply();
    };
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(begin, { timeout: START_TIMEOUT_MS })
        : window.setTimeout(begin, START_TIMEOUT_MS);

    const resized = debounce(() => {
      if (engine) measure();
    }, RESIZE_DEBOUNCE_MS);
    const resizeObserver = new ResizeObserver(() => resized());
    resizeObserver.observe(root);
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      loop.inView = entry?.isIntersecting ?? false;
      apply();
    });
    io.observe(root);
    const onVisibility = () => {
      loop.pageVisible = document.visibilityState !== 'hidden';
      apply();
    };
    const onMotion = () => {
      loop.reducedMotion = motion.matches;
      apply();
    };
    document.addEventListener('visibilitychange', onVisibility);
    motion.addEventListener('change', onMotion);

    return () => {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      resized.cancel();
      resizeObserver.disconnect();
      io.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      motion.removeEventListener('change', onMotion);
      engine?.destroy();
    };
  }, []);

  return (
    <div
      ref={rootRef}
      className={clsx(styles.shift, className)}
      aria-hidden="true"
      data-shift-state="idle"
    >
      <canvas ref={canvasRef} className={styles.canvas} />
    </div>
  );
}
