'use client';
// The lazily loaded 3D hero (the only module graph that imports three.js): the canvas sized from
// the window width, the render loop on only while in view, the quality governor, the clean-up.
import { Canvas, useThree } from '@react-three/fiber';
import { Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { heroCamera } from '@/lib/hero/camera';
import { HERO_MAX_DPR } from '@/lib/hero/constants';
import { initialQuality, type HeroQuality } from '@/lib/hero/quality';
import { cappedPixelRatio, heroCanvasSize } from '@/lib/hero/size';
import type { HeroStatus, HeroVariant } from '@/lib/hero/types';
import { frameloopFor, isRunning } from '@/lib/hero/visibility';
import { HeroGovernor } from './HeroGovernor';
import { HeroShape } from './HeroShape';
import { SceneBoundary } from './SceneBoundary';
import { resetHeroStats, updateHeroStats } from './stats';
import { useDebouncedWidths, useHeroLoop, type HeroWidths } from './useHeroLoop';
import styles from './Hero.module.scss';

export type HeroSceneProps = {
  variant: HeroVariant;
  /** Whether the fps governor may lower the quality or give up (off under `?hero=3d`). */
  governed: boolean;
  /** Why the scene was loaded (renderer string), kept as `data-hero-reason` once it draws. */
  reason: string;
  /** The hero wrapper, watched for visibility and measured on resize. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Box and window widths measured when the scene was requested. */
  widths: HeroWidths;
  onStatus: (status: HeroStatus) => void;
};

/** Moves the camera when the variant or the breakpoint changes. */
function CameraRig({ z }: { z: number }) {
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    camera.position.set(0, 0, z);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
  }, [camera, z]);
  return null;
}

/** A lost context (GPU reset, too many contexts) means the still image again. */
function ContextWatch({ onLost }: { onLost: () => void }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const canvas = gl.domElement;
    const lost = (e: Event) => {
      e.preventDefault();
      onLost();
    };
    canvas.addEventListener('webglcontextlost', lost);
    return () => canvas.removeEventListener('webglcontextlost', lost);
  }, [gl, onLost]);
  return null;
}

export default function HeroScene({
  variant,
  governed,
  reason: why,
  rootRef,
  widths: initialWidths,
  onStatus,
}: HeroSceneProps) {
  const widths = useDebouncedWidths(rootRef, initialWidths);
  const size = heroCanvasSize(widths.box, widths.window);
  const camera = heroCamera(variant, widths.window);
  const loop = useHeroLoop(rootRef);
  const running = isRunning(loop);
  const [quality, setQuality] = useState<HeroQuality>(() =>
    initialQuality(cappedPixelRatio(window.devicePixelRatio, HERO_MAX_DPR)),
  );
  const [drawn, setDrawn] = useState(false);
  const reason = useRef(why);

  const startQuality = useRef(quality);

  // Fresh counters once per scene; then they follow the loop state and the quality.
  useEffect(() => resetHeroStats(startQuality.current.dpr, startQuality.current.segments), []);
  useEffect(() => updateHeroStats({ running }), [running]);
  useEffect(() => updateHeroStats(quality), [quality]);

  const onFirstFrame = useCallback(() => {
    setDrawn(true);
    onStatus({ mode: '3d', reason: reason.current });
  }, [onStatus]);

  const onLower = useCallback(
    (next: HeroQuality, step: string) => {
      reason.current = `${reason.current}; lowered: ${step}`;
      setQuality(next);
      onStatus({ mode: '3d', reason: reason.current });
    },
    [onStatus],
  );
  const onGiveUp = useCallback(
    (verdict: string) => onStatus({ mode: 'static-slow', reason: verdict }),
    [onStatus],
  );
  const onError = useCallback(
    (error: unknown) =>
      onStatus({
        mode: 'static-error',
        reason: error instanceof Error ? error.message.slice(0, 120) : 'scene error',
      }),
    [onStatus],
  );
  const onLost = useCallback(
    () => onStatus({ mode: 'static-error', reason: 'webgl context lost' }),
    [onStatus],
  );

  return (
    <div className={styles.canvas} style={{ width: size.width, height: size.height }}>
      <SceneBoundary onError={onError}>
        <Canvas
          frameloop={frameloopFor(loop)}
          dpr={quality.dpr}
          flat
          gl={{ antialias: true, alpha: true, powerPreference: 'high-performance' }}
          camera={{ fov: camera.fov, position: camera.position, near: 0.1, far: 100 }}
          resize={{ debounce: 0, scroll: false }}
          aria-hidden="true"
        >
          <CameraRig z={camera.position[2]} />
          <ContextWatch onLost={onLost} />
          <Suspense fallback={null}>
            <HeroShape segments={quality.segments} onFirstFrame={onFirstFrame} />
          </Suspense>
          {governed && drawn ? (
            <HeroGovernor
              quality={quality}
              running={running}
              onLower={onLower}
              onGiveUp={onGiveUp}
            />
          ) : null}
        </Canvas>
      </SceneBoundary>
    </div>
  );
}
