// /cases/{slug}/ — one portfolio case (SPEC 2.8, 2.9). The case is the first catch-all segment;
// generateMetadata and the page share one cached fetch (getCase is wrapped in React cache()).
import type { Metadata } from 'next';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { CaseArticle } from '@/components/case/CaseArticle';
import { CaseHead } from '@/components/case/CaseHead';
import { CaseNav } from '@/components/case/CaseNav';
import { JsonLd } from '@/components/ui/JsonLd';
import { blocksToRender } from '@/lib/case/blocks';
import { FIRST_BLOCK_ID } from '@/lib/case/head';
import { detailMetadata, detailPage } from '@/components/sections/detail/detail-page';
import { viewCase } from '@/lib/preview/detail';
import { config } from '@/lib/config';
import { caseJsonLd, caseMetadata, caseTitle } from '@/lib/seo/case';

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
  return detailPage(viewCase((await params).slug), ({ slug, detail }) => {
    const { case: item, prev_case: prev, next_case: next, create_solution } = detail;
    const blocks = blocksToRender(item.is_constructor, item.constructor);
    return (
      <CaseArticle>
        <JsonLd data={caseJsonLd(slug, detail, config().SITE_URL)} />
        <CaseHead item={item} />
        <RenderBlocks
          blocks={blocks}
          context={{
            caseTitle: caseTitle(detail),
            technologies: item.technologies.map((t) => t.title),
            createSolution: create_solution,
          }}
        />
        <CaseNav prev={prev} next={next} id={blocks.length === 0 ? FIRST_BLOCK_ID : undefined} />
        {blocks.length === 0 && !prev && !next ? <span id={FIRST_BLOCK_ID} /> : null}
      </CaseArticle>
    );
  });
}
