// The per-client rate limit and the trusted client-address header.
import { createRateLimiter } from '@/lib/lead/rate-limit';

describe('createRateLimiter', () => {
  it('allows max leads per window per client, then says when to come back', () => {
    let t = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => t });
    expect(limiter.hit('1.1.1.1', 'a')).toEqual({ ok: true });
    t = 10_000;
    expect(limiter.hit('1.1.1.1', 'b')).toEqual({ ok: true });
    t = 20_000;
    expect(limiter.hit('1.1.1.1', 'c')).toEqual({ ok: false, retryAfterMs: 40_000 });
    expect(limiter.hit('2.2.2.2', 'c')).toEqual({ ok: true });
    t = 60_001; // 'a' left the window
    expect(limiter.hit('1.1.1.1', 'c')).toEqual({ ok: true });
  });

  it('does not count the same request_id twice (a resend of one lead)', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, now: () => 0 });
    expect(limiter.hit('k', 'same').ok).toBe(true);
    expect(limiter.hit('k', 'same').ok).toBe(true);
    expect(limiter.hit('k', 'other').ok).toBe(false);
  });

  it('is off at max 0 and forgets the least recently used clients past maxKeys', () => {
    const off = createRateLimiter({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 10; i++) expect(off.hit('k', String(i)).ok).toBe(true);
    const small = createRateLimiter({ max: 1, windowMs: 60_000, now: () => 0, maxKeys: 2 });
    small.hit('a', '1');
    small.hit('b', '1');
    small.hit('c', '1'); // 'a' is forgotten
    expect(small.hit('a', '2').ok).toBe(true);
    expect(small.hit('c', '2').ok).toBe(false);
  });
});
