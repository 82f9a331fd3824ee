// Structured data of the home page (pure): the studio as an Organization and the WebSite.
import type { Organization, WebSite, WithContext } from 'schema-dts';
import { OFFICE, SITE_DESCRIPTION, SITE_LEGAL_NAME, SITE_NAME } from '@/lib/site';

export type HomeJsonLdInput = {
  siteUrl: string;
  email: string;
  phone: string;
  messengerUrl: string;
};

export function homeJsonLd({
  siteUrl,
  email,
  phone,
  messengerUrl,
}: HomeJsonLdInput): [WithContext<Organization>, WithContext<WebSite>] {
  const origin = siteUrl.replace(/\/+$/, '');
  const home = `${origin}/`;
  const organizationId = `${home}#organization`;
  const [locality] = OFFICE.address.split(',');
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: SITE_NAME,
    legalName: SITE_LEGAL_NAME,
    description: SITE_DESCRIPTION,
    url: home,
    logo: `${origin}/icon.svg`,
    email,
    telephone: phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: OFFICE.address,
      addressLocality: locality?.trim() ?? OFFICE.address,
      addressCountry: 'RU',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email,
      telephone: phone,
      availableLanguage: ['ru'],
    },
    sameAs: [messengerUrl],
  };
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: SITE_NAME,
    url: home,
    inLanguage: 'ru-RU',
    publisher: { '@id': organizationId },
  };
  return [organization, website];
}
