// Helpers of the site crawl (e2e/visitor/a11y-crawl.spec.ts): the sitemap's paths, page kinds,
// axe-core with the tags of issue 12, console errors and the internal links a page shows.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_ORIGIN } from './wp';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/** axe's rule for WCAG 2.5.3 (the prev/next case links of issue 12). */
export const LABEL_IN_NAME = 'label-content-name-mismatch';

/** A path no route answers: the 404 page. */
export const NOT_FOUND_PATH = '/stranitsa-kotoroy-net/';

/** The hostile demo case: script payloads in every text field, pink on violet colours. */
export const HOSTILE_CASE_PATH = '/cases/fitnes-puls/';

/** The `<loc>`s of an XML answer, decoded. */
export function xmlLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeXml(m[1] ?? ''));
}

/**
 * Every URL of the sitemap, in its order: the index /sitemap.xml, then each file it lists
 * (docs/seo.md 'Sitemap'). `origin` is the site's (SITE_ORIGIN by default).
 */
export async function sitemapUrls(
  request: APIRequestContext,
  origin = SITE_ORIGIN,
): Promise<{ files: string[]; urls: string[]; xml: string[] }> {
  const index = await request.get(`${origin}/sitemap.xml`);
  if (!index.ok()) throw new Error(`sitemap.xml answered ${index.status()}`);
  const files = xmlLocs(await index.text());
  const urls: string[] = [];
  const xml: string[] = [];
  for (const file of files) {
    if (!file.startsWith(`${origin}/sitemaps/`)) throw new Error(`the index lists ${file}`);
    const res = await request.get(file);
    if (!res.ok()) throw new Error(`${file} answered ${res.status()}`);
    const text = await res.text();
    xml.push(text);
    urls.push(...xmlLocs(text.replace(/<image:loc>[^<]*<\/image:loc>/g, '')));
  }
  return { files, urls, xml };
}

/** Every path of the sitemap, in its order (the site's own origin stripped). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const { urls } = await sitemapUrls(request);
  const foreign = urls.filter((loc) => !loc.startsWith(`${SITE_ORIGIN}/`));
  if (foreign.length > 0) throw new Error(`the sitemap lists foreign URLs: ${foreign.join(', ')}`);
  return urls.map((loc) => loc.slice(SITE_ORIGIN.length));
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What a page is built from: detail pages of a collection, its list, or a page of its own. */
export type Kind = 'home' | 'case' | 'article' | 'solution' | 'service' | 'list' | 'page';

const DETAIL: [Kind, RegExp][] = [
  ['case', /^\/cases\/[^/]+\/$/],
  ['article', /^\/blog\/.+\/$/],
  ['solution', /^\/solutions\/[^/]+\/$/],
  ['service', /^\/services\/[^/]+\/$/],
];

const LISTS = new Set(['/cases/', '/blog/', '/solutions/', '/vacancies/', '/services/']);

export function kindOf(path: string): Kind {
  if (path === '/') return 'home';
  if (LISTS.has(path)) return 'list';
  return DETAIL.find(([, re]) => re.test(path))?.[0] ?? 'page';
}

/**
 * Waits until client leaves that change the markup (the Splide sliders) have mounted. A slider
 * loads its script only near the viewport, so each is scrolled to first; then back to the top.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (const slider of await page.locator('.splide').all()) {
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/is-initialized/);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe-core over the page as it is now; one readable line per violation and node. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // WCAG 2.5.3 'Label in Name' is still 'experimental' in axe-core, so off unless asked for.
    .options({ rules: { [LABEL_IN_NAME]: { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`,
    ),
  );
}

/** Collects console errors and uncaught exceptions from now on; `take()` returns and clears them. */
export function watchConsole(page: Page): { take: () => string[] } {
  let errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

/** The site's own links on the page (hash dropped), as paths with their query; not the page itself. */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (links) =>
    links.map((a) => (a as HTMLAnchorElement).href),
  );
  const here = new URL(page.url());
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== SITE_ORIGIN) continue;
    if (url.pathname === here.pathname && url.search === here.search) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

/** Links checked at once (the server renders them; the machine may be small). */
const LINK_BATCH = 4;

/** Paths among `paths` that do not end in a 200 (redirects followed, at most 3). */
export async function brokenLinks(
  request: APIRequestContext,
  paths: Iterable<string>,
): Promise<string[]> {
  const broken: string[] = [];
  const all = [...paths];
  for (let i = 0; i < all.length; i += LINK_BATCH) {
    await Promise.all(
      all.slice(i, i + LINK_BATCH).map(async (path) => {
        const res = await request.get(path, { maxRedirects: 3 });
        if (res.status() !== 200) broken.push(`${path} → ${res.status()}`);
        else if (!res.url().startsWith(`${SITE_ORIGIN}/`)) broken.push(`${path} → left the site`);
      }),
    );
  }
  return broken.sort();
}
