// The real WordPress runs shared by the real-wordpress projects, one per supported release
// (wordpress/scripts/server/releases.mjs): where the setup project left the WordPress it started
// (wordpress/scripts/wp-server.mjs), the demo import's id maps and the site server it runs
// against that WordPress. Each release has its own ports and folders, so that two runs never meet.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import type { RealWp } from '../../wordpress/scripts/wp-server.mjs';

/** Every release the plugin supports, oldest first: Debian 12's and Debian 13's WordPress. */
export const SUPPORTED_RELEASES = ['6.1', '6.8'] as const;
export type WpRelease = (typeof SUPPORTED_RELEASES)[number];

/** The releases this run tests: REAL_WP_RELEASES (e.g. '6.8'), else every supported one. */
export function releasesToTest(env = process.env.REAL_WP_RELEASES): WpRelease[] {
  if (!env) return [...SUPPORTED_RELEASES];
  const asked = env.split(',').map((r) => r.trim());
  const unknown = asked.filter((r) => !(SUPPORTED_RELEASES as readonly string[]).includes(r));
  if (unknown.length > 0) {
    throw new Error(
      `REAL_WP_RELEASES: unknown ${unknown.join(', ')}; supported: ${SUPPORTED_RELEASES.join(', ')}`,
    );
  }
  return asked as WpRelease[];
}

/** The IndexNow key of the run: the plugin's STUDIO_INDEXNOW_KEY and the site's INDEXNOW_KEY. */
export const INDEXNOW_KEY = 'e2e-indexnow-key-0123456789';

const WP_PORT_BASE = Number(process.env.REAL_WP_PORT || 4020);
const SITE_PORT_BASE = Number(process.env.PORT || 3000) + 30;

/** Where one release's run lives: its state file, its copy of the build, its two ports. */
export function releaseRun(release: WpRelease) {
  const offset = SUPPORTED_RELEASES.indexOf(release);
  const dir = path.resolve('.data/real-wp', release);
  const sitePort = SITE_PORT_BASE + offset;
  return {
    release,
    stateFile: path.join(dir, 'state.json'),
    /** The site server's own copy of the standalone build (and so of its cache). */
    siteCopy: path.join(dir, 'site'),
    wpPort: WP_PORT_BASE + offset,
    /** The IndexNow recorder of indexnow.spec.ts: the plugin's STUDIO_INDEXNOW_ENDPOINT points at it. */
    indexNowPort: WP_PORT_BASE + 20 + offset,
    sitePort,
    siteOrigin: `http://localhost:${sitePort}`,
  };
}

/** The release of the running project (its metadata, set in playwright.config.ts). */
export function currentRelease(): WpRelease {
  const release = test.info().project.metadata?.wpRelease as WpRelease | undefined;
  if (!release) throw new Error(`project ${test.info().project.name} names no WordPress release`);
  return release;
}

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
  /** The release ('6.8') and the exact version ('6.8.12') the run is on. */
  release: WpRelease;
  version: string | null;
  wpConfig: string;
  socket: string;
  /** The lead secret the plugin made on activation, which the site sends (WP_FORM_SECRET). */
  formSecret: string;
  /** Demo id → WordPress id. */
  directions: Record<string, number>;
  categories: Record<string, number>;
  site: { pid: number; origin: string; outboxDir: string };
};

/**
 * The state the setup of the running project's release wrote, or null when that setup was skipped
 * (no PHP or MariaDB, or not this release's files, here).
 */
export function realWp(): RealWpState | null {
  const { stateFile } = releaseRun(currentRelease());
  if (!existsSync(stateFile)) return null;
  return JSON.parse(readFileSync(stateFile, 'utf8')) as RealWpState;
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

/** An answer of the plugin's namespace: its status, its JSON and its Cache-Control. */
export type PluginAnswer = {
  status: number;
  body: Record<string, unknown>;
  cacheControl: string | null;
};

/**
 * A call of the plugin's namespace (`{api}/…`) with whatever headers (a key, an application
 * password, none): never throws on a status, only on an answer that is not JSON.
 */
export async function pluginCall(
  state: RealWpState,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<PluginAnswer> {
  const res = await fetch(`${state.apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${method} ${path}: HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`);
  }
  return { status: res.status, body: parsed, cacheControl: res.headers.get('cache-control') };
}
