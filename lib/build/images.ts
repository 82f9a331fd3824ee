// next/image's configuration (next.config.ts `images`), in one place for the build and the unit
// tests: the bundler inlines it into getImageProps, which vitest does not, so tests load it here.
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import { BREAKPOINTS, IMAGE_QUALITY } from '../constants';

/** The widest variant: full-HD screens, beyond SPEC 9's largest breakpoint. */
const FULL_HD_WIDTH = 1920;
// Screen widths: SPEC 9's breakpoints (xs…xxl), then full HD.
const DEVICE_SIZES = [...Object.values(BREAKPOINTS), FULL_HD_WIDTH];
const IMAGE_SIZES = [64, 96, 128, 256, 384, 480];

/** What every image of the site is: webp at SPEC 9's quality, at SPEC 9's breakpoints. */
export const IMAGE_OPTIONS = {
  formats: ['image/webp'],
  qualities: [IMAGE_QUALITY],
  deviceSizes: DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  minimumCacheTTL: 3600,
} satisfies Partial<ImageConfigComplete>;
