// @vitest-environment node
// The sports landing's metadata and structured data (SPEC 2.12): title, description, canonical,
// Open Graph with the 750×750 jpeg; a Service and an FAQPage built from the page's FAQ list.
import { sportLanding } from '@/content/landings/sportsite';
import { serializeJsonLd } from '@/lib/seo/jsonld';
import { landingJsonLd, landingMetadata, landingOgImage } from '@/lib/seo/landing';

const image = landingOgImage('/og/landing-sport.jpg', 'Разработка сайтов для спорта');

describe('landingMetadata', () => {
  const meta = landingMetadata(sportLanding, image);

  it('sets the title, description and canonical /sportsite/', () => {
    expect(meta.title).toBe(sportLanding.meta.title);
    expect(meta.description).toBe(sportLanding.meta.description);
    expect(meta.alternates?.canonical).toBe('/sportsite/');
  });

  it('sets Open Graph: ru_RU, website, site name and the 750×750 image/jpeg', () => {
    expect(meta.openGraph).toMatchObject({
      locale: 'ru_RU',
      type: 'website',
      siteName: 'Орбита',
      url: '/sportsite/',
      images: [
        {
          url: '/og/landing-sport.jpg',
          width: 750,
          height: 750,
          type: 'image/jpeg',
          alt: expect.any(String),
        },
      ],
    });
  });
});

describe('landingJsonLd', () => {
  const { service, faq } = landingJsonLd(sportLanding, 'https://orbita.test/');

  it('publishes a Service with every SPEC 2.12 field and the studio as provider', () => {
    expect(service).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: sportLanding.service.name,
      serviceType: sportLanding.service.serviceType,
      description: sportLanding.meta.description,
      url: 'https://orbita.test/sportsite/',
      mainEntityOfPage: 'https://orbita.test/sportsite/',
      areaServed: 'Worldwide',
      provider: {
        '@type': 'Organization',
        '@id': 'https://orbita.test/#organization',
        name: 'Орбита',
        legalName: 'Студия разработки «Орбита»',
        url: 'https://orbita.test/',
      },
    });
  });

  it('publishes an FAQPage of exactly the page FAQ, answers as plain text', () => {
    expect(faq?.['@type']).toBe('FAQPage');
    const entities = (faq?.mainEntity ?? []) as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(entities).toHaveLength(sportLanding.faq.length);
    entities.forEach((q, i) => {
      const item = sportLanding.faq[i]!;
      expect(q['@type']).toBe('Question');
      expect(q.name).toBe(item.question);
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text).not.toMatch(/<|>/);
      expect(q.acceptedAnswer.text).toBe(item.answer.replace(/<\/?p>/g, ''));
    });
  });

  it('leaves out the FAQPage when there are no questions, and strips hostile HTML', () => {
    expect(landingJsonLd({ ...sportLanding, faq: [] }, 'https://orbita.test').faq).toBeNull();
    const hostile = landingJsonLd(
      {
        ...sportLanding,
        faq: [{ question: 'Вопрос?', answer: '<p>Ответ<script>alert(1)</script></p>' }],
      },
      'https://orbita.test',
    );
    const text = serializeJsonLd(hostile.faq!);
    expect(text).toContain('Ответ');
    expect(text).not.toContain('alert');
    expect(text).not.toMatch(/<|>/);
  });
});
