// The one door to WordPress: builds encoded URLs, times out, caches checked answers under tags,
// parses the answer with zod and returns a typed result. It never throws and never leaks raw errors.
// Faults (issue 9.3, docs/failures.md):
// - GET answers are cached only once checked (lib/wp/cache.ts): a failed, garbage or wrong-shape
//   answer is never stored and never replaces the last good one;
// - one time-out budget per render (lib/wp/deadline.ts), shared by all calls of that render, and a
//   URL that has just failed is not asked again (lib/wp/faults.ts: Next's second, error-page render);
// - a circuit breaker per resource (lib/wp/breaker.ts) stops asking a WordPress that keeps failing.
import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { config } from '../config';
import type { Breaker } from './breaker';
import { cachedRead } from './cache';
import { createDeadline, type Deadline } from './deadline';
import { breakerFor, failedRecently, forgetFailure, rememberFailure } from './faults';
import { logWp } from './log';
import { REVALIDATE_SECONDS } from './tags';
import { buildUrl, describePath, isSafeSegment, type Query } from './url';

export type WpFailure = { ok: false; reason: 'not-found' | 'failed' };
export type WpResult<T> = { ok: true; data: T } | WpFailure;

export type WpRequest = {
  /** Path segments below {api}; each is percent-encoded, so a slug cannot change the path. */
  path: readonly string[];
  query?: Query;
  tags: readonly string[];
  revalidate?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Extra request headers (the lead's `x-form-secret`). */
  headers?: Readonly<Record<string, string>>;
  /** Parse `success: false` answers with the schema too (form validation errors) instead of 'not-found'. */
  parseUnsuccessful?: boolean;
  /** A GET asked every time and never stored (draft previews: the cache never holds a draft). */
  fresh?: boolean;
};

/** An HTTP answer that is not a failure: a `success: false` answer or a validated success. */
type Answer = { status: number; body: unknown };

/** Thrown inside the cached load when WordPress failed: unstable_cache then stores nothing. */
class WpUnavailable extends Error {
  override name = 'WpUnavailable';
}

/** The render's time budget: React cache() makes it one per server request (a fresh one outside). */
const renderDeadline = cache((): Deadline => createDeadline(config().WP_TIMEOUT_MS));

/** One HTTP call; null (logged) on time-out, network error or a body that is not JSON. */
async function send(
  url: string,
  where: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const kind =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error';
    logWp('error', `${where}: ${kind}`);
    return null;
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    logWp('error', `${where}: HTTP ${response.status}, body is not JSON`);
    return null;
  }
}

/** What an answer means; 'failed' for HTTP errors, no boolean `success` or a schema mismatch. */
function interpret<S extends z.ZodType>(
  schema: S,
  where: string,
  { status, body }: Answer,
  parseUnsuccessful = false,
): WpResult<z.output<S>> {
  const success =
    body !== null && typeof body === 'object' && 'success' in body ? body.success : undefined;
  if (typeof success !== 'boolean') {
    logWp('error', `${where}: HTTP ${status}, answer has no boolean success`);
    return { ok: false, reason: 'failed' };
  }
  if (status >= 500) {
    logWp('error', `${where}: HTTP ${status}`);
    return { ok: false, reason: 'failed' };
  }
  if (!success && !parseUnsuccessful) return { ok: false, reason: 'not-found' };
  if (success && (status < 200 || status > 299)) {
    logWp('error', `${where}: HTTP ${status} with success true`);
    return { ok: false, reason: 'failed' };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    logWp(
      'error',
      `${where}: schema mismatch at ${first?.path.join('.') ?? '?'} (${first?.message ?? ''})`,
    );
    return { ok: false, reason: 'failed' };
  }
  return { ok: true, data: parsed.data };
}

/**
 * The cached part of a GET: asks WordPress (within the render's budget, unless the circuit is
 * open) and returns the answer only when it is good or a clean 'not found'; throws otherwise.
 */
async function loadChecked<S extends z.ZodType>(
  schema: S,
  url: string,
  where: string,
  breaker: Breaker,
): Promise<Answer> {
  if (failedRecently(url)) {
    logWp('warn', `${where}: failed moments ago, not asked again`);
    throw new WpUnavailable(`${where}: failed moments ago`);
  }
  const timeoutMs = renderDeadline().remaining();
  if (timeoutMs <= 0) {
    logWp('warn', `${where}: this render's WordPress time budget is spent, not asked`);
    throw new WpUnavailable(`${where}: time budget spent`);
  }
  if (!breaker.allow()) {
    logWp('warn', `${where}: circuit open, WordPress not asked`);
    throw new WpUnavailable(`${where}: circuit open`);
  }
  const answer = await send(url, where, { method: 'GET' }, timeoutMs);
  const result = answer ? interpret(schema, where, answer) : null;
  if (!answer || !result || (!result.ok && result.reason === 'failed')) {
    breaker.failure();
    rememberFailure(url);
    throw new WpUnavailable(`${where}: failed`);
  }
  breaker.success();
  forgetFailure(url);
  return answer;
}

/**
 * Calls WordPress and parses a successful answer with `schema`.
 * - `{ ok: false, reason: 'not-found' }`: WordPress answered JSON with `success` not true.
 * - `{ ok: false, reason: 'failed' }`: HTTP error, non-JSON body, time-out, network, schema
 *   mismatch, an open circuit or a spent render budget (and no good cached answer).
 * GET answers are cached under `tags` for `revalidate` seconds; POST and `fresh` GETs never are.
 */
export async function wpRequest<S extends z.ZodType>(
  schema: S,
  req: WpRequest,
): Promise<WpResult<z.output<S>>> {
  const where = describePath(req.path);
  if (!req.path.every(isSafeSegment)) {
    logWp('warn', `refused unsafe path ${where}`);
    return { ok: false, reason: 'not-found' };
  }
  const { WP_API_URL, WP_TIMEOUT_MS } = config();
  const url = buildUrl(WP_API_URL, req.path, req.query);

  if (req.method === 'POST' || req.fresh) {
    // Leads and previews: never cached; the outbox (lib/lead) retries with its own back-off.
    const answer = await send(
      url,
      where,
      req.method === 'POST'
        ? { method: 'POST', body: JSON.stringify(req.body), headers: req.headers }
        : { method: 'GET', headers: req.headers },
      WP_TIMEOUT_MS,
    );
    return answer
      ? interpret(schema, where, answer, req.parseUnsuccessful)
      : { ok: false, reason: 'failed' };
  }

  const breaker = breakerFor(req.path[0] ?? '');
  let answer: Answer;
  try {
    answer = await cachedRead(
      url.slice(WP_API_URL.length),
      () => loadChecked(schema, url, where, breaker),
      { tags: req.tags, revalidate: req.revalidate ?? REVALIDATE_SECONDS },
    );
  } catch {
    return { ok: false, reason: 'failed' };
  }
  return interpret(schema, where, answer);
}
