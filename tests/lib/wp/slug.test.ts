// SPEC 2.1, 2.8: the entry is the first catch-all segment; odd slugs are refused (404, never 500);
// neighbour links have no trailing slash, canonical paths have one; slugs are encoded once.
import { slugFromSegments } from '@/lib/wp/slug';

describe('slug from the catch-all segments', () => {
  it('takes the first segment and ignores the rest', () => {
    expect(slugFromSegments(['fk-volna'])).toBe('fk-volna');
    expect(slugFromSegments(['fk-volna', 'anything', 'else'])).toBe('fk-volna');
  });

  it('decodes a percent-encoded Cyrillic slug', () => {
    expect(slugFromSegments([encodeURIComponent('кейс-волна')])).toBe('кейс-волна');
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
    expect(slugFromSegments(segments as string[] | undefined)).toBeNull();
  });
});
