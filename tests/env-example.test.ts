// @vitest-environment node
// .env.example lists every variable the server reads: the site's (lib/config.ts), the lead
// pipeline's (lib/lead/config.ts), REDIS_URL (cache-handler.mjs) and the server's own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

/** The keys of the zod object of a config module: lines `  NAME: z…`. */
function schemaKeys(file: string): string[] {
  return [...read(file).matchAll(/^\s+([A-Z][A-Z0-9_]+):\s/gm)].map((m) => m[1] ?? '');
}

/** Variables named in .env.example, set or commented out (`# NAME=`). */
function documented(): Set<string> {
  return new Set(
    [...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] ?? ''),
  );
}

describe('.env.example', () => {
  it('finds the config schemas it checks against', () => {
    expect(schemaKeys('lib/config.ts')).toEqual(
      expect.arrayContaining(['WP_API_URL', 'SITE_URL', 'WP_TIMEOUT_MS']),
    );
    expect(schemaKeys('lib/lead/config.ts')).toEqual(
      expect.arrayContaining(['LEAD_OUTBOX_DIR', 'LEAD_MIN_FILL_MS']),
    );
  });

  it.each(['lib/config.ts', 'lib/lead/config.ts', 'lib/analytics/config.ts'])(
    'names every variable of %s',
    (file) => {
      const names = documented();
      expect(schemaKeys(file).filter((key) => !names.has(key))).toEqual([]);
    },
  );

  it('names REDIS_URL, PORT and HOSTNAME', () => {
    const names = documented();
    for (const key of ['REDIS_URL', 'PORT', 'HOSTNAME']) expect(names).toContain(key);
  });
});
