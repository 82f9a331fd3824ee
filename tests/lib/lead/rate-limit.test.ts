// The per-client rate limit and the trusted client-address header.
import { clientAddress, normaliseAddress } from '@/lib/lead/client-address';
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

describe('clientAddress', () => {
  const h = (value: string | null, name = 'x-forwarded-for') => ({
    get: (key: string) => (key === name ? value : null),
  });

  it('takes the entry our proxies wrote: right-most by default, n-th from the right', () => {
    expect(clientAddress(h('6.6.6.6, 203.0.113.7'), 'x-forwarded-for')).toBe('203.0.113.7');
    expect(clientAddress(h('6.6.6.6, 203.0.113.7, 10.0.0.2'), 'x-forwarded-for', 2)).toBe(
      '203.0.113.7',
    );
    // Fewer entries than proxies: the left-most is the best there is.
    expect(clientAddress(h('203.0.113.7'), 'x-forwarded-for', 3)).toBe('203.0.113.7');
  });

  it('reads the configured header only', () => {
    expect(clientAddress(h('198.51.100.4', 'x-real-ip'), 'x-real-ip')).toBe('198.51.100.4');
    expect(clientAddress(h('198.51.100.4', 'x-real-ip'), 'x-forwarded-for')).toBeNull();
  });

  it('returns null for a missing, empty or forged value', () => {
    expect(clientAddress(h(null), 'x-forwarded-for')).toBeNull();
    expect(clientAddress(h(' , '), 'x-forwarded-for')).toBeNull();
    expect(clientAddress(h('1.1.1.1, <script>'), 'x-forwarded-for')).toBeNull();
    expect(clientAddress(h('999.1.1.1'), 'x-forwarded-for')).toBeNull();
  });

  it('normalises ports, brackets and IPv4-mapped IPv6', () => {
    expect(normaliseAddress('203.0.113.7:5123')).toBe('203.0.113.7');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('unknown')).toBeNull();
  });
});
