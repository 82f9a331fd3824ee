// Loads one article or solution for a catch-all route: the first segment is the slug.
// success ≠ true → notFound(); WordPress failed → throw, so Next keeps the last good copy (or 5xx).
import 'server-only';
import { notFound } from 'next/navigation';
import { caseSlugFromSegments } from '@/lib/case/slug';
import { UpstreamError } from '@/lib/errors';
import { getArticle } from '@/lib/wp/blog';
import type { ArticleDetail, SolutionDetail } from '@/lib/wp/schemas';
import { getSolution } from '@/lib/wp/solutions';

export type Loaded<T> = { slug: string; detail: T };

export async function loadArticle(
  segments: readonly string[] | undefined,
): Promise<Loaded<ArticleDetail>> {
  const slug = caseSlugFromSegments(segments);
  if (slug === null) notFound();
  const result = await getArticle(slug);
  if (result.ok) return { slug, detail: result.data };
  if (result.reason === 'not-found') notFound();
  throw new UpstreamError(`article "${slug}"`);
}

export async function loadSolution(
  segments: readonly string[] | undefined,
): Promise<Loaded<SolutionDetail>> {
  const slug = caseSlugFromSegments(segments);
  if (slug === null) notFound();
  const result = await getSolution(slug);
  if (result.ok) return { slug, detail: result.data };
  if (result.reason === 'not-found') notFound();
  throw new UpstreamError(`solution "${slug}"`);
}
