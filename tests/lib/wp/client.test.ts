// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as nextCache from 'next/cache';
import { z } from 'zod';
import { wpRequest } from '@/lib/wp/client';
import { buildUrl, isSafeSegment } from '@/lib/wp/url';
import { getCase } from '@/lib/wp/cases';
import { hang, json, stubFetch, text } from '../../support/fetch';

const schema = z.object({ data: z.object({ name: z.string() }) });
const req = { path: ['thing'], tags: ['t'] } as const;

// Each test is a visitor a minute after the last: the client does not ask again a URL that has
// just failed (tests/lib/wp/client.faults.test.ts), and these tests reuse one URL.
let visitor = 0;
beforeEach(() => {
  visitor += 1;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 60_000 * visitor);
  return () => vi.useRealTimers();
});

describe('wpRequest', () => {
  it('returns typed data for a good answer', async () => {
    stubFetch(json({ success: true, data: { name: 'Орбита' } }));
    await expect(wpRequest(schema, req)).resolves.toEqual({
      ok: true,
      data: { data: { name: 'Орбита' } },
    });
  });

  it('tells "not found" from failure when success is false', async () => {
    stubFetch(json({ success: false }, 404));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('treats success false with HTTP 200 as not found too', async () => {
    stubFetch(json({ success: false }));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'not-found' });
  });

  it('fails on HTTP 500 even with a JSON body', async () => {
    stubFetch(json({ success: false, message: 'Internal error at db01.internal' }, 500));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('fails on a garbage (non-JSON) body', async () => {
    stubFetch(text('<html>Fatal error: Allowed memory size exhausted</html>'));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('fails on JSON without a boolean success', async () => {
    stubFetch(json(['not', 'an', 'object']));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('fails on a schema mismatch', async () => {
    stubFetch(json({ success: true, data: { name: 42 } }));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('fails (does not hang or throw) when WordPress times out', async () => {
    stubFetch(hang());
    const started = Date.now();
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED 10.0.0.5:443')));
    await expect(wpRequest(schema, req)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('never logs the upstream address or the raw error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('WP_LOG_IN_TESTS', '1');
    stubFetch(() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED 10.0.0.5:443')));
    await wpRequest(schema, req);
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('/thing');
    expect(logged).not.toContain('wp.test');
    expect(logged).not.toContain('10.0.0.5');
  });

  it('caches GET answers under their tags and revalidation period, asking WordPress uncached', async () => {
    const cacheSpy = vi.spyOn(nextCache, 'unstable_cache');
    const calls = stubFetch(json({ success: true, data: { name: 'x' } }));
    await wpRequest(schema, {
      path: ['thing'],
      query: { page: 2 },
      tags: ['wp:a', 'wp:b'],
      revalidate: 60,
    });
    expect(cacheSpy).toHaveBeenCalledWith(expect.any(Function), ['wp', '/thing?page=2'], {
      tags: ['wp:a', 'wp:b'],
      revalidate: 60,
    });
    expect(calls[0]?.init?.cache).toBe('no-store');
    expect((calls[0]?.init as { next?: unknown }).next).toBeUndefined();
  });

  it('never caches a fresh GET (a draft preview): asked every time, with its headers', async () => {
    const cacheSpy = vi.spyOn(nextCache, 'unstable_cache');
    const calls = stubFetch(
      json({ success: true, data: { name: 'черновик 1' } }),
      json({ success: true, data: { name: 'черновик 2' } }),
    );
    const fresh = {
      path: ['preview', 'case', '7'],
      tags: [],
      fresh: true,
      headers: { 'x-preview-secret': 's' },
    } as const;
    await expect(wpRequest(schema, fresh)).resolves.toEqual({
      ok: true,
      data: { data: { name: 'черновик 1' } },
    });
    await expect(wpRequest(schema, fresh)).resolves.toEqual({
      ok: true,
      data: { data: { name: 'черновик 2' } },
    });
    expect(cacheSpy).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.cache).toBe('no-store');
    expect((calls[0]?.init?.headers as Record<string, string>)['x-preview-secret']).toBe('s');
  });
});

describe('URLs and odd slugs', () => {
  it('encodes every segment so a slug cannot change the path', () => {
    expect(buildUrl('https://wp/api', ['portfolio', 'a/b?c=d#e'])).toBe(
      'https://wp/api/portfolio/a%2Fb%3Fc%3Dd%23e',
    );
    expect(buildUrl('https://wp/api', ['portfolio', 'кейс-1'])).toBe(
      'https://wp/api/portfolio/%D0%BA%D0%B5%D0%B9%D1%81-1',
    );
  });

  it('repeats array query keys and skips undefined values', () => {
    expect(
      buildUrl('https://wp/api', ['portfolio'], { page: 1, 'categories[]': [59], x: undefined }),
    ).toBe('https://wp/api/portfolio?page=1&categories%5B%5D=59');
  });

  it('refuses dot segments, empty, control characters and overlong slugs without calling WordPress', async () => {
    for (const bad of ['', '.', '..', 'a\u0000b', 'x'.repeat(201)])
      expect(isSafeSegment(bad)).toBe(false);
    const calls = stubFetch(json({ success: true }));
    await expect(getCase('..')).resolves.toEqual({ ok: false, reason: 'not-found' });
    expect(calls).toHaveLength(0);
  });

  it('asks WordPress for the encoded slug', async () => {
    const calls = stubFetch(json({ success: false }, 404));
    await getCase('<script>alert(1)</script>');
    expect(calls[0]?.url).toBe(
      'https://wp.test/wp-json/studio/v1/portfolio/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    );
  });
});
