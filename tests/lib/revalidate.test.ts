// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { revalidatePayload, secretMatches, tagsFor, tagsForAll } from '@/lib/revalidate';
import { derivedKey } from '@/lib/security/keys';
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
    ]); // A vacancy has a page of its own: its slug's tag goes too.
    expect(tagsForAll(revalidatePayload.parse({ type: 'vacancy', slug: 'qa' }))).toEqual([
      TAGS.vacancies,
      TAGS.header,
      TAGS.vacancy('qa'),
    ]);
  });

  it('takes the revalidate key derived from the secret, never the secret itself', () => {
    const secret = 'abcdefghijklmnop';
    const key = derivedKey(secret, 'revalidate');
    expect(secretMatches(secret, key)).toBe(true);
    expect(secretMatches(secret, secret)).toBe(false);
    expect(secretMatches(secret, derivedKey(secret, 'preview-read'))).toBe(false);
    expect(secretMatches(secret, `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`)).toBe(
      false,
    );
    expect(secretMatches(secret, 'abc')).toBe(false);
    expect(secretMatches(undefined, 'anything')).toBe(false);
    expect(secretMatches(undefined, derivedKey(undefined, 'revalidate'))).toBe(false);
  });
});
