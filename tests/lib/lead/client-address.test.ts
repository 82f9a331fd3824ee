// The client's address, read from the trusted client-address header.
import { clientAddress, normaliseAddress } from '@/lib/lead/client-address';

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
