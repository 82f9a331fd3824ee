'use client';
// A video that loads its player only on click: until then a button with the poster and a play
// icon; the click swaps in a <video> (a local file, no third-party script) and focuses it.
import { Img } from '@/components/ui/Img';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_QUALITY } from '@/lib/constants';
import styles from './VideoEmbed.module.scss';

export type VideoEmbedProps = {
  src: string;
  poster: string;
  /** The button's visible caption and accessible name. */
  label: string;
  width: number;
  height: number;
  sizes: string;
};

export function VideoEmbed({ src, poster, label, width, height, sizes }: VideoEmbedProps) {
  const [open, setOpen] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (open) videoRef.current?.focus();
  }, [open]);

  if (open) {
    return (
      <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
        <video
          ref={videoRef}
          className={styles.video}
          src={src}
          poster={poster}
          width={width}
          height={height}
          controls
          autoPlay
          muted
          playsInline
          tabIndex={0}
          aria-label={label}
        />
      </div>
    );
  }

  return (
    <button
      type="button"
      className={styles.frame}
      style={{ aspectRatio: `${width} / ${height}` }}
      onClick={() => setOpen(true)}
    >
      <Img
        className={styles.poster}
        src={poster}
        alt=""
        fill
        sizes={sizes}
        quality={IMAGE_QUALITY}
      />
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={styles.caption}>{label}</span>
    </button>
  );
}
