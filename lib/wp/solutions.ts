import 'server-only';
import { cache } from 'react';
import { wpRequest, type WpResult } from './client';
import {
  solutionDetailSchema,
  solutionListSchema,
  type SolutionCard,
  type SolutionDetail,
} from './schemas';
import { TAGS } from './tags';

export const getSolutions = cache(async (): Promise<WpResult<SolutionCard[]>> => {
  const result = await wpRequest(solutionListSchema, {
    path: ['solutions'],
    tags: [TAGS.solutions],
  });
  return result.ok ? { ok: true, data: result.data.data.solutions } : result;
});

export const getSolution = cache(async (slug: string): Promise<WpResult<SolutionDetail>> => {
  const result = await wpRequest(solutionDetailSchema, {
    path: ['solutions', slug],
    tags: [TAGS.solutions, TAGS.solution(slug)],
  });
  return result.ok ? { ok: true, data: result.data.data } : result;
});
