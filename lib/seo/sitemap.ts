// Sitemap entries (pure): static routes plus every WordPress slug that answered.
import type { MetadataRoute } from 'next';

export type SitemapSources = {
  staticRoutes: readonly string[];
  cases: readonly string[];
  articles: readonly string[];
  solutions: readonly string[];
};

export function sitemapEntries(siteUrl: string, src: SitemapSources): MetadataRoute.Sitemap {
  const entry = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: `${siteUrl}${path}`,
    changeFrequency: 'weekly',
    priority,
  });
  const slugPath = (prefix: string) => (slug: string) => `/${prefix}/${encodeURIComponent(slug)}/`;
  return [
    ...src.staticRoutes.map((p) => entry(p, p === '/' ? 1 : 0.8)),
    ...src.cases.map(slugPath('cases')).map((p) => entry(p, 0.7)),
    ...src.articles.map(slugPath('blog')).map((p) => entry(p, 0.6)),
    ...src.solutions.map(slugPath('solutions')).map((p) => entry(p, 0.6)),
  ];
}
