// Loads the case of a /cases/{slug}/ request for the page and generateMetadata (one cached fetch).
import 'server-only';
import { getCase } from '../wp/cases';
import { loadDetail, type Loaded } from '../wp/detail';
import type { CaseDetail } from '../wp/schemas';

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

export type LoadedCase = Loaded<CaseDetail>;

/** The case for the route segments: notFound() for odd slugs and `success` ≠ true; throws on failure. */
export function loadCase(segments: readonly string[] | undefined): Promise<LoadedCase> {
  return loadDetail(segments, getCase, (slug) => new CaseUnavailableError(slug));
}
