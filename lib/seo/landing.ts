// Metadata and structured data of the landing pages (SPEC 2.12), pure: a 750×750 share image,
// a Service and, from the same list the page shows, an FAQPage.
import type { Metadata } from 'next';
import type { FAQPage, Service, WithContext } from 'schema-dts';
import { faqPageSchema, serviceSchema } from '@/components/sections/page/schema';
import { htmlToText } from '../sanitize';
import { pageMetadata, type OgImage } from './metadata';

/** The landing pages' share image size (SPEC 9: 750×750, image/jpeg). */
export const LANDING_OG_IMAGE_SIZE = 750;

export type LandingSeo = {
  path: string;
  meta: { title: string; description: string };
  service: { name: string; serviceType: string };
  /** Answers are HTML; the FAQPage carries their plain text. */
  faq: readonly { question: string; answer: string }[];
};

export function landingOgImage(url: string, alt: string): OgImage {
  return {
    url,
    width: LANDING_OG_IMAGE_SIZE,
    height: LANDING_OG_IMAGE_SIZE,
    type: 'image/jpeg',
    alt,
  };
}

export function landingMetadata(page: LandingSeo, image: OgImage): Metadata {
  return pageMetadata({ ...page.meta, path: page.path, image });
}

export function landingJsonLd(
  page: LandingSeo,
  siteUrl: string,
): { service: WithContext<Service>; faq: WithContext<FAQPage> | null } {
  const service = serviceSchema(page, siteUrl);
  // serviceSchema returns null only for a page without a service, which LandingSeo rules out.
  if (!service) throw new Error(`no Service for ${page.path}`);
  const faq = faqPageSchema(
    page.faq.map((item) => ({ question: item.question, answer: htmlToText(item.answer) })),
  );
  return { service, faq };
}
