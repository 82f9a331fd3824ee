import 'server-only';
import { z } from 'zod';
import { wpRequest } from './client';
import type { Lead } from './schemas';

const answerSchema = z.object({
  success: z.boolean(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type SendLeadResult =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; errors?: undefined };

/** POST {api}/form: a validated lead; WordPress may answer with field errors. */
export async function sendLead(lead: Lead): Promise<SendLeadResult> {
  const result = await wpRequest(answerSchema, {
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
