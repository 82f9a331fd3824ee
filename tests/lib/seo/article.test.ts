// Metadata and JSON-LD of an article and a solution (seo_data first, sensible fallbacks).
import {
  articleJsonLd,
  articleMetadata,
  describe as describePage,
  solutionJsonLd,
  solutionMetadata,
} from '@/lib/seo/article';
import { articleDetailSchema, solutionDetailSchema } from '@/lib/wp/schemas';
import articleRaw from '../../fixtures/lists/article.json';

const article = articleDetailSchema.parse(articleRaw).data;
const bare = articleDetailSchema.parse({
  success: true,
  data: {
    article: {
      ...articleRaw.data.article,
      title: 'Статья &laquo;без&raquo; SEO',
      image: null,
      content: `<p>${'Очень длинный текст статьи. '.repeat(20)}</p>`,
    },
    seo_data: null,
  },
}).data;

describe('articleMetadata', () => {
  it('takes title, description and share image from seo_data', () => {
    const meta = articleMetadata('pochemu', article);
    expect(meta.title).toEqual({
      absolute: 'Почему мы очищаем HTML из CMS — блог студии «Орбита»',
    });
    expect(meta.description).toBe('Как санитизация защищает посетителей.');
    expect(meta.alternates?.canonical).toBe('/blog/pochemu/');
    expect(meta.openGraph).toMatchObject({
      url: '/blog/pochemu/',
      locale: 'ru_RU',
      title: 'Почему мы очищаем HTML из CMS — блог студии «Орбита»',
      images: [
        {
          url: 'https://wp.example.ru/uploads/og/html.jpg',
          width: 1200,
          height: 630,
          type: 'image/jpeg',
        },
      ],
    });
  });

  it('falls back to the article title, the text of its content and the default image', () => {
    const meta = articleMetadata('bez-seo', bare);
    expect(meta.title).toBe('Статья «без» SEO');
    expect(String(meta.description)).toMatch(/^Очень длинный текст статьи\./);
    expect(String(meta.description).length).toBeLessThanOrEqual(181);
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: '/og/default.jpg' })]);
  });

  it('describes with a generic line when there is no text at all', () => {
    expect(describePage(bare.seo_data, '<script>x</script>', 'Запасное описание')).toBe(
      'Запасное описание',
    );
  });
});

describe('articleJsonLd', () => {
  it('is a BlogPosting with its BreadcrumbList, on absolute URLs', () => {
    const [posting, crumbs] = articleJsonLd('pochemu', article, 'https://orbita.test/');
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Почему мы очищаем HTML из CMS',
      url: 'https://orbita.test/blog/pochemu/',
      datePublished: '2025-05-07T10:00:00+03:00',
      image: 'https://wp.example.ru/uploads/og/html.jpg',
      articleSection: ['Разработка'],
      inLanguage: 'ru-RU',
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://orbita.test/' },
      { '@type': 'ListItem', position: 2, name: 'Блог', item: 'https://orbita.test/blog/' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Почему мы очищаем HTML из CMS',
        item: 'https://orbita.test/blog/pochemu/',
      },
    ]);
  });

  it('encodes Cyrillic slugs once', () => {
    const [posting] = articleJsonLd('статья', article, 'https://orbita.test');
    expect(posting.url).toBe('https://orbita.test/blog/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F/');
    const [again] = articleJsonLd('%D1%81%D1%82', article, 'https://orbita.test');
    expect(again.url).toBe('https://orbita.test/blog/%D1%81%D1%82/');
  });
});

describe('solution metadata and JSON-LD', () => {
  const solution = solutionDetailSchema.parse({
    success: true,
    data: {
      solution: {
        title: 'Интернет-магазин под ключ',
        content: '<p>Каталог, корзина и оплата.</p>',
        image: 'https://wp.example.ru/uploads/shop.jpg',
      },
      seo_data: { title: '', description: '' },
    },
  }).data;

  it('uses the solution title with the site template and the text of its content', () => {
    const meta = solutionMetadata('magazin', solution);
    expect(meta.title).toBe('Интернет-магазин под ключ');
    expect(meta.description).toBe('Каталог, корзина и оплата.');
    expect(meta.alternates?.canonical).toBe('/solutions/magazin/');
    expect(meta.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://wp.example.ru/uploads/shop.jpg' }),
    ]);
  });

  it('is a Service with breadcrumbs through Решения', () => {
    const [service, crumbs] = solutionJsonLd('magazin', solution, 'https://orbita.test');
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'Интернет-магазин под ключ',
      url: 'https://orbita.test/solutions/magazin/',
      areaServed: 'Worldwide',
    });
    expect(crumbs.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Решения', item: 'https://orbita.test/solutions/' }),
      ]),
    );
  });
});
