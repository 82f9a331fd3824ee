import 'server-only';
import { getArticles } from './blog';
import { getPortfolio } from './cases';
import { logWp } from './log';
import { getSolutions } from './solutions';
import { getVacancies } from './vacancies';

// The sitemap's WordPress data (docs/seo.md 'Sitemap'): how many items of each kind, and one
// file's items. Any call WordPress fails (and the cache has no good copy of) is an error: the
// sitemap answers 503 and is not cached, rather than served short.

/** The contract's largest page (WP-API.md: count 1..100); a file's size is a multiple of it. */
export const SITEMAP_PAGE_SIZE = 100;
const PAGE_SIZE = SITEMAP_PAGE_SIZE;

export type SitemapKind = 'cases' | 'articles' | 'solutions' | 'vacancies';
export type SitemapCounts = Record<SitemapKind, number>;
/** What the sitemap needs of a WordPress item. */
export type SitemapItem = {
  slug: string;
  modified?: string | undefined;
  image?: string | undefined;
};

/** WordPress did not answer part of what a sitemap file needs. */
export class SitemapIncompleteError extends Error {
  override name = 'SitemapIncompleteError';
}

type Card = { slug: string; modified?: string | undefined; image?: { url: string } | null };
type Page = { cards: Card[]; lastPage: number; total: number };

const item = (card: Card): SitemapItem => ({
  slug: card.slug,
  modified: card.modified,
  image: card.image?.url,
});

async function listPage(kind: 'cases' | 'articles', page: number): Promise<Page> {
  if (kind === 'cases') {
    const r = await getPortfolio({ page, count: PAGE_SIZE });
    if (r.ok) {
      return { cards: r.data.portfolio, lastPage: r.data.meta.last_page, total: r.data.meta.total };
    }
  } else {
    const r = await getArticles({ page, count: PAGE_SIZE });
    if (r.ok) {
      return { cards: r.data.articles, lastPage: r.data.meta.last_page, total: r.data.meta.total };
    }
  }
  throw new SitemapIncompleteError(`sitemap: ${kind} page ${page} failed`);
}

async function solutions(): Promise<Card[]> {
  const r = await getSolutions();
  if (!r.ok) throw new SitemapIncompleteError('sitemap: the solutions failed');
  return r.data;
}

async function vacancies(): Promise<Card[]> {
  const r = await getVacancies();
  if (!r.ok) throw new SitemapIncompleteError('sitemap: the vacancies failed');
  return r.data;
}

/** The kinds WordPress answers as one whole list (no paging). */
const WHOLE_LISTS = { solutions, vacancies } as const;

/** How many public items of each kind WordPress lists (the first list page's `meta.total`). */
export async function getSitemapCounts(): Promise<SitemapCounts> {
  const [cases, articles, solutionList, vacancyList] = await Promise.all([
    listPage('cases', 1),
    listPage('articles', 1),
    solutions(),
    vacancies(),
  ]);
  return {
    cases: cases.total,
    articles: articles.total,
    solutions: solutionList.length,
    vacancies: vacancyList.length,
  };
}

/**
 * The items of file `part` (1-based) of a kind, `fileSize` a file (a multiple of 100): items
 * (part-1)·fileSize+1 onwards, read as list pages of 100 (solutions and vacancies: the one list,
 * sliced).
 */
export async function getSitemapItems(
  kind: SitemapKind,
  part: number,
  fileSize: number,
): Promise<SitemapItem[]> {
  if (kind === 'solutions' || kind === 'vacancies') {
    const start = (part - 1) * fileSize;
    return (await WHOLE_LISTS[kind]()).slice(start, start + fileSize).map(item);
  }
  const PAGES_PER_FILE = Math.max(1, Math.floor(fileSize / PAGE_SIZE));
  const first = (part - 1) * PAGES_PER_FILE + 1;
  const head = await listPage(kind, first);
  const last = Math.min(first + PAGES_PER_FILE - 1, head.lastPage);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - first) }, (_, i) => listPage(kind, first + 1 + i)),
  );
  const cards = [head, ...rest].flatMap((p) => p.cards);
  // A card the site's schema refused was dropped (and logged) by the client: say it here too.
  const expected = Math.max(
    0,
    Math.min(PAGES_PER_FILE * PAGE_SIZE, head.total - (first - 1) * PAGE_SIZE),
  );
  if (cards.length < expected) {
    logWp('warn', `sitemap: ${kind} file ${part} has ${cards.length} of ${expected} items`);
  }
  return cards.map(item);
}
