'use client';
// Placeholder while the scene is written: reports that it cannot draw yet.
import { useEffect, type RefObject } from 'react';
import type { HeroVariant } from '@/lib/hero/types';
import type { HeroStatus } from './HeroLoader.client';

export type HeroSceneProps = {
  variant: HeroVariant;
  governed: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  onStatus: (status: HeroStatus) => void;
};

export default function HeroScene({ onStatus }: HeroSceneProps) {
  useEffect(() => onStatus({ mode: 'static-error', reason: 'scene not built yet' }), [onStatus]);
  return null;
}
