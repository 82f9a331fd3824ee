// The draft preview calls of the plugin (docs/wordpress-plugin.md 'Draft previews'): redeeming a Preview link's
// token, and a draft's detail answer. Both carry the `preview-read` key derived from the shared
// secret (docs/WP-API.md 'Keys'), never the secret itself, and are never cached.
import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { config } from '../config';
import { derivedKey } from '../security/keys';
import { wpRequest, type WpResult } from './client';
import {
  articleDetailSchema,
  caseDetailSchema,
  redeemAnswerSchema,
  solutionDetailSchema,
  type ArticleDetail,
  type CaseDetail,
  type PreviewType,
  type RedeemAnswer,
  type SolutionDetail,
} from './schemas';

function secretHeader(): Record<string, string> | null {
  const key = derivedKey(config().REVALIDATE_SECRET, 'preview-read');
  return key ? { 'x-preview-secret': key } : null;
}

/** WordPress's verdict on a token (it marks the token used), or null when it could not say. */
export async function redeemPreviewToken(token: string): Promise<RedeemAnswer | null> {
  const headers = secretHeader();
  if (!headers) return null;
  const result = await wpRequest(redeemAnswerSchema, {
    path: ['preview'],
    method: 'POST',
    body: { token },
    headers,
    tags: [],
    parseUnsuccessful: true,
  });
  return result.ok ? result.data : null;
}

async function getDraft<S extends z.ZodType<{ data: unknown }>>(
  schema: S,
  type: PreviewType,
  id: number,
): Promise<WpResult<z.output<S>['data']>> {
  const headers = secretHeader();
  if (!headers) return { ok: false, reason: 'not-found' };
  const result = await wpRequest(schema, {
    path: ['preview', type, String(id)],
    headers,
    tags: [],
    fresh: true,
  });
  return result.ok ? { ok: true, data: result.data.data } : result;
}

export const getCaseDraft = cache((id: number): Promise<WpResult<CaseDetail>> =>
  getDraft(caseDetailSchema, 'case', id),
);
export const getArticleDraft = cache((id: number): Promise<WpResult<ArticleDetail>> =>
  getDraft(articleDetailSchema, 'article', id),
);
export const getSolutionDraft = cache((id: number): Promise<WpResult<SolutionDetail>> =>
  getDraft(solutionDetailSchema, 'solution', id),
);
