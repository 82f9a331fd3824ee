import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { STATIC_ROUTES } from '@/content/routes';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { getAllSlugs } from '@/lib/wp/slugs';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const slugs = await getAllSlugs();
  return sitemapEntries(config().SITE_URL, { staticRoutes: STATIC_ROUTES, ...slugs });
}
