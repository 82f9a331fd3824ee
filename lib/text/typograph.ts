// Russian typography for static copy: non-breaking spaces where a line must not break.

export const NBSP = '\u00a0';

// Short words that must not hang at the end of a line: every one- and two-letter word
// (в, к, с, и, а, на, по, до, от, не…) and the common three-letter prepositions and conjunctions.
const SHORT_WORD = '(?:[а-яё]{1,2}|для|без|под|над|при|про|или|как|что)';
const AFTER_SHORT_WORD = new RegExp(`(?<=(?:^|[\\s«„(])${SHORT_WORD})[ \\t]+(?=\\S)`, 'giu');
// Inside figures: «15 лет», «2 700 ₽», «от 4 недель».
const AFTER_NUMBER = /(?<=\d)[ \t]+(?=[\d₽%а-яёa-z])/giu;
// An em dash never starts a line.
const BEFORE_DASH = /[ \t]+(?=—)/g;

/** Puts non-breaking spaces after short words, inside figures and before em dashes. */
export function typograph(text: string): string {
  return text
    .replace(AFTER_SHORT_WORD, NBSP)
    .replace(AFTER_NUMBER, NBSP)
    .replace(BEFORE_DASH, NBSP);
}

/**
 * Applies typograph() to every string of a JSON-like value. Strings listed in `keep`
 * (canonical names such as the development-stage labels) and URL paths are left as they are.
 */
export function typographDeep<T>(value: T, keep: ReadonlySet<string> = new Set()): T {
  if (typeof value === 'string') {
    if (keep.has(value) || value.startsWith('/')) return value;
    return typograph(value) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => typographDeep(v, keep)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typographDeep(v as unknown, keep)]),
    ) as T;
  }
  return value;
}
