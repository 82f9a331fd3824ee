// Types of the demo WordPress entry point, for TypeScript importers (tests, scripts/demo.mjs users).
export type DemoWpMode = 'ok' | 'down' | 'error' | 'garbage' | 'invalid';

export interface DemoWpOptions {
  /** Port to listen on; 0 picks a free one. Default: DEMO_WP_PORT or 4010. */
  port?: number;
  /** Interface to listen on. Default: DEMO_WP_HOST or 127.0.0.1. */
  host?: string;
  /** Start fault mode. Default: DEMO_WP_MODE or 'ok'. */
  mode?: DemoWpMode;
  /** Start latency of API answers in ms. Default: DEMO_WP_LATENCY_MS or 0. */
  latencyMs?: number;
  /** Substring of the API path the faults apply to. Default: DEMO_WP_MATCH or all API paths. */
  match?: string | null;
  /** Generated articles added after the demo's own (the sitemap test). Default: DEMO_WP_EXTRA_ARTICLES or 0. */
  extraArticles?: number;
  /** The secret shared with the site (approval links' and editor renders' keys). Default: REVALIDATE_SECRET or DEMO_SECRET. */
  secret?: string;
  /** The site editor render links point at (POST /__render-links). Default: SITE_URL or http://localhost:3000. */
  siteUrl?: string;
}

export interface DemoWp {
  /** The origin, e.g. http://127.0.0.1:4010 (media URLs are built from it). */
  url: string;
  /** The WP_API_URL for the site, e.g. http://127.0.0.1:4010/wp-json/studio/v1 */
  apiUrl: string;
  close(): Promise<void>;
}

export const API_BASE: string;
/** The secret the demo shares with the site when REVALIDATE_SECRET is not set. */
export const DEMO_SECRET: string;
export function startDemoWp(options?: DemoWpOptions): Promise<DemoWp>;
