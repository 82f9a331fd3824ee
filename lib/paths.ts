// Every URL of the site in one place (SPEC 2.1). Canonical paths carry a trailing slash; the case
// page's neighbour links do not (SPEC 2.8). A slug is one encoded path segment: WordPress may send
// Cyrillic slugs already percent-encoded, so a slug is decoded first and never encoded twice.

export const HOME_PATH = '/';
export const CASES_PATH = '/cases/';
export const BLOG_PATH = '/blog/';
export const SOLUTIONS_PATH = '/solutions/';
export const VACANCIES_PATH = '/vacancies/';
export const CONTACTS_PATH = '/contacts/';
/** The RSS feeds of the blog and the cases (docs/seo.md 'Feeds'). */
export const BLOG_FEED_PATH = '/blog/feed.xml';
export const CASES_FEED_PATH = '/cases/feed.xml';
/** The personal-data policy (152-ФЗ) the lead form's consent links to. */
export const PRIVACY_PATH = '/privacy/';

/** The routes that are not content modules: home, the WordPress-driven lists, the policy. */
export const LIST_PATHS: readonly string[] = [
  HOME_PATH,
  BLOG_PATH,
  CASES_PATH,
  SOLUTIONS_PATH,
  VACANCIES_PATH,
  CONTACTS_PATH,
  PRIVACY_PATH,
];

/** decodeURIComponent that answers null for a malformed escape instead of throwing. */
export function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A slug as one encoded path segment ('../x' stays inside its segment as '..%2Fx'). */
export function encodeSlug(slug: string): string {
  return encodeURIComponent(decodeSegment(slug) ?? slug);
}

/** Canonical path of a case page: '/cases/{slug}/'. */
export function casePath(slug: string): string {
  return `${CASES_PATH}${encodeSlug(slug)}/`;
}

/** A neighbour link on the case page (SPEC 2.8): '/cases/{slug}', without a trailing slash. */
export function caseNeighbourHref(slug: string): string {
  return `${CASES_PATH}${encodeSlug(slug)}`;
}

/** Canonical path of an article: '/blog/{slug}/'. */
export function articlePath(slug: string): string {
  return `${BLOG_PATH}${encodeSlug(slug)}/`;
}

/** Canonical path of a ready-made solution: '/solutions/{slug}/'. */
export function solutionPath(slug: string): string {
  return `${SOLUTIONS_PATH}${encodeSlug(slug)}/`;
}

/** Canonical path of a vacancy: '/vacancies/{slug}/'. */
export function vacancyPath(slug: string): string {
  return `${VACANCIES_PATH}${encodeSlug(slug)}/`;
}

/** Ensures a leading and a trailing slash: 'cases/x' → '/cases/x/'. */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** SITE_URL without trailing slashes: 'https://example.ru/' → 'https://example.ru'. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** An absolute URL of a site path: absoluteUrl('https://example.ru/', '/about/'). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteOrigin(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}
