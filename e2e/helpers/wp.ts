// Helpers for specs that talk to the demo WordPress and the site's revalidation webhook.
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { secondPassDelayMs } from '../../lib/revalidate';

export const WP_ORIGIN = `http://127.0.0.1:${process.env.DEMO_WP_PORT || 4010}`;
export const WP_API = `${WP_ORIGIN}/wp-json/studio/v1`;
export const REVALIDATE_SECRET =
  process.env.REVALIDATE_SECRET || 'demo-revalidate-secret-0123456789';

/** A key derived from REVALIDATE_SECRET (docs/WP-API.md 'Keys', lib/security/keys.ts). */
export function derivedKey(
  purpose:
    | 'revalidate'
    | 'preview-read'
    | 'preview-token'
    | 'preview-cookie'
    | 'approval'
    | 'render-token'
    | 'render-read',
  secret = REVALIDATE_SECRET,
): string {
  return createHmac('sha256', secret).update(`studio-headless:${purpose}`).digest('hex');
}
/** What the webhook's `x-revalidate-secret` carries: the `revalidate` key, never the secret. */
export const REVALIDATE_KEY = derivedKey('revalidate');

export type Fault = {
  mode?: 'ok' | 'down' | 'error' | 'garbage' | 'invalid';
  latencyMs?: number;
  match?: string;
};

export async function setWpFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const res = await request.post(`${WP_ORIGIN}/__control`, { data: fault });
  if (!res.ok()) throw new Error(`demo WordPress control failed: ${res.status()}`);
}

export async function resetWp(request: APIRequestContext): Promise<void> {
  await request.post(`${WP_ORIGIN}/__control/reset`);
}

/** The site's WP_TIMEOUT_MS (playwright.config.ts leaves the default). */
export const SITE_WP_TIMEOUT_MS = 8000;
/** When a webhook call revalidates its tags again, on the suite's own servers. */
export const SECOND_PASS_MS = secondPassDelayMs(SITE_WP_TIMEOUT_MS);

/**
 * When this worker last called the webhook: at load, now, since a worker started after a failed
 * test may follow that test's calls at once.
 */
let lastWebhookAt = Date.now();

/**
 * Calls the revalidation webhook (with the key unless `secret` says otherwise) and notes when, for
 * `webhookSettled`; `expire` adds `?expire=now`.
 */
export async function callWebhook(
  request: APIRequestContext,
  data: object,
  { secret = REVALIDATE_KEY, expire = false }: { secret?: string | null; expire?: boolean } = {},
) {
  const res = await request.post(`/api/revalidate/${expire ? '?expire=now' : ''}`, {
    headers: secret === null ? {} : { 'x-revalidate-secret': secret },
    data,
  });
  if (res.ok()) lastWebhookAt = Date.now();
  return res;
}

/**
 * Waits until the second passes of this worker's webhook calls are over. A spec that keeps a
 * cached copy across a WordPress failure, times a regeneration or expects a page not to change
 * calls it first: a second pass landing in it would expire or refresh what it watches.
 */
export async function webhookSettled(): Promise<void> {
  const left = lastWebhookAt + SECOND_PASS_MS + 1000 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Expires cached WordPress data at once, so the next visit renders against WordPress as it is now. */
export async function expireWpCache(
  request: APIRequestContext,
  type: 'header' | 'all' | 'case' = 'all',
  slug?: string,
): Promise<void> {
  const res = await callWebhook(request, { type, ...(slug ? { slug } : {}) }, { expire: true });
  if (!res.ok()) throw new Error(`revalidation failed: ${res.status()}`);
}

export async function wpHeaderCounts(
  request: APIRequestContext,
): Promise<{ articles: number; cases: number; vacancy: number }> {
  const res = await request.get(`${WP_API}/header`);
  const body = (await res.json()) as {
    counts: { articles: number; cases: number; vacancy: number };
  };
  return body.counts;
}

/** The site's own origin as the specs see it (playwright.config.ts starts it on PORT). */
export const SITE_ORIGIN =
  process.env.PLAYWRIGHT_BASE_URL?.replace(/\/+$/, '') ||
  `http://localhost:${process.env.PORT || 3000}`;
