// The one loader of the detail routes (/cases, /blog, /solutions): the first catch-all segment is
// the slug. Odd slugs and `success` ≠ true → notFound(); WordPress failed → the given error is
// thrown, so Next keeps serving the last good ISR copy (or renders the 5xx page).
import 'server-only';
import { notFound } from 'next/navigation';
import { caseSlugFromSegments } from '../case/slug';
import type { WpResult } from './client';

export type Loaded<T> = { slug: string; detail: T };

export async function loadDetail<T>(
  segments: readonly string[] | undefined,
  get: (slug: string) => Promise<WpResult<T>>,
  unavailable: (slug: string) => Error,
): Promise<Loaded<T>> {
  const slug = caseSlugFromSegments(segments);
  if (slug === null) notFound();
  const result = await get(slug);
  if (result.ok) return { slug, detail: result.data };
  if (result.reason === 'not-found') notFound();
  throw unavailable(slug);
}
