// One log line per state change of a lead: the event, its request_id and counters — never the
// visitor's name, phone, e-mail or message.
export type LeadEvent =
  | 'sent'
  | 'queued'
  | 'retry-scheduled'
  | 'delivered'
  | 'rejected'
  | 'refused'
  | 'spam'
  | 'too-fast'
  | 'rate-limited'
  | 'outbox-write-failed'
  | 'claim-recovered'
  | 'unreadable';

const WARN: ReadonlySet<LeadEvent> = new Set([
  'retry-scheduled',
  'rejected',
  'refused',
  'outbox-write-failed',
  'claim-recovered',
  'unreadable',
]);

export type LeadLogger = (
  event: LeadEvent,
  requestId: string,
  details?: Record<string, string | number>,
) => void;

export const logLead: LeadLogger = (event, requestId, details = {}) => {
  if (process.env.NODE_ENV === 'test' && !process.env.LEAD_LOG_IN_TESTS) return;
  const extra = Object.entries(details)
    .map(([key, value]) => ` ${key}=${value}`)
    .join('');
  console[WARN.has(event) ? 'warn' : 'info'](`[lead] ${event} request_id=${requestId}${extra}`);
};
