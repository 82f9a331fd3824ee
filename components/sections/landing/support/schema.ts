// Structured data of the personal-account landing (pure): a Service that points to /account/
// (SPEC 2.1 reading 1, 2.12) and an FAQPage of the questions the page shows.
import type { FAQPage, Service, WithContext } from 'schema-dts';
import { faqJsonLd, serviceJsonLd } from '@/components/sections/page/schema';
import type { SupportLanding } from '@/content/landings/types';

export function supportJsonLd(
  content: SupportLanding,
  siteUrl: string,
): [WithContext<Service>, WithContext<FAQPage>] | [WithContext<Service>] {
  const service = serviceJsonLd(
    { ...content.service, description: content.meta.description, path: content.servicePath },
    siteUrl,
  );
  const faq = faqJsonLd(content.faq.items);
  return faq ? [service, faq] : [service];
}
