'use server';
// The discussion form's Server Action: validates with leadSchema, sends the lead to WordPress and
// answers with field errors, a clear failure message or success. It never throws to the visitor.
import {
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  isSphere,
  type LeadField,
  type LeadFormState,
  type LeadValues,
} from '@/components/sections/form/lead-form';
import { publicContacts } from '@/lib/layout/public-contacts';
import { sendLead } from '@/lib/wp/form';
import { leadSchema } from '@/lib/wp/schemas';

const MAX_ECHO_LENGTH = 2000;

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, MAX_ECHO_LENGTH) : '';
}

/** The path the form was sent from, without query or hash; '/' when it is not a plain site path. */
function pagePath(raw: string): string {
  const path = raw.split(/[?#]/)[0]?.trim() ?? '';
  return /^\/(?!\/)[^\s\\]{0,299}$/.test(path) ? path : '/';
}

function isLeadField(key: string): key is LeadField {
  return (LEAD_FIELDS as readonly string[]).includes(key);
}

function studioEmail(): string {
  try {
    return publicContacts().email;
  } catch {
    return '';
  }
}

function failed(values: LeadValues): LeadFormState {
  const email = studioEmail();
  return {
    status: 'failed',
    email,
    values,
    message: email
      ? `Не получилось отправить заявку: сервис заявок сейчас недоступен. Напишите нам на ${email} — ответим в течение рабочего дня.`
      : 'Не получилось отправить заявку: сервис заявок сейчас недоступен. Попробуйте ещё раз чуть позже.',
  };
}

export async function submitLead(_prev: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const values: LeadValues = { ...EMPTY_VALUES };
  for (const name of LEAD_FIELDS) values[name] = field(formData, name);
  if (!isSphere(values.sphere)) values.sphere = '';

  // A filled honeypot is a bot: answer as if all went well and send nothing.
  if (field(formData, HONEYPOT_FIELD).trim() !== '') {
    return { status: 'success', name: values.name.trim() };
  }

  const parsed = leadSchema.safeParse({
    name: values.name,
    phone: values.phone,
    email: values.email.trim(),
    message: values.message.trim() || undefined,
    sphere: values.sphere || undefined,
    page: pagePath(field(formData, 'page')),
  });
  if (!parsed.success) {
    const errors: Partial<Record<LeadField, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (isLeadField(key) && !errors[key]) errors[key] = issue.message;
    }
    return {
      status: 'invalid',
      errors,
      values,
      ...(Object.keys(errors).length === 0
        ? { message: 'Проверьте, пожалуйста, данные формы.' }
        : {}),
    };
  }

  try {
    const sent = await sendLead(parsed.data);
    if (sent.ok) return { status: 'success', name: parsed.data.name };
    const errors: Partial<Record<LeadField, string>> = {};
    for (const [key, message] of Object.entries(sent.errors ?? {})) {
      if (isLeadField(key) && message) errors[key] = message;
    }
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values };
    return failed(values);
  } catch (error) {
    console.error('[lead] sending failed', error instanceof Error ? error.name : 'unknown');
    return failed(values);
  }
}
