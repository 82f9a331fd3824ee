'use client';
// The 'shift' background (SPEC 2.5): drop it as the first child of a `position: relative`
// section. Server-rendered as the plain near-black backdrop; the particles start in the browser.
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/lib/hero/constants';
import { debounce } from '@/lib/debounce';
import { afterFirstPaint, REDUCED_MOTION_QUERY } from '@/lib/browser/paint';
import { createShiftEngine, type ShiftEngine } from './engine';
import { shiftShouldAnimate, type ShiftLoop } from './particles';
import styles from './Shift.module.scss';

/** After the first paint, the background starts when the browser is idle, or after this long at the latest. */
const START_TIMEOUT_MS = 2000;

/** Starts the background in `root`: observers, then a drawing context once in view. */
function startShift(root: HTMLElement, canvas: HTMLCanvasElement): () => void {
  const motion = window.matchMedia(REDUCED_MOTION_QUERY);
  const loop: ShiftLoop = {
    inView: false,
    pageVisible: document.visibilityState !== 'hidden',
    reducedMotion: motion.matches,
  };
  // No drawing context exists until the area first comes into view (the backdrop colour stands in).
  let engine: ShiftEngine | null = null;
  const measure = () => {
    engine ??= createShiftEngine(canvas);
    engine.resize(root.clientWidth, root.clientHeight, window.devicePixelRatio);
    engine.draw();
  };
  const apply = () => {
    if (loop.inView && !engine) measure();
    if (shiftShouldAnimate(loop)) engine?.start();
    else engine?.stop();
    root.dataset.shiftState = engine?.running ? 'running' : 'paused';
  };
  apply();

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
    resized.cancel();
    resizeObserver.disconnect();
    io.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    motion.removeEventListener('change', onMotion);
    engine?.destroy();
  };
}

export function ShiftBackground({ className }: { className?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    if (!root || !canvas || !canvas.getContext) return;
    // Nothing of the background runs before the page has loaded, its first contentful paint has
    // been presented and the main thread is idle: no observer, no drawing context, no loop. In
    // Chromium, hydrating the observers and the canvas while the first frame was still on its way
    // to the screen held that frame back by a second in most Lighthouse runs (issue 10).
    let stop = () => {};
    const cancel = afterFirstPaint(
      () => {
        stop = startShift(root, canvas);
      },
      { idleTimeoutMs: START_TIMEOUT_MS },
    );
    return () => {
      cancel();
      stop();
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
