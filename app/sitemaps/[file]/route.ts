// One file of the sitemap index (docs/seo.md 'Sitemap'): pages.xml (the static routes) or
// {cases|articles|solutions|vacancies}-{n}.xml (items (n-1)·1000+1 onwards), with lastmod and case images.
// Whole or not at all: 503 when WordPress fails any page of it; 404 for a name the index never
// gives or a file past the last.
import { STATIC_ROUTES } from '@/content/routes';
import { config } from '@/lib/config';
import {
  SITEMAP_FILE_SIZE,
  itemEntries,
  parseSitemapFile,
  sitemapResponse,
  sitemapUnavailable,
  staticEntries,
  urlsetXml,
} from '@/lib/seo/sitemap';
import { getSitemapItems } from '@/lib/wp/sitemap';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  const siteUrl = config().SITE_URL;
  if (file.kind === 'pages')
    return sitemapResponse(urlsetXml(staticEntries(siteUrl, STATIC_ROUTES)));
  try {
    const items = await getSitemapItems(file.kind, file.part, SITEMAP_FILE_SIZE);
    if (items.length === 0 && file.part > 1) return notFound();
    return sitemapResponse(urlsetXml(itemEntries(siteUrl, file.kind, items)));
  } catch {
    // SitemapIncompleteError: WordPress failed (lib/wp/sitemap.ts logged which call).
    return sitemapUnavailable();
  }
}
