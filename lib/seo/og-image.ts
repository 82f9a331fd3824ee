// The one og:image picker of WordPress pages (SPEC 2.8): seo_data.image_url with image_sizes and
// image_mime_type; else the entry's cover; else nothing (the caller falls back to the site's image).
import type { WpImage } from '../wp/fields';
import type { SeoData } from '../wp/schemas';
import type { OgImage } from './metadata';

export function shareImage(
  seo: SeoData,
  cover: WpImage | null | undefined,
  alt: string,
): OgImage | undefined {
  if (seo.image_url) {
    return {
      url: seo.image_url,
      ...(seo.image_sizes ? { width: seo.image_sizes.width, height: seo.image_sizes.height } : {}),
      ...(seo.image_mime_type ? { type: seo.image_mime_type } : {}),
      alt,
    };
  }
  if (cover) return { url: cover.url, width: cover.width, height: cover.height, alt };
  return undefined;
}
