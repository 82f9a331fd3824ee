// Structured data of a content page (pure): a Service and, when the page has questions, an FAQPage.
import type { FAQPage, Service, WithContext } from 'schema-dts';
import type { FaqItem, PageContent } from '@/content/types';
import { SITE_LEGAL_NAME, SITE_NAME } from '@/lib/site';

/** A Service whose url and mainEntityOfPage are {siteUrl}{path}; the provider is the studio. */
export function serviceJsonLd(
  service: { name: string; serviceType: string; description: string; path: string },
  siteUrl: string,
): WithContext<Service> {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${service.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url,
    mainEntityOfPage: url,
    areaServed: 'Worldwide',
    provider: { '@type': 'Organization', name: SITE_NAME, legalName: SITE_LEGAL_NAME, url: origin },
  };
}

/** An FAQPage of the questions a page shows, or null when it shows none. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> | null {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function serviceSchema(page: PageContent, siteUrl: string): WithContext<Service> | null {
  if (!page.service) return null;
  return serviceJsonLd(
    { ...page.service, description: page.meta.description, path: page.path },
    siteUrl,
  );
}

export function faqSchema(page: PageContent): WithContext<FAQPage> | null {
  return faqJsonLd(page.sections.flatMap((s) => (s.type === 'faq' ? s.items : [])));
}
