// Formatting for visitors: Russian dates, truncation, plurals (pure functions). Russian typography
// and HTML-to-text live in lib/text/.

const NBSP = '\u00a0';

let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * The date format, made on the first date formatted: constructing it loads ICU's Russian and
 * Moscow-zone data (124 ms of the main thread on a CPU slowed 4×, docs/performance.md 'What the gap
 * is made of'), which a client chunk that imports this module for plural() or truncate() alone
 * must not pay when it loads.
 */
function dateFormatter(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // One zone on the server and in the browser, so a date never renders differently after hydration.
    timeZone: 'Europe/Moscow',
  });
  return dateFormat;
}

/** Parses an ISO 8601 date or date-time; null when it is not a valid date. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2024-03-12T10:00:00+03:00' → '12 марта 2024' (no trailing 'г.'); '' for an invalid date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseIsoDate(value);
  if (!date) return '';
  return dateFormatter()
    .format(date)
    .replace(/\s*г\.$/, '')
    .replace(/ /g, NBSP);
}

/** Cuts plain text at a word boundary and adds an ellipsis when it is longer than `max`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace >= max * 0.5 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** Russian plural: plural(5, ['кейс', 'кейса', 'кейсов']) → 'кейсов'. */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}
