// The one door to WordPress: builds encoded URLs, times out, tags the Next.js cache, parses the
// answer with zod and returns a typed result. It never throws and never leaks raw errors.
import 'server-only';
import type { z } from 'zod';
import { config } from '../config';
import { logWp } from './log';
import { REVALIDATE_SECONDS } from './tags';

export type WpFailure = { ok: false; reason: 'not-found' | 'failed' };
export type WpResult<T> = { ok: true; data: T } | WpFailure;

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

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
};

const MAX_SEGMENT_LENGTH = 200;

/** A path segment is usable when it is non-empty, not a dot segment and of sane length. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT_LENGTH &&
    segment !== '.' &&
    segment !== '..' &&
    !/[\u0000-\u001f]/.test(segment)
  );
}

/** Builds `{api}/a/b?x=1&k[]=2` with every segment and value encoded. */
export function buildUrl(base: string, path: readonly string[], query: Query = {}): string {
  const encodedPath = path.map((s) => encodeURIComponent(s)).join('/');
  const params: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      params.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return `${base}/${encodedPath}${params.length ? `?${params.join('&')}` : ''}`;
}

function describe(path: readonly string[]): string {
  return `/${path.map((s) => encodeURIComponent(s)).join('/')}`;
}

/**
 * Calls WordPress and parses a successful answer with `schema`.
 * - `{ ok: false, reason: 'not-found' }`: WordPress answered JSON with `success` not true.
 * - `{ ok: false, reason: 'failed' }`: HTTP error, non-JSON body, time-out, network or schema mismatch.
 */
export async function wpRequest<S extends z.ZodType>(
  schema: S,
  req: WpRequest,
): Promise<WpResult<z.output<S>>> {
  const where = describe(req.path);
  if (!req.path.every(isSafeSegment)) {
    logWp('warn', `refused unsafe path ${where}`);
    return { ok: false, reason: 'not-found' };
  }
  const { WP_API_URL, WP_TIMEOUT_MS } = config();
  const url = buildUrl(WP_API_URL, req.path, req.query);
  const isPost = req.method === 'POST';

  let response: Response;
  try {
    response = await fetch(url, {
      method: req.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(isPost ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      body: isPost ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(WP_TIMEOUT_MS),
      ...(isPost
        ? { cache: 'no-store' as const }
        : { next: { revalidate: req.revalidate ?? REVALIDATE_SECONDS, tags: [...req.tags] } }),
    });
  } catch (error) {
    const kind =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error';
    logWp('error', `${where}: ${kind}`);
    return { ok: false, reason: 'failed' };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    logWp('error', `${where}: HTTP ${response.status}, body is not JSON`);
    return { ok: false, reason: 'failed' };
  }

  const success =
    body !== null && typeof body === 'object' && 'success' in body ? body.success : undefined;
  if (typeof success !== 'boolean') {
    logWp('error', `${where}: HTTP ${response.status}, answer has no boolean success`);
    return { ok: false, reason: 'failed' };
  }
  if (response.status >= 500) {
    logWp('error', `${where}: HTTP ${response.status}`);
    return { ok: false, reason: 'failed' };
  }
  if (!success && !req.parseUnsuccessful) return { ok: false, reason: 'not-found' };
  if (success && !response.ok) {
    logWp('error', `${where}: HTTP ${response.status} with success true`);
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
