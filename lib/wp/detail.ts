// The one loader of the detail routes (/cases, /blog, /solutions), shared by each page and its
// generateMetadata (one cached fetch). The first catch-all segment is the slug. Odd slugs and
// `success` ≠ true → MissingError (the page renders the 404 page); WordPress failed →
// UpstreamError, so Next keeps serving the last good ISR copy (or renders the 5xx page), never a
// 404 that would drop a live page from search.
import 'server-only';
import { MissingError, UpstreamError } from '../errors';
import { getArticle } from './blog';
import { getCase } from './cases';
import type { WpResult } from './client';
import type { ArticleDetail, CaseDetail, SolutionDetail } from './schemas';
import { slugFromSegments } from './slug';
import { getSolution } from './solutions';

export type Loaded<T> = { slug: string; detail: T };
type Segments = readonly string[] | undefined;

async function loadDetail<T>(
  what: string,
  segments: Segments,
  get: (slug: string) => Promise<WpResult<T>>,
): Promise<Loaded<T>> {
  const slug = slugFromSegments(segments);
  if (slug === null) throw new MissingError(`${what} at an odd path`);
  const result = await get(slug);
  if (result.ok) return { slug, detail: result.data };
  if (result.reason === 'not-found') throw new MissingError(`${what} "${slug}"`);
  throw new UpstreamError(`${what} "${slug}"`);
}

export const loadCase = (segments: Segments): Promise<Loaded<CaseDetail>> =>
  loadDetail('case', segments, getCase);

export const loadArticle = (segments: Segments): Promise<Loaded<ArticleDetail>> =>
  loadDetail('article', segments, getArticle);

export const loadSolution = (segments: Segments): Promise<Loaded<SolutionDetail>> =>
  loadDetail('solution', segments, getSolution);
