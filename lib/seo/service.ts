// Structured data of the service pages (pure): a Service and, when the page has questions, an
// FAQPage built from the same list the page shows. Content pages and the landing pages use them.
import type { FAQPage, Service, WithContext } from 'schema-dts';
import { absoluteUrl } from '../paths';
import { studio } from './organization';

export type ServiceInput = {
  name: string;
  serviceType: string;
  description: string;
  /** The page the Service is about (url and mainEntityOfPage). */
  path: string;
};

/** A question and its answer, as a page shows them. */
export type FaqEntry = { question: string; answer: string };

/**
 * What the builders read of a content page (content/types.ts's PageContent has this shape; it is
 * declared here so that lib depends on no folder above it).
 */
export type ServicePage = {
  path: string;
  meta: { description: string };
  service?: { name: string; serviceType: string };
  sections: readonly ({ type: 'faq'; items: readonly FaqEntry[] } | { type: string })[];
};

function isFaqSection(
  section: ServicePage['sections'][number],
): section is { type: 'faq'; items: readonly FaqEntry[] } {
  return section.type === 'faq';
}

export function serviceJsonLd(service: ServiceInput, siteUrl: string): WithContext<Service> {
  const url = absoluteUrl(siteUrl, service.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url,
    mainEntityOfPage: url,
    areaServed: 'Worldwide',
    provider: studio(siteUrl),
  };
}

/** An FAQPage of the questions a page shows; null when it shows none. */
export function faqJsonLd(items: readonly FaqEntry[]): WithContext<FAQPage> | null {
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

/** The Service of a content page, when it sells one. */
export function serviceSchema(page: ServicePage, siteUrl: string): WithContext<Service> | null {
  if (!page.service) return null;
  return serviceJsonLd(
    { ...page.service, description: page.meta.description, path: page.path },
    siteUrl,
  );
}

/** The FAQPage of a content page's FAQ sections. */
export function faqSchema(page: ServicePage): WithContext<FAQPage> | null {
  return faqJsonLd(page.sections.flatMap((s) => (isFaqSection(s) ? s.items : [])));
}
