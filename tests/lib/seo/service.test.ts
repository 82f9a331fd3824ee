// The structured data of a content page: the Service and FAQPage JSON-LD built from its content.
import { faqSchema, serviceSchema } from '@/lib/seo/service';
import { about } from '@/content/pages/about';
import { laravel } from '@/content/pages/laravel';
import type { PageContent } from '@/content/types';

const SITE = 'https://orbita.example';

const sample: PageContent = {
  path: '/sample/',
  meta: { title: 'Пример', description: 'Описание' },
  intro: {
    eyebrow: 'Раздел',
    title: 'Заголовок страницы',
    lead: 'Вводный абзац',
    facts: [{ value: '15+', label: 'лет опыта' }],
  },
  sections: [
    {
      type: 'features',
      id: 'f',
      title: 'Что делаем',
      items: [{ title: 'Сайты', text: 'Текст' }],
      numbered: true,
    },
    {
      type: 'steps',
      id: 's',
      title: 'Этапы',
      items: [{ title: 'Шаг', text: 'Текст', href: '/services/analytics/' }],
    },
    {
      type: 'tech',
      id: 't',
      title: 'Стек',
      groups: [
        { title: 'Backend', items: [{ name: 'Laravel', slug: 'laravel' }, { name: 'PHP' }] },
      ],
    },
    {
      type: 'faq',
      id: 'q',
      title: 'Вопросы',
      items: [{ question: 'Сколько стоит?', answer: 'От 2 700 ₽ в час.' }],
    },
    { type: 'facts', id: 'n', title: 'Цифры', items: [{ value: '1 год', label: 'гарантии' }] },
    {
      type: 'links',
      id: 'l',
      title: 'Ещё',
      items: [{ kicker: 'Этап 5', title: 'Поддержка', text: 'Текст', href: '/support/' }],
    },
    { type: 'text', id: 'x', title: 'О нас', paragraphs: ['Абзац'], bullets: ['Пункт'] },
  ],
  cta: { title: 'Обсудим?', text: 'Напишите нам', button: 'Обсудить проект' },
  service: { name: 'Пример услуги', serviceType: 'Разработка' },
};

describe('structured data builders', () => {
  it('builds the Service with an absolute url whatever the trailing slash of the origin', () => {
    expect(serviceSchema(laravel, `${SITE}/`)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      url: `${SITE}/laravel/`,
      mainEntityOfPage: `${SITE}/laravel/`,
      provider: { '@type': 'Organization', url: `${SITE}/` },
    });
    expect(serviceSchema(about, SITE)).toBeNull();
  });

  it('collects every FAQ item of the page', () => {
    const faq = faqSchema(laravel);
    const section = laravel.sections.find((s) => s.type === 'faq');
    expect(faq?.mainEntity).toHaveLength(section?.type === 'faq' ? section.items.length : -1);
    expect(faqSchema({ ...sample, sections: [] })).toBeNull();
  });
});
