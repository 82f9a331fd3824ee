// @vitest-environment node
// /sitemap.xml is the sitemap index (issue 32): every file, from WordPress's counts; when
// WordPress fails, 503 and not cached, never an index without a kind.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What WordPress answers next: counts, or an error to throw. */
let next: unknown = null;
vi.mock('@/lib/wp/sitemap', async () => {
  class SitemapIncompleteError extends Error {}
  return {
    SitemapIncompleteError,
    getSitemapCounts: async () => {
      if (next instanceof Error) throw next;
      return next;
    },
  };
});

const { GET, dynamic } = await import('@/app/sitemap.xml/route');
const { SitemapIncompleteError } = await import('@/lib/wp/sitemap');

beforeEach(() => {
  next = null;
});

describe('GET /sitemap.xml (the index)', () => {
  it('lists the pages’ file and every file of every kind', async () => {
    next = { cases: 12, articles: 1_213, solutions: 5 };
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://orbita.test/sitemaps/pages.xml',
      'https://orbita.test/sitemaps/cases-1.xml',
      'https://orbita.test/sitemaps/articles-1.xml',
      'https://orbita.test/sitemaps/articles-2.xml',
      'https://orbita.test/sitemaps/solutions-1.xml',
    ]);
  });

  it('answers 503, not cached, when WordPress fails', async () => {
    next = new SitemapIncompleteError('down');
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('300');
  });

  it('is rendered per request from the cached WordPress data', () => {
    expect(dynamic).toBe('force-dynamic');
  });
});
