// A case's page below the site header (SPEC 2.8, 2.9): the head, the blocks and the neighbours in
// the case frame. The public page (/cases/{slug}/) and an approval link's draft
// (/approval/{token}/) render the same body; only the public page adds its structured data.
import type { ReactNode } from 'react';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import type { BlockContext } from '@/components/blocks/types';
import { blocksToRender } from '@/lib/case/blocks';
import { FIRST_BLOCK_ID } from '@/lib/case/head';
import { caseTitle } from '@/lib/seo/case';
import type { CaseDetail } from '@/lib/wp/schemas';
import { CaseArticle } from './CaseArticle';
import { CaseHead } from './CaseHead';
import { CaseNav } from './CaseNav';

type Props = {
  detail: CaseDetail;
  /** Rendered first inside the article: the public page's JSON-LD. */
  children?: ReactNode;
};

/** What the case's blocks know of it (also an editor render's block, drawn alone). */
export function caseBlockContext(detail: CaseDetail): BlockContext {
  return {
    caseTitle: caseTitle(detail),
    technologies: detail.case.technologies.map((t) => t.title),
    createSolution: detail.create_solution,
  };
}

export function CaseBody({ detail, children }: Props) {
  const { case: item, prev_case: prev, next_case: next } = detail;
  const blocks = blocksToRender(item.is_constructor, item.constructor);
  return (
    <CaseArticle>
      {children}
      <CaseHead item={item} />
      <RenderBlocks blocks={blocks} context={caseBlockContext(detail)} />
      <CaseNav prev={prev} next={next} id={blocks.length === 0 ? FIRST_BLOCK_ID : undefined} />
      {blocks.length === 0 && !prev && !next ? <span id={FIRST_BLOCK_ID} /> : null}
    </CaseArticle>
  );
}
