// The outbox's retry schedule: exponential backoff with jitter, up to a cap (docs/leads.md 'The outbox').

export type Backoff = { baseMs: number; maxMs: number };

/** Backoff grows threefold: 5 s, 15 s, 45 s, 2¼ min, … up to the cap. */
const BACKOFF_FACTOR = 3;
/** ±20 % jitter, so leads queued together do not retry together. */
const JITTER = 0.2;

/** The delay before the attempt after `attempts` failed ones. */
export function backoffMs(attempts: number, { baseMs, maxMs }: Backoff, random = Math.random) {
  const raw = Math.min(maxMs, baseMs * BACKOFF_FACTOR ** Math.max(0, attempts - 1));
  return Math.min(maxMs, Math.round(raw * (1 - JITTER + 2 * JITTER * random())));
}
