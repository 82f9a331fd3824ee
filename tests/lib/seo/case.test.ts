// SPEC 2.8 'Head and metadata', plus JSON-LD (CreativeWork + BreadcrumbList), escaped.
import { caseJsonLd, caseMetadata } from '@/lib/seo/case';
import { serializeJsonLd } from '@/lib/seo/jsonld';
import { SITE_NAME } from '@/lib/site';
import { detailOf } from '../../support/case';

const SITE = 'https://orbita.example';

describe('case page metadata', () => {
  const meta = caseMetadata('fk-test', detailOf('full'), SITE);
  const og = meta.openGraph as Record<string, unknown>;

  it('uses the case title as the document title', () => {
    expect(meta.title).toEqual({ absolute: 'Сайт и билетная система клуба «Тест»' });
  });

  it('points canonical and og:url at {host}/cases/{slug}/', () => {
    expect(meta.alternates?.canonical).toBe('https://orbita.example/cases/fk-test/');
    expect(og.url).toBe('https://orbita.example/cases/fk-test/');
  });

  it('sets og:locale ru_RU, og:type website and og:site_name', () => {
    expect(og).toMatchObject({ locale: 'ru_RU', type: 'website', siteName: SITE_NAME });
  });

  it('takes the meta description from seo_data.description and repeats it in og:description', () => {
    expect(meta.description).toBe('Как мы перенесли продажу билетов на сайт клуба.');
    expect(og.description).toBe(meta.description);
  });

  it('takes og:title from seo_data.title', () => {
    expect(og.title).toBe('Кейс: билетная система клуба «Тест»');
  });

  it('falls back to the case title for og:title when seo_data.title is empty', () => {
    const minimal = caseMetadata('muzey', detailOf('minimal'), SITE);
    expect((minimal.openGraph as Record<string, unknown>).title).toBe('Онлайн-экспозиция музея');
  });

  it('takes og:image from image_url with width/height from image_sizes and type from image_mime_type', () => {
    expect(og.images).toEqual([
      {
        url: 'https://admin.orbita.example/wp-content/uploads/og/test-og.jpg',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
        alt: 'Сайт и билетная система клуба «Тест»',
      },
    ]);
  });

  it('still has a description and a share image when WordPress sends no seo_data', () => {
    const minimal = caseMetadata('muzey', detailOf('minimal'), SITE);
    expect(minimal.description).toMatch(/\S/);
    const [image] = (minimal.openGraph as { images: { url: string }[] }).images;
    expect(image?.url).toBe('https://orbita.example/og/default.jpg');
  });

  it('reduces hostile seo fields to text', () => {
    const hostile = caseMetadata('puls', detailOf('hostile'), SITE);
    expect(hostile.description).not.toContain('<script');
    expect((hostile.openGraph as Record<string, unknown>).title).not.toContain('<');
  });
});

describe('case JSON-LD', () => {
  const [work, breadcrumbs] = caseJsonLd('fk-test', detailOf('full'), SITE);

  it('describes the case as a CreativeWork at its canonical URL', () => {
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Сайт и билетная система клуба «Тест»',
      url: 'https://orbita.example/cases/fk-test/',
      inLanguage: 'ru-RU',
      image: 'https://admin.orbita.example/wp-content/uploads/og/test-og.jpg',
    });
  });

  it('gives the breadcrumbs Главная → Портфолио → case', () => {
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    const items = (breadcrumbs as unknown as { itemListElement: { name: string; item: string }[] })
      .itemListElement;
    expect(items.map((i) => [i.name, i.item])).toEqual([
      ['Главная', 'https://orbita.example/'],
      ['Портфолио', 'https://orbita.example/cases/'],
      ['Сайт и билетная система клуба «Тест»', 'https://orbita.example/cases/fk-test/'],
    ]);
  });

  it('cannot close its <script> element, whatever WordPress sends', () => {
    const json = serializeJsonLd(caseJsonLd('puls', detailOf('hostile'), SITE));
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json)).toHaveLength(2);
  });
});
