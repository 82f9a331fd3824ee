// The image box of every card: a fixed aspect ratio (no layout shift) filled by next/image, or a
// quiet placeholder with the title's initial when WordPress sent no image.
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import { IMAGE_QUALITY } from '@/lib/constants';
import type { WpImage } from '@/lib/wp/fields';
import styles from './Card.module.scss';

export type CardImageProps = {
  image: WpImage | undefined;
  alt: string;
  /** The `sizes` attribute for the grid the card sits in. */
  sizes: string;
  /** CSS aspect ratio of the box, e.g. '4 / 3'. */
  ratio?: string;
  /** Text for the placeholder initial when there is no image. */
  fallback: string;
  priority?: boolean;
  className?: string;
};

export function CardImage({
  image,
  alt,
  sizes,
  ratio = '16 / 10',
  fallback,
  priority = false,
  className,
}: CardImageProps) {
  return (
    <div className={clsx(styles.media, className)} style={{ aspectRatio: ratio }}>
      {image ? (
        <Img
          className={styles.image}
          src={image.url}
          alt={image.alt.trim() || alt}
          fill
          sizes={sizes}
          quality={IMAGE_QUALITY}
          {...(priority ? { preload: true, fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          {fallback.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}
