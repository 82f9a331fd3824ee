// The per-client sliding-window limit on leads (docs/leads.md 'Spam'): in memory, per server
// process; with REDIS_URL set, counted in Redis across every instance, falling back to the
// in-memory count while Redis is down or slow (docs/operations.md 'Several instances with Redis').
import { createHmac } from 'node:crypto';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterMs: number };

/** The in-memory limiter: answers at once. */
export type LocalRateLimiter = {
  /** Counts a lead of `key`; the same request_id sent again in the window is not a new lead. */
  hit(key: string, requestId: string): RateLimitResult;
};

/** Either limiter, as lib/lead/submit.ts uses it. */
export type RateLimiter = {
  hit(key: string, requestId: string): RateLimitResult | Promise<RateLimitResult>;
};

const MAX_KEYS = 10_000;

export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
  maxKeys = MAX_KEYS,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}): LocalRateLimiter {
  const hits = new Map<string, { at: number; id: string }[]>();
  return {
    hit(key, requestId) {
      if (max <= 0) return { ok: true };
      const t = now();
      const recent = (hits.get(key) ?? []).filter((h) => t - h.at < windowMs);
      if (recent.some((h) => h.id === requestId)) {
        hits.set(key, recent);
        return { ok: true };
      }
      if (recent.length >= max) {
        hits.set(key, recent);
        return { ok: false, retryAfterMs: recent[0]!.at + windowMs - t };
      }
      recent.push({ at: t, id: requestId });
      hits.delete(key); // re-insert: the Map's order is the order of last use
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return { ok: true };
    },
  };
}

/** What the shared limiter needs of Redis (lib/lead/rate-limit-redis.ts; a fake in the tests). */
export type RateLimitStore = {
  /** Runs the commands in one MULTI … EXEC and resolves with their replies (RESP2). */
  transaction(commands: readonly (readonly string[])[]): Promise<readonly unknown[]>;
};

/** A Redis answer slower than this counts as failed (the lead goes on with the in-memory count). */
export const SHARED_LIMIT_TIMEOUT_MS = 1_000;

/** The Redis key of one client: under the cache's prefix, the address as a keyed hash only. */
export function sharedLimitKey(keyPrefix: string, hashSecret: string, client: string): string {
  const digest = createHmac('sha256', hashSecret || keyPrefix)
    .update(client)
    .digest('hex');
  return `${keyPrefix}lead-rate:${digest}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The limit counted in Redis, one sorted set per client (its members the request ids, their
 * scores the times): one transaction drops what left the window, adds this lead unless its id is
 * there (a resend), and counts. A lead over the limit is taken out again, so refused attempts do
 * not count, as in memory. Every lead is also counted in `local`, which answers whenever Redis
 * fails or is slower than `timeoutMs`; the outage is logged once, and its end.
 */
export function createSharedRateLimiter({
  store,
  keyPrefix,
  hashSecret = '',
  max,
  windowMs,
  now = Date.now,
  local = createRateLimiter({ max, windowMs, now }),
  timeoutMs = SHARED_LIMIT_TIMEOUT_MS,
  log = (line: string) => console.error(line),
}: {
  store: RateLimitStore;
  /** The cache's key prefix (orbita:<BUILD_ID>:), so sites sharing one Redis never mix. */
  keyPrefix: string;
  /** Keys the hash of the client address; the prefix when empty. */
  hashSecret?: string;
  max: number;
  windowMs: number;
  now?: () => number;
  local?: LocalRateLimiter;
  timeoutMs?: number;
  log?: (line: string) => void;
}): RateLimiter {
  let down = false;

  async function shared(client: string, requestId: string): Promise<RateLimitResult> {
    const key = sharedLimitKey(keyPrefix, hashSecret, client);
    const t = now();
    const replies = await withTimeout(
      store.transaction([
        ['ZREMRANGEBYSCORE', key, '-inf', String(t - windowMs)],
        ['ZADD', key, 'NX', String(t), requestId],
        ['ZCARD', key],
        ['ZRANGE', key, '0', '0', 'WITHSCORES'],
        ['PEXPIRE', key, String(windowMs)],
      ]),
      timeoutMs,
    );
    const added = Number(replies[1]);
    const count = Number(replies[2]);
    if (!Number.isFinite(added) || !Number.isFinite(count)) throw new Error('unexpected reply');
    if (added === 0 || count <= max) return { ok: true };
    // Over the limit: not counted (a failure here only leaves it to expire with the window).
    void withTimeout(store.transaction([['ZREM', key, requestId]]), timeoutMs).catch(() => {});
    const oldest = replies[3];
    const oldestAt = Array.isArray(oldest) ? Number(oldest[1]) : Number.NaN;
    const retryAfterMs = Number.isFinite(oldestAt) ? oldestAt + windowMs - t : windowMs;
    return { ok: false, retryAfterMs: Math.max(1, retryAfterMs) };
  }

  return {
    async hit(client, requestId) {
      if (max <= 0) return { ok: true };
      const fallback = local.hit(client, requestId);
      try {
        const result = await shared(client, requestId);
        if (down) log('[lead] rate limit: Redis answers again; counting across instances');
        down = false;
        return result;
      } catch (error) {
        if (!down) {
          const reason = error instanceof Error ? error.message : 'unknown error';
          log(`[lead] rate limit: Redis failed (${reason}); counting per process meanwhile`);
        }
        down = true;
        return fallback;
      }
    },
  };
}
