// Plain text of WordPress HTML and text fields: the one HTML-to-text of the site (meta descriptions,
// JSON-LD, card excerpts, case block titles and lists). Pure and light, so client components can use
// it; React and serializeJsonLd escape its result, so it is about display, not safety (rendering
// HTML goes through lib/sanitize.ts).
import { NBSP, typograph } from './typograph';

/** Elements whose content is never text a visitor should read. */
const HIDDEN_CONTENT =
  /<(script|style|textarea|noscript|template|iframe|option|title)\b[\s\S]*?<\/\1\s*>/gi;
/** An element of that kind left open swallows the rest of the fragment. */
const HIDDEN_UNCLOSED = /<(script|style)\b[\s\S]*$/i;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Block boundaries and line breaks read as a space; inline tags join their text. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!][^>]*>/gi;
const ENTITY = /&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]+);/gi;

const ENTITIES: Record<string, string> = {
  nbsp: NBSP,
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

/** '<p>Сайт&nbsp;для <b>клуба</b></p>' → 'Сайт\u00a0для клуба'; '' for nothing readable. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return (
    html
      .replace(COMMENT, ' ')
      .replace(HIDDEN_CONTENT, ' ')
      .replace(HIDDEN_UNCLOSED, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(ANY_TAG, '')
      .replace(ENTITY, (whole, code: string) => {
        if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? whole;
        const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
      })
      // Collapse ordinary whitespace only: a non-breaking space from the source is kept.
      .replace(/[ \t\r\n\f\v]+/g, ' ')
      .trim()
  );
}

/**
 * A plain-text WordPress field (a title, a name, a list item): editors sometimes paste markup or
 * entities into them. Its text with the site's typography; undefined when nothing readable is left.
 */
export function plain(value: string | null | undefined): string | undefined {
  const text = htmlToText(value);
  return text === '' ? undefined : typograph(text);
}

/** A list of plain-text fields, empty ones dropped. */
export function plainList(values: readonly string[]): string[] {
  return values.map((value) => plain(value)).filter((text): text is string => text !== undefined);
}
