// The URLs of WordPress calls: every path segment and query value percent-encoded, so a slug
// cannot change the path; a segment that is empty, a dot segment or absurdly long is refused.

export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

const MAX_SEGMENT_LENGTH = 200;

/** A path segment is usable when it is non-empty, not a dot segment and of sane length. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT_LENGTH &&
    segment !== '.' &&
    segment !== '..' &&
    !/[\u0000-\u001f]/.test(segment)
  );
}

/** Builds `{api}/a/b?x=1&k[]=2` with every segment and value encoded. */
export function buildUrl(base: string, path: readonly string[], query: Query = {}): string {
  const encodedPath = path.map((s) => encodeURIComponent(s)).join('/');
  const params: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      params.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return `${base}/${encodedPath}${params.length ? `?${params.join('&')}` : ''}`;
}

/** The call's path as logs name it: `/portfolio/slug`. */
export function describePath(path: readonly string[]): string {
  return `/${path.map((s) => encodeURIComponent(s)).join('/')}`;
}
