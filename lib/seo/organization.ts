// The studio as schema.org sees it: one Organization, referenced by every page's JSON-LD (the home
// page and /contacts/ publish it in full, with contacts and the office).
import type { Organization, WithContext } from 'schema-dts';
import { siteOrigin } from '../paths';
import { OFFICE, SITE_DESCRIPTION, SITE_LEGAL_NAME, SITE_NAME } from '../site';

/** The studio as the author, publisher or provider of a page: the same @id everywhere. */
export function studio(siteUrl: string) {
  const home = `${siteOrigin(siteUrl)}/`;
  return {
    '@type': 'Organization' as const,
    '@id': `${home}#organization`,
    name: SITE_NAME,
    legalName: SITE_LEGAL_NAME,
    url: home,
  };
}

export type StudioContacts = { email: string; phone: string; messengerUrl: string };

/** The full Organization, with its contacts and office. */
export function organizationJsonLd(
  siteUrl: string,
  { email, phone, messengerUrl }: StudioContacts,
): WithContext<Organization> {
  const origin = siteOrigin(siteUrl);
  const [locality] = OFFICE.address.split(',');
  return {
    '@context': 'https://schema.org',
    ...studio(origin),
    description: SITE_DESCRIPTION,
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
}
