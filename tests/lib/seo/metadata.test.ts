// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@/lib/paths';
import { FEEDS, pageMetadata } from '@/lib/seo/metadata';

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

  it('links a feed from <head> only when the page names one', () => {
    const plain = pageMetadata({ title: 'Т', description: 'О', path: '/about/' });
    expect(plain.alternates).toEqual({ canonical: '/about/' });
    const blog = pageMetadata({
      title: 'Блог',
      description: 'О',
      path: '/blog/',
      feed: FEEDS.blog,
    });
    expect(blog.alternates).toEqual({
      canonical: '/blog/',
      types: {
        'application/rss+xml': [{ url: '/blog/feed.xml', title: 'Блог студии Орбита' }],
      },
    });
  });
});
