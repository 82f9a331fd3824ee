// @vitest-environment node
// The sitemap's WordPress data (lib/wp/sitemap.ts): how many items of each kind, and one file's
// items, read in pages of 100; any page WordPress fails is an error, never a shorter sitemap.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Card = { slug: string; modified?: string; image?: { url: string } | null };
const state = {
  cases: [] as Card[],
  articles: [] as Card[],
  solutions: [] as Card[],
  vacancies: [] as Card[],
  vacanciesFail: false,
  failPage: 0,
};
const calls: string[] = [];

function page(list: Card[], p: number, count: number) {
  const items = list.slice((p - 1) * count, p * count);
  const meta = {
    current_page: p,
    last_page: Math.max(1, Math.ceil(list.length / count)),
    per_page: count,
    total: list.length,
  };
  return { items, meta };
}

vi.mock('@/lib/wp/cases', () => ({
  getPortfolio: vi.fn(async ({ page: p, count }: { page: number; count: number }) => {
    calls.push(`portfolio ${p} ${count}`);
    const { items, meta } = page(state.cases, p, count);
    return { ok: true, data: { portfolio: items, categories: [], meta } };
  }),
}));
vi.mock('@/lib/wp/blog', () => ({
  getArticles: vi.fn(async ({ page: p, count }: { page: number; count: number }) => {
    calls.push(`blog ${p} ${count}`);
    if (p === state.failPage) return { ok: false, reason: 'failed' };
    const { items, meta } = page(state.articles, p, count);
    return { ok: true, data: { articles: items, categories: [], meta } };
  }),
}));
vi.mock('@/lib/wp/solutions', () => ({
  getSolutions: vi.fn(async () => ({ ok: true, data: state.solutions })),
}));
vi.mock('@/lib/wp/vacancies', () => ({
  getVacancies: vi.fn(async () =>
    state.vacanciesFail ? { ok: false, reason: 'failed' } : { ok: true, data: state.vacancies },
  ),
}));

const { SitemapIncompleteError, getSitemapCounts, getSitemapItems } =
  await import('@/lib/wp/sitemap');

const cards = (prefix: string, n: number): Card[] =>
  Array.from({ length: n }, (_, i) => ({
    slug: `${prefix}-${i + 1}`,
    modified: '2026-01-01T00:00:00+00:00',
  }));

beforeEach(() => {
  state.cases = cards('case', 3).map((c) => ({
    ...c,
    image: { url: `https://wp.test/${c.slug}.jpg` },
  }));
  state.articles = cards('article', 2_345);
  state.solutions = cards('solution', 2);
  state.vacancies = cards('vacancy', 4);
  state.vacanciesFail = false;
  state.failPage = 0;
  calls.length = 0;
});

describe('sitemap data', () => {
  it('counts every kind from one small call each', async () => {
    expect(await getSitemapCounts()).toEqual({
      cases: 3,
      articles: 2_345,
      solutions: 2,
      vacancies: 4,
    });
  });

  it('lists the vacancies (one list call), and fails whole when WordPress fails them', async () => {
    expect((await getSitemapItems('vacancies', 1, 1000)).map((v) => v.slug)).toEqual([
      'vacancy-1',
      'vacancy-2',
      'vacancy-3',
      'vacancy-4',
    ]);
    state.vacanciesFail = true;
    await expect(getSitemapCounts()).rejects.toBeInstanceOf(SitemapIncompleteError);
  });

  it('reads one file’s items in pages of 100: file 2 of the articles is items 1001–2000', async () => {
    const items = await getSitemapItems('articles', 2, 1000);
    expect(items).toHaveLength(1000);
    expect(items[0]!.slug).toBe('article-1001');
    expect(items.at(-1)!.slug).toBe('article-2000');
    expect(calls).toEqual(Array.from({ length: 10 }, (_, i) => `blog ${i + 11} 100`));
    const last = await getSitemapItems('articles', 3, 1000);
    expect(last.map((a) => a.slug)).toEqual(state.articles.slice(2000).map((a) => a.slug));
  });

  it('keeps a case’s cover and the modified date', async () => {
    expect(await getSitemapItems('cases', 1, 1000)).toEqual([
      {
        slug: 'case-1',
        modified: '2026-01-01T00:00:00+00:00',
        image: 'https://wp.test/case-1.jpg',
      },
      {
        slug: 'case-2',
        modified: '2026-01-01T00:00:00+00:00',
        image: 'https://wp.test/case-2.jpg',
      },
      {
        slug: 'case-3',
        modified: '2026-01-01T00:00:00+00:00',
        image: 'https://wp.test/case-3.jpg',
      },
    ]);
  });

  it('a page WordPress fails mid-way is an error, not a shorter file', async () => {
    state.failPage = 14;
    await expect(getSitemapItems('articles', 2, 1000)).rejects.toBeInstanceOf(
      SitemapIncompleteError,
    );
  });

  it('a count WordPress fails is an error, not an index without that kind', async () => {
    state.failPage = 1;
    await expect(getSitemapCounts()).rejects.toBeInstanceOf(SitemapIncompleteError);
  });

  it('slices solutions (one list call) into files too', async () => {
    state.solutions = cards('solution', 1_001);
    expect((await getSitemapItems('solutions', 2, 1000)).map((s) => s.slug)).toEqual([
      'solution-1001',
    ]);
  });
});
