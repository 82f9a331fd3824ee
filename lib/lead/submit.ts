// What the form's server action does with one submit: spam checks, the shared schema, WordPress,
// and the outbox when WordPress cannot take the lead. Dependencies come in, so tests can swap them.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { LeadLogger } from './log';
import { logLead } from './log';
import type { DeliveryResult, Outbox } from './outbox';
import type { RateLimiter } from './rate-limit';
import { ATTRIBUTION_FIELD } from './attribution';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  REQUEST_ID_FIELD,
  checkLead,
  isLeadErrorField,
  isRequestId,
  valuesFromFormData,
  type Lead,
  type LeadErrors,
} from './schema';
import type { LeadFormState } from './form-state';

export type SubmitDeps = {
  send: (lead: Lead) => Promise<DeliveryResult>;
  outbox: Pick<Outbox, 'enqueue' | 'reject'>;
  /** Wakes the background delivery after a lead was queued. */
  kick: () => void;
  limiter: RateLimiter;
  /** The client address (or 'unknown'), the rate limit's key. */
  clientKey: string;
  minFillMs: number;
  studioEmail: string;
  log?: LeadLogger;
};

export const SUBMIT_MESSAGES = {
  tooFast:
    'Форма ушла слишком быстро — так обычно делают роботы. Проверьте данные и нажмите «Отправить заявку» ещё раз.',
  check: 'Проверьте, пожалуйста, данные формы.',
  rateLimited: (minutes: number, email: string) =>
    `Слишком много заявок подряд. Отправьте эту через ${minutes} мин или напишите нам на ${email} — ответим в течение рабочего дня.`,
  failed: (email: string) =>
    `Не получилось отправить заявку: сервис заявок сейчас недоступен. Напишите нам на ${email} — ответим в течение рабочего дня.`,
  refused: (email: string) =>
    `Не получилось принять заявку. Напишите нам на ${email} — ответим в течение рабочего дня.`,
} as const;

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export async function handleLeadSubmit(
  formData: FormData,
  deps: SubmitDeps,
): Promise<LeadFormState> {
  const log = deps.log ?? logLead;
  const values = valuesFromFormData(formData);
  const failed = (message: string): LeadFormState => ({
    status: 'failed',
    email: deps.studioEmail,
    values,
    message,
  });

  // Without JS the browser sends no id: the server makes one for this submit.
  const sentId = text(formData, REQUEST_ID_FIELD);
  const requestId = isRequestId(sentId) ? sentId.toLowerCase() : randomUUID();

  // A filled honeypot is a bot (people never see the field): pretend success, send nothing.
  if (text(formData, HONEYPOT_FIELD).trim() !== '') {
    log('spam', requestId, { reason: 'honeypot' });
    return { status: 'success', name: values.name.trim(), delivery: 'sent' };
  }

  // The browser says how long the form was open; without JS there is no figure and no check.
  const elapsed = text(formData, ELAPSED_FIELD);
  if (elapsed !== '' && !(Number(elapsed) >= deps.minFillMs)) {
    log('too-fast', requestId, { elapsed_ms: Number(elapsed) || 0 });
    return { status: 'invalid', errors: {}, message: SUBMIT_MESSAGES.tooFast, values };
  }

  const checked = checkLead(values, {
    request_id: requestId,
    page: text(formData, 'page'),
    attribution: text(formData, ATTRIBUTION_FIELD),
  });
  if (!checked.ok) {
    const hasFieldErrors = Object.keys(checked.errors).length > 0;
    return {
      status: 'invalid',
      errors: checked.errors,
      values,
      ...(hasFieldErrors ? {} : { message: checked.formError ?? SUBMIT_MESSAGES.check }),
    };
  }
  const lead = checked.lead;

  const limit = await deps.limiter.hit(deps.clientKey, lead.request_id);
  if (!limit.ok) {
    log('rate-limited', lead.request_id);
    const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
    return failed(SUBMIT_MESSAGES.rateLimited(minutes, deps.studioEmail));
  }

  let result: DeliveryResult;
  try {
    result = await deps.send(lead);
  } catch {
    result = { status: 'failed' };
  }

  if (result.status === 'sent') {
    log('sent', lead.request_id);
    return { status: 'success', name: lead.name, delivery: 'sent' };
  }

  if (result.status === 'rejected') {
    const errors: LeadErrors = {};
    for (const [key, message] of Object.entries(result.errors)) {
      if (isLeadErrorField(key) && message) errors[key] = message;
    }
    if (Object.keys(errors).length > 0) {
      log('refused', lead.request_id, { fields: Object.keys(errors).join('|') });
      return { status: 'invalid', errors, values };
    }
    // Refused for something the visitor cannot fix: keep it for an operator and say so.
    await deps.outbox.reject(lead, result.errors).catch(() => {
      log('outbox-write-failed', lead.request_id);
    });
    return failed(SUBMIT_MESSAGES.refused(deps.studioEmail));
  }

  // Not taken (5xx, time-out, garbage, down): keep it on disk and deliver it in the background.
  try {
    await deps.outbox.enqueue(lead);
  } catch {
    log('outbox-write-failed', lead.request_id);
    return failed(SUBMIT_MESSAGES.failed(deps.studioEmail));
  }
  deps.kick();
  return { status: 'success', name: lead.name, delivery: 'queued' };
}
