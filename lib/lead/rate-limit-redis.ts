// The shared lead limit's Redis (lib/lead/rate-limit.ts): a client of its own on REDIS_URL, with
// the library and the settings of the cache's (cache-handler.mjs), failing fast while Redis is away.
import 'server-only';
import { createClient } from '@redis/client';
import type { RateLimitStore } from './rate-limit';

/** How often an idle connection is checked, so a dropped one is noticed and reopened. */
const PING_INTERVAL_MS = 10_000;

/**
 * The key prefix of the cache's entries (cache-handler.mjs `redisKeyPrefix`, the build id inside),
 * so that two sites on one Redis never share a count.
 */
export function cacheKeyPrefix(buildId: string | undefined): string {
  return `orbita:${buildId?.trim() || 'unknown-build'}:`;
}

/**
 * Connects at once and keeps reconnecting by itself; while it is not connected a command fails at
 * once instead of waiting in a queue (the limiter then counts in memory). Errors are the
 * limiter's to log, once per outage.
 */
export function redisRateLimitStore(url: string): RateLimitStore & { close(): Promise<void> } {
  const client = createClient({
    url,
    // The cache speaks RESP2 (cache-handler.mjs); the limiter reads its replies the same way.
    RESP: 2,
    pingInterval: PING_INTERVAL_MS,
    disableOfflineQueue: true,
  });
  client.on('error', () => {});
  // The first command waits for the first connection (within the limiter's time-out); later ones
  // fail at once while there is none.
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  let waited = false;
  return {
    async transaction(commands) {
      if (!client.isReady) {
        if (waited) throw new Error('not connected');
        waited = true;
        await connected;
      }
      const multi = client.multi();
      for (const command of commands) multi.addCommand([...command]);
      return multi.exec();
    },
    async close() {
      try {
        client.destroy();
      } catch {
        // already closed
      }
    },
  };
}
