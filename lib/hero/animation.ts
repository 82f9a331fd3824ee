// The hero's animation clock: how far the shader time and the rotation are after n frames
// (frames of 60 fps, so a 120 Hz screen does not play it twice as fast).
import { HERO_DISTORTION, HERO_ROTATION_STEP, HERO_SPEED, HERO_TIME_STEP } from './constants';
import { HERO_SHAPE } from './shaders';

export const FRAME_MS_60 = 1000 / 60;

/** Frames of 60 fps in `deltaMs`, clamped so a long stall does not jump the animation. */
export function framesIn(deltaMs: number, maxFrames = 4): number {
  if (!Number.isFinite(deltaMs) || deltaMs <= 0) return 0;
  return Math.min(deltaMs / FRAME_MS_60, maxFrames);
}

/** Shader time and rotation after `frames` frames (SPEC 9: time step 0.01 per frame). */
export function heroFrameState(frames: number): { time: number; rotation: number } {
  return { time: frames * HERO_TIME_STEP, rotation: frames * HERO_ROTATION_STEP };
}

/** Initial uniform values of the hero material (the scene and the capture page share them). */
export function heroUniformValues() {
  return {
    uTime: 0,
    uSpeed: HERO_SPEED,
    uDistortion: HERO_DISTORTION,
    uRingRadius: HERO_SHAPE.ringRadius,
    uTubeRadius: HERO_SHAPE.tubeRadius,
    uAmplitude: HERO_SHAPE.noiseAmplitude,
    uNoiseScale: HERO_SHAPE.noiseScale,
  };
}
