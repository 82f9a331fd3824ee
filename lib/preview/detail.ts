// The one loader of the detail routes (/cases, /blog, /solutions, /vacancies), shared by each page and its
// generateMetadata (one cached fetch). The first catch-all segment is the slug. Odd slugs and
// `success` ≠ true → MissingError (the page renders the 404 page); WordPress failed →
// UpstreamError, so Next keeps serving the last good ISR copy (or renders the 5xx page), never a
// 404 that would drop a live page from search. The view* loaders add draft previews: they read
// this browser's preview cookie, so the loader sits here, above lib/wp, which knows no cookie.
import 'server-only';
import { MissingError, UpstreamError } from '../errors';
import { getArticle } from '../wp/blog';
import { getCase } from '../wp/cases';
import type { WpResult } from '../wp/client';
import { activePreview } from './active';
import type { PreviewEntry } from './core';
import { getArticleDraft, getCaseDraft, getSolutionDraft } from '../wp/preview';
import type {
  ArticleDetail,
  CaseDetail,
  PreviewType,
  SolutionDetail,
  Vacancy,
} from '../wp/schemas';
import { slugFromSegments } from '../wp/slug';
import { getSolution } from '../wp/solutions';
import { getVacancy } from '../wp/vacancies';

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

export const loadVacancy = (segments: Segments): Promise<Loaded<Vacancy>> =>
  loadDetail('vacancy', segments, getVacancy);

/** A detail page's content: the public entry, or the draft this browser previews (`preview`). */
export type Viewed<T> = Loaded<T> & { preview: PreviewEntry | null };

async function viewDetail<T>(
  type: PreviewType,
  segments: Segments,
  load: (segments: Segments) => Promise<Loaded<T>>,
  getDraft: (id: number) => Promise<WpResult<T>>,
): Promise<Viewed<T>> {
  const slug = slugFromSegments(segments);
  const entry = slug === null ? undefined : await activePreview(type, slug);
  if (!entry || slug === null) return { ...(await load(segments)), preview: null };
  // The draft, asked every time and never cached (lib/wp/preview.ts).
  const result = await getDraft(entry.id);
  if (result.ok) return { slug, detail: result.data, preview: entry };
  if (result.reason === 'not-found') throw new MissingError(`${type} draft ${entry.id}`);
  throw new UpstreamError(`${type} draft ${entry.id}`);
}

export const viewCase = (segments: Segments): Promise<Viewed<CaseDetail>> =>
  viewDetail('case', segments, loadCase, getCaseDraft);

export const viewArticle = (segments: Segments): Promise<Viewed<ArticleDetail>> =>
  viewDetail('article', segments, loadArticle, getArticleDraft);

export const viewSolution = (segments: Segments): Promise<Viewed<SolutionDetail>> =>
  viewDetail('solution', segments, loadSolution, getSolutionDraft);

/** A vacancy's page: always the public entry (vacancies have no draft previews). */
export const viewVacancy = async (segments: Segments): Promise<Viewed<Vacancy>> => ({
  ...(await loadVacancy(segments)),
  preview: null,
});
