// The sitemap index (docs/seo.md 'Sitemap'; robots.txt points here): every file of
// /sitemaps/, as many as WordPress's items need. Rendered per request from the cached WordPress
// data (lib/wp, refreshed on save); 503 when WordPress fails, never an index without a kind.
import { config } from '@/lib/config';
import {
  sitemapFileNames,
  sitemapIndexXml,
  sitemapResponse,
  sitemapUnavailable,
} from '@/lib/seo/sitemap';
import { getSitemapCounts } from '@/lib/wp/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const counts = await getSitemapCounts();
    return sitemapResponse(sitemapIndexXml(config().SITE_URL, sitemapFileNames(counts)));
  } catch {
    // SitemapIncompleteError: WordPress failed (lib/wp/sitemap.ts logged which call).
    return sitemapUnavailable();
  }
}
