'use client';
// The case page's reading progress bar: a thin accent line at the top that fills as you read.
// It writes to the DOM in an animation frame instead of re-rendering on every scroll event.
import { useEffect, useRef } from 'react';
import { readingProgress } from '@/lib/case/progress';
import styles from './ReadingProgress.module.scss';

export function ReadingProgress() {
  const track = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const value = readingProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      bar.current?.style.setProperty('transform', `scaleX(${value})`);
      track.current?.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div
      ref={track}
      className={styles.track}
      role="progressbar"
      aria-label="Прогресс чтения"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    >
      <div ref={bar} className={styles.bar} />
    </div>
  );
}
