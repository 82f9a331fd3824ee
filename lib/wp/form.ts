import 'server-only';
import { config } from '../config';
import { wpRequest } from './client';
import { formAnswerSchema } from './schemas';

/**
 * The lead as lib/lead/schema.ts has checked it. lib/lead sends through this module, so lib/wp does
 * not import lib/lead back: it carries the lead as it is.
 */
export type LeadBody = Readonly<Record<string, unknown>>;

export type SendLeadResult =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; errors?: undefined };

/**
 * POST {api}/form: a validated lead; WordPress may answer with field errors. With WP_FORM_SECRET set,
 * it travels as `x-form-secret` so WordPress can refuse leads that did not come through the site.
 */
export async function sendLead(lead: LeadBody): Promise<SendLeadResult> {
  const secret = config().WP_FORM_SECRET;
  const result = await wpRequest(formAnswerSchema, {
    path: ['form'],
    method: 'POST',
    body: lead,
    headers: secret ? { 'x-form-secret': secret } : undefined,
    tags: [],
    parseUnsuccessful: true,
  });
  if (!result.ok) return { ok: false };
  if (result.data.success) return { ok: true };
  return { ok: false, errors: result.data.errors ?? {} };
}
