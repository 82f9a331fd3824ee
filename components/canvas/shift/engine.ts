// Draws the 'shift' particles on a 2D canvas: glow sprites per hue, additive blending. The same
// engine runs in a worker on an OffscreenCanvas (shift.worker.ts) or, where the browser cannot
// hand a canvas to a worker, on the page's main thread (Shift.tsx): what differs is only where
// sprites come from and what paces the frames (ShiftEnv).
import { PARTICLE_COUNT, SHIFT_FPS, SHIFT_PEAK_ALPHA } from './constants';
import {
  fade,
  hueAt,
  shiftCanvasSize,
  spawnParticle,
  stepParticle,
  type Particle,
} from './particles';

const SPRITE_SIZE = 128;
const HUE_BUCKET = 2;
const FRAME_MS = 1000 / 60;

/** A canvas the engine draws on: the page's own, or one handed to a worker. */
export type ShiftCanvas = HTMLCanvasElement | OffscreenCanvas;
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** What the engine needs of where it runs. */
export type ShiftEnv = {
  /** A blank canvas of `size` × `size` for one glow sprite. */
  makeCanvas: (size: number) => ShiftCanvas;
  requestFrame: (cb: (now: number) => void) => number;
  cancelFrame: (id: number) => void;
};

/** The page's main thread: DOM canvases, the window's animation frames. */
export const windowEnv: ShiftEnv = {
  makeCanvas: (size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    return canvas;
  },
  requestFrame: (cb) => requestAnimationFrame(cb),
  cancelFrame: (id) => cancelAnimationFrame(id),
};

function context2d(canvas: ShiftCanvas, options?: CanvasRenderingContext2DSettings) {
  return canvas.getContext('2d', options) as Context2D | null;
}

function makeSprite(hue: number, env: ShiftEnv): ShiftCanvas {
  const sprite = env.makeCanvas(SPRITE_SIZE);
  const ctx = context2d(sprite);
  if (!ctx) return sprite;
  const r = SPRITE_SIZE / 2;
  const g = ctx.createRadialGradient(r, r, 0, r, r, r);
  // A soft, roughly Gaussian falloff: a bright core that melts into nothing at the rim.
  g.addColorStop(0, `hsla(${hue}, 70%, 60%, 1)`);
  g.addColorStop(0.2, `hsla(${hue}, 65%, 55%, 0.75)`);
  g.addColorStop(0.45, `hsla(${hue}, 60%, 50%, 0.32)`);
  g.addColorStop(0.7, `hsla(${hue}, 60%, 45%, 0.09)`);
  g.addColorStop(1, `hsla(${hue}, 60%, 45%, 0)`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SPRITE_SIZE, SPRITE_SIZE);
  return sprite;
}

export type ShiftEngine = {
  resize: (cssWidth: number, cssHeight: number, dpr: number) => void;
  /** Starts the rAF loop (idempotent). */
  start: () => void;
  /** Stops the rAF loop (idempotent); the last frame stays on screen. */
  stop: () => void;
  /** Draws the current state once (for reduced motion and after a resize while paused). */
  draw: () => void;
  destroy: () => void;
  readonly running: boolean;
};

export function createShiftEngine(
  canvas: ShiftCanvas,
  env: ShiftEnv = windowEnv,
  rand: () => number = Math.random,
): ShiftEngine {
  const ctx = context2d(canvas, { alpha: true });
  const sprites = new Map<number, ShiftCanvas>();
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let scale = 1;
  let frame = 0;
  let raf = 0;
  let last = 0;

  const sprite = (hue: number) => {
    const key = Math.round(hue / HUE_BUCKET) * HUE_BUCKET;
    let s = sprites.get(key);
    if (!s) sprites.set(key, (s = makeSprite(key, env)));
    return s;
  };

  const draw = () => {
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.globalCompositeOperation = 'lighter';
    const hue = hueAt(frame);
    for (const p of particles) {
      const alpha = fade(p.age, p.life) * SHIFT_PEAK_ALPHA;
      if (alpha <= 0.002) continue;
      ctx.globalAlpha = alpha;
      const r = p.radius * scale;
      ctx.drawImage(sprite(hue + p.hueOffset), p.x * scale - r, p.y * scale - r, r * 2, r * 2);
    }
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  };

  const tick = (now: number) => {
    raf = env.requestFrame(tick);
    const elapsed = now - last;
    if (last && elapsed < 1000 / SHIFT_FPS - 2) return;
    // Life is counted in 60 fps frames whatever the display does; long gaps are clamped.
    const frames = last ? Math.min(elapsed / FRAME_MS, 4) : 1;
    last = now;
    frame += frames;
    particles = particles.map((p) => stepParticle(p, frames, width, height, rand));
    draw();
  };

  return {
    resize(cssWidth, cssHeight, dpr) {
      const size = shiftCanvasSize(cssWidth, cssHeight, dpr);
      canvas.width = size.width;
      canvas.height = size.height;
      scale = size.scale;
      const grew = cssWidth > width * 1.2 || cssHeight > height * 1.2;
      width = cssWidth;
      height = cssHeight;
      if (particles.length === 0 || grew) {
        particles = Array.from({ length: PARTICLE_COUNT }, () =>
          spawnParticle(rand, width, height, true),
        );
      }
    },
    start() {
      if (raf) return;
      last = 0;
      raf = env.requestFrame(tick);
    },
    stop() {
      if (raf) env.cancelFrame(raf);
      raf = 0;
    },
    draw,
    destroy() {
      if (raf) env.cancelFrame(raf);
      raf = 0;
      sprites.clear();
      particles = [];
      canvas.width = 0;
      canvas.height = 0;
    },
    get running() {
      return raf !== 0;
    },
  };
}
