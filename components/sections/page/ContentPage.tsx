// The template of every static content page: intro with the h1, the sections, a closing CTA.
import { JsonLd } from '@/components/ui/JsonLd';
import type { PageContent } from '@/content/types';
import { config } from '@/lib/config';
import { Cta } from './Cta';
import { PageIntro } from './PageIntro';
import { PageSection } from './PageSection';
import { faqSchema, serviceSchema } from '@/lib/seo/service';

export function ContentPage({ content }: { content: PageContent }) {
  const service = serviceSchema(content, config().SITE_URL);
  const faq = faqSchema(content);
  return (
    <>
      {service ? <JsonLd data={service} /> : null}
      {faq ? <JsonLd data={faq} /> : null}
      <PageIntro intro={content.intro} />
      {content.sections.map((section) => (
        <PageSection key={section.id} section={section} path={content.path} />
      ))}
      <Cta {...content.cta} />
    </>
  );
}
