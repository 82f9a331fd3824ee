// SPEC 2.1, 2.8: the case is the first catch-all segment; odd slugs are refused (404, never 500);
// neighbour links have no trailing slash, the canonical path has one.
import { caseHref, casePath, caseSlugFromSegments } from '@/lib/case/slug';

describe('case slug from the catch-all segments', () => {
  it('takes the first segment and ignores the rest', () => {
    expect(caseSlugFromSegments(['fk-volna'])).toBe('fk-volna');
    expect(caseSlugFromSegments(['fk-volna', 'anything', 'else'])).toBe('fk-volna');
  });

  it('decodes a percent-encoded Cyrillic slug', () => {
    expect(caseSlugFromSegments([encodeURIComponent('кейс-волна')])).toBe('кейс-волна');
  });

  it.each([
    [[]],
    [undefined],
    [['']],
    [['..']],
    [['.']],
    [['%E0%A4%A']],
    [['a b']],
    [['<script>']],
    [['x"y']],
    [['a/b']],
    [['a%2Fb']],
    [['x'.repeat(201)]],
  ])('refuses the odd slug %j', (segments) => {
    expect(caseSlugFromSegments(segments as string[] | undefined)).toBeNull();
  });
});

describe('case links', () => {
  it('links a neighbour to /cases/{slug} without a trailing slash', () => {
    expect(caseHref('lavka-severa')).toBe('/cases/lavka-severa');
  });

  it('gives the canonical path /cases/{slug}/', () => {
    expect(casePath('lavka-severa')).toBe('/cases/lavka-severa/');
  });

  it('encodes a Cyrillic slug once, also when WordPress already encoded it', () => {
    const encoded = encodeURIComponent('беговой-клуб');
    expect(caseHref('беговой-клуб')).toBe(`/cases/${encoded}`);
    expect(caseHref(encoded)).toBe(`/cases/${encoded}`);
  });

  it('keeps a hostile neighbour slug inside /cases/', () => {
    expect(caseHref('../admin')).toBe('/cases/..%2Fadmin');
  });
});
