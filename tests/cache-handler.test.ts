// @vitest-environment node
// cache-handler.mjs picks the cache when the server starts: Redis (shared by every instance) with
// REDIS_URL set, Next's own file-system cache without it and while building.
import { CacheHandler as RedisBackedHandler } from '@fortedigital/nextjs-cache-handler';
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache =
  (nextFileSystemCache as unknown as { default?: unknown }).default ?? nextFileSystemCache;

async function handlerWith(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  return (await import('../cache-handler.mjs')).default;
}

describe('the cache handler', () => {
  it("is Next's own file-system cache without REDIS_URL", async () => {
    expect(FileSystemCache).toBeTypeOf('function');
    expect(await handlerWith({ REDIS_URL: '', NEXT_PHASE: 'phase-production-server' })).toBe(
      FileSystemCache,
    );
  });

  it('is the Redis-backed handler with REDIS_URL', async () => {
    const handler = await handlerWith({
      REDIS_URL: 'redis://127.0.0.1:6390',
      NEXT_PHASE: 'phase-production-server',
    });
    expect(handler).toBe(RedisBackedHandler);
    expect(handler).not.toBe(FileSystemCache);
  });

  it('never uses Redis while building, even with REDIS_URL set', async () => {
    expect(
      await handlerWith({
        REDIS_URL: 'redis://127.0.0.1:6390',
        NEXT_PHASE: 'phase-production-build',
      }),
    ).toBe(FileSystemCache);
  });
});

describe('usesRedis and redisKeyPrefix', () => {
  it('needs a non-empty REDIS_URL outside the build', async () => {
    const { usesRedis } = await import('../cache-handler.mjs');
    expect(usesRedis({ REDIS_URL: 'redis://cache:6379' })).toBe(true);
    expect(usesRedis({ REDIS_URL: '' })).toBe(false);
    expect(usesRedis({})).toBe(false);
    expect(
      usesRedis({ REDIS_URL: 'redis://cache:6379', NEXT_PHASE: 'phase-production-build' }),
    ).toBe(false);
  });

  it('keeps the entries of each build apart', async () => {
    const { redisKeyPrefix } = await import('../cache-handler.mjs');
    expect(redisKeyPrefix('Xk2v9\n')).toBe('orbita:Xk2v9:');
    expect(redisKeyPrefix('Xk2v9')).not.toBe(redisKeyPrefix('Pq81z'));
    expect(redisKeyPrefix(undefined)).toBe('orbita:unknown-build:');
  });
});
