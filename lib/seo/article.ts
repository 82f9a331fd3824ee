// Metadata and JSON-LD of an article and a solution page (pure functions of the WordPress answer).
import type { Metadata } from 'next';
import type { BlogPosting, BreadcrumbList, Service, WithContext } from 'schema-dts';
import { truncate } from '../format';
import { absoluteUrl, articlePath, BLOG_PATH, SOLUTIONS_PATH, solutionPath } from '../paths';
import { htmlToText } from '../text/plain';
import { SITE_NAME } from '../site';
import type { WpImage } from '../wp/fields';
import type { ArticleDetail, SeoData, SolutionDetail } from '../wp/schemas';
import { breadcrumbsJsonLd } from './breadcrumbs';
import { FEEDS, pageMetadata, type Feed } from './metadata';
import { shareImage } from './og-image';
import { studio } from './organization';

const DESCRIPTION_MAX = 180;

type Page = {
  title: string;
  content: string;
  image: WpImage | undefined;
  seo: SeoData;
  path: string;
  fallbackDescription: string;
  feed?: Feed;
};

/** meta description: seo_data.description, else the start of the content, else a generic line. */
export function describe(seo: SeoData, content: string, fallback: string): string {
  return htmlToText(seo.description) || truncate(htmlToText(content), DESCRIPTION_MAX) || fallback;
}

function metadataOf({
  title,
  content,
  image,
  seo,
  path,
  fallbackDescription,
  feed,
}: Page): Metadata {
  const plainTitle = htmlToText(title) || title;
  const seoTitle = htmlToText(seo.title);
  const metadata = pageMetadata({
    title: plainTitle,
    description: describe(seo, content, fallbackDescription),
    path,
    ogTitle: seoTitle || plainTitle,
    image: shareImage(seo, image, plainTitle),
    feed,
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
    path: articlePath(slug),
    fallbackDescription: `Статья в блоге студии ${SITE_NAME}.`,
    feed: FEEDS.blog,
  });
}

export function solutionMetadata(slug: string, { solution, seo_data }: SolutionDetail): Metadata {
  return metadataOf({
    title: solution.title,
    content: solution.content,
    image: solution.image,
    seo: seo_data,
    path: solutionPath(slug),
    fallbackDescription: `Готовое решение студии ${SITE_NAME}: внедрение и доработка под ваш бизнес.`,
  });
}

export function articleJsonLd(
  slug: string,
  { article, seo_data }: ArticleDetail,
  siteUrl: string,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const url = absoluteUrl(siteUrl, articlePath(slug));
  const title = htmlToText(article.title) || article.title;
  const author = studio(siteUrl);
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
    author,
    publisher: author,
    ...(image ? { image: image.url } : {}),
    ...(article.categories.length
      ? { articleSection: article.categories.map((c) => htmlToText(c.title)) }
      : {}),
  };
  return [
    posting,
    breadcrumbsJsonLd(siteUrl, [
      { name: 'Блог', path: BLOG_PATH },
      { name: title, path: articlePath(slug) },
    ]),
  ];
}

export function solutionJsonLd(
  slug: string,
  { solution, seo_data }: SolutionDetail,
  siteUrl: string,
): [WithContext<Service>, WithContext<BreadcrumbList>] {
  const url = absoluteUrl(siteUrl, solutionPath(slug));
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
    provider: studio(siteUrl),
    ...(image ? { image: image.url } : {}),
  };
  return [
    service,
    breadcrumbsJsonLd(siteUrl, [
      { name: 'Решения', path: SOLUTIONS_PATH },
      { name: title, path: solutionPath(slug) },
    ]),
  ];
}
