// One configured secret (REVALIDATE_SECRET), a separate key for each job it does (docs/WP-API.md
// 'Keys'): key(purpose) = lowercase hex of HMAC-SHA256(key = the secret, message =
// "studio-headless:" + purpose). WordPress derives the same keys (studio_key() in
// includes/settings/screen.php);
// the raw secret never travels, and a leaked key does not give the others.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What each key does: the webhook's header, the preview routes' header, the Preview links'
 * token signature, (the site's alone) the preview cookie's signature and the lead rate limit's
 * hash of client addresses in Redis, the approval links' header, and the editor renders' token
 * signature and header. */
export const KEY_PURPOSES = [
  'revalidate',
  'preview-read',
  'preview-token',
  'preview-cookie',
  'lead-rate',
  'approval',
  'render-token',
  'render-read',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** The key of one purpose, or '' when no secret is configured. */
export function derivedKey(secret: string | undefined, purpose: KeyPurpose): string {
  if (!secret) return '';
  return createHmac('sha256', secret).update(`studio-headless:${purpose}`).digest('hex');
}

/** Constant-time comparison; false when either side is empty. */
export function keyMatches(expected: string, given: string | null | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
