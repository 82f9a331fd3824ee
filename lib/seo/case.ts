// Metadata and JSON-LD of a case page (SPEC 2.8), as pure functions of the case and SITE_URL.
import type { Metadata } from 'next';
import type { BreadcrumbList, CreativeWork, WithContext } from 'schema-dts';
import { casePath, CASES_LIST_PATH } from '../case/slug';
import { htmlToText } from '../sanitize';
import { SITE_DESCRIPTION, SITE_NAME } from '../site';
import type { CaseDetail } from '../wp/schemas';
import { DEFAULT_OG_IMAGE, type OgImage } from './metadata';

const DESCRIPTION_MAX = 200;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** '{SITE_URL}/cases/{slug}/' */
export function caseUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${casePath(slug)}`;
}

/** meta description: seo_data.description, else the case description as text, else the site's. */
export function caseDescription(detail: CaseDetail): string {
  const fromSeo = htmlToText(detail.seo_data.description);
  if (fromSeo) return fromSeo;
  const fromCase = htmlToText(detail.case.case_description_extended);
  return fromCase ? clip(fromCase, DESCRIPTION_MAX) : SITE_DESCRIPTION;
}

/** The case title as plain text (WordPress titles may carry entities or stray markup). */
export function caseTitle(detail: CaseDetail): string {
  return htmlToText(detail.case.title) || detail.case.title;
}

/** og:image: seo_data.image_url with image_sizes and image_mime_type; else the cover; else the default. */
export function caseOgImage(detail: CaseDetail, siteUrl: string): OgImage {
  const { seo_data: seo, case: item } = detail;
  const alt = caseTitle(detail);
  if (seo.image_url) {
    return {
      url: seo.image_url,
      ...(seo.image_sizes ? { width: seo.image_sizes.width, height: seo.image_sizes.height } : {}),
      ...(seo.image_mime_type ? { type: seo.image_mime_type } : {}),
      alt,
    };
  }
  if (item.image) {
    return { url: item.image.url, width: item.image.width, height: item.image.height, alt };
  }
  return { ...DEFAULT_OG_IMAGE, url: new URL(DEFAULT_OG_IMAGE.url, siteUrl).href };
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
  const origin = siteUrl.replace(/\/+$/, '');
  const url = caseUrl(origin, slug);
  const { case: item } = detail;
  const studio = { '@type': 'Organization' as const, name: SITE_NAME, url: `${origin}/` };
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
    image: caseOgImage(detail, origin).url,
    creator: studio,
    publisher: studio,
    ...(item.directions.length ? { genre: item.directions.map((d) => htmlToText(d.title)) } : {}),
    ...(item.technologies.length
      ? { keywords: item.technologies.map((t) => htmlToText(t.title)).join(', ') }
      : {}),
  };
  const breadcrumbs: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Портфолио', item: `${origin}${CASES_LIST_PATH}` },
      { '@type': 'ListItem', position: 3, name: caseTitle(detail), item: url },
    ],
  };
  return [work, breadcrumbs];
}
