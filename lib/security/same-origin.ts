// Whether a browser request comes from the site's own pages (docs/security.md 'Same-origin
// requests'): the check Next.js makes for the lead form's Server Action (its Origin's host against
// the request's X-Forwarded-Host or Host), made explicit for the route handlers the browser posts
// JSON to, and stricter: a request without an Origin, or that the browser marks as coming from
// another site (Sec-Fetch-Site), is refused.
import { originOf } from './headers';

/**
 * True when `request` was sent by a page of this site: its Origin is the site's public origin
 * (SITE_URL) or the host the request was addressed to (behind a proxy, its X-Forwarded-Host).
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const { headers } = request;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = originOf(headers.get('origin') ?? undefined);
  if (!origin) return false;
  if (origin === originOf(siteUrl)) return true;
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const addressed = forwarded || headers.get('host');
  return !!addressed && new URL(origin).host === addressed.toLowerCase();
}
