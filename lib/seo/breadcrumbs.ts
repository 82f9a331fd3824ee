// BreadcrumbList of a detail page: Главная → its section → the page.
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from '../paths';

export type Crumb = { name: string; path: string };

export function breadcrumbsJsonLd(
  siteUrl: string,
  trail: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Главная', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
