// JSON-LD: serialised so that no string from WordPress can close the <script> element.
import type { Thing, WithContext } from 'schema-dts';
import { scriptJson } from '@/lib/text/script-json';

/** JSON with '<', '>', '&' and the JS line separators escaped as \u sequences. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return scriptJson(data);
}
