// The case's external link (SPEC 2.8, 5): shown only when case_outer_link parses as a URL, and
// labelled with that URL's host only.
import { domainToUnicode } from 'node:url';

export type OuterLink = { href: string; host: string };

/** Parses case_outer_link; null when missing, not a URL, or not http(s) (no javascript: links). */
export function parseOuterLink(raw: string | null | undefined): OuterLink | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  // Punycode hosts (xn--…) are shown as the visitor would type them, e.g. 'орбита.рф'.
  const hostname = domainToUnicode(url.hostname) || url.hostname;
  return { href: url.href, host: url.port ? `${hostname}:${url.port}` : hostname };
}
