// @vitest-environment node
// The lead limit shared by several instances through Redis (a fake of the commands it sends,
// tests/support/fake-redis.ts): one count per client across instances, keys under the cache's
// prefix with the address hashed, and the in-memory count while Redis is down or slow.
import {
  createRateLimiter,
  createSharedRateLimiter,
  sharedLimitKey,
  type RateLimitStore,
} from '@/lib/lead/rate-limit';
import { fakeRedis } from '../../support/fake-redis';

const PREFIX = 'orbita:build-1:';
const WINDOW = 60_000;

function instances(count: number, redis: { store: RateLimitStore }, clock: () => number, max = 2) {
  const lines: string[] = [];
  const limiters = Array.from({ length: count }, () =>
    createSharedRateLimiter({
      store: redis.store,
      keyPrefix: PREFIX,
      hashSecret: 'secret-of-the-site-0123',
      max,
      windowMs: WINDOW,
      now: clock,
      log: (line) => lines.push(line),
    }),
  );
  return { limiters, lines };
}

describe('createSharedRateLimiter', () => {
  it('counts a client across instances and says when to come back', async () => {
    let t = 0;
    const redis = fakeRedis(() => t);
    const {
      limiters: [a, b],
    } = instances(2, redis, () => t);
    expect(await a!.hit('203.0.113.5', 'r1')).toEqual({ ok: true });
    t = 10_000;
    expect(await b!.hit('203.0.113.5', 'r2')).toEqual({ ok: true });
    t = 20_000;
    // Each instance has seen one lead only; together they have seen the limit.
    expect(await b!.hit('203.0.113.5', 'r3')).toEqual({ ok: false, retryAfterMs: 40_000 });
    expect(await a!.hit('203.0.113.5', 'r4')).toEqual({ ok: false, retryAfterMs: 40_000 });
    expect(await a!.hit('198.51.100.1', 'r5')).toEqual({ ok: true });
    t = 60_000; // r1 left the window: one lead more
    expect(await a!.hit('203.0.113.5', 'r6')).toEqual({ ok: true });
    expect(await b!.hit('203.0.113.5', 'r7')).toEqual({ ok: false, retryAfterMs: 10_000 });
  });

  it('does not count refused attempts nor a resend of the same request_id', async () => {
    let t = 0;
    const redis = fakeRedis(() => t);
    const {
      limiters: [a, b],
    } = instances(2, redis, () => t);
    expect((await a!.hit('k', 'same')).ok).toBe(true);
    expect((await b!.hit('k', 'same')).ok).toBe(true); // the resend, on the other instance
    expect((await b!.hit('k', 'second')).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect((await a!.hit('k', `bot-${i}`)).ok).toBe(false);
    const [key] = redis.keys();
    expect(redis.members(key!)).toEqual(['same', 'second']);
    t = WINDOW; // 'same' and 'second' left the window together
    expect((await b!.hit('k', 'later')).ok).toBe(true);
  });

  it('lets exactly max leads through when many arrive at once on several instances', async () => {
    const redis = fakeRedis(() => 0);
    const { limiters } = instances(3, redis, () => 0, 3);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => limiters[i % 3]!.hit('k', `r${i}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });

  it('sends one transaction of the commands Redis has had since 2.x, with an expiry', async () => {
    const redis = fakeRedis(() => 5_000);
    const {
      limiters: [a],
    } = instances(1, redis, () => 5_000);
    await a!.hit('203.0.113.5', 'r1');
    const key = sharedLimitKey(PREFIX, 'secret-of-the-site-0123', '203.0.113.5');
    expect(redis.sent).toEqual([
      ['ZREMRANGEBYSCORE', key, '-inf', String(5_000 - WINDOW)],
      ['ZADD', key, 'NX', '5000', 'r1'],
      ['ZCARD', key],
      ['ZRANGE', key, '0', '0', 'WITHSCORES'],
      ['PEXPIRE', key, String(WINDOW)],
    ]);
  });

  it('keeps its keys under the cache prefix, stores no raw address, and forgets them', async () => {
    let t = 0;
    const redis = fakeRedis(() => t);
    const {
      limiters: [a],
    } = instances(1, redis, () => t);
    await a!.hit('203.0.113.5', 'r1');
    await a!.hit('2001:db8::1', 'r2');
    const keys = redis.keys();
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^orbita:build-1:lead-rate:[0-9a-f]{64}$/);
      expect(key).not.toMatch(/203\.0\.113|2001:db8/);
    }
    // The hash is keyed: without the secret, the address cannot be found by trying them all.
    expect(sharedLimitKey(PREFIX, 'one', '203.0.113.5')).not.toBe(
      sharedLimitKey(PREFIX, 'two', '203.0.113.5'),
    );
    expect(sharedLimitKey(PREFIX, '', '203.0.113.5')).toMatch(/^orbita:build-1:lead-rate:/);
    t = WINDOW; // PEXPIRE: nothing stays behind
    expect(redis.keys()).toEqual([]);
  });

  it('keeps two sites on one Redis apart', async () => {
    const redis = fakeRedis(() => 0);
    const options = { store: redis.store, max: 1, windowMs: WINDOW, now: () => 0 };
    const one = createSharedRateLimiter({ ...options, keyPrefix: 'orbita:site-a:' });
    const two = createSharedRateLimiter({ ...options, keyPrefix: 'orbita:site-b:' });
    expect((await one.hit('203.0.113.5', 'r1')).ok).toBe(true);
    expect((await one.hit('203.0.113.5', 'r2')).ok).toBe(false);
    expect((await two.hit('203.0.113.5', 'r3')).ok).toBe(true);
  });

  it('falls back to its own count while Redis is down, logs it once, and logs the return', async () => {
    let t = 0;
    const redis = fakeRedis(() => t);
    const {
      limiters: [a],
      lines,
    } = instances(1, redis, () => t, 3);
    expect(await a!.hit('k', 'r1')).toEqual({ ok: true });
    redis.down();
    // The lead counted while Redis answered is in the fallback's count too.
    t = 1_000;
    expect(await a!.hit('k', 'r2')).toEqual({ ok: true });
    expect(await a!.hit('k', 'r3')).toEqual({ ok: true });
    expect(await a!.hit('k', 'r4')).toEqual({ ok: false, retryAfterMs: WINDOW - 1_000 });
    expect(await a!.hit('other', 'r5')).toEqual({ ok: true });
    expect(lines).toEqual([
      '[lead] rate limit: Redis failed (connect ECONNREFUSED 127.0.0.1:6379); counting per process meanwhile',
    ]);
    redis.up();
    expect(await a!.hit('other', 'r6')).toEqual({ ok: true });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('[lead] rate limit: Redis answers again; counting across instances');
    redis.down();
    await a!.hit('third', 'r7');
    expect(lines).toHaveLength(3); // a new outage, a new line
  });

  it('answers within its time-out when Redis does not answer at all', async () => {
    const redis = fakeRedis();
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      store: redis.store,
      keyPrefix: PREFIX,
      max: 1,
      windowMs: WINDOW,
      timeoutMs: 50,
      log: (line) => lines.push(line),
    });
    redis.stall();
    const started = Date.now();
    expect(await limiter.hit('k', 'r1')).toEqual({ ok: true });
    expect((await limiter.hit('k', 'r2')).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(lines).toEqual([
      '[lead] rate limit: Redis failed (no answer within 50 ms); counting per process meanwhile',
    ]);
  });

  it('takes an answer it cannot read as a failure', async () => {
    const garbage: RateLimitStore = { transaction: async () => ['x', 'y'] };
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      store: garbage,
      keyPrefix: PREFIX,
      max: 1,
      windowMs: WINDOW,
      log: (line) => lines.push(line),
    });
    expect(await limiter.hit('k', 'r1')).toEqual({ ok: true });
    expect((await limiter.hit('k', 'r2')).ok).toBe(false);
    expect(lines).toHaveLength(1);
  });

  it('is off at max 0 and then never asks Redis', async () => {
    const redis = fakeRedis(() => 0);
    const limiter = createSharedRateLimiter({
      store: redis.store,
      keyPrefix: PREFIX,
      max: 0,
      windowMs: WINDOW,
      local: createRateLimiter({ max: 0, windowMs: WINDOW }),
    });
    for (let i = 0; i < 5; i++) expect((await limiter.hit('k', String(i))).ok).toBe(true);
    expect(redis.sent).toEqual([]);
  });
});
