// The WordPress media host, taken from WP_API_URL when the site is built: next/image's
// remotePatterns (next.config.ts) and the Content-Security-Policy (lib/security/headers.ts). A
// loopback host (the bundled demo WordPress, or a real one started for development or tests) is
// allowed on ANY port, so one local build shows media from the demo on 4010 and from a real
// WordPress on another port; a public host keeps its exact origin. Pure: next.config.ts loads it.

/** Hosts that only ever mean this machine (URL.hostname spells IPv6 in brackets). */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '::1', '[::1]'];

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname.toLowerCase());
}

/** A next/image remote pattern; without `port`, any port matches. */
export type MediaPattern = { protocol: 'http' | 'https'; hostname: string; port?: string };

function parse(wpApiUrl: string | undefined): URL | null {
  if (!wpApiUrl) return null;
  try {
    const u = new URL(wpApiUrl);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** The remote pattern of WP_API_URL's host: any port on loopback, its exact port otherwise. */
export function wordpressMediaPattern(wpApiUrl: string | undefined): MediaPattern | null {
  const u = parse(wpApiUrl);
  if (!u) return null;
  const protocol = u.protocol === 'https:' ? 'https' : 'http';
  if (isLoopbackHost(u.hostname)) return { protocol, hostname: u.hostname };
  return { protocol, hostname: u.hostname, port: u.port };
}

/** The CSP source of WP_API_URL's host: `http://127.0.0.1:*` on loopback, else its origin. */
export function wordpressMediaSource(wpApiUrl: string | undefined): string | null {
  const u = parse(wpApiUrl);
  if (!u) return null;
  return isLoopbackHost(u.hostname) ? `${u.protocol}//${u.hostname}:*` : u.origin;
}
