// The real WordPress run shared by the real-wordpress projects: where the setup project left the
// WordPress it started (wordpress/scripts/wp-server.mjs), the demo import's id maps and the site
// server it runs against that WordPress.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RealWp } from '../../wordpress/scripts/wp-server.mjs';

export const STATE_FILE = path.resolve('.data/real-wp/state.json');
/** The real-WordPress site server's own copy of the standalone build (and so of its cache). */
export const SITE_COPY = path.resolve('.data/real-wp/site');
export const REAL_WP_PORT = Number(process.env.REAL_WP_PORT || 4020);
export const REAL_SITE_PORT = Number(process.env.PORT || 3000) + 30;
export const REAL_SITE_ORIGIN = `http://localhost:${REAL_SITE_PORT}`;
/** The lead secret the real WordPress demands and the site sends (WP_FORM_SECRET). */
export const FORM_SECRET = 'real-wp-form-secret-0123456789';

/** What the setup keeps of the started WordPress (wordpress/scripts/wp-server.d.mts), and more. */
export type RealWpState = Pick<
  RealWp,
  | 'url'
  | 'apiUrl'
  | 'restUrl'
  | 'user'
  | 'password'
  | 'appPassword'
  | 'dataDir'
  | 'debugLog'
  | 'phpErrorLog'
  | 'mailLog'
> & {
  wpConfig: string;
  socket: string;
  /** Demo id → WordPress id. */
  directions: Record<string, number>;
  categories: Record<string, number>;
  site: { pid: number; origin: string; outboxDir: string };
};

/** The state the setup wrote, or null when the setup was skipped (no PHP or MariaDB here). */
export function realWp(): RealWpState | null {
  if (!existsSync(STATE_FILE)) return null;
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RealWpState;
}

/** Basic auth of the import's application password, for /wp/v2 calls. */
export function authHeader(state: RealWpState): string {
  return `Basic ${Buffer.from(`${state.user}:${state.appPassword}`).toString('base64')}`;
}

/** A core REST call (/wp/v2…) as the import's application password; throws on an HTTP error. */
export async function wpRest<T>(
  state: RealWpState,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${state.restUrl}${path}`, {
    method,
    headers: { authorization: authHeader(state), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
