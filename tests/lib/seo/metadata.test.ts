// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { revalidatePayload, secretMatches, tagsFor, tagsForAll } from '@/lib/revalidate';
import { serializeJsonLd } from '@/lib/seo/jsonld';
import { canonicalPath } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { TAGS } from '@/lib/wp/tags';

describe('page metadata', () => {
  it('adds a trailing slash to canonical paths', () => {
    expect(canonicalPath('about')).toBe('/about/');
    expect(canonicalPath('/cases/x')).toBe('/cases/x/');
    expect(canonicalPath('/')).toBe('/');
  });

  it('carries the Open Graph defaults and the default share image', () => {
    const m = pageMetadata({ title: 'О компании', description: 'Описание', path: '/about' });
    expect(m.alternates?.canonical).toBe('/about/');
    expect(m.openGraph).toMatchObject({
      type: 'website',
      locale: 'ru_RU',
      siteName: 'Орбита',
      url: '/about/',
    });
    expect(JSON.stringify(m.openGraph)).toContain('/og/default.jpg');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element', () => {
    const out = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>&',
    });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toMatchObject({ name: '</script><script>alert(1)</script>&' });
  });
});

describe('sitemap', () => {
  it('lists static routes and WordPress slugs, encoded, with trailing slashes', () => {
    const entries = sitemapEntries('https://orbita.test', {
      staticRoutes: ['/', '/about/'],
      cases: ['fit'],
      articles: ['как-оценить'],
      solutions: [],
    });
    expect(entries.map((e) => e.url)).toEqual([
      'https://orbita.test/',
      'https://orbita.test/about/',
      'https://orbita.test/cases/fit/',
      'https://orbita.test/blog/%D0%BA%D0%B0%D0%BA-%D0%BE%D1%86%D0%B5%D0%BD%D0%B8%D1%82%D1%8C/',
    ]);
  });
});

describe('revalidation webhook', () => {
  it('maps a saved case to its tags, the list and the header counts', () => {
    expect(tagsFor({ type: 'case', slug: 'fit' })).toEqual([
      TAGS.cases,
      TAGS.header,
      TAGS.case('fit'),
    ]);
    expect(tagsFor({ type: 'header' })).toEqual([TAGS.header]);
  });

  it('rejects unknown payloads', () => {
    expect(revalidatePayload.safeParse({ type: 'page' }).success).toBe(false);
    expect(revalidatePayload.safeParse([]).success).toBe(false);
    expect(revalidatePayload.safeParse([{ type: 'case' }, { type: 'page' }]).success).toBe(false);
  });

  it('takes the batch a WordPress save sends (old and new slug) and revalidates each tag once', () => {
    const batch = revalidatePayload.parse([
      { type: 'case', slug: 'new-slug' },
      { type: 'case', slug: 'old-slug' },
      { type: 'vacancy' },
    ]);
    expect(tagsForAll(batch)).toEqual([
      TAGS.cases,
      TAGS.header,
      TAGS.case('new-slug'),
      TAGS.case('old-slug'),
      TAGS.vacancies,
    ]);
    expect(tagsForAll(revalidatePayload.parse({ type: 'solution', slug: 's' }))).toEqual([
      TAGS.solutions,
      TAGS.solution('s'),
    ]);
  });

  it('compares the secret exactly and refuses when none is configured', () => {
    expect(secretMatches('abcdefghijklmnop', 'abcdefghijklmnop')).toBe(true);
    expect(secretMatches('abcdefghijklmnop', 'abcdefghijklmnoq')).toBe(false);
    expect(secretMatches('abcdefghijklmnop', 'abc')).toBe(false);
    expect(secretMatches(undefined, 'anything')).toBe(false);
  });
});
