import { SHIFT_HUE, SHIFT_MAX_DPR } from '@/components/canvas/shift/constants';
import {
  fade,
  hueAt,
  shiftCanvasSize,
  shiftPixelScale,
  shiftShouldAnimate,
  spawnParticle,
  stepParticle,
} from '@/components/canvas/shift/particles';

/** A deterministic generator (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('spawnParticle', () => {
  it('keeps radius, life and position in range', () => {
    const rand = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const p = spawnParticle(rand, 1200, 800);
      expect(p.radius).toBeGreaterThanOrEqual(100);
      expect(p.radius).toBeLessThanOrEqual(300);
      expect(p.life).toBeGreaterThanOrEqual(150);
      expect(p.life).toBeLessThanOrEqual(350);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1200);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(800);
      expect(p.age).toBe(0);
      expect(Math.hypot(p.vx, p.vy)).toBeLessThan(0.5);
    }
  });

  it('uses the extremes of the random range', () => {
    expect(spawnParticle(() => 0, 100, 100)).toMatchObject({ radius: 100, life: 150 });
    expect(spawnParticle(() => 0.999999, 100, 100).radius).toBeCloseTo(300, 3);
    expect(spawnParticle(() => 0.999999, 100, 100).life).toBe(350);
  });

  it('staggers ages when filling a fresh field', () => {
    const rand = seeded(3);
    const ages = Array.from({ length: 100 }, () => spawnParticle(rand, 10, 10, true)).map(
      (p) => p.age / p.life,
    );
    expect(Math.min(...ages)).toBeLessThan(0.2);
    expect(Math.max(...ages)).toBeGreaterThan(0.8);
  });
});

describe('fade (in and out over a life)', () => {
  it('is 0 at birth and death, 1 in the middle', () => {
    expect(fade(0, 200)).toBe(0);
    expect(fade(200, 200)).toBe(0);
    expect(fade(100, 200)).toBe(1);
    expect(fade(250, 200)).toBe(0);
    expect(fade(10, 0)).toBe(0);
  });

  it('rises monotonically while fading in and is symmetric', () => {
    let prev = 0;
    for (let age = 1; age <= 60; age++) {
      const a = fade(age, 200);
      expect(a).toBeGreaterThanOrEqual(prev);
      expect(a).toBeCloseTo(fade(200 - age, 200), 10);
      prev = a;
    }
    expect(fade(30, 200)).toBeGreaterThan(0.3);
    expect(fade(30, 200)).toBeLessThan(0.7);
  });
});

describe('hueAt', () => {
  it('shifts slowly between the two accents', () => {
    const hues = Array.from({ length: 4000 }, (_, f) => hueAt(f));
    expect(Math.min(...hues)).toBeGreaterThanOrEqual(SHIFT_HUE.min - 1e-9);
    expect(Math.max(...hues)).toBeLessThanOrEqual(SHIFT_HUE.max + 1e-9);
    for (let f = 1; f < hues.length; f++) {
      expect(Math.abs((hues[f] as number) - (hues[f - 1] as number))).toBeLessThan(0.1);
    }
  });
});

describe('stepParticle', () => {
  it('drifts and ages by the frames elapsed', () => {
    const p = { x: 10, y: 10, vx: 0.2, vy: -0.1, radius: 150, life: 200, age: 50, hueOffset: 0 };
    expect(stepParticle(p, 2, 100, 100, Math.random)).toMatchObject({ x: 10.4, y: 9.8, age: 52 });
  });

  it('is reborn young when its life is spent', () => {
    const p = { x: 10, y: 10, vx: 0, vy: 0, radius: 150, life: 200, age: 199.5, hueOffset: 0 };
    expect(stepParticle(p, 1, 100, 100, seeded(1)).age).toBe(0);
  });
});

describe('canvas size (device-pixel aware, capped)', () => {
  it('follows devicePixelRatio up to the cap, at half resolution', () => {
    expect(SHIFT_MAX_DPR).toBe(1);
    expect(shiftPixelScale(3)).toBe(0.125);
    expect(shiftPixelScale(1)).toBe(0.125);
    expect(shiftPixelScale(0.5)).toBe(0.0625);
    expect(shiftPixelScale(undefined)).toBe(0.125);
    expect(shiftCanvasSize(1440, 900, 2)).toEqual({ width: 180, height: 113, scale: 0.125 });
    expect(shiftCanvasSize(0, 0, 1)).toEqual({ width: 1, height: 1, scale: 0.125 });
  });
});

describe('shiftShouldAnimate (pause logic)', () => {
  it('runs only in view, on a visible page, without reduced motion', () => {
    expect(shiftShouldAnimate({ inView: true, pageVisible: true, reducedMotion: false })).toBe(
      true,
    );
    expect(shiftShouldAnimate({ inView: false, pageVisible: true, reducedMotion: false })).toBe(
      false,
    );
    expect(shiftShouldAnimate({ inView: true, pageVisible: false, reducedMotion: false })).toBe(
      false,
    );
    expect(shiftShouldAnimate({ inView: true, pageVisible: true, reducedMotion: true })).toBe(
      false,
    );
  });
});
