// A per-client sliding-window limit on leads, in memory (one server process; docs/leads.md 'Spam').
export type RateLimitResult = { ok: true } | { ok: false; retryAfterMs: number };

export type RateLimiter = {
  /** Counts a lead of `key`; the same request_id sent again in the window is not a new lead. */
  hit(key: string, requestId: string): RateLimitResult;
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
}): RateLimiter {
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
