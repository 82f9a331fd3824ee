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
import { viewCase } from '@/lib/preview/detail';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { PREVIEW_ROBOTS, previewPath } from '@/lib/preview/core';
import { MissingError, UpstreamError, orPageFailure } from '@/lib/errors';
import {
  MissingPage,
  ERROR_PAGE_METADATA,
  UpstreamErrorPage,
} from '@/components/layout/UpstreamErrorPage';
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
  const loaded = await orPageFailure(viewCase((await params).slug));
  if (loaded instanceof UpstreamError || loaded instanceof MissingError) return ERROR_PAGE_METADATA;
  const { slug, detail, preview } = loaded;
  const metadata = caseMetadata(slug, detail, config().SITE_URL);
  // A draft preview is never indexed.
  return preview ? { ...metadata, robots: PREVIEW_ROBOTS } : metadata;
}

export default async function CasePage({ params }: Props) {
  const loaded = await orPageFailure(viewCase((await params).slug));
  // WordPress failed: the 5xx error page, rendered here so its HTML is complete (no cache entry).
  if (loaded instanceof UpstreamError) return <UpstreamErrorPage />;
  // WordPress has no such entry: the 404 page, rendered here too (SPEC 8; see MissingError).
  if (loaded instanceof MissingError) return <MissingPage />;
  const { slug, detail, preview } = loaded;
  const { case: item, prev_case: prev, next_case: next, create_solution } = detail;
  const blocks = blocksToRender(item.is_constructor, item.constructor);
  return (
    <>
      {preview ? <PreviewBanner path={previewPath(preview)} /> : null}
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
    </>
  );
}
