// The security headers of every response (issue 9, part 1), built once at build time by
// next.config.ts. Pages stay static, so the policy has no per-request nonce: Next.js's inline
// bootstrap and data scripts need 'unsafe-inline' in script-src (see docs/security.md).
// Pure and free of server-only imports: next.config.ts loads it before any app code exists.
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

/** Content-Security-Policy: everything from the site itself, plus the WordPress media host. */
export function contentSecurityPolicy({ siteUrl, wpApiUrl, dev = false }: SecurityOptions): string {
  const media = wordpressMediaSource(wpApiUrl);
  const withMedia = (...sources: string[]) => (media ? [...sources, media] : sources);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Inline: Next.js's bootstrap and RSC data scripts (static pages, no nonce). No 'unsafe-eval'
    // in production: three.js, GSAP and the sliders never evaluate strings.
    [
      'script-src',
      dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", "'unsafe-inline'"],
    ],
    // Inline: React style attributes (aspect ratios, case colours) and the loading bar's <style>.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the tiny blur placeholders next/image inlines; blob: textures made in the browser.
    ['img-src', withMedia("'self'", 'data:', 'blob:')],
    ['media-src', withMedia("'self'")],
    ['font-src', ["'self'"]],
    ['connect-src', dev ? withMedia("'self'", 'ws:', 'wss:') : withMedia("'self'")],
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
