// @vitest-environment node
// The sitemap (issue 32): an index of files of at most SITEMAP_FILE_SIZE URLs each, per kind;
// entries with lastmod and, for cases, their images; XML escaped.
import { describe, expect, it } from 'vitest';
import {
  SITEMAP_FILE_SIZE,
  itemEntries,
  parseSitemapFile,
  sitemapFileNames,
  sitemapIndexXml,
  staticEntries,
  urlsetXml,
} from '@/lib/seo/sitemap';

describe('sitemap files', () => {
  it('holds at most SITEMAP_FILE_SIZE URLs a file, far under the protocol’s 50,000', () => {
    expect(SITEMAP_FILE_SIZE).toBe(1000);
  });

  it('names one file of pages, then as many files per kind as its items need', () => {
    expect(sitemapFileNames({ cases: 10, articles: 2001, solutions: 0, vacancies: 3 })).toEqual([
      'pages',
      'cases-1',
      'articles-1',
      'articles-2',
      'articles-3',
      'vacancies-1',
    ]);
    expect(
      sitemapFileNames({ cases: 1000, articles: 1000, solutions: 1001, vacancies: 0 }),
    ).toEqual(['pages', 'cases-1', 'articles-1', 'solutions-1', 'solutions-2']);
  });

  it('reads a file’s name back, and nothing else', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages', part: 1 });
    expect(parseSitemapFile('articles-2.xml')).toEqual({ kind: 'articles', part: 2 });
    expect(parseSitemapFile('cases-1.xml')).toEqual({ kind: 'cases', part: 1 });
    expect(parseSitemapFile('vacancies-1.xml')).toEqual({ kind: 'vacancies', part: 1 });
    for (const bad of [
      'articles-0.xml',
      'articles-01.xml',
      'articles-2',
      'jobs-1.xml',
      'x.xml',
      'pages-1.xml',
    ]) {
      expect(parseSitemapFile(bad), bad).toBeNull();
    }
  });

  it('the index lists every file by its absolute URL', () => {
    const xml = sitemapIndexXml('https://orbita.test', ['pages', 'articles-1', 'articles-2']);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://orbita.test/sitemaps/pages.xml',
      'https://orbita.test/sitemaps/articles-1.xml',
      'https://orbita.test/sitemaps/articles-2.xml',
    ]);
  });
});

describe('sitemap entries', () => {
  it('lists static routes, encoded once, with trailing slashes', () => {
    expect(staticEntries('https://orbita.test', ['/', '/about/']).map((e) => e.url)).toEqual([
      'https://orbita.test/',
      'https://orbita.test/about/',
    ]);
  });

  it('gives each item its page, WordPress’s modified date as lastmod and, for cases, the cover', () => {
    const items = [
      { slug: 'fit', modified: '2026-03-01T10:00:00+00:00', image: 'https://wp.test/a.jpg' },
      { slug: 'как-оценить', modified: undefined, image: undefined },
    ];
    expect(itemEntries('https://orbita.test', 'cases', items)).toEqual([
      {
        url: 'https://orbita.test/cases/fit/',
        lastModified: '2026-03-01T10:00:00+00:00',
        images: ['https://wp.test/a.jpg'],
      },
      {
        url: 'https://orbita.test/cases/%D0%BA%D0%B0%D0%BA-%D0%BE%D1%86%D0%B5%D0%BD%D0%B8%D1%82%D1%8C/',
      },
    ]);
    expect(itemEntries('https://orbita.test', 'articles', items)[0]).toEqual({
      url: 'https://orbita.test/blog/fit/',
      lastModified: '2026-03-01T10:00:00+00:00',
    });
    expect(itemEntries('https://orbita.test', 'solutions', items)[0]!.url).toBe(
      'https://orbita.test/solutions/fit/',
    );
    expect(itemEntries('https://orbita.test', 'vacancies', items)[0]).toEqual({
      url: 'https://orbita.test/vacancies/fit/',
      lastModified: '2026-03-01T10:00:00+00:00',
    });
  });

  it('writes a urlset with lastmod and image:image, every value escaped', () => {
    const xml = urlsetXml([
      {
        url: 'https://orbita.test/cases/a/',
        lastModified: '2026-03-01T10:00:00+00:00',
        images: ['https://wp.test/a.jpg?x=1&y=2'],
      },
      { url: 'https://orbita.test/' },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    );
    expect(xml).toContain(
      '<url>\n<loc>https://orbita.test/cases/a/</loc>\n<lastmod>2026-03-01T10:00:00+00:00</lastmod>\n<image:image>\n<image:loc>https://wp.test/a.jpg?x=1&amp;y=2</image:loc>\n</image:image>\n</url>',
    );
    expect(xml).toContain('<url>\n<loc>https://orbita.test/</loc>\n</url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
