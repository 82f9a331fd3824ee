'use client';
// The 'shift' background (SPEC 2.5): drop it as the first child of a `position: relative`
// section. Server-rendered as the plain near-black backdrop; the particles start in the browser.
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/lib/hero/constants';
import { debounce } from '@/lib/debounce';
import { afterFirstPaint, REDUCED_MOTION_QUERY } from '@/lib/browser/paint';
import { createShiftEngine } from './engine';
import type { ShiftMessage } from './protocol';
import { shiftShouldAnimate, type ShiftLoop } from './particles';
import styles from './Shift.module.scss';

/** After the first paint, the background starts when the browser is idle, or after this long at the latest. */
const START_TIMEOUT_MS = 2000;

/** What draws the particles: a worker, off the main thread, or the page itself. */
type Painter = {
  /** The area's CSS size: resize the drawing buffer and draw once. */
  size: (width: number, height: number, dpr: number) => void;
  run: (running: boolean) => void;
  destroy: () => void;
};

function pagePainter(canvas: HTMLCanvasElement): Painter {
  const engine = createShiftEngine(canvas);
  return {
    size(width, height, dpr) {
      engine.resize(width, height, dpr);
      engine.draw();
    },
    run: (running) => (running ? engine.start() : engine.stop()),
    destroy: () => engine.destroy(),
  };
}

/**
 * The canvas handed to a worker (shift.worker.ts), where the browser can do that: its frames then
 * reach the screen without a task, a paint or a commit on the main thread, which on a slow phone
 * (and in Lighthouse's blocking time) was most of the page's work after it loaded. Null where it
 * cannot; `onFail` when the worker later fails (not loaded, refused), to draw on the page instead.
 */
function workerPainter(canvas: HTMLCanvasElement, onFail: () => void): Painter | null {
  if (
    typeof Worker === 'undefined' ||
    typeof OffscreenCanvas === 'undefined' ||
    typeof canvas.transferControlToOffscreen !== 'function'
  )
    return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./shift.worker.ts', import.meta.url), { name: 'shift' });
  } catch {
    return null;
  }
  worker.addEventListener('error', onFail);
  const post = (message: ShiftMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ type: 'init', canvas: offscreen }, [offscreen]);
  return {
    size: (width, height, dpr) => post({ type: 'size', width, height, dpr }),
    run: (running) => post({ type: 'run', running }),
    destroy: () => worker.terminate(),
  };
}

/** Starts the background in `root`: observers, then a canvas and what draws it once in view. */
function startShift(root: HTMLElement): () => void {
  const motion = window.matchMedia(REDUCED_MOTION_QUERY);
  const loop: ShiftLoop = {
    inView: false,
    pageVisible: document.visibilityState !== 'hidden',
    reducedMotion: motion.matches,
  };
  // No canvas exists until the area first comes into view (the backdrop colour stands in). It is
  // made here, not rendered, because a canvas can be handed to a worker only once.
  let canvas: HTMLCanvasElement | null = null;
  let painter: Painter | null = null;
  let useWorker = true;
  const drop = () => {
    painter?.destroy();
    canvas?.remove();
    painter = null;
    canvas = null;
  };
  const measure = () => {
    if (!painter) {
      canvas = document.createElement('canvas');
      canvas.className = styles.canvas ?? '';
      root.append(canvas);
      painter = (useWorker && workerPainter(canvas, fallBack)) || pagePainter(canvas);
    }
    painter.size(root.clientWidth, root.clientHeight, window.devicePixelRatio);
  };
  const apply = () => {
    if (loop.inView && !painter) measure();
    const running = painter !== null && shiftShouldAnimate(loop);
    painter?.run(running);
    root.dataset.shiftState = running ? 'running' : 'paused';
  };
  // The worker failed: a fresh canvas, drawn on the page.
  function fallBack() {
    useWorker = false;
    drop();
    apply();
  }
  apply();

  const resized = debounce(() => {
    if (painter) measure();
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
    drop();
  };
}

export function ShiftBackground({ className }: { className?: string }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof HTMLCanvasElement === 'undefined') return;
    // Nothing of the background runs before the page has loaded, its first contentful paint has
    // been presented and the main thread is idle: no observer, no drawing context, no loop. In
    // Chromium, hydrating the observers and the canvas while the first frame was still on its way
    // to the screen held that frame back by a second in most Lighthouse runs (issue 10).
    let stop = () => {};
    const cancel = afterFirstPaint(
      () => {
        stop = startShift(root);
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
    />
  );
}
