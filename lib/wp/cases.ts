import 'server-only';
import { cache } from 'react';
import { PORTFOLIO_PAGE_SIZE } from '../constants';
import { wpRequest, type WpResult } from './client';
import {
  caseDetailSchema,
  portfolioListSchema,
  type CaseDetail,
  type PortfolioList,
} from './schemas';
import { TAGS } from './tags';

/** One case by the first slug segment (SPEC 7.2). Shared by generateMetadata and the page. */
export const getCase = cache(async (slug: string): Promise<WpResult<CaseDetail>> => {
  const result = await wpRequest(caseDetailSchema, {
    path: ['portfolio', slug],
    tags: [TAGS.cases, TAGS.case(slug)],
  });
  return result.ok ? { ok: true, data: result.data.data } : result;
});

export type PortfolioQuery = { page?: number; count?: number; category?: string | number };

/** The portfolio list (SPEC 7.3): page defaults to 1, count to 4; categories[] only when given. */
export const getPortfolio = cache(
  async ({ page = 1, count = PORTFOLIO_PAGE_SIZE, category }: PortfolioQuery = {}): Promise<
    WpResult<PortfolioList>
  > => {
    const result = await wpRequest(portfolioListSchema, {
      path: ['portfolio'],
      query: {
        page,
        count,
        'categories[]': category === undefined || category === -1 ? undefined : [category],
      },
      tags: [TAGS.cases],
    });
    if (!result.ok) return result;
    return { ok: true, data: { ...result.data.data, meta: result.data.meta } };
  },
);
