'use client';
// The fps governor inside the canvas: measures the first ~60 frames at each quality and walks the
// ladder (pixel ratio, then segments) until the scene holds ~30 fps, or gives up.
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { createFpsMeter, governorStep, type HeroQuality } from '@/lib/hero/quality';
import { updateHeroStats } from './stats';

type Props = {
  quality: HeroQuality;
  running: boolean;
  onLower: (quality: HeroQuality, reason: string) => void;
  onGiveUp: (reason: string) => void;
};

export function HeroGovernor({ quality, running, onLower, onGiveUp }: Props) {
  const meter = useMemo(() => createFpsMeter(), []);
  const settled = useRef(false);

  // A pause or a new quality level invalidates a partial sample.
  useEffect(() => meter.reset(), [meter, running, quality]);

  useFrame(() => {
    if (settled.current) return;
    const fps = meter.tick(performance.now());
    if (fps === null) return;
    updateHeroStats({ fps: Math.round(fps) });
    const verdict = governorStep(quality, fps);
    if (verdict.kind === 'keep') settled.current = true;
    else if (verdict.kind === 'lower') onLower(verdict.quality, verdict.reason);
    else {
      settled.current = true;
      onGiveUp(verdict.reason);
    }
  });

  return null;
}
