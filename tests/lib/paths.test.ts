// SPEC 2.1, 2.8: the entry is the first catch-all segment; odd slugs are refused (404, never 500);
// neighbour links have no trailing slash, canonical paths have one; slugs are encoded once.
import { absoluteUrl, articlePath, caseNeighbourHref, casePath, solutionPath } from '@/lib/paths';

describe('case links', () => {
  it('links a neighbour to /cases/{slug} without a trailing slash', () => {
    expect(caseNeighbourHref('lavka-severa')).toBe('/cases/lavka-severa');
  });

  it('gives the canonical path /cases/{slug}/', () => {
    expect(casePath('lavka-severa')).toBe('/cases/lavka-severa/');
  });

  it('encodes a Cyrillic slug once, also when WordPress already encoded it', () => {
    const encoded = encodeURIComponent('беговой-клуб');
    expect(caseNeighbourHref('беговой-клуб')).toBe(`/cases/${encoded}`);
    expect(caseNeighbourHref(encoded)).toBe(`/cases/${encoded}`);
  });

  it('keeps a hostile neighbour slug inside /cases/', () => {
    expect(caseNeighbourHref('../admin')).toBe('/cases/..%2Fadmin');
  });
});

describe('article and solution paths', () => {
  it('give canonical paths with a trailing slash, encoded once', () => {
    const encoded = encodeURIComponent('сроки-разработки');
    expect(articlePath('srok')).toBe('/blog/srok/');
    expect(articlePath('сроки-разработки')).toBe(`/blog/${encoded}/`);
    expect(articlePath(encoded)).toBe(`/blog/${encoded}/`);
    expect(solutionPath('bilety')).toBe('/solutions/bilety/');
    expect(solutionPath('../x')).toBe('/solutions/..%2Fx/');
  });

  it('keeps a malformed escape inside its segment', () => {
    expect(casePath('%zz')).toBe('/cases/%25zz/');
  });
});

describe('absolute URLs', () => {
  it('join SITE_URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://example.ru/', '/about/')).toBe('https://example.ru/about/');
    expect(absoluteUrl('https://example.ru', 'about/')).toBe('https://example.ru/about/');
  });
});
