// The discussion form's shared vocabulary: spheres, field names and the state the action returns.
// Plain data, imported by the server action and by the client form alike.

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

export function isSphere(value: unknown): value is Sphere {
  return SPHERES.some((s) => s.value === value);
}

/** The fields a visitor fills in (the page path travels in a hidden field). */
export const LEAD_FIELDS = ['name', 'phone', 'email', 'message', 'sphere'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export type LeadValues = Record<LeadField, string>;

export const EMPTY_VALUES: LeadValues = { name: '', phone: '', email: '', message: '', sphere: '' };

/** The hidden honeypot field: people never see it, naive bots fill it in. */
export const HONEYPOT_FIELD = 'website';

export type LeadFormState =
  | { status: 'idle' }
  | { status: 'success'; name: string }
  | {
      status: 'invalid';
      /** One message per field, in Russian. */
      errors: Partial<Record<LeadField, string>>;
      /** A message not tied to a field. */
      message?: string;
      values: LeadValues;
    }
  | { status: 'failed'; message: string; email: string; values: LeadValues };

export const INITIAL_LEAD_STATE: LeadFormState = { status: 'idle' };
