// Loads the case of a /cases/{slug}/ request for the page and generateMetadata (one cached fetch).
import 'server-only';
import { notFound } from 'next/navigation';
import { getCase } from '../wp/cases';
import type { CaseDetail } from '../wp/schemas';
import { caseSlugFromSegments } from './slug';

/**
 * WordPress failed (5xx, time-out, garbage): not a 404. Thrown so that Next.js keeps serving the
 * last good ISR copy, and otherwise renders the error page with a 500.
 */
export class CaseUnavailableError extends Error {
  override name = 'CaseUnavailableError';
  constructor(readonly slug: string) {
    super(`Case "${slug}" is temporarily unavailable: WordPress did not answer properly`);
  }
}

export type LoadedCase = { slug: string; detail: CaseDetail };

/** The case for the route segments: notFound() for odd slugs and `success` ≠ true; throws on failure. */
export async function loadCase(segments: readonly string[] | undefined): Promise<LoadedCase> {
  const slug = caseSlugFromSegments(segments);
  if (slug === null) notFound();
  const result = await getCase(slug);
  if (result.ok) return { slug, detail: result.data };
  if (result.reason === 'not-found') notFound();
  throw new CaseUnavailableError(slug);
}
