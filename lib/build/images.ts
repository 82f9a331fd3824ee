// next/image's configuration (next.config.ts `images`), in one place for the build and the unit
// tests: the bundler inlines it into getImageProps, which vitest does not, so tests load it here.
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import { IMAGE_QUALITY } from '../constants';

// Image breakpoints of SPEC 9 (xs…xxl); lib/constants.ts holds the same numbers for code.
const DEVICE_SIZES = [320, 640, 768, 1024, 1280, 1536, 1920];
const IMAGE_SIZES = [64, 96, 128, 256, 384, 480];

/** What every image of the site is: webp at SPEC 9's quality, at SPEC 9's breakpoints. */
export const IMAGE_OPTIONS = {
  formats: ['image/webp'],
  qualities: [IMAGE_QUALITY],
  deviceSizes: DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  minimumCacheTTL: 3600,
} satisfies Partial<ImageConfigComplete>;
