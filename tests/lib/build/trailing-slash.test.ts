// @vitest-environment node
// The site's trailing-slash redirects (lib/build/trailing-slash.ts), matched as Next.js matches
// them: its own rules for every path, except an editor render's, whose token (payload.signature
// in base64url) ends like a file name half of the time and must keep its URL (no 308 without the
// CORS header in front of the editor's fetch).
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { describe, expect, it } from 'vitest';
import { TRAILING_SLASH_REDIRECTS } from '@/lib/build/trailing-slash';
import { nextConfig } from '@/next.config';

const routes = TRAILING_SLASH_REDIRECTS.map((r) => buildCustomRoute('redirect', r, ['/_next']));

/** The destination the first matching rule gives, or null (no redirect). */
function redirectOf(path: string): string | null {
  for (const [i, route] of routes.entries()) {
    const match = new RegExp(route.regex).exec(path);
    if (match) return i === 0 ? `/${match[1]}` : `/${match[1]}/`;
  }
  return null;
}

// A token whose signature has no '-': the shape Next.js's own rule takes for a file.
const FILE_LIKE = 'eyJpZCI6MTAyLCJ0eXBlIjoiYmxvY2sifQ.P20yActzYFkNkgiYsTTUvwmJE2Q_BmTMxgVRT6YPTDM';

describe('trailing-slash redirects', () => {
  it('add the slash to a page path and drop it from a file path, as Next.js does', () => {
    expect(redirectOf('/about')).toBe('/about/');
    expect(redirectOf('/cases/lavka-severa')).toBe('/cases/lavka-severa/');
    expect(redirectOf('/robots.txt/')).toBe('/robots.txt');
    expect(redirectOf('/images/logo.png/')).toBe('/images/logo.png');
    expect(redirectOf('/about/')).toBeNull();
    expect(redirectOf('/cases/lavka-severa/')).toBeNull();
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/robots.txt')).toBeNull();
    expect(redirectOf('/.well-known/security.txt/')).toBeNull();
    expect(redirectOf('/_next/static/chunks/main.js/')).toBeNull();
  });

  it('leave an editor render at the URL it was asked with, even a file-like token', () => {
    expect(redirectOf(`/editor-render/${FILE_LIKE}/`)).toBeNull();
    expect(redirectOf('/editor-render/abc.def-ghi/')).toBeNull();
    // Elsewhere the same shape is a file.
    expect(redirectOf(`/cases/${FILE_LIKE}/`)).toBe(`/cases/${FILE_LIKE}`);
  });

  it('replace Next.js own rules in next.config, before the site redirects', async () => {
    expect(nextConfig.skipTrailingSlashRedirect).toBe(true);
    expect(nextConfig.trailingSlash).toBe(true);
    const redirects = (await nextConfig.redirects?.()) ?? [];
    expect(redirects.slice(0, 2)).toEqual(TRAILING_SLASH_REDIRECTS);
  });
});
