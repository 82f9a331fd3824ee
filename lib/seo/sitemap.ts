// The sitemap (pure; docs/seo.md 'Sitemap'): an index (/sitemap.xml) of files (/sitemaps/{name}.xml)
// of at most SITEMAP_FILE_SIZE URLs each: one of the static pages, then as many per kind as
// WordPress's items need, however many there are. Entries carry WordPress's modified date as
// lastmod and, for cases, the cover image. Slugs are encoded once (WordPress may send a Cyrillic
// slug already percent-encoded).
import { absoluteUrl, articlePath, casePath, solutionPath, vacancyPath } from '../paths';
import { escapeXml } from '../text/xml';
import type { SitemapCounts, SitemapItem, SitemapKind } from '../wp/sitemap';

export type { SitemapCounts, SitemapItem, SitemapKind };

/**
 * URLs per file: ten of the contract's largest list pages (100), far under the protocol's 50,000
 * URLs and 50 MB (a case entry with its image is under 1 KB).
 */
export const SITEMAP_FILE_SIZE = 1000;

export const SITEMAP_KINDS: readonly SitemapKind[] = [
  'cases',
  'articles',
  'solutions',
  'vacancies',
];

export type SitemapUrl = { url: string; lastModified?: string; images?: string[] };

/** The files of the index, without `.xml`: 'pages', then 'cases-1', 'articles-1', 'articles-2'… */
export function sitemapFileNames(counts: SitemapCounts): string[] {
  return [
    'pages',
    ...SITEMAP_KINDS.flatMap((kind) =>
      Array.from(
        { length: Math.ceil(counts[kind] / SITEMAP_FILE_SIZE) },
        (_, i) => `${kind}-${i + 1}`,
      ),
    ),
  ];
}

/** A file's name (`articles-2.xml`) read back; null for anything the index never names. */
export function parseSitemapFile(
  name: string,
): { kind: 'pages'; part: 1 } | { kind: SitemapKind; part: number } | null {
  if (name === 'pages.xml') return { kind: 'pages', part: 1 };
  const match = /^(cases|articles|solutions|vacancies)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapKind, part: Number(match[2]) } : null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index: every file by its absolute URL. */
export function sitemapIndexXml(siteUrl: string, names: readonly string[]): string {
  const files = names.map(
    (name) =>
      `<sitemap>\n<loc>${escapeXml(absoluteUrl(siteUrl, `/sitemaps/${name}.xml`))}</loc>\n</sitemap>\n`,
  );
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('')}</sitemapindex>\n`;
}

/** One file: `<url>` entries with lastmod and Google's image extension. */
export function urlsetXml(entries: readonly SitemapUrl[]): string {
  const urls = entries.map((entry) => {
    const lines = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    for (const image of entry.images ?? []) {
      lines.push(`<image:image>\n<image:loc>${escapeXml(image)}</image:loc>\n</image:image>`);
    }
    return `<url>\n${lines.join('\n')}\n</url>\n`;
  });
  return (
    `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('')}</urlset>\n`
  );
}

/** The static pages (content/routes.ts). */
export function staticEntries(siteUrl: string, routes: readonly string[]): SitemapUrl[] {
  return routes.map((path) => ({ url: absoluteUrl(siteUrl, path) }));
}

const PATH_OF: Record<SitemapKind, (slug: string) => string> = {
  cases: casePath,
  articles: articlePath,
  solutions: solutionPath,
  vacancies: vacancyPath,
};

/** WordPress's items of one kind: their pages, lastmod, and a case's cover image. */
export function itemEntries(
  siteUrl: string,
  kind: SitemapKind,
  items: readonly SitemapItem[],
): SitemapUrl[] {
  return items.map((item) => ({
    url: absoluteUrl(siteUrl, PATH_OF[kind](item.slug)),
    ...(item.modified ? { lastModified: item.modified } : {}),
    ...(kind === 'cases' && item.image ? { images: [item.image] } : {}),
  }));
}

/** A sitemap answer: XML, cacheable for five minutes (the WordPress data's own refresh). */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}

/**
 * WordPress failed part of what a sitemap needs: 503 with Retry-After, never cached, so that no
 * crawler or cache keeps a sitemap with entries missing (crawlers keep the last one they read).
 */
export function sitemapUnavailable(): Response {
  return new Response('Sitemap temporarily unavailable', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '300',
    },
  });
}
