// The Next.js cache handler (next.config.ts `cacheHandler`; docs/operations.md 'Several instances with Redis').
// With REDIS_URL set, rendered pages and WordPress answers live in Redis, shared by every instance:
// one call of the revalidation webhook refreshes them all and a restart forgets nothing. Without
// REDIS_URL (and always while building), Next's own file-system cache, exactly as if no handler
// were configured. The choice is made when the server starts, so one build (or Docker image)
// serves both ways.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { setTimeout as delay } from 'node:timers/promises';
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** A Redis command slower than this counts as failed (the page renders instead of waiting). */
const REDIS_TIMEOUT_MS = 1_000;
/** How long the first request waits for Redis at start before falling back to memory. */
const REDIS_CONNECT_WAIT_MS = 2_000;
/** How often an idle connection is checked, so a dropped one is noticed and reopened. */
const REDIS_PING_INTERVAL_MS = 10_000;
/** The in-memory copy served while Redis is unreachable. */
const FALLBACK_MAX_ITEMS = 1_000;
const FALLBACK_MAX_ITEM_BYTES = 10 * 1024 * 1024;

/** Next's default handler (CommonJS: the class is the module's `default` export). */
const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** Redis keys of one build: pages of an older build (other script chunks) are never served. */
export function redisKeyPrefix(buildId) {
  return `orbita:${buildId?.trim() || 'unknown-build'}:`;
}

/** Whether this process should use Redis: a runtime server with REDIS_URL set. */
export function usesRedis(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build';
}

CacheHandler.onCreation(async ({ buildId }) => {
  const fallback = createLruHandler({
    maxItemsNumber: FALLBACK_MAX_ITEMS,
    maxItemSizeBytes: FALLBACK_MAX_ITEM_BYTES,
  });
  const client = createClient({
    url: process.env.REDIS_URL,
    // node-redis 6 speaks RESP3 by default; the handler's commands were written against the RESP2
    // replies of node-redis 5, which every Redis server (also before 6.0) speaks.
    RESP: 2,
    pingInterval: REDIS_PING_INTERVAL_MS,
  });
  let reported = false;
  client.on('error', (error) => {
    // The client reconnects by itself; one line per outage is enough.
    if (!reported) console.error(`[cache] Redis unreachable: ${error.message}`);
    reported = true;
  });
  client.on('ready', () => {
    if (reported) console.info('[cache] Redis reachable again');
    reported = false;
  });
  // connect() keeps retrying while Redis is down: wait a little, never for ever.
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([connected, delay(REDIS_CONNECT_WAIT_MS, false)]);
  if (!ready)
    console.error('[cache] Redis at REDIS_URL is not answering; serving from memory meanwhile');
  const redis = createRedisHandler({
    client,
    keyPrefix: redisKeyPrefix(buildId),
    timeoutMs: REDIS_TIMEOUT_MS,
  });
  // Reads stop at the first handler that answers (a miss included); the in-memory copy answers
  // only while Redis throws. Writes and tag revalidations go to both.
  return { handlers: [redis, fallback] };
});

export default usesRedis() ? CacheHandler : FileSystemCache;
