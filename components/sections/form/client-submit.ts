// The browser half of a submit: check with the shared schema before any request, attach the
// request id and the time the form was open, and turn a thrown action call into a kept-input message.
// The schema (zod) is not in the page's first-load code: it is fetched when the visitor first
// focuses the form (`loadLeadSchema`), and a check waits for it.
import { ATTRIBUTION_FIELD, storedAttribution } from '@/lib/lead/attribution';
import {
  ELAPSED_FIELD,
  REQUEST_ID_FIELD,
  valuesFromFormData,
  type LeadErrors,
  type LeadValues,
} from '@/lib/lead/fields';
import type { LeadFormState } from '@/lib/lead/form-state';

type LeadSchemaModule = typeof import('@/lib/lead/schema');
let schema: Promise<LeadSchemaModule | null> | undefined;

/** Starts fetching the schema (once); resolves to null when it cannot be fetched (offline). */
export function loadLeadSchema(): Promise<LeadSchemaModule | null> {
  schema ??= import('@/lib/lead/schema').catch(() => {
    schema = undefined; // try again on the next check
    return null;
  });
  return schema;
}

export const CLIENT_MESSAGES = {
  /** An old tab after a deploy: the server no longer knows this action. */
  stale: 'Сайт обновился. Отправьте заявку ещё раз — данные формы сохранены.',
  /** The request itself failed (offline, connection reset). */
  network:
    'Не получилось связаться с сайтом. Проверьте подключение к интернету и отправьте заявку ещё раз — данные формы сохранены.',
} as const;

/** Next.js throws this when the server has no action with the id an old page knows. */
export function isStaleActionError(error: unknown): boolean {
  return error instanceof Error && error.name === 'UnrecognizedActionError';
}

/** A well-formed placeholder id, for checking fields before the real id exists. */
const CHECK_ONLY_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Errors of the visitor's controls for these values (the hidden fields are the form's own). None
 * when the schema cannot be fetched: the server action checks the same schema again.
 */
export async function fieldErrors(values: LeadValues, page: string): Promise<LeadErrors> {
  const checker = await loadLeadSchema();
  if (!checker) return {};
  const checked = checker.checkLead(values, { request_id: CHECK_ONLY_ID, page });
  return checked.ok ? {} : checked.errors;
}

export type ClientSubmit = {
  form: HTMLFormElement;
  page: string;
  requestId: string;
  elapsedMs: number;
  action: (prev: LeadFormState, data: FormData) => Promise<LeadFormState>;
};

/** Runs the action with the form's data; never throws. Invalid input never leaves the browser. */
export async function submitFromBrowser({
  form,
  page,
  requestId,
  elapsedMs,
  action,
}: ClientSubmit): Promise<LeadFormState> {
  const data = new FormData(form);
  const values = valuesFromFormData(data);
  const errors = await fieldErrors(values, page);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values };
  data.set(REQUEST_ID_FIELD, requestId);
  data.set(ELAPSED_FIELD, String(Math.round(elapsedMs)));
  data.set('page', page);
  // Where this session came from (captured on its first page view), when the browser kept it.
  let attribution = '';
  try {
    attribution = storedAttribution(window.sessionStorage);
  } catch {
    // sessionStorage refused
  }
  if (attribution) data.set(ATTRIBUTION_FIELD, attribution);
  try {
    return await action({ status: 'idle' }, data);
  } catch (error) {
    return {
      status: 'failed',
      email: '',
      values,
      message: isStaleActionError(error) ? CLIENT_MESSAGES.stale : CLIENT_MESSAGES.network,
    };
  }
}
