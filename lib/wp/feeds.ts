// What the RSS feeds read from WordPress: the newest articles and cases with their full entries.
// Every call is an ordinary cached call of blog.ts / cases.ts, under the same tags as the pages
// (wp:blog, wp:article:{slug}, wp:cases, wp:case:{slug}), so the revalidation webhook refreshes
// the feeds with the pages. Any failed call fails the feed: never a feed with entries missing.
// (An entry unpublished between the list and its own call is left out.)
import 'server-only';
import { getArticle, getArticles } from './blog';
import { getCase, getPortfolio } from './cases';
import type { WpResult } from './client';
import type { ArticleCard, ArticleDetail, CaseCard, CaseDetail } from './schemas';

export type Entry<C, D> = { card: C; detail: D };

async function withDetails<C extends { slug: string }, D>(
  cards: C[],
  get: (slug: string) => Promise<WpResult<D>>,
): Promise<WpResult<Entry<C, D>[]>> {
  const details = await Promise.all(cards.map((card) => get(card.slug)));
  const entries: Entry<C, D>[] = [];
  for (const [i, result] of details.entries()) {
    // Unpublished between the list and its entry: left out, like the list will leave it out.
    if (!result.ok && result.reason === 'not-found') continue;
    if (!result.ok) return result;
    entries.push({ card: cards[i]!, detail: result.data });
  }
  return { ok: true, data: entries };
}

/** The newest `count` articles (the blog lists newest first). */
export async function getFeedArticles(
  count: number,
): Promise<WpResult<Entry<ArticleCard, ArticleDetail>[]>> {
  const list = await getArticles({ page: 1, count });
  if (!list.ok) return list;
  return withDetails(list.data.articles.slice(0, count), getArticle);
}

/**
 * The newest `count` cases by publish date. The portfolio is in the editors' order, so the whole
 * list is read (count -1, one cached call) and sorted here.
 */
export async function getFeedCases(
  count: number,
): Promise<WpResult<Entry<CaseCard, CaseDetail>[]>> {
  const list = await getPortfolio({ page: 1, count: -1 });
  if (!list.ok) return list;
  const time = (card: CaseCard) => (card.date ? Date.parse(card.date) : 0) || 0;
  const newest = [...list.data.portfolio].sort((a, b) => time(b) - time(a)).slice(0, count);
  return withDetails(newest, getCase);
}
