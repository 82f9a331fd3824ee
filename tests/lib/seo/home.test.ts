import { homeJsonLd } from '@/lib/seo/home';
import { serializeJsonLd } from '@/lib/seo/jsonld';

describe('homeJsonLd', () => {
  const [organization, website] = homeJsonLd({
    siteUrl: 'https://orbita.test/',
    email: 'hello@orbita.test',
    phone: '+7 495 000-00-00',
    messengerUrl: 'https://t.me/orbita',
  });

  it('describes the studio as an Organization with its contacts and office', () => {
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://orbita.test/#organization',
      name: 'Орбита',
      url: 'https://orbita.test/',
      email: 'hello@orbita.test',
      telephone: '+7 495 000-00-00',
      address: { '@type': 'PostalAddress', addressLocality: 'Москва', addressCountry: 'RU' },
      sameAs: ['https://t.me/orbita'],
    });
  });

  it('describes the WebSite, published by that Organization', () => {
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://orbita.test/',
      inLanguage: 'ru-RU',
      publisher: { '@id': 'https://orbita.test/#organization' },
    });
  });

  it('serialises safely into a script element', () => {
    expect(serializeJsonLd([organization, website])).not.toMatch(/<|>/);
  });
});
