// @vitest-environment node
import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern';
import { describe, expect, it, vi } from 'vitest';
import {
  isLoopbackHost,
  wordpressMediaPattern,
  wordpressMediaSource,
} from '@/lib/build/media-host';
import { contentSecurityPolicy } from '@/lib/security/headers';

const WP = 'https://admin.example.ru/wp-json/studio/v1';

/** The policy as a map: directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('the WordPress media host (build time, from WP_API_URL)', () => {
  const DEMO = 'http://127.0.0.1:4010/wp-json/studio/v1';

  it('knows the loopback hosts, and nothing else', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['admin.example.ru', '127.0.0.2', 'localhost.example.ru', '10.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('allows a loopback host on any port in the policy: the demo on 4010, a real WordPress on 4020', () => {
    const csp = directives(
      contentSecurityPolicy({ siteUrl: 'http://localhost:3000', wpApiUrl: DEMO }),
    );
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:*']);
    expect(csp.get('media-src')).toEqual(["'self'", 'http://127.0.0.1:*']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:*']);
    expect(wordpressMediaSource('http://localhost:4020/wp-json/studio/v1')).toBe(
      'http://localhost:*',
    );
    expect(wordpressMediaSource('http://[::1]:4020/wp-json/studio/v1')).toBe('http://[::1]:*');
  });

  it('keeps the exact origin of a public host, port included', () => {
    expect(wordpressMediaSource(WP)).toBe('https://admin.example.ru');
    expect(wordpressMediaSource('https://admin.example.ru:8443/wp-json/studio/v1')).toBe(
      'https://admin.example.ru:8443',
    );
    expect(wordpressMediaSource('nonsense')).toBeNull();
    expect(wordpressMediaSource('ftp://admin.example.ru/')).toBeNull();
  });

  it('gives next/image a loopback pattern without a port and a public one with its own', () => {
    const local = wordpressMediaPattern(DEMO)!;
    expect(local).toEqual({ protocol: 'http', hostname: '127.0.0.1' });
    const pattern = { ...local, pathname: '/**' };
    for (const port of ['4010', '4020']) {
      const url = new URL(`http://127.0.0.1:${port}/wp-content/uploads/cases/volna-cover.webp`);
      expect(matchRemotePattern(pattern, url), port).toBe(true);
    }
    expect(matchRemotePattern(pattern, new URL('http://10.0.0.1:4010/a.webp'))).toBe(false);

    const remote = { ...wordpressMediaPattern(WP)!, pathname: '/**' };
    expect(remote).toEqual({
      protocol: 'https',
      hostname: 'admin.example.ru',
      port: '',
      pathname: '/**',
    });
    expect(matchRemotePattern(remote, new URL('https://admin.example.ru/wp-content/a.webp'))).toBe(
      true,
    );
    expect(
      matchRemotePattern(remote, new URL('https://admin.example.ru:8443/wp-content/a.webp')),
    ).toBe(false);
    expect(wordpressMediaPattern(undefined)).toBeNull();
  });

  it('builds next.config from WP_API_URL: any loopback port, local IPs allowed only then', async () => {
    vi.stubEnv('WP_API_URL', DEMO);
    vi.resetModules();
    const local = (await import('@/next.config')).nextConfig.images!;
    expect(local.remotePatterns).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', pathname: '/**' },
    ]);
    expect(local.dangerouslyAllowLocalIP).toBe(true);

    vi.stubEnv('WP_API_URL', WP);
    vi.resetModules();
    const remote = (await import('@/next.config')).nextConfig.images!;
    expect(remote.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'admin.example.ru', port: '', pathname: '/**' },
    ]);
    expect(remote.dangerouslyAllowLocalIP).toBe(false);
    vi.resetModules();
  });
});
