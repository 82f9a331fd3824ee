// Sitemap entries (pure): static routes plus every WordPress slug that answered (encoded once:
// WordPress may send a Cyrillic slug already percent-encoded).
import type { MetadataRoute } from 'next';
import { absoluteUrl, articlePath, casePath, solutionPath, vacancyPath } from '../paths';

export type SitemapSources = {
  staticRoutes: readonly string[];
  cases: readonly string[];
  articles: readonly string[];
  solutions: readonly string[];
  vacancies: readonly string[];
};

export function sitemapEntries(siteUrl: string, src: SitemapSources): MetadataRoute.Sitemap {
  const entry = (path: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(siteUrl, path),
    changeFrequency: 'weekly',
    priority,
  });
  return [
    ...src.staticRoutes.map((p) => entry(p, p === '/' ? 1 : 0.8)),
    ...src.cases.map(casePath).map((p) => entry(p, 0.7)),
    ...src.articles.map(articlePath).map((p) => entry(p, 0.6)),
    ...src.solutions.map(solutionPath).map((p) => entry(p, 0.6)),
    ...src.vacancies.map(vacancyPath).map((p) => entry(p, 0.5)),
  ];
}
