// What the page says to the shift worker (shift.worker.ts), and how the worker carries it out:
// the page keeps the observers (in view, page visible, reduced motion, size) and the worker only
// draws, so no frame of the animation runs on the page's main thread (docs/performance.md 'The
// particle background').
import { SHIFT_FPS } from './constants';
import { createShiftEngine, type ShiftEngine, type ShiftEnv } from './engine';

export type ShiftMessage =
  /** The canvas the page handed over (transferControlToOffscreen); the first message. */
  | { type: 'init'; canvas: OffscreenCanvas }
  /** The area's CSS size and the device pixel ratio: resize the buffer and draw once. */
  | { type: 'size'; width: number; height: number; dpr: number }
  /** Animate, or hold the last frame. */
  | { type: 'run'; running: boolean };

type FrameScope = {
  requestAnimationFrame?: (cb: (now: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
};

/**
 * A worker's environment: OffscreenCanvas sprites, and the worker's own animation frames where
 * the browser has them (Chrome, Firefox, Safari 16.4+), else a timer at the background's rate.
 */
export function workerEnv(scope: FrameScope = globalThis as FrameScope): ShiftEnv {
  const raf = scope.requestAnimationFrame?.bind(scope);
  const caf = scope.cancelAnimationFrame?.bind(scope);
  return {
    makeCanvas: (size) => new OffscreenCanvas(size, size),
    requestFrame: raf
      ? (cb) => raf(cb)
      : (cb) => setTimeout(() => cb(performance.now()), 1000 / SHIFT_FPS) as unknown as number,
    cancelFrame: caf ? (id) => caf(id) : (id) => clearTimeout(id),
  };
}

/** The worker's side: a message handler holding one engine, made on 'init'. */
export function shiftWorker(env: ShiftEnv): (message: ShiftMessage) => void {
  let engine: ShiftEngine | null = null;
  return (message) => {
    if (message.type === 'init') {
      engine?.destroy();
      engine = createShiftEngine(message.canvas, env);
      return;
    }
    if (!engine) return;
    if (message.type === 'size') {
      engine.resize(message.width, message.height, message.dpr);
      engine.draw();
    } else if (message.running) engine.start();
    else engine.stop();
  };
}
