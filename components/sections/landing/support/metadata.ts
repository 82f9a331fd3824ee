// The personal-account landing's metadata (SPEC 2.12): canonical /support/ and the 750×750 JPEG.
import type { Metadata } from 'next';
import type { SupportLanding } from '@/content/landings/types';
import { pageMetadata, type OgImage } from '@/lib/seo/metadata';

/** The landing pages' share image size (SPEC 9 'Open Graph image'). */
export const LANDING_OG_SIZE = 750;

export function supportMetadata(content: SupportLanding): Metadata {
  const image: OgImage = {
    url: '/og/landing-account.jpg',
    width: LANDING_OG_SIZE,
    height: LANDING_OG_SIZE,
    type: 'image/jpeg',
    alt: content.meta.ogImageAlt,
  };
  return pageMetadata({
    title: content.meta.title,
    description: content.meta.description,
    path: content.path,
    image,
  });
}
