// Structured data of a content page (pure): a Service and, when the page has questions, an FAQPage.
import type { FAQPage, Service, WithContext } from 'schema-dts';
import type { PageContent } from '@/content/types';
import { SITE_LEGAL_NAME, SITE_NAME } from '@/lib/site';

export function serviceSchema(
  page: Pick<PageContent, 'path' | 'meta' | 'service'>,
  siteUrl: string,
): WithContext<Service> | null {
  if (!page.service) return null;
  const origin = siteUrl.replace(/\/+$/, '');
  const url = `${origin}${page.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.service.name,
    serviceType: page.service.serviceType,
    description: page.meta.description,
    url,
    mainEntityOfPage: url,
    areaServed: 'Worldwide',
    provider: { '@type': 'Organization', name: SITE_NAME, legalName: SITE_LEGAL_NAME, url: origin },
  };
}

export function faqSchema(page: PageContent): WithContext<FAQPage> | null {
  const items = page.sections.flatMap((s) => (s.type === 'faq' ? s.items : []));
  return faqPageSchema(items);
}

/** An FAQPage of the given questions, or null when there are none. */
export function faqPageSchema(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> | null {
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
