// @vitest-environment node
// The IndexNow key file (issue 32): next.config.ts rewrites `/{key}.txt` here; the route answers
// the configured INDEXNOW_KEY as text/plain for that key only, and 404 for any other key or when
// none is configured.
import { nextConfig } from '@/next.config';

const KEY = 'abcd-1234-efgh-5678';
process.env.INDEXNOW_KEY = KEY;

const { GET } = await import('@/app/api/indexnow/[key]/route');

const call = (key: string) =>
  GET(new Request(`https://orbita.test/${key}.txt`), { params: Promise.resolve({ key }) });

describe('GET /{key}.txt (IndexNow key file)', () => {
  it('answers the configured key as text/plain', async () => {
    const res = await call(KEY);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(KEY);
  });

  it('answers 404 for any other key', async () => {
    for (const key of ['abcd-1234-efgh-5679', 'ABCD-1234-EFGH-5678', `${KEY}x`, '']) {
      expect((await call(key)).status, key).toBe(404);
    }
  });

  it('answers 404 when no key is configured', async () => {
    vi.resetModules();
    delete process.env.INDEXNOW_KEY;
    const fresh = await import('@/app/api/indexnow/[key]/route');
    const res = await fresh.GET(new Request('https://orbita.test/x.txt'), {
      params: Promise.resolve({ key: KEY }),
    });
    expect(res.status).toBe(404);
    process.env.INDEXNOW_KEY = KEY;
  });

  it('is reached from /{key}.txt by a rewrite that leaves robots.txt and other names alone', async () => {
    const rewrites = await nextConfig.rewrites!();
    const list = Array.isArray(rewrites) ? rewrites : (rewrites.afterFiles ?? []);
    const rule = list.find((r) => r.destination.startsWith('/api/indexnow/'));
    expect(rule).toBeDefined();
    expect(rule!.destination).toBe('/api/indexnow/:key/');
    // The key's pattern in the source: IndexNow's 8–128 letters, digits and dashes.
    const pattern = /\(([^)]+)\)/.exec(rule!.source)![1]!;
    const whole = new RegExp(`^/(?:${pattern})\\.txt$`);
    expect(whole.test(`/${KEY}.txt`)).toBe(true);
    expect(whole.test('/robots.txt')).toBe(false);
    expect(whole.test('/a/abcd-1234-efgh.txt')).toBe(false);
    expect(whole.test(`/${'a'.repeat(129)}.txt`)).toBe(false);
  });
});
