// Where a visit came from (issue 22, item 6): the session's first landing page, its referrer and
// the utm_* parameters, kept first-party in sessionStorage (this browser tab's session, nothing
// sent anywhere else) and sent with a lead as its optional `attribution`. No zod here: the
// capture runs on every page's first view, so it stays a few lines of plain code.

export const ATTRIBUTION_KEYS = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The longest value of each field (WP-API.md 'Lead'); longer captured values are cut to it. */
export const ATTRIBUTION_MAX: Record<AttributionKey, number> = {
  landing_page: 500,
  referrer: 500,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};

/** The sessionStorage key, and the hidden form field the browser sends it in (JSON). */
export const ATTRIBUTION_STORAGE_KEY = 'studio:attribution';
export const ATTRIBUTION_FIELD = 'attribution';

type Where = { pathname: string; search: string; origin: string };
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** What the first page view of a session knows: its path and query, an outside referrer, utm_*. */
export function attributionOf(where: Where, referrer: string): Attribution {
  const out: Attribution = {};
  const put = (key: AttributionKey, value: string | null) => {
    const v = (value ?? '').trim();
    if (v) out[key] = v.slice(0, ATTRIBUTION_MAX[key]);
  };
  put('landing_page', where.pathname + where.search);
  // A referrer from this site itself says nothing about where the visit came from.
  let outside = '';
  try {
    if (referrer && new URL(referrer).origin !== where.origin) outside = referrer;
  } catch {
    // not a URL
  }
  put('referrer', outside);
  const params = new URLSearchParams(where.search);
  for (const key of ATTRIBUTION_KEYS) if (key.startsWith('utm_')) put(key, params.get(key));
  return out;
}

/** Stores the visit's attribution once per session (the first page view wins); never throws. */
export function captureAttribution(where: Where, referrer: string, store: Store): void {
  try {
    if (store.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
    store.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionOf(where, referrer)));
  } catch {
    // storage disabled or full: the lead goes without attribution
  }
}

/** The stored attribution as the form sends it (JSON), or '' when there is none. */
export function storedAttribution(store: Store): string {
  try {
    return store.getItem(ATTRIBUTION_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
