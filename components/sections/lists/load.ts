// Loads one article or solution for a catch-all route (the shared detail loader): odd slugs and
// success ≠ true → notFound(); WordPress failed → UpstreamError, so Next keeps the last good copy.
import 'server-only';
import { UpstreamError } from '@/lib/errors';
import { getArticle } from '@/lib/wp/blog';
import { loadDetail, type Loaded } from '@/lib/wp/detail';
import type { ArticleDetail, SolutionDetail } from '@/lib/wp/schemas';
import { getSolution } from '@/lib/wp/solutions';

export function loadArticle(
  segments: readonly string[] | undefined,
): Promise<Loaded<ArticleDetail>> {
  return loadDetail(segments, getArticle, (slug) => new UpstreamError(`article "${slug}"`));
}

export function loadSolution(
  segments: readonly string[] | undefined,
): Promise<Loaded<SolutionDetail>> {
  return loadDetail(segments, getSolution, (slug) => new UpstreamError(`solution "${slug}"`));
}
