// The lead's one vocabulary and zod schema (WP-API.md 'Lead'), pure and client-safe: the browser
// form validates with it before any request, the server action validates with it again.
import * as z from 'zod/mini';

// In the browser zod would probe for eval (`Function('')`) to compile its parsers, which the
// Content-Security-Policy refuses and reports as a violation (README 'Security headers'); the
// interpreted parsers are fast enough for one form. The server keeps the compiled ones.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** The longest name and message a visitor may send; longer input gets the length error. */
export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 2000;
const PAGE_MAX = 300;
const PHONE_DIGITS = { min: 10, max: 15 } as const;

export const SPHERES = [
  { value: 'webapps', label: 'Веб-сервис' },
  { value: 'ecommerce', label: 'Интернет-магазин' },
  { value: 'sport', label: 'Спорт' },
  { value: 'culture', label: 'Культура' },
  { value: 'restaurant', label: 'Ресторан' },
  { value: 'account', label: 'Личный кабинет' },
  { value: 'mobile', label: 'Мобильное приложение' },
  { value: 'other', label: 'Другое' },
] as const;

export type Sphere = (typeof SPHERES)[number]['value'];
const SPHERE_VALUES = SPHERES.map((s) => s.value) as [Sphere, ...Sphere[]];

export function isSphere(value: unknown): value is Sphere {
  return SPHERES.some((s) => s.value === value);
}

/** The text fields a visitor fills in (the page path, request id and timing travel hidden). */
export const LEAD_FIELDS = ['name', 'phone', 'email', 'message', 'sphere'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** Everything that can carry an error shown beside a control. */
export type LeadErrorField = LeadField | 'consent';
export const LEAD_ERROR_FIELDS: readonly LeadErrorField[] = [...LEAD_FIELDS, 'consent'];

export function isLeadErrorField(key: string): key is LeadErrorField {
  return (LEAD_ERROR_FIELDS as readonly string[]).includes(key);
}

export type LeadValues = Record<LeadField, string> & { consent: boolean };
export const EMPTY_VALUES: LeadValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  sphere: '',
  consent: false,
};

/** Hidden fields of the form. */
export const HONEYPOT_FIELD = 'website';
export const REQUEST_ID_FIELD = 'request_id';
/** Milliseconds from the form's first render in the browser to the submit (absent without JS). */
export const ELAPSED_FIELD = 'elapsed_ms';

export const LEAD_MESSAGES = {
  name: 'Укажите имя',
  nameTooLong: `Имя длиннее ${LEAD_NAME_MAX} символов — сократите его`,
  phone: 'Укажите телефон в формате +7 900 000-00-00',
  email: 'Проверьте адрес почты',
  messageTooLong: (length: number) =>
    `Сообщение длиннее ${LEAD_MESSAGE_MAX} символов (сейчас ${length}) — сократите его, а подробности пришлите письмом`,
  sphere: 'Выберите сферу из списка',
  consent: 'Без согласия на обработку персональных данных мы не можем принять заявку',
  requestId: 'Не удалось подготовить заявку — обновите страницу',
} as const;

/**
 * The lead the site sends to WordPress (POST {api}/form). Written with zod/mini: the browser form
 * ships this schema, and the mini build is a fifth of the classic one in the first-load JS.
 */
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
});
export type Lead = z.output<typeof leadSchema>;

/** The path the form was sent from, without query or hash; '/' when it is not a plain site path. */
export function pagePath(raw: string): string {
  const path = raw.split(/[?#]/)[0]?.trim() ?? '';
  return /^\/(?!\/)[^\s\\]{0,299}$/.test(path) ? path : '/';
}

/** The visitor's input from a form submit, whole (too long input gets the length error, never a cut). */
export function valuesFromFormData(formData: FormData): LeadValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: LeadValues = { ...EMPTY_VALUES };
  for (const name of LEAD_FIELDS) values[name] = text(name);
  if (!isSphere(values.sphere)) values.sphere = '';
  values.consent = text('consent') === 'on' || text('consent') === 'true';
  return values;
}

export type LeadErrors = Partial<Record<LeadErrorField, string>>;

export type LeadCheck =
  { ok: true; lead: Lead } | { ok: false; errors: LeadErrors; formError?: string };

/**
 * Validates what the visitor typed, plus the hidden request id and page, with leadSchema.
 * Errors are keyed by the visible control they belong to (first message per control); an error
 * of a hidden field (request id, page) is reported under `form`.
 */
export function checkLead(
  values: LeadValues,
  hidden: { request_id: string; page: string },
): LeadCheck {
  const parsed = leadSchema.safeParse({
    request_id: hidden.request_id,
    name: values.name,
    phone: values.phone,
    email: values.email.trim(),
    message: values.message,
    sphere: values.sphere || undefined,
    page: pagePath(hidden.page),
    consent: values.consent,
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

/** A version 4 UUID: crypto.randomUUID where the browser offers it (secure contexts only). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}
