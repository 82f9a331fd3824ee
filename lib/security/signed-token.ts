// Signed tokens of the form `base64url(json payload).base64url(HMAC-SHA256(key, first part))`
// (docs/WP-API.md 'Preview tokens'): the Preview links' tokens (key('preview-token')), the editor
// renders' tokens (key('render-token')) and the site's preview cookie share this check; each
// passes its own key and its own payload schema. Pure and free of server-only imports: the proxy
// (proxy.ts) checks render tokens with it before any page code runs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** The longest token the site looks at (a real one is about 150 characters). */
export const MAX_TOKEN_LENGTH = 1000;

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

/** The signature of `payload` with `key`, base64url without padding. */
export function signPayload(payload: string, key: string): string {
  return base64url(createHmac('sha256', key).update(payload).digest());
}

/** `payload.signature` of a JSON value, signed with `key`. */
export function signValue(value: unknown, key: string): string {
  const payload = base64url(JSON.stringify(value));
  return `${payload}.${signPayload(payload, key)}`;
}

/** The payload of `payload.signature` when the signature (HMAC-SHA256 with `key`) is right, else null. */
export function verifiedPayload(value: string, key: string): string | null {
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined || !key) return null;
  const expected = Buffer.from(signPayload(payload, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : null;
}

/** The JSON value of a base64url payload, or undefined. */
export function parsePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The token's payload, when its signature is right and it matches `schema`; else null. */
export function readSigned<S extends z.ZodType>(
  value: string,
  key: string,
  schema: S,
): z.output<S> | null {
  if (!value) return null;
  const payload = verifiedPayload(value, key);
  const parsed = payload === null ? null : schema.safeParse(parsePayload(payload));
  return parsed?.success ? parsed.data : null;
}

export type SignedTokenCheck<T> =
  { status: 'valid'; token: T } | { status: 'expired'; token: T } | { status: 'forged' };

/**
 * A single-use link token's check before WordPress sees it: 'forged' for a wrong form, signature
 * or payload, 'expired' once `exp` (Unix seconds) is past, else 'valid'.
 */
export function checkSignedToken<S extends z.ZodType<{ exp: number }>>(
  token: string,
  key: string,
  schema: S,
  nowMs: number = Date.now(),
): SignedTokenCheck<z.output<S>> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { status: 'forged' };
  const data = readSigned(token, key, schema);
  if (data === null) return { status: 'forged' };
  return data.exp * 1000 < nowMs
    ? { status: 'expired', token: data }
    : { status: 'valid', token: data };
}
