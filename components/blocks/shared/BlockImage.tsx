// A WordPress image through next/image: webp at quality 100, never a layout shift.
// With known dimensions it renders width/height (and a srcset by `sizes`, or 1x/2x when fixed);
// without them it fills a box of `ratio`, so the space is reserved before the image loads.
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import type { CSSProperties } from 'react';
import { IMAGE_QUALITY } from '@/lib/constants';
import type { WpImage } from '@/lib/wp/fields';
import styles from './BlockImage.module.scss';

type Props = {
  image: WpImage;
  /** Russian alt text used when WordPress sends none. */
  alt: string;
  /** Responsive images: the rendered width per viewport. Without it the image is fixed (1x/2x). */
  sizes?: string;
  /** Fixed images: the CSS width in pixels the image is displayed at. */
  width?: number;
  /** Box ratio (width / height) when WordPress does not send the dimensions. */
  ratio?: number;
  /** Crop to `ratio` even when the dimensions are known. */
  cover?: boolean;
  className?: string;
  /** Above the fold: preload instead of lazy loading. */
  preload?: boolean;
  /** Decoration beside text that already says it all (alt=""), whatever alt WordPress sends. */
  decorative?: boolean;
};

const PORTRAIT: CSSProperties = {
  width: 'auto',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: 'min(80vh, 720px)',
  marginInline: 'auto',
};

export function imageAlt(image: WpImage, fallback: string): string {
  return image.alt.trim() || fallback;
}

export function BlockImage({
  image,
  alt,
  sizes,
  width,
  ratio = 16 / 10,
  cover,
  className,
  preload,
  decorative,
}: Props) {
  const label = decorative ? '' : imageAlt(image, alt);
  const { width: naturalWidth, height: naturalHeight } = image;
  if (naturalWidth && naturalHeight && !cover) {
    const w = width ?? naturalWidth;
    const h = Math.round((w * naturalHeight) / naturalWidth);
    // Portrait images (phone screens) keep their ratio under a height cap instead of filling a
    // wide column; the inline style wins over the blocks' `width: 100%`.
    const portrait = naturalHeight > naturalWidth * 1.1;
    return (
      <Img
        src={image.url}
        width={w}
        height={h}
        alt={label}
        quality={IMAGE_QUALITY}
        {...(sizes ? { sizes } : {})}
        className={clsx(styles.image, className)}
        style={portrait ? PORTRAIT : undefined}
        preload={preload}
      />
    );
  }
  const box: CSSProperties = { aspectRatio: String(ratio) };
  return (
    <span className={clsx(styles.box, className)} style={box}>
      <Img
        src={image.url}
        alt={label}
        fill
        quality={IMAGE_QUALITY}
        sizes={sizes ?? (width ? `${width}px` : '100vw')}
        className={styles.fill}
        preload={preload}
      />
    </span>
  );
}
