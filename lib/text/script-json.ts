// JSON for inside a <script> element: '<', '>', '&' and the JS line separators escaped as \u
// sequences, so that no string can close the element or open a comment (JSON-LD, inline scripts).
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
