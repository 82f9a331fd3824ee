// Metadata and JSON-LD of a case page (SPEC 2.8), as pure functions of the case and SITE_URL.
import type { Metadata } from 'next';
import type { BreadcrumbList, CreativeWork, WithContext } from 'schema-dts';
import { truncate } from '../format';
import { absoluteUrl, casePath, CASES_PATH } from '../paths';
import { htmlToText } from '../text/plain';
import { SITE_DESCRIPTION, SITE_NAME } from '../site';
import type { CaseDetail } from '../wp/schemas';
import { breadcrumbsJsonLd } from './breadcrumbs';
import { DEFAULT_OG_IMAGE, type OgImage } from './metadata';
import { shareImage } from './og-image';
import { studio } from './organization';

const DESCRIPTION_MAX = 200;

/** '{SITE_URL}/cases/{slug}/' */
export function caseUrl(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, casePath(slug));
}

/** meta description: seo_data.description, else the case description as text, else the site's. */
export function caseDescription(detail: CaseDetail): string {
  const fromSeo = htmlToText(detail.seo_data.description);
  if (fromSeo) return fromSeo;
  const fromCase = htmlToText(detail.case.case_description_extended);
  return fromCase ? truncate(fromCase, DESCRIPTION_MAX) : SITE_DESCRIPTION;
}

/** The case title as plain text (WordPress titles may carry entities or stray markup). */
export function caseTitle(detail: CaseDetail): string {
  return htmlToText(detail.case.title) || detail.case.title;
}

/** og:image: seo_data.image_url with image_sizes and image_mime_type; else the cover; else the default. */
export function caseOgImage(detail: CaseDetail, siteUrl: string): OgImage {
  return (
    shareImage(detail.seo_data, detail.case.image, caseTitle(detail)) ?? {
      ...DEFAULT_OG_IMAGE,
      url: new URL(DEFAULT_OG_IMAGE.url, siteUrl).href,
    }
  );
}

/** The page's Metadata: the document title is the case title (no site-name template). */
export function caseMetadata(slug: string, detail: CaseDetail, siteUrl: string): Metadata {
  const title = caseTitle(detail);
  const description = caseDescription(detail);
  const url = caseUrl(siteUrl, slug);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName: SITE_NAME,
      url,
      title: htmlToText(detail.seo_data.title) || title,
      description,
      images: [caseOgImage(detail, siteUrl)],
    },
  };
}

/** CreativeWork for the case and its BreadcrumbList (Главная → Портфолио → case). */
export function caseJsonLd(
  slug: string,
  detail: CaseDetail,
  siteUrl: string,
): [WithContext<CreativeWork>, WithContext<BreadcrumbList>] {
  const url = caseUrl(siteUrl, slug);
  const { case: item } = detail;
  const author = studio(siteUrl);
  const work: WithContext<CreativeWork> = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#case`,
    name: caseTitle(detail),
    headline: caseTitle(detail),
    description: caseDescription(detail),
    url,
    mainEntityOfPage: url,
    inLanguage: 'ru-RU',
    image: caseOgImage(detail, siteUrl).url,
    creator: author,
    publisher: author,
    ...(item.directions.length ? { genre: item.directions.map((d) => htmlToText(d.title)) } : {}),
    ...(item.technologies.length
      ? { keywords: item.technologies.map((t) => htmlToText(t.title)).join(', ') }
      : {}),
  };
  const breadcrumbs = breadcrumbsJsonLd(siteUrl, [
    { name: 'Портфолио', path: CASES_PATH },
    { name: caseTitle(detail), path: casePath(slug) },
  ]);
  return [work, breadcrumbs];
}
