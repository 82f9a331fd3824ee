// Plain-text WordPress fields (titles, list items, names): editors sometimes paste markup or
// entities into them, so they are reduced to text (scripts and tags dropped) before React escapes
// them, with non-breaking spaces after short prepositions (DESIGN.md typography).
import { nbsp } from '@/lib/case/typography';
import { htmlToText } from '@/lib/sanitize';

/** The field as plain text; undefined when nothing readable is left. */
export function plain(value: string | null | undefined): string | undefined {
  const text = htmlToText(value);
  return text === '' ? undefined : nbsp(text);
}

/** A list of plain-text items, empty ones dropped. */
export function plainList(values: readonly string[]): string[] {
  return values
    .map(htmlToText)
    .filter((t) => t !== '')
    .map(nbsp);
}
