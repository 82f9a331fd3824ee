// The lead's vocabulary (WP-API.md 'Lead') without its zod schema: field names, limits, spheres,
// messages and the helpers the form needs at first render. Kept apart from schema.ts so the browser
// form's first-load code has no zod; the schema is fetched when the visitor starts filling it in.

/** The longest name and message a visitor may send; longer input gets the length error. */
export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 2000;
export const PAGE_MAX = 300;
export const PHONE_DIGITS = { min: 10, max: 15 } as const;

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
export const SPHERE_VALUES = SPHERES.map((s) => s.value) as [Sphere, ...Sphere[]];

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
