// The revalidation webhook WordPress calls on save: which cache tags a saved item touches.
import { z } from 'zod';
import { derivedKey, keyMatches } from './security/keys';
import { TAGS } from './wp/tags';

export const revalidateItem = z.object({
  type: z.enum(['case', 'article', 'solution', 'vacancy', 'header', 'all']),
  slug: z.string().trim().min(1).max(200).optional(),
});
export type RevalidatePayload = z.output<typeof revalidateItem>;

/** One item, or the batch a WordPress save collected (a slug change sends the old and the new). */
export const revalidatePayload = z.union([revalidateItem, z.array(revalidateItem).min(1).max(50)]);

/** The tags of one item or of a batch, each once. */
export function tagsForAll(payload: RevalidatePayload | RevalidatePayload[]): string[] {
  const items = Array.isArray(payload) ? payload : [payload];
  return [...new Set(items.flatMap(tagsFor))];
}

/** The tags to revalidate for a saved item; the header counts change with any list. */
export function tagsFor({ type, slug }: RevalidatePayload): string[] {
  switch (type) {
    case 'case':
      return [TAGS.cases, TAGS.header, ...(slug ? [TAGS.case(slug)] : [])];
    case 'article':
      return [TAGS.blog, TAGS.header, ...(slug ? [TAGS.article(slug)] : [])];
    case 'solution':
      return [TAGS.solutions, ...(slug ? [TAGS.solution(slug)] : [])];
    case 'vacancy':
      return [TAGS.vacancies, TAGS.header, ...(slug ? [TAGS.vacancy(slug)] : [])];
    case 'header':
      return [TAGS.header];
    case 'all':
      return [TAGS.header, TAGS.cases, TAGS.blog, TAGS.solutions, TAGS.vacancies];
  }
}

/** The most a render takes beyond its WordPress calls: markup, payload and the cache write. */
export const RENDER_MARGIN_MS = 2_000;

/**
 * How long after its first pass the webhook revalidates the same tags again. A render that asked
 * WordPress before the save (on this instance, or on another sharing Redis) stores what it got
 * when it finishes: after the first pass has dropped the old copy, so the old content would be
 * served as fresh for a whole REVALIDATE_SECONDS. Every such render has finished within its
 * WordPress budget (`WP_TIMEOUT_MS`, lib/wp/deadline.ts) and this margin.
 */
export function secondPassDelayMs(wpTimeoutMs: number): number {
  return wpTimeoutMs + RENDER_MARGIN_MS;
}

/** Per tag, the last webhook call that revalidated it (this process's calls). */
const lastCallOf = new Map<string, number>();
let calls = 0;

/**
 * Notes a webhook call's tags; the returned `due` gives, when its second pass comes, the tags no
 * later call has revalidated since. A later call supersedes an earlier one's second pass: its own
 * covers every render the earlier one's would, and an earlier 'max' pass landing after a later
 * expiry would undo the expiry in Next's own cache.
 */
export function noteWebhookCall(tags: readonly string[]): { due: () => string[] } {
  calls += 1;
  const call = calls;
  for (const tag of tags) lastCallOf.set(tag, call);
  return {
    due: () =>
      tags.filter((tag) => {
        if (lastCallOf.get(tag) !== call) return false;
        lastCallOf.delete(tag);
        return true;
      }),
  };
}

/**
 * Whether the webhook's `x-revalidate-secret` carries the `revalidate` key derived from the
 * configured secret (docs/WP-API.md 'Keys'), compared in constant time; false when no secret is
 * configured. The raw secret itself is refused: it never travels.
 */
export function secretMatches(secret: string | undefined, given: string | null): boolean {
  return keyMatches(derivedKey(secret, 'revalidate'), given);
}
