// @vitest-environment node
// /sitemaps/{kind}-{n}.xml (issue 32): one file of the index, whole or not at all.
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What WordPress answers next: items, or an error to throw; and what was asked. */
let next: unknown = [];
const asked: unknown[][] = [];
vi.mock('@/lib/wp/sitemap', async () => {
  class SitemapIncompleteError extends Error {}
  return {
    SitemapIncompleteError,
    getSitemapItems: async (...args: unknown[]) => {
      asked.push(args);
      if (next instanceof Error) throw next;
      return next;
    },
  };
});

const { GET } = await import('@/app/sitemaps/[file]/route');
const { SitemapIncompleteError } = await import('@/lib/wp/sitemap');

const call = (file: string) =>
  GET(new Request(`https://orbita.test/sitemaps/${file}`), { params: Promise.resolve({ file }) });
const locs = async (res: Response) =>
  [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeEach(() => {
  next = [];
  asked.length = 0;
});

describe('GET /sitemaps/{file}', () => {
  it('pages.xml: the static routes, without asking WordPress', async () => {
    const res = await call('pages.xml');
    expect(res.status).toBe(200);
    const list = await locs(res);
    expect(list).toContain('https://orbita.test/');
    expect(list).toContain('https://orbita.test/vacancies/');
    expect(asked).toEqual([]);
  });

  it('cases-1.xml: each case with lastmod and its cover as image:image', async () => {
    next = [
      { slug: 'fk-volna', modified: '2026-03-01T10:00:00+00:00', image: 'https://wp.test/a.jpg' },
    ];
    const res = await call('cases-1.xml');
    expect(asked).toEqual([['cases', 1, 1000]]);
    const xml = await res.text();
    expect(xml).toContain('<loc>https://orbita.test/cases/fk-volna/</loc>');
    expect(xml).toContain('<lastmod>2026-03-01T10:00:00+00:00</lastmod>');
    expect(xml).toContain('<image:loc>https://wp.test/a.jpg</image:loc>');
  });

  it('articles-2.xml asks for the second thousand', async () => {
    next = [{ slug: 'a' }];
    expect((await call('articles-2.xml')).status).toBe(200);
    expect(asked).toEqual([['articles', 2, 1000]]);
  });

  it('answers 404 for a name the index never gives, or a file past the last', async () => {
    for (const file of ['jobs-1.xml', 'articles-0.xml', 'x.txt']) {
      expect((await call(file)).status, file).toBe(404);
    }
    next = [];
    expect((await call('articles-9.xml')).status).toBe(404);
  });

  it('answers 503, not cached, when WordPress fails mid-way', async () => {
    next = new SitemapIncompleteError('page 14 failed');
    const res = await call('articles-2.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
