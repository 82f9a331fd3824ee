// The one slug parser of the catch-all detail routes (/cases, /blog, /solutions, SPEC 2.1): the
// entry is identified by the first segment. Anything that cannot be a WordPress slug is refused
// here, so the page answers 404 without calling WordPress.
import { decodeSegment } from '../paths';

const MAX_SLUG_LENGTH = 200;
/** Letters of any script, digits, '-', '_', '.' and '~': what a WordPress post slug can be. */
const SLUG_RE = /^[\p{L}\p{N}_~.-]+$/u;

/** The slug from the route's catch-all segments (the first one, percent-decoded); null if odd. */
export function slugFromSegments(segments: readonly string[] | undefined): string | null {
  const first = segments?.[0];
  if (first === undefined) return null;
  const slug = decodeSegment(first)?.normalize('NFC');
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  if (slug === '.' || slug === '..' || !SLUG_RE.test(slug)) return null;
  return slug;
}
