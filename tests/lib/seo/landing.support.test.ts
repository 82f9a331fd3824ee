// The landing's structured data and metadata (SPEC 2.1 reading 1, 2.12).
import { supportMetadata } from '@/lib/seo/landing';
import { supportJsonLd } from '@/lib/seo/landing';
import { supportLanding } from '@/content/landings/support';
import type { SupportLanding } from '@/content/landings/types';

describe('supportJsonLd', () => {
  const [service, faq] = supportJsonLd(supportLanding, 'https://orbita.test/');

  it('publishes a Service whose url and mainEntityOfPage are /account/', () => {
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Разработка личных кабинетов',
      serviceType: supportLanding.service.serviceType,
      url: 'https://orbita.test/account/',
      mainEntityOfPage: 'https://orbita.test/account/',
      areaServed: 'Worldwide',
      provider: { '@type': 'Organization', name: 'Орбита', url: 'https://orbita.test/' },
    });
  });

  it('publishes an FAQPage of exactly the questions the page shows', () => {
    expect(faq?.['@type']).toBe('FAQPage');
    const entities = (
      faq as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    ).mainEntity;
    expect(entities).toHaveLength(supportLanding.faq.items.length);
    expect(entities.map((q) => q.name)).toEqual(supportLanding.faq.items.map((i) => i.question));
    expect(entities[0]!.acceptedAnswer.text).toBe(supportLanding.faq.items[0]!.answer);
  });

  it('leaves the FAQPage out when there are no questions', () => {
    const empty: SupportLanding = {
      ...supportLanding,
      faq: { ...supportLanding.faq, items: [] },
    };
    expect(supportJsonLd(empty, 'https://orbita.test')).toHaveLength(1);
  });
});

describe('supportMetadata', () => {
  const meta = supportMetadata(supportLanding);

  it('is canonical at /support/', () => {
    expect(meta.alternates?.canonical).toBe('/support/');
  });

  it('shares the 750×750 JPEG in Russian, as a website of the studio', () => {
    expect(meta.openGraph).toMatchObject({
      locale: 'ru_RU',
      type: 'website',
      siteName: 'Орбита',
      images: [{ url: '/og/landing-account.jpg', width: 750, height: 750, type: 'image/jpeg' }],
    });
  });
});
