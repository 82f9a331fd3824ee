// Metadata builders (pure): every page's title, description, canonical and Open Graph in one shape.
import type { Metadata } from 'next';
import { SITE_NAME } from '../site';

export type OgImage = { url: string; width?: number; height?: number; type?: string; alt?: string };

export type PageMeta = {
  /** Document title (the layout template adds the site name). */
  title: string;
  description: string;
  /** The canonical path, with a trailing slash, e.g. '/about/'. */
  path: string;
  /** og:title when it differs from the document title. */
  ogTitle?: string;
  image?: OgImage;
};

/** Ensures a leading and a trailing slash: 'cases/x' → '/cases/x/'. */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * Builds a page's Metadata. Relative URLs resolve against metadataBase (SITE_URL), which the root
 * layout sets; Next.js does not deep-merge openGraph, so the site-wide fields are repeated here.
 */
export function pageMetadata({ title, description, path, ogTitle, image }: PageMeta): Metadata {
  const url = canonicalPath(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName: SITE_NAME,
      url,
      title: ogTitle ?? title,
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}
