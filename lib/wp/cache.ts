// The server cache of WordPress answers (issue 9.3). Next's fetch cache stores any HTTP 200 body,
// garbage included, for the whole revalidation window; instead the client caches only answers it
// has checked, through unstable_cache (works without cacheComponents, unlike 'use cache'):
// - `load` throws on failure, so unstable_cache stores nothing;
// - when a stale entry's background refresh throws, Next logs it and keeps the stale entry, so a
//   failure never replaces the last good copy (next/dist/server/web/spec-extension/unstable-cache.js).
import 'server-only';
import { unstable_cache } from 'next/cache';

export type CachedReadOptions = { tags: readonly string[]; revalidate: number };

/** Reads `key` from the cache, or runs `load` and stores what it returns (nothing if it throws). */
export function cachedRead<T>(
  key: string,
  load: () => Promise<T>,
  { tags, revalidate }: CachedReadOptions,
): Promise<T> {
  // `key` is the API path and query (never the WordPress host): it lands in Next's error logs.
  return unstable_cache(load, ['wp', key], { tags: [...tags], revalidate })();
}
