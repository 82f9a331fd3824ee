// Russian typography for static copy: a non-breaking space after one- and two-letter words
// (prepositions, conjunctions) so they never end a line.
export function nbsp(text: string): string {
  return text.replace(/(?<=^|[\s\u00a0(«])([а-яёa-z]{1,2}) +/giu, '$1\u00a0');
}
