// The visitor's answer to the cookie notice (issue 32, item 5), kept in localStorage: the site's
// pages are static and the server never needs it, so it rides on no request. An answer is kept
// for a year, then the notice asks again; a stored value this code does not know is no answer.

export type ConsentChoice = 'granted' | 'denied';

/** The localStorage key of the answer. */
export const CONSENT_KEY = 'orbita-analytics-consent';

/** How long an answer is kept: a year, then the notice asks again. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (blocked storage, some private modes). */
export function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's answer, or null: none yet, expired, unreadable or unknown. */
export function readConsent(
  storage: ConsentStorage | null,
  now = Date.now(),
): ConsentChoice | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { choice, at } = value as { choice?: unknown; at?: unknown };
    if (choice !== 'granted' && choice !== 'denied') return null;
    if (typeof at !== 'number' || !Number.isFinite(at) || at > now) return null;
    return now - at < CONSENT_MAX_AGE_MS ? choice : null;
  } catch {
    return null;
  }
}

/** Keeps the answer; false where storage refuses it (the answer then holds for this page only). */
export function writeConsent(
  storage: ConsentStorage | null,
  choice: ConsentChoice,
  now = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify({ choice, at: now }));
    return true;
  } catch {
    return false;
  }
}
