// Particle math of the 'shift' background (SPEC 2.5, 9): pure functions, no DOM.
import {
  PARTICLE_LIFE,
  PARTICLE_RADIUS,
  SHIFT_FADE,
  SHIFT_HUE,
  SHIFT_HUE_PERIOD,
  SHIFT_MAX_DPR,
  SHIFT_RENDER_SCALE,
} from './constants';

export type Particle = {
  x: number;
  y: number;
  /** Drift per 60 fps frame, CSS px. */
  vx: number;
  vy: number;
  radius: number;
  /** Life and age in 60 fps frames. */
  life: number;
  age: number;
  /** Offset from the shared hue, degrees. */
  hueOffset: number;
};

export type Random = () => number;

const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);

/** A new particle somewhere in the area; `age` may start mid-life so a fresh field is not in sync. */
export function spawnParticle(
  rand: Random,
  width: number,
  height: number,
  staggered = false,
): Particle {
  const life = Math.round(between(rand, PARTICLE_LIFE.min, PARTICLE_LIFE.max));
  const angle = rand() * Math.PI * 2;
  const speed = between(rand, 0.08, 0.35);
  return {
    x: rand() * width,
    y: rand() * height,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    radius: between(rand, PARTICLE_RADIUS.min, PARTICLE_RADIUS.max),
    life,
    age: staggered ? Math.floor(rand() * life) : 0,
    hueOffset: between(rand, -24, 24),
  };
}

/** Opacity over a life: eased in over the first 30 %, held, eased out over the last 30 %. */
export function fade(age: number, life: number): number {
  if (life <= 0 || age <= 0 || age >= life) return 0;
  const t = age / life;
  const edge = Math.min(t, 1 - t) / SHIFT_FADE;
  if (edge >= 1) return 1;
  return edge * edge * (3 - 2 * edge); // smoothstep
}

/** The shared hue at a frame: a slow sine between the two accents. */
export function hueAt(frame: number): number {
  const mid = (SHIFT_HUE.min + SHIFT_HUE.max) / 2;
  const amp = (SHIFT_HUE.max - SHIFT_HUE.min) / 2;
  return mid + amp * Math.sin((frame / SHIFT_HUE_PERIOD) * Math.PI * 2);
}

/** Advances a particle by `frames` (60 fps frames); a spent one is reborn elsewhere. */
export function stepParticle(
  p: Particle,
  frames: number,
  width: number,
  height: number,
  rand: Random,
): Particle {
  const age = p.age + frames;
  if (age >= p.life) return spawnParticle(rand, width, height);
  return { ...p, age, x: p.x + p.vx * frames, y: p.y + p.vy * frames };
}

/** Drawing-buffer scale: device-pixel aware, capped, then halved (glows are soft). */
export function shiftPixelScale(devicePixelRatio: number | undefined): number {
  const dpr = devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(dpr, SHIFT_MAX_DPR) * SHIFT_RENDER_SCALE;
}

export function shiftCanvasSize(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number | undefined,
): { width: number; height: number; scale: number } {
  const scale = shiftPixelScale(devicePixelRatio);
  return {
    width: Math.max(1, Math.round(cssWidth * scale)),
    height: Math.max(1, Math.round(cssHeight * scale)),
    scale,
  };
}

export type ShiftLoop = { inView: boolean; pageVisible: boolean; reducedMotion: boolean };

/** The particles move only in view, on a visible page, without reduced motion. */
export function shiftShouldAnimate(s: ShiftLoop): boolean {
  return s.inView && s.pageVisible && !s.reducedMotion;
}
