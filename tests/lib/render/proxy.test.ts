// @vitest-environment node
// The proxy of editor renders (proxy.ts, lib/render/proxy.ts; docs/WP-API.md 'Editor renders'):
// a forged, unsigned or malformed token 403 and an expired one 410, both with the render's
// headers and before any page (WordPress never hears of them); a good one passes on with the CORS
// header of exactly WP_ADMIN_ORIGIN, else the origin of WP_API_URL, read when the request comes.
import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { decideEditorRender, renderTokenOf } from '@/lib/render/proxy';
import { derivedKey } from '@/lib/security/keys';
import { config, proxy } from '@/proxy';

const SECRET = 'demo-revalidate-secret-0123456789';
const WP_API_URL = 'https://admin.example.ru/wp-json/studio/v1';
const ENV = { REVALIDATE_SECRET: SECRET, WP_API_URL };
const NOW = Date.parse('2026-11-27T10:00:00Z');

function token(payload: unknown, key = derivedKey(SECRET, 'render-token')): string {
  const first = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${first}.${createHmac('sha256', key).update(first).digest('base64url')}`;
}
const good = { id: 102, type: 'block', exp: NOW / 1000 + 60, nonce: 'abc' };
const path = (value: string) => `/editor-render/${value}/`;
const headerMap = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map((h) => [h.key.toLowerCase(), h.value]));

describe('renderTokenOf', () => {
  it('reads the one segment after /editor-render/', () => {
    expect(renderTokenOf('/editor-render/a.b/')).toBe('a.b');
    expect(renderTokenOf('/editor-render/a.b')).toBe('a.b');
    expect(renderTokenOf('/editor-render/')).toBeNull();
    expect(renderTokenOf('/editor-render/a/b/')).toBeNull();
    expect(renderTokenOf('/approval/a/')).toBeNull();
  });
});

describe('decideEditorRender', () => {
  it('passes a good token on with the CORS header of the origin of WP_API_URL', () => {
    const decision = decideEditorRender(path(token(good)), ENV, NOW);
    expect(decision).toEqual({
      kind: 'pass',
      headers: [
        { key: 'Access-Control-Allow-Origin', value: 'https://admin.example.ru' },
        { key: 'Vary', value: 'Origin' },
      ],
    });
  });

  it('allows exactly WP_ADMIN_ORIGIN when it is set (its origin, no path)', () => {
    const decision = decideEditorRender(
      path(token(good)),
      { ...ENV, WP_ADMIN_ORIGIN: 'https://wp-admin.example.ru:8443/wp-admin/' },
      NOW,
    );
    expect(headerMap(decision.headers)['access-control-allow-origin']).toBe(
      'https://wp-admin.example.ru:8443',
    );
  });

  it.each([
    ['unsigned', `${Buffer.from(JSON.stringify(good)).toString('base64url')}.`],
    ['forged (another key)', token(good, derivedKey(SECRET, 'preview-token'))],
    ['signed with the raw secret', token(good, SECRET)],
    ['malformed', 'not-a-token'],
    ['of a Preview link type', token({ ...good, type: 'article' })],
    ['missing', ''],
  ])('refuses a token %s with 403 and the render headers', (_, value) => {
    const decision = decideEditorRender(path(value), ENV, NOW);
    expect(decision).toMatchObject({ kind: 'refuse', status: 403 });
    const headers = headerMap(decision.headers);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('script-src');
    expect(headers['access-control-allow-origin']).toBe('https://admin.example.ru');
  });

  it('refuses an expired token with 410', () => {
    const old = { ...good, exp: NOW / 1000 - 1 };
    expect(decideEditorRender(path(token(old)), ENV, NOW)).toMatchObject({
      kind: 'refuse',
      status: 410,
    });
  });

  it('refuses every token when the site has no secret', () => {
    expect(
      decideEditorRender(path(token(good)), { WP_API_URL, REVALIDATE_SECRET: '' }, NOW),
    ).toMatchObject({ kind: 'refuse', status: 403 });
  });

  it('sends no CORS header when no origin is configured', () => {
    const decision = decideEditorRender(path(token(good)), { REVALIDATE_SECRET: SECRET }, NOW);
    expect(decision).toEqual({ kind: 'pass', headers: [] });
  });
});

describe('proxy.ts', () => {
  it('runs on the editor renders only', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(matches('/editor-render/abc.def/')).toBe(true);
    expect(matches('/editor-render/')).toBe(true);
    for (const url of ['/', '/cases/lavka-severa/', '/approval/abc/', '/api/preview/', '/editor/'])
      expect(matches(url)).toBe(false);
  });

  it('answers a forged token itself, 403, and an expired one 410', () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    vi.stubEnv('WP_API_URL', WP_API_URL);
    const forged = proxy(new NextRequest(`https://site.test${path('forged.token')}`));
    expect(forged.status).toBe(403);
    expect(forged.headers.get('x-middleware-next')).toBeNull();
    expect(forged.headers.get('cache-control')).toBe('no-store');
    const old = token({ ...good, exp: Math.floor(Date.now() / 1000) - 5 });
    expect(proxy(new NextRequest(`https://site.test${path(old)}`)).status).toBe(410);
  });

  it('passes a good token on, with the origin read from the environment at run time', () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    vi.stubEnv('WP_API_URL', 'http://127.0.0.1:4110/wp-json/studio/v1');
    vi.stubEnv('WP_ADMIN_ORIGIN', '');
    const fresh = token({ ...good, exp: Math.floor(Date.now() / 1000) + 60 });
    const response = proxy(new NextRequest(`https://site.test${path(fresh)}`));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4110');
    expect(response.headers.get('vary')).toBe('Origin');
    vi.stubEnv('WP_ADMIN_ORIGIN', 'https://admin.example.ru');
    const again = proxy(new NextRequest(`https://site.test${path(fresh)}`));
    expect(again.headers.get('access-control-allow-origin')).toBe('https://admin.example.ru');
  });
});
