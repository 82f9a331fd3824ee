// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getHeaderCounts } from '@/lib/wp/header';
import { json, stubFetch, text } from '../../support/fetch';

// Each test is a visitor a minute after the last: the client does not ask again a URL that has
// just failed (tests/lib/wp/client.faults.test.ts), and these tests reuse one URL.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 60_000 * visitor);
  return () => vi.useRealTimers();
});

describe('header counts (SPEC 7.1)', () => {
  it('are stored only from a successful answer', async () => {
    stubFetch(json({ success: true, counts: { articles: 12, cases: '9', vacancy: 4 } }));
    await expect(getHeaderCounts()).resolves.toEqual({ articles: 12, cases: 9, vacancy: 4 });
  });

  it('stay empty when the answer says success false', async () => {
    stubFetch(json({ success: false, counts: { articles: 1, cases: 1, vacancy: 1 } }));
    await expect(getHeaderCounts()).resolves.toBeNull();
  });

  it('stay empty when WordPress fails or answers garbage', async () => {
    stubFetch(text('oops', 502));
    await expect(getHeaderCounts()).resolves.toBeNull();
    stubFetch(json({ success: true, counts: { articles: 'many' } }));
    await expect(getHeaderCounts()).resolves.toBeNull();
  });
});
