// Metadata and JSON-LD of an article and a solution page (pure functions of the WordPress answer).
import type { Metadata } from 'next';
import type { BlogPosting, BreadcrumbList, Service, WithContext } from 'schema-dts';
import { htmlToText } from '@/lib/sanitize';
import { pageMetadata, type OgImage } from '@/lib/seo/metadata';
import { SITE_LEGAL_NAME, SITE_NAME } from '@/lib/site';
import type { ArticleDetail, SeoData, SolutionDetail } from '@/lib/wp/schemas';
import type { WpImage } from '@/lib/wp/fields';
import { articleHref, solutionHref } from '../cards/paths';
import { truncate } from '@/lib/format';

const DESCRIPTION_MAX = 180;

type Page = {
  title: string;
  content: string;
  image: WpImage | undefined;
  seo: SeoData;
  path: string;
  fallbackDescription: string;
};

/** meta description: seo_data.description, else the start of the content, else a generic line. */
export function describe(seo: SeoData, content: string, fallback: string): string {
  return htmlToText(seo.description) || truncate(htmlToText(content), DESCRIPTION_MAX) || fallback;
}

/** og:image: seo_data.image_url with its sizes and type, else the cover, else the site default. */
export function shareImage(
  seo: SeoData,
  image: WpImage | undefined,
  alt: string,
): OgImage | undefined {
  if (seo.image_url) {
    return {
      url: seo.image_url,
      ...(seo.image_sizes ? { width: seo.image_sizes.width, height: seo.image_sizes.height } : {}),
      ...(seo.image_mime_type ? { type: seo.image_mime_type } : {}),
      alt,
    };
  }
  if (image) return { url: image.url, width: image.width, height: image.height, alt };
  return undefined;
}

function metadataOf({ title, content, image, seo, path, fallbackDescription }: Page): Metadata {
  const plainTitle = htmlToText(title) || title;
  const seoTitle = htmlToText(seo.title);
  const metadata = pageMetadata({
    title: plainTitle,
    description: describe(seo, content, fallbackDescription),
    path,
    ogTitle: seoTitle || plainTitle,
    image: shareImage(seo, image, plainTitle),
  });
  // An SEO title from WordPress is complete (it usually names the site): no ' — Орбита' suffix.
  return seoTitle ? { ...metadata, title: { absolute: seoTitle } } : metadata;
}

export function articleMetadata(slug: string, { article, seo_data }: ArticleDetail): Metadata {
  return metadataOf({
    title: article.title,
    content: article.content,
    image: article.image,
    seo: seo_data,
    path: articleHref(slug),
    fallbackDescription: `Статья в блоге студии ${SITE_NAME}.`,
  });
}

export function solutionMetadata(slug: string, { solution, seo_data }: SolutionDetail): Metadata {
  return metadataOf({
    title: solution.title,
    content: solution.content,
    image: solution.image,
    seo: seo_data,
    path: solutionHref(slug),
    fallbackDescription: `Готовое решение студии ${SITE_NAME}: внедрение и доработка под ваш бизнес.`,
  });
}

function breadcrumbs(
  origin: string,
  section: { name: string; path: string },
  page: { name: string; url: string },
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: section.name, item: `${origin}${section.path}` },
      { '@type': 'ListItem', position: 3, name: page.name, item: page.url },
    ],
  };
}

export function articleJsonLd(
  slug: string,
  { article, seo_data }: ArticleDetail,
  siteUrl: string,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${articleHref(slug)}`;
  const title = htmlToText(article.title) || article.title;
  const studio = {
    '@type': 'Organization' as const,
    name: SITE_NAME,
    legalName: SITE_LEGAL_NAME,
    url: `${origin}/`,
  };
  const image = shareImage(seo_data, article.image, title);
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: title,
    description: describe(seo_data, article.content, title),
    url,
    mainEntityOfPage: url,
    datePublished: article.date,
    inLanguage: 'ru-RU',
    author: studio,
    publisher: studio,
    ...(image ? { image: image.url } : {}),
    ...(article.categories.length
      ? { articleSection: article.categories.map((c) => htmlToText(c.title)) }
      : {}),
  };
  return [posting, breadcrumbs(origin, { name: 'Блог', path: '/blog/' }, { name: title, url })];
}

export function solutionJsonLd(
  slug: string,
  { solution, seo_data }: SolutionDetail,
  siteUrl: string,
): [WithContext<Service>, WithContext<BreadcrumbList>] {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${solutionHref(slug)}`;
  const title = htmlToText(solution.title) || solution.title;
  const image = shareImage(seo_data, solution.image, title);
  const service: WithContext<Service> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#solution`,
    name: title,
    serviceType: 'Готовое решение',
    description: describe(seo_data, solution.content, title),
    url,
    mainEntityOfPage: url,
    areaServed: 'Worldwide',
    provider: {
      '@type': 'Organization',
      name: SITE_NAME,
      legalName: SITE_LEGAL_NAME,
      url: `${origin}/`,
    },
    ...(image ? { image: image.url } : {}),
  };
  return [
    service,
    breadcrumbs(origin, { name: 'Решения', path: '/solutions/' }, { name: title, url }),
  ];
}
