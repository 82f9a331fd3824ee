// The approval links' two calls (docs/WP-API.md 'Approval links'): opening a link (WordPress
// answers the case's draft and records the opening) and sending the client's decision. Both carry
// the `approval` key derived from the shared secret, never the secret itself; POSTs, never cached.
// A token that is not 43 characters of base64url never reaches WordPress.
import 'server-only';
import { cache } from 'react';
import { config } from '../config';
import { derivedKey } from '../security/keys';
import { wpRequest } from './client';
import { logWp } from './log';
import {
  APPROVAL_TOKEN_RE,
  approvalDecisionAnswerSchema,
  approvalOpenAnswerSchema,
  type CaseDetail,
} from './schemas';

/** Why a link no longer opens: its time ran out, or the studio revoked it. */
export type ApprovalGone = { status: 'expired' | 'revoked'; slug: string | null };
/** No such link (a forged or mistyped token, or its case is gone), or WordPress failed. */
export type ApprovalUnavailable = { status: 'not-found' } | { status: 'failed' };

export type ApprovalLinkInfo = { id: string; expiresAt: string; approvedAt: string | null };

/** What opening a link gives: the draft of an active link, or why it does not open. */
export type OpenedApproval =
  | { status: 'active'; link: ApprovalLinkInfo; slug: string | null; detail: CaseDetail }
  | ApprovalGone
  | ApprovalUnavailable;

/** The client's answer, as the site's route has checked it. */
export type ApprovalDecision = {
  decision: 'approve' | 'comment';
  name?: string | undefined;
  comment?: string | undefined;
};

/** What WordPress made of the client's answer. */
export type DecisionResult =
  | { status: 'recorded'; approvedAt: string | null }
  | { status: 'invalid'; errors: Record<string, string> }
  | ApprovalGone
  | ApprovalUnavailable;

/** True for a token of the link's format: 43 characters of `[A-Za-z0-9_-]`. */
export function isApprovalToken(token: unknown): token is string {
  return typeof token === 'string' && APPROVAL_TOKEN_RE.test(token);
}

/** The request of one approval call, or null (logged) when the site has no secret to sign it. */
function approvalRequest(path: readonly string[], body: Record<string, unknown>) {
  const key = derivedKey(config().REVALIDATE_SECRET, 'approval');
  if (!key) {
    logWp('error', 'approval: REVALIDATE_SECRET is not set, WordPress not asked');
    return null;
  }
  return {
    path,
    method: 'POST' as const,
    body,
    headers: { 'x-approval-secret': key },
    tags: [],
    // 410 and 404 answers (and 422 field errors) are answers, not failures.
    parseUnsuccessful: true,
  };
}

/**
 * POST {api}/approval: opens the link (WordPress records the opening). React cache(): the page
 * and its generateMetadata open it once per request.
 */
export const openApprovalLink = cache(async (token: string): Promise<OpenedApproval> => {
  if (!isApprovalToken(token)) return { status: 'not-found' };
  const request = approvalRequest(['approval'], { token });
  if (!request) return { status: 'failed' };
  const result = await wpRequest(approvalOpenAnswerSchema, request);
  if (!result.ok) return { status: 'failed' };
  const answer = result.data;
  if (answer.success) {
    const { link, slug, data } = answer;
    return {
      status: 'active',
      link: { id: link.id, expiresAt: link.expires_at, approvedAt: link.approved_at },
      slug,
      detail: data,
    };
  }
  if (answer.reason) return { status: answer.reason, slug: answer.slug };
  return { status: 'not-found' };
});

/** POST {api}/approval/decision: records the client's approval or comment. */
export async function sendApprovalDecision(
  token: string,
  input: ApprovalDecision,
): Promise<DecisionResult> {
  if (!isApprovalToken(token)) return { status: 'not-found' };
  const body = {
    token,
    decision: input.decision,
    ...(input.name ? { name: input.name } : {}),
    ...(input.comment ? { comment: input.comment } : {}),
  };
  const request = approvalRequest(['approval', 'decision'], body);
  if (!request) return { status: 'failed' };
  const result = await wpRequest(approvalDecisionAnswerSchema, request);
  if (!result.ok) return { status: 'failed' };
  const answer = result.data;
  if (answer.success) return { status: 'recorded', approvedAt: answer.approved_at };
  if ('errors' in answer && answer.errors) return { status: 'invalid', errors: answer.errors };
  if ('reason' in answer && answer.reason) return { status: answer.reason, slug: answer.slug };
  return { status: 'not-found' };
}
