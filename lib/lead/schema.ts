// The lead's zod schema (WP-API.md 'Lead'), pure and client-safe: the browser form validates with
// it before any request (loaded when the visitor starts filling the form in), the server action
// validates with it again. The vocabulary it is built from lives in fields.ts.
import * as z from 'zod/mini';
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_MAX,
  type Attribution,
  type AttributionKey,
} from './attribution';
import {
  LEAD_MESSAGES,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  PAGE_MAX,
  PHONE_DIGITS,
  SPHERE_VALUES,
  isLeadErrorField,
  pagePath,
  type LeadErrors,
  type LeadValues,
} from './fields';

export * from './fields';

// In the browser zod would probe for eval (`Function('')`) to compile its parsers, which the
// Content-Security-Policy refuses and reports as a violation (docs/security.md); the
// interpreted parsers are fast enough for one form. The server keeps the compiled ones.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * The lead the site sends to WordPress (POST {api}/form). Written with zod/mini: the browser form
 * fetches this schema, and the mini build is a fifth of the classic one.
 */
/** Where the visit came from (lib/lead/attribution.ts): every field optional, within its limit. */
const attributionText = (key: AttributionKey) =>
  z.optional(z.string().check(z.minLength(1), z.maxLength(ATTRIBUTION_MAX[key])));
export const attributionSchema = z.object({
  landing_page: attributionText('landing_page'),
  referrer: attributionText('referrer'),
  utm_source: attributionText('utm_source'),
  utm_medium: attributionText('utm_medium'),
  utm_campaign: attributionText('utm_campaign'),
  utm_term: attributionText('utm_term'),
  utm_content: attributionText('utm_content'),
});

export const leadSchema = z.object({
  request_id: z.uuid({ error: LEAD_MESSAGES.requestId }),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, LEAD_MESSAGES.name),
      z.maxLength(LEAD_NAME_MAX, LEAD_MESSAGES.nameTooLong),
    ),
  phone: z.string().check(
    z.trim(),
    z.regex(/^\+?[\d\s()-]+$/, LEAD_MESSAGES.phone),
    z.refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, LEAD_MESSAGES.phone),
  ),
  email: z.pipe(
    z.optional(z.union([z.literal(''), z.email(LEAD_MESSAGES.email)])),
    z.transform((v) => v || undefined),
  ),
  message: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(LEAD_MESSAGE_MAX, {
          error: (issue) =>
            LEAD_MESSAGES.messageTooLong(typeof issue.input === 'string' ? issue.input.length : 0),
        }),
      ),
    ),
    z.transform((v) => v || undefined),
  ),
  sphere: z.optional(z.enum(SPHERE_VALUES, LEAD_MESSAGES.sphere)),
  page: z.string().check(z.startsWith('/'), z.maxLength(PAGE_MAX)),
  consent: z.literal(true, { error: LEAD_MESSAGES.consent }),
  attribution: z.optional(attributionSchema),
});
export type Lead = z.output<typeof leadSchema>;

export type LeadCheck =
  { ok: true; lead: Lead } | { ok: false; errors: LeadErrors; formError?: string };

/**
 * Validates what the visitor typed, plus the hidden request id, page and attribution, with
 * leadSchema. Errors are keyed by the visible control they belong to (first message per control);
 * an error of a hidden field (request id, page) is reported under `form`. Attribution never costs
 * a lead: its unknown, empty or too long fields are dropped (parseAttribution), not refused.
 */
export function checkLead(
  values: LeadValues,
  hidden: { request_id: string; page: string; attribution?: unknown },
): LeadCheck {
  const attribution = parseAttribution(hidden.attribution);
  const parsed = leadSchema.safeParse({
    request_id: hidden.request_id,
    name: values.name,
    phone: values.phone,
    email: values.email.trim(),
    message: values.message,
    sphere: values.sphere || undefined,
    page: pagePath(hidden.page),
    consent: values.consent,
    ...(attribution ? { attribution } : {}),
  });
  if (parsed.success) return { ok: true, lead: parsed.data };
  const errors: LeadErrors = {};
  let formError = '';
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (isLeadErrorField(key)) errors[key] ??= issue.message;
    else formError ||= issue.message;
  }
  return formError ? { ok: false, errors, formError } : { ok: false, errors };
}

/**
 * Parses the attribution a form sent (JSON) or a lead holds: the known fields that are non-empty
 * strings within their limits. Here, not in attribution.ts, to keep it out of first-load code.
 */
export function parseAttribution(raw: unknown): Attribution | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw === '' || raw.length > 4000) return undefined;
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.trim() && v.trim().length <= ATTRIBUTION_MAX[key]) {
      out[key] = v.trim();
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
