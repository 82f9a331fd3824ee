import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/jsonld';

/** Renders structured data as an escaped application/ld+json script (server component). */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      // The payload is escaped by serializeJsonLd, so it cannot break out of the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
