// Metadata and structured data of the landing pages (SPEC 2.12), pure: a 750×750 share image,
// a Service and, from the same list the page shows, an FAQPage.
import type { Metadata } from 'next';
import type { FAQPage, Service, WithContext } from 'schema-dts';
import { htmlToText } from '../text/plain';
import { pageMetadata, type OgImage } from './metadata';
import { faqJsonLd, serviceJsonLd } from './service';

/** The landing pages' share image size (SPEC 9: 750×750, image/jpeg). */
export const LANDING_OG_IMAGE_SIZE = 750;

export type LandingSeo = {
  path: string;
  /** The page the Service refers to, when not this one (the /support/ landing → /account/). */
  servicePath?: string;
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
  const service = serviceJsonLd(
    {
      ...page.service,
      description: page.meta.description,
      path: page.servicePath ?? page.path,
    },
    siteUrl,
  );
  const faq = faqJsonLd(
    page.faq.map((item) => ({ question: item.question, answer: htmlToText(item.answer) })),
  );
  return { service, faq };
}

/** What the /support/ landing's builders read of its copy (content/landings/types.ts's SupportLanding). */
type SupportSeo = Required<Pick<LandingSeo, 'path' | 'servicePath' | 'service'>> & {
  meta: LandingSeo['meta'] & { ogImageAlt: string };
  faq: { items: LandingSeo['faq'] };
};

/** The personal-account landing (SPEC 2.1 reading 1): canonical /support/, Service → /account/. */
export function supportMetadata(content: SupportSeo): Metadata {
  return pageMetadata({
    title: content.meta.title,
    description: content.meta.description,
    path: content.path,
    image: landingOgImage('/og/landing-account.jpg', content.meta.ogImageAlt),
  });
}

export function supportJsonLd(
  content: SupportSeo,
  siteUrl: string,
): [WithContext<Service>, WithContext<FAQPage>] | [WithContext<Service>] {
  const { service, faq } = landingJsonLd(
    {
      path: content.path,
      servicePath: content.servicePath,
      meta: content.meta,
      service: content.service,
      faq: content.faq.items,
    },
    siteUrl,
  );
  return faq ? [service, faq] : [service];
}
