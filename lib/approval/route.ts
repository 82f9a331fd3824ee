// POST /api/approval/ (app/api/approval/route.ts delegates here): the approval banner's answer,
// taken only from the site's own pages, checked, and forwarded to WordPress
// (`approval/decision`, docs/WP-API.md 'Approval links'). Every reply is JSON and never cached.
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createRateLimiter, type LocalRateLimiter } from '../lead/rate-limit';
import { config } from '../config';
import { isSameOrigin } from '../security/same-origin';
import { isApprovalToken, sendApprovalDecision, type DecisionResult } from '../wp/approval';
import { APPROVAL_MESSAGES, COMMENT_MAX, NAME_MAX, type DecisionReply } from './fields';

/** A body larger than this is no answer of the banner's form (a 2 000-character comment is ~4 KB). */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Answers one link takes in an hour. Whoever holds a link can post through it; a client sends a
 * handful at most, so more is a flood of comments into the case's sidebar, never reaching it.
 * Counted per server process, by the link's hash (the token itself is not kept).
 */
export const DECISIONS_PER_LINK_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export function createDecisionLimiter(): LocalRateLimiter {
  return createRateLimiter({ max: DECISIONS_PER_LINK_PER_HOUR, windowMs: HOUR_MS });
}

const decisionLimiter = createDecisionLimiter();

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);

const bodySchema = z
  .object({
    token: z.string(),
    decision: z.enum(['approve', 'comment']),
    name: optionalText(NAME_MAX, APPROVAL_MESSAGES.nameTooLong),
    comment: optionalText(COMMENT_MAX, APPROVAL_MESSAGES.commentTooLong),
  })
  .refine((v) => v.decision !== 'comment' || v.comment !== undefined, {
    path: ['comment'],
    message: APPROVAL_MESSAGES.commentRequired,
  });

function reply(status: number, body: DecisionReply): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

const refused = (status: number) =>
  reply(status, { ok: false, message: APPROVAL_MESSAGES.refused });

/** The JSON body, or null when it is missing, too large or not JSON. */
async function readJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return null;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Field errors WordPress or the schema gave, limited to the form's own fields. */
function formErrors(errors: Record<string, string | undefined>): DecisionReply {
  const picked = Object.fromEntries(
    (['name', 'comment'] as const).flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])),
  );
  return { ok: false, message: APPROVAL_MESSAGES.invalid, errors: picked };
}

function fromResult(result: DecisionResult): Response {
  switch (result.status) {
    case 'recorded':
      return reply(200, { ok: true, approvedAt: result.approvedAt });
    case 'invalid':
      return reply(422, formErrors(result.errors));
    case 'expired':
    case 'revoked':
      return reply(410, { ok: false, message: APPROVAL_MESSAGES.gone });
    case 'not-found':
      return reply(404, { ok: false, message: APPROVAL_MESSAGES.gone });
    case 'failed':
      return reply(502, { ok: false, message: APPROVAL_MESSAGES.failed });
  }
}

/**
 * 403 for a request from another origin, 400 for a body that is not JSON, 404 for a token of the
 * wrong format (WordPress not asked), 422 for invalid fields, 429 past the link's hourly answers,
 * then WordPress's verdict.
 */
export async function handleApprovalPost(
  request: Request,
  limiter: LocalRateLimiter = decisionLimiter,
): Promise<Response> {
  if (!isSameOrigin(request, config().SITE_URL)) return refused(403);
  const raw = await readJson(request);
  if (raw === null) return refused(400);
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field === 'name' || field === 'comment') errors[field] ??= issue.message;
    }
    if (Object.keys(errors).length === 0) return refused(400);
    return reply(422, formErrors(errors));
  }
  const { token, ...input } = parsed.data;
  if (!isApprovalToken(token)) return reply(404, { ok: false, message: APPROVAL_MESSAGES.gone });
  const link = createHash('sha256').update(token).digest('hex');
  const limit = limiter.hit(link, randomUUID());
  if (!limit.ok) {
    const res = reply(429, { ok: false, message: APPROVAL_MESSAGES.tooMany });
    res.headers.set('retry-after', String(Math.ceil(limit.retryAfterMs / 1000)));
    return res;
  }
  return fromResult(await sendApprovalDecision(token, input));
}
