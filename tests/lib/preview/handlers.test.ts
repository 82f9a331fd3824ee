// @vitest-environment node
// The Preview link's route (docs/wordpress-plugin.md 'Draft previews'): the site checks a token's
// signature and expiry with its `preview-token` key before it calls WordPress, so a forged or
// expired token never reaches WordPress; a good one is redeemed with the `preview-read` key (never
// the raw secret) and leaves a signed cookie that expires after PREVIEW_COOKIE_HOURS.
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE, readEntries } from '@/lib/preview/core';
import { enterPreview } from '@/lib/preview/handlers';
import { derivedKey } from '@/lib/security/keys';
import { json, stubFetch } from '../../support/fetch';

const SECRET = process.env.REVALIDATE_SECRET ?? '';
const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
const enabled = vi.fn();

vi.mock('next/headers', () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
      set: (name: string, value: string, options: Record<string, unknown>) =>
        jar.set(name, { value, options }),
      delete: (name: string) => jar.delete(name),
    }),
  draftMode: () => Promise.resolve({ isEnabled: false, enable: enabled, disable() {} }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

function token(payload: object, key = derivedKey(SECRET, 'preview-token')): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const visit = (value: string) =>
  enterPreview(new Request(`https://orbita.test/api/preview/?token=${encodeURIComponent(value)}`));

// Each test a minute after the last: the WordPress client does not ask again a URL that just failed.
let minute = 0;
beforeEach(() => {
  jar.clear();
  enabled.mockReset();
  minute += 1;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 60_000 * minute);
  return () => vi.useRealTimers();
});

describe('GET /api/preview/?token=…', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    [
      'signed with the raw secret',
      () => token({ id: 7, type: 'case', exp: now() + 600, nonce: 'n1' }, SECRET),
    ],
    [
      'signed with another key',
      () => token({ id: 7, type: 'case', exp: now() + 600, nonce: 'n2' }, 'x'.repeat(64)),
    ],
    ['garbage', () => 'not-a-token'],
  ])('never asks WordPress for a token %s, and goes home', async (_, make) => {
    const calls = stubFetch(json({ success: true, type: 'case', id: 7, slug: 'fk-volna' }));
    await expect(visit(make())).rejects.toThrow('redirect /');
    expect(calls).toHaveLength(0);
    expect(jar.size).toBe(0);
    expect(enabled).not.toHaveBeenCalled();
  });

  it('never asks WordPress for an expired token, and opens its list', async () => {
    const calls = stubFetch(json({ success: true, type: 'case', id: 7, slug: 'fk-volna' }));
    await expect(
      visit(token({ id: 7, type: 'case', exp: now() - 1, nonce: 'n3' })),
    ).rejects.toThrow('redirect /cases/');
    expect(calls).toHaveLength(0);
    expect(jar.size).toBe(0);
  });

  it('redeems a good token with the preview-read key and sets an expiring, signed cookie', async () => {
    const calls = stubFetch(json({ success: true, type: 'case', id: 7, slug: 'fk-volna' }));
    const value = token({ id: 7, type: 'case', exp: now() + 600, nonce: 'n4' });
    await expect(visit(value)).rejects.toThrow('redirect /cases/fk-volna/');
    expect(calls).toHaveLength(1);
    const headers = calls[0]?.init?.headers as Record<string, string>;
    expect(headers['x-preview-secret']).toBe(derivedKey(SECRET, 'preview-read'));
    expect(JSON.stringify(calls[0]?.init)).not.toContain(SECRET);
    expect(enabled).toHaveBeenCalled();
    const cookie = jar.get(PREVIEW_COOKIE);
    expect(cookie?.options.maxAge).toBe(PREVIEW_COOKIE_MAX_AGE);
    const key = derivedKey(SECRET, 'preview-cookie');
    expect(readEntries(cookie?.value, key)).toEqual([{ type: 'case', id: 7, slug: 'fk-volna' }]);
    expect(readEntries(cookie?.value, SECRET)).toEqual([]);
    expect(readEntries(cookie?.value, key, Date.now() + PREVIEW_COOKIE_MAX_AGE * 1000)).toEqual([]);
  });
});
