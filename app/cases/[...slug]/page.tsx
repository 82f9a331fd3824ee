// /cases/{slug}/ — one portfolio case (SPEC 2.8, 2.9). The case is the first catch-all segment;
// generateMetadata and the page share one cached fetch (getCase is wrapped in React cache()).
import type { Metadata } from 'next';
import { CaseBody } from '@/components/case/CaseBody';
import { JsonLd } from '@/components/ui/JsonLd';
import { detailMetadata, detailPage } from '@/components/sections/detail/detail-page';
import { viewCase } from '@/lib/preview/detail';
import { config } from '@/lib/config';
import { caseJsonLd, caseMetadata } from '@/lib/seo/case';

type Props = { params: Promise<{ slug: string[] }> };

// Rendered on demand, then cached (ISR); WordPress saves revalidate the case's tag sooner.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata(viewCase((await params).slug), ({ slug, detail }) =>
    caseMetadata(slug, detail, config().SITE_URL),
  );
}

export default async function CasePage({ params }: Props) {
  return detailPage(viewCase((await params).slug), ({ slug, detail }) => (
    <CaseBody detail={detail}>
      <JsonLd data={caseJsonLd(slug, detail, config().SITE_URL)} />
    </CaseBody>
  ));
}
