// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextConfig } from '@/next.config';
import {
  HSTS_MAX_AGE_S,
  contentSecurityPolicy,
  editorRenderCors,
  editorRenderHeaders,
  editorRenderPolicy,
  originOf,
  securityHeaders,
  wpAdminOrigin,
} from '@/lib/security/headers';

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

describe('originOf', () => {
  it('keeps scheme, host and port of an http(s) URL', () => {
    expect(originOf(WP)).toBe('https://admin.example.ru');
    expect(originOf('http://127.0.0.1:4102/wp-json/studio/v1')).toBe('http://127.0.0.1:4102');
  });

  it('gives null for nothing, garbage and other schemes', () => {
    expect(originOf(undefined)).toBeNull();
    expect(originOf('')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('ftp://admin.example.ru/')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('content security policy', () => {
  const policy = directives(contentSecurityPolicy({ siteUrl: 'https://example.ru', wpApiUrl: WP }));

  it('locks down plugins, base, forms and framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('never allows eval in production', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('limits images and connections to the site and the WordPress media host', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://admin.example.ru']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://admin.example.ru']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://admin.example.ru']);
  });

  it('upgrades insecure requests only on an https site', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    const local = directives(
      contentSecurityPolicy({ siteUrl: 'http://localhost:3000', wpApiUrl: WP }),
    );
    // On plain http an upgrade would send the demo WordPress's images to https and break them.
    expect(local.has('upgrade-insecure-requests')).toBe(false);
  });

  it('names no media host when WP_API_URL is missing or broken', () => {
    for (const wpApiUrl of [undefined, 'nonsense']) {
      const p = directives(contentSecurityPolicy({ siteUrl: 'https://example.ru', wpApiUrl }));
      expect(p.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(p.get('connect-src')).toEqual(["'self'"]);
    }
  });

  it("allows eval and the dev server's websocket under next dev only", () => {
    const dev = directives(
      contentSecurityPolicy({ siteUrl: 'http://localhost:3000', wpApiUrl: WP, dev: true }),
    );
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toEqual(expect.arrayContaining(['ws:', "'self'"]));
  });
});

describe('content security policy with the Metrika counter', () => {
  const metrika = { id: '12345678', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' };
  const on = directives(
    contentSecurityPolicy({ siteUrl: 'https://example.ru', wpApiUrl: WP, metrika }),
  );

  it('opens nothing for it while it is off', () => {
    for (const off of [undefined, null]) {
      const p = contentSecurityPolicy({
        siteUrl: 'https://example.ru',
        wpApiUrl: WP,
        metrika: off,
      });
      expect(p).not.toMatch(/yandex|yastatic/);
    }
  });

  it('allows its script from Yandex, and its hits to the mc.yandex hosts only', () => {
    expect(on.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
    for (const directive of ['img-src', 'connect-src']) {
      const sources = on.get(directive) ?? [];
      expect(sources).toEqual(
        expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']),
      );
      const added = sources.filter(
        (s) => !["'self'", 'data:', 'blob:', 'https://admin.example.ru'].includes(s),
      );
      expect(
        added.every((s) => /^https:\/\/mc\.yandex\.[a-z.]+$/.test(s)),
        directive,
      ).toBe(true);
    }
  });

  it('keeps everything else as it is: no eval, no frames, no session replay hosts', () => {
    expect([...on.values()].flat()).not.toContain("'unsafe-eval'");
    expect(on.get('frame-src')).toEqual(["'none'"]);
    expect(on.get('default-src')).toEqual(["'self'"]);
    expect([...on.values()].flat().join(' ')).not.toMatch(/webvisor|wss:/);
  });

  it('allows a script URL of its own (a test stand-in) at its origin', () => {
    const local = directives(
      contentSecurityPolicy({
        siteUrl: 'http://localhost:3000',
        wpApiUrl: WP,
        metrika: { id: '1', scriptUrl: 'http://127.0.0.1:4499/tag.js' },
      }),
    );
    expect(local.get('script-src')).toContain('http://127.0.0.1:4499');
    expect(local.get('connect-src')).toContain('http://127.0.0.1:4499');
    expect(local.get('img-src')).toContain('http://127.0.0.1:4499');
  });
});

describe('security headers', () => {
  it('sends the policy, HSTS, nosniff, the referrer and permissions policies', () => {
    const headers = Object.fromEntries(
      securityHeaders({ siteUrl: 'https://example.ru', wpApiUrl: WP }).map((h) => [h.key, h.value]),
    );
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Strict-Transport-Security']).toBe(`max-age=${HSTS_MAX_AGE_S}`);
    expect(HSTS_MAX_AGE_S).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('applies to every path in next.config, and the approval headers last to approval links', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toHaveLength(4);
    expect(rules[0]?.source).toBe('/:path*');
    expect(rules[0]?.headers.map((h) => h.key)).toContain('Content-Security-Policy');
    // The later rule wins for a key both set (Referrer-Policy): it must come after the site-wide one.
    expect(rules[1]).toEqual({
      source: '/approval/:path*',
      headers: [
        { key: 'Cache-Control', value: 'no-store' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
      ],
    });
  });
});

describe('editor renders', () => {
  it('have a policy without any script source, never framed, posting or rebasing', () => {
    const policy = directives(editorRenderPolicy(WP));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'worker-src'])
      expect(policy.has(name)).toBe(false);
    expect(editorRenderPolicy(WP)).not.toMatch(/script|unsafe-eval|\*(?!:)/);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://admin.example.ru']);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The demo WordPress on loopback: any port.
    expect(
      directives(editorRenderPolicy('http://127.0.0.1:4010/wp-json/studio/v1')).get('img-src'),
    ).toEqual(["'self'", 'data:', 'http://127.0.0.1:*']);
  });

  it('are never stored, indexed or referred', () => {
    expect(editorRenderHeaders(WP)).toEqual([
      { key: 'Cache-Control', value: 'no-store' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      { key: 'Referrer-Policy', value: 'no-referrer' },
      { key: 'Content-Security-Policy', value: editorRenderPolicy(WP) },
    ]);
  });

  it('are readable by WP_ADMIN_ORIGIN only, else by the origin of WP_API_URL', () => {
    expect(wpAdminOrigin({ WP_API_URL: WP })).toBe('https://admin.example.ru');
    expect(wpAdminOrigin({ WP_API_URL: WP, WP_ADMIN_ORIGIN: 'https://edit.example.ru/' })).toBe(
      'https://edit.example.ru',
    );
    expect(wpAdminOrigin({ WP_API_URL: WP, WP_ADMIN_ORIGIN: 'not a url' })).toBe(
      'https://admin.example.ru',
    );
    expect(wpAdminOrigin({})).toBeNull();
    expect(editorRenderCors('https://admin.example.ru')).toEqual([
      { key: 'Access-Control-Allow-Origin', value: 'https://admin.example.ru' },
      { key: 'Vary', value: 'Origin' },
    ]);
    expect(editorRenderCors(null)).toEqual([]);
  });

  it('come after the site-wide headers in next.config, and the fonts are readable anywhere', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const render = rules.findIndex((r) => r.source === '/editor-render/:path*');
    expect(render).toBeGreaterThan(0);
    expect(rules[render]?.headers.map((h) => h.key)).toEqual([
      'Cache-Control',
      'X-Robots-Tag',
      'Referrer-Policy',
      'Content-Security-Policy',
    ]);
    // The CORS header is the proxy's (run time), never baked in at build time.
    expect(JSON.stringify(rules)).not.toContain('Access-Control-Allow-Origin","value":"http');
    expect(rules.find((r) => r.source === '/_next/static/media/:path*')?.headers).toEqual([
      { key: 'Access-Control-Allow-Origin', value: '*' },
    ]);
  });
});
