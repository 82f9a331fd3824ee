// @vitest-environment node
// The shared lead limit's Redis client: the cache's key prefix, and a Redis that is not there
// (nothing listens on the port) costs the first lead the limiter's time-out, the next ones nothing,
// and never an error.
import { createServer } from 'node:net';
import { createSharedRateLimiter } from '@/lib/lead/rate-limit';
import { cacheKeyPrefix, redisRateLimitStore } from '@/lib/lead/rate-limit-redis';

/** A port nothing listens on (taken from the system, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('cacheKeyPrefix', () => {
  it("is the cache's prefix (cache-handler.mjs) for every build id", async () => {
    const { redisKeyPrefix } = await import('../../../cache-handler.mjs');
    for (const id of ['Xk2v9', 'Xk2v9\n', '', undefined]) {
      expect(cacheKeyPrefix(id)).toBe(redisKeyPrefix(id));
    }
  });
});

describe('redisRateLimitStore', () => {
  it('with Redis down, the limit counts in memory and the lead is never held up', async () => {
    const store = redisRateLimitStore(`redis://127.0.0.1:${await closedPort()}`);
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      store,
      keyPrefix: cacheKeyPrefix('test'),
      max: 1,
      windowMs: 60_000,
      timeoutMs: 300,
      log: (line) => lines.push(line),
    });
    try {
      let started = Date.now();
      expect(await limiter.hit('203.0.113.5', 'r1')).toEqual({ ok: true });
      expect(Date.now() - started).toBeLessThan(300 + 500);
      started = Date.now();
      expect((await limiter.hit('203.0.113.5', 'r2')).ok).toBe(false);
      expect(await limiter.hit('198.51.100.7', 'r3')).toEqual({ ok: true });
      expect(Date.now() - started).toBeLessThan(100);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[lead\] rate limit: Redis failed \(.+\); counting per process/);
    } finally {
      await store.close();
    }
  });
});
