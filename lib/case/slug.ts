// Case slugs and links (SPEC 2.1, 2.8): the case is the first catch-all segment; neighbour links
// carry no trailing slash, the canonical path does.

const MAX_SLUG_LENGTH = 200;
/** Letters of any script, digits, '-', '_', '.' and '~': what a WordPress post slug can be. */
const SLUG_RE = /^[\p{L}\p{N}_~.-]+$/u;

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The case slug from the route's catch-all segments: the first segment, percent-decoded.
 * Null for anything that cannot be a WordPress slug (the page answers 404 without calling WordPress).
 */
export function caseSlugFromSegments(segments: readonly string[] | undefined): string | null {
  const first = segments?.[0];
  if (first === undefined) return null;
  const slug = safeDecode(first)?.normalize('NFC');
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  if (slug === '.' || slug === '..' || !SLUG_RE.test(slug)) return null;
  return slug;
}

/** A slug as one encoded path segment (WordPress may already send Cyrillic slugs percent-encoded). */
function encodeSlug(slug: string): string {
  return encodeURIComponent(safeDecode(slug) ?? slug);
}

/** Canonical path of a case page: '/cases/{slug}/'. */
export function casePath(slug: string): string {
  return `/cases/${encodeSlug(slug)}/`;
}

/** Link to a neighbour case (SPEC 2.8): '/cases/{slug}', without a trailing slash. */
export function caseHref(slug: string): string {
  return `/cases/${encodeSlug(slug)}`;
}

/** The portfolio list the 'Назад' button leads to. */
export const CASES_LIST_PATH = '/cases/';
