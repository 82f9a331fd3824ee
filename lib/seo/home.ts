// Structured data of the home page and /contacts/ (pure): the studio as an Organization and the WebSite.
import type { Organization, WebSite, WithContext } from 'schema-dts';
import { siteOrigin } from '../paths';
import { SITE_NAME } from '../site';
import { organizationJsonLd, studio, type StudioContacts } from './organization';

export type HomeJsonLdInput = StudioContacts & { siteUrl: string };

export function homeJsonLd({
  siteUrl,
  ...contacts
}: HomeJsonLdInput): [WithContext<Organization>, WithContext<WebSite>] {
  const home = `${siteOrigin(siteUrl)}/`;
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: SITE_NAME,
    url: home,
    inLanguage: 'ru-RU',
    publisher: { '@id': studio(siteUrl)['@id'] },
  };
  return [organizationJsonLd(siteUrl, contacts), website];
}
