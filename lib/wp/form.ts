import 'server-only';
import { wpRequest } from './client';
import { formAnswerSchema, type Lead } from './schemas';

export type SendLeadResult =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; errors?: undefined };

/** POST {api}/form: a validated lead; WordPress may answer with field errors. */
export async function sendLead(lead: Lead): Promise<SendLeadResult> {
  const result = await wpRequest(formAnswerSchema, {
    path: ['form'],
    method: 'POST',
    body: lead,
    tags: [],
    parseUnsuccessful: true,
  });
  if (!result.ok) return { ok: false };
  if (result.data.success) return { ok: true };
  return { ok: false, errors: result.data.errors ?? {} };
}
