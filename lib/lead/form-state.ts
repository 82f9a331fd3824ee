// The discussion form's state, as the server action returns it and the client form shows it. The
// lead's vocabulary lives in lib/lead/fields.ts and its schema in lib/lead/schema.ts (shared by the
// browser and the server).
import type { LeadErrors, LeadValues } from './fields';

export type LeadFormState =
  | { status: 'idle' }
  /** 'sent': WordPress took it; 'queued': kept on disk and delivered in the background. */
  | { status: 'success'; name: string; delivery: 'sent' | 'queued' }
  | {
      status: 'invalid';
      /** One message per control, in Russian. */
      errors: LeadErrors;
      /** A message not tied to a control. */
      message?: string;
      values: LeadValues;
    }
  | { status: 'failed'; message: string; email: string; values: LeadValues };

export const INITIAL_LEAD_STATE: LeadFormState = { status: 'idle' };
