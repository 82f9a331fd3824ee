'use client';
// The fps governor inside the canvas: drei's PerformanceMonitor samples the frame rate in short
// windows; when most of them hold HERO_MIN_FPS the quality is kept, when most fall below it the
// ladder of lib/hero/quality lowers the pixel ratio, then the segments, then gives up.
import { PerformanceMonitor } from '@react-three/drei/core/PerformanceMonitor';
import { useState } from 'react';
import {
  HERO_MIN_FPS,
  HERO_SAMPLE_MS,
  HERO_SAMPLE_MAJORITY,
  HERO_SAMPLE_WINDOWS,
} from '@/lib/hero/constants';
import { governorStep, medianFps, type HeroQuality } from '@/lib/hero/quality';
import { updateHeroStats } from './stats';

type Props = {
  quality: HeroQuality;
  running: boolean;
  onLower: (quality: HeroQuality, reason: string) => void;
  onGiveUp: (reason: string) => void;
};

/** Both bounds at the target: a majority of windows at or above it keeps, below it lowers. */
const bounds = (): [number, number] => [HERO_MIN_FPS, HERO_MIN_FPS];

export function HeroGovernor({ quality, running, onLower, onGiveUp }: Props) {
  const [settled, setSettled] = useState(false);
  // Paused, nothing is sampled; a resumed or lowered scene gets a fresh monitor (no stale frames).
  if (settled || !running) return null;

  const decide = ({ averages }: { averages: number[] }) => {
    const fps = medianFps(averages);
    updateHeroStats({ fps: Math.round(fps) });
    const verdict = governorStep(quality, fps);
    if (verdict.kind === 'keep') setSettled(true);
    else if (verdict.kind === 'lower') onLower(verdict.quality, verdict.reason);
    else {
      setSettled(true);
      onGiveUp(verdict.reason);
    }
  };

  return (
    <PerformanceMonitor
      key={`${quality.dpr}:${quality.segments}`}
      ms={HERO_SAMPLE_MS}
      iterations={HERO_SAMPLE_WINDOWS}
      threshold={HERO_SAMPLE_MAJORITY}
      bounds={bounds}
      onIncline={decide}
      onDecline={decide}
    />
  );
}
