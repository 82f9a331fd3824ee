// The structured data of a content page: the Service and FAQPage JSON-LD built from its content.
import { faqSchema, serviceSchema } from '@/lib/seo/service';
import { about } from '@/content/pages/about';
import { laravel } from '@/content/pages/laravel';
import { SITE, sample } from '../../fixtures/content-page';

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
