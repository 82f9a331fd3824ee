// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { revalidatePayload, secretMatches, tagsFor, tagsForAll } from '@/lib/revalidate';
import { TAGS } from '@/lib/wp/tags';

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
