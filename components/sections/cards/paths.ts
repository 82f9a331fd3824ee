// Links to WordPress-driven pages: one encoded path segment per slug, with the trailing slash of
// canonical URLs. WordPress may send Cyrillic slugs already percent-encoded: they are not encoded twice.
export { casePath as caseHref } from '@/lib/case/slug';

function encodeSlug(slug: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(slug));
  } catch {
    return encodeURIComponent(slug);
  }
}

export function articleHref(slug: string): string {
  return `/blog/${encodeSlug(slug)}/`;
}

export function solutionHref(slug: string): string {
  return `/solutions/${encodeSlug(slug)}/`;
}
