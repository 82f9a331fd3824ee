// The security headers of every response (issue 9, part 1), built once at build time by
// next.config.ts. Pages stay static, so the policy has no per-request nonce: Next.js's inline
// bootstrap and data scripts need 'unsafe-inline' in script-src (see docs/security.md).
// Pure and free of server-only imports: next.config.ts loads it before any app code exists.
import type { Metrika } from '../analytics/config';
import { wordpressMediaSource } from '../build/media-host';

export type SecurityOptions = {
  /** The public origin (SITE_URL); an https site also asks browsers to upgrade http subresources. */
  siteUrl: string;
  /**
   * The WordPress API base (WP_API_URL); its origin hosts the uploads (images, video). A loopback
   * host is allowed on any port (lib/build/media-host.ts).
   */
  wpApiUrl?: string | undefined;
  /** `next dev`: React's dev build needs eval (call stacks) and the dev server a websocket. */
  dev?: boolean;
  /** The Yandex Metrika counter when it is on (lib/analytics/config.ts): its hosts are allowed. */
  metrika?: Metrika | null | undefined;
};

export type Header = { key: string; value: string };

/** HSTS lifetime: two years, the value browsers' preload lists ask for. */
export const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;

/** The origin (scheme://host[:port]) of an absolute http(s) URL, or null. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The hosts Yandex Metrika's counter talks to, from Yandex's list for sites with a CSP
 * (yandex.ru/support/metrica/code/install-counter-csp.html): the counter's script comes from
 * mc.yandex.ru (yastatic.net serves its helper scripts); its hits (images, beacons, fetches) go to
 * mc.yandex.ru and, for visitors elsewhere and the cookie sync, to the other mc.yandex hosts.
 * Session replay (Вебвизор: mc.webvisor.*, wss://) stays off, so its hosts are not allowed.
 */
export const METRIKA_SCRIPT_SOURCES = ['https://mc.yandex.ru', 'https://yastatic.net'] as const;
export const METRIKA_HIT_SOURCES = [
  'https://mc.yandex.ru',
  'https://mc.yandex.com',
  'https://mc.yandex.az',
  'https://mc.yandex.by',
  'https://mc.yandex.co.il',
  'https://mc.yandex.com.am',
  'https://mc.yandex.com.ge',
  'https://mc.yandex.com.tr',
  'https://mc.yandex.ee',
  'https://mc.yandex.fr',
  'https://mc.yandex.kg',
  'https://mc.yandex.kz',
  'https://mc.yandex.lt',
  'https://mc.yandex.lv',
  'https://mc.yandex.md',
  'https://mc.yandex.tj',
  'https://mc.yandex.tm',
  'https://mc.yandex.uz',
] as const;

/** What the counter adds to script-src and to img-src/connect-src; nothing when it is off. */
function metrikaSources(metrika: Metrika | null | undefined): { script: string[]; hits: string[] } {
  if (!metrika) return { script: [], hits: [] };
  // A script URL of its own (a test's stand-in) is allowed at its origin, for script and hits.
  const own = originOf(metrika.scriptUrl);
  const extra = own && !METRIKA_SCRIPT_SOURCES.some((s) => s === own) ? [own] : [];
  return {
    script: [...METRIKA_SCRIPT_SOURCES, ...extra],
    hits: [...METRIKA_HIT_SOURCES, ...extra],
  };
}

/**
 * Content-Security-Policy: everything from the site itself, plus the WordPress media host, plus
 * the Metrika counter's hosts only when it is on.
 */
export function contentSecurityPolicy({
  siteUrl,
  wpApiUrl,
  dev = false,
  metrika,
}: SecurityOptions): string {
  const media = wordpressMediaSource(wpApiUrl);
  const counter = metrikaSources(metrika);
  const withMedia = (...sources: string[]) => (media ? [...sources, media] : sources);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Inline: Next.js's bootstrap and RSC data scripts (static pages, no nonce). No 'unsafe-eval'
    // in production: three.js, GSAP and the sliders never evaluate strings.
    [
      'script-src',
      [
        ...(dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", "'unsafe-inline'"]),
        ...counter.script,
      ],
    ],
    // Inline: React style attributes (aspect ratios, case colours) and the loading bar's <style>.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the tiny blur placeholders next/image inlines; blob: textures made in the browser.
    ['img-src', [...withMedia("'self'", 'data:', 'blob:'), ...counter.hits]],
    ['media-src', withMedia("'self'")],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [...(dev ? withMedia("'self'", 'ws:', 'wss:') : withMedia("'self'")), ...counter.hits],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (originOf(siteUrl)?.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The headers sent with every response: HTML, API, static files, images. */
export function securityHeaders(options: SecurityOptions): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    // Ignored by browsers over plain http (RFC 6797 8.1), so it is safe on a local build too.
    // No includeSubDomains: the WordPress admin host may be a subdomain without https.
    { key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_S}` },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers older than frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** The pages of approval links (`/approval/{token}/`), on top of securityHeaders(). */
export const APPROVAL_PATH_SOURCE = '/approval/:path*';

/**
 * What an approval link's page adds (docs/WP-API.md 'Approval links'): never stored by a browser
 * or a proxy, never indexed, and no Referer, so the token never leaves the page in one (the
 * later Referrer-Policy wins over the site-wide one).
 */
export const APPROVAL_HEADERS: readonly Header[] = [
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
];

/** The editor renders (`/editor-render/{token}/`, docs/WP-API.md 'Editor renders'). */
export const EDITOR_RENDER_PATH_SOURCE = '/editor-render/:path*';
export const EDITOR_RENDER_PREFIX = '/editor-render/';

/**
 * The policy of an editor render: it is read by the editor's script (CORS), never run or framed,
 * so nothing in it may run a script (no script-src: default-src 'none' covers it), post a form,
 * change the base or be framed. Styles are the site's and inline ones (the inlined CSS, React's
 * style attributes); images the site's, data: and the WordPress media host.
 */
export function editorRenderPolicy(wpApiUrl: string | undefined): string {
  const media = wordpressMediaSource(wpApiUrl);
  const withMedia = (...sources: string[]) => (media ? [...sources, media] : sources);
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', withMedia("'self'", 'data:')],
    ['media-src', withMedia("'self'")],
    ['font-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * What every answer of `/editor-render/` carries on top of securityHeaders() (the later rule wins
 * for a repeated key): never stored, never indexed, no Referer, and the policy without scripts.
 * The CORS header depends on the run-time WP_ADMIN_ORIGIN, so proxy.ts adds it (editorRenderCors).
 */
export function editorRenderHeaders(wpApiUrl: string | undefined): Header[] {
  return [
    { key: 'Cache-Control', value: 'no-store' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    { key: 'Referrer-Policy', value: 'no-referrer' },
    { key: 'Content-Security-Policy', value: editorRenderPolicy(wpApiUrl) },
  ];
}

/**
 * The one origin that may read editor renders: WP_ADMIN_ORIGIN (the origin editors open wp-admin
 * at), else the origin of WP_API_URL; null when neither is an http(s) URL. Read at run time.
 */
export function wpAdminOrigin(env: {
  WP_ADMIN_ORIGIN?: string | undefined;
  WP_API_URL?: string | undefined;
}): string | null {
  return originOf(env.WP_ADMIN_ORIGIN) ?? originOf(env.WP_API_URL);
}

/** The CORS headers of an editor render for `origin` (nothing without one). */
export function editorRenderCors(origin: string | null): Header[] {
  if (!origin) return [];
  return [
    { key: 'Access-Control-Allow-Origin', value: origin },
    { key: 'Vary', value: 'Origin' },
  ];
}

/** The site's font files (next/font puts them here): read from wp-admin by the editor renders. */
export const FONT_PATH_SOURCE = '/_next/static/media/:path*';
export const FONT_HEADERS: readonly Header[] = [{ key: 'Access-Control-Allow-Origin', value: '*' }];
