// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '@/lib/seo/sitemap';

describe('sitemap', () => {
  it('lists static routes and WordPress slugs (vacancies too), encoded, with trailing slashes', () => {
    const entries = sitemapEntries('https://orbita.test', {
      staticRoutes: ['/', '/about/'],
      cases: ['fit'],
      articles: ['как-оценить'],
      solutions: [],
      vacancies: ['ui-ux-designer'],
    });
    expect(entries.map((e) => e.url)).toEqual([
      'https://orbita.test/',
      'https://orbita.test/about/',
      'https://orbita.test/cases/fit/',
      'https://orbita.test/blog/%D0%BA%D0%B0%D0%BA-%D0%BE%D1%86%D0%B5%D0%BD%D0%B8%D1%82%D1%8C/',
      'https://orbita.test/vacancies/ui-ux-designer/',
    ]);
  });
});
