// The feeds' WordPress calls: the newest entries, each with its own call, every call cached under
// the tags the revalidation webhook sends for a saved article or case, so a save refreshes the feed.
import { vi } from 'vitest';
import { tagsFor } from '@/lib/revalidate';
import { wpRequest } from '@/lib/wp/client';
import { getFeedArticles, getFeedCases } from '@/lib/wp/feeds';
import articleRaw from '../../fixtures/lists/article.json';
import caseRaw from '../../fixtures/case-full.json';

vi.mock('@/lib/wp/client', () => ({ wpRequest: vi.fn() }));

type Call = { path: string[]; query?: Record<string, unknown>; tags: readonly string[] };
const calls: Call[] = [];

const card = (slug: string, date: string) => ({
  id: slug,
  slug,
  title: slug,
  excerpt: null,
  image: null,
  date,
  directions: [],
});

beforeEach(() => {
  calls.length = 0;
  vi.mocked(wpRequest).mockImplementation((async (
    schema: { parse: (v: unknown) => unknown },
    req: Call,
  ) => {
    calls.push(req);
    const [resource, slug] = req.path;
    let body: unknown;
    if (resource === 'blog' && !slug) {
      body = {
        data: { articles: [card('new', '2026-03-01'), card('old', '2026-01-01')], categories: [] },
        meta: { current_page: 1, last_page: 1, per_page: 2, total: 2 },
      };
    } else if (resource === 'portfolio' && !slug) {
      body = {
        data: {
          portfolio: [
            card('first-in-order', '2025-01-01'),
            card('newest', '2026-05-01'),
            card('gone', '2026-04-01'),
          ],
          categories: [],
        },
        meta: { current_page: 1, last_page: 1, per_page: 3, total: 3 },
      };
    } else if (slug === 'gone') {
      return { ok: false, reason: 'not-found' };
    } else {
      body = resource === 'blog' ? articleRaw : caseRaw;
    }
    return { ok: true, data: schema.parse(body) };
  }) as never);
});

describe('feed loaders', () => {
  it('read the newest articles and each one’s full entry under the tags a save revalidates', async () => {
    const result = await getFeedArticles(20);
    expect(result.ok && result.data.map((e) => e.card.slug)).toEqual(['new', 'old']);
    expect(calls[0]).toMatchObject({ path: ['blog'], query: { page: 1, count: 20 } });
    for (const slug of ['new', 'old']) {
      const call = calls.find((c) => c.path[1] === slug)!;
      // What the webhook revalidates for a save of this article reaches this call's cache entry.
      expect(tagsFor({ type: 'article', slug }).filter((t) => call.tags.includes(t))).toEqual(
        expect.arrayContaining([expect.stringContaining(slug)]),
      );
    }
    // A new article changes the list: its tag is on the list call.
    expect(calls[0]!.tags.some((t) => tagsFor({ type: 'article' }).includes(t))).toBe(true);
  });

  it('read the newest cases by date, not the portfolio order, and leave out one just unpublished', async () => {
    const result = await getFeedCases(2);
    expect(result.ok && result.data.map((e) => e.card.slug)).toEqual(['newest']);
    expect(calls[0]).toMatchObject({ path: ['portfolio'], query: { page: 1, count: -1 } });
    expect(calls[0]!.tags.some((t) => tagsFor({ type: 'case' }).includes(t))).toBe(true);
    const call = calls.find((c) => c.path[1] === 'newest')!;
    expect(call.tags).toEqual(
      expect.arrayContaining(tagsFor({ type: 'case', slug: 'newest' }).slice(-1)),
    );
  });

  it('fail the whole feed when WordPress fails (never a feed with entries missing)', async () => {
    vi.mocked(wpRequest).mockResolvedValueOnce({ ok: false, reason: 'failed' });
    expect(await getFeedArticles(20)).toEqual({ ok: false, reason: 'failed' });
  });
});
