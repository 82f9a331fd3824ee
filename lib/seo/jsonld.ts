// JSON-LD: serialised so that no string from WordPress can close the <script> element.
import type { Thing, WithContext } from 'schema-dts';

/** JSON with '<', '>', '&' and the JS line separators escaped as \u sequences. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
