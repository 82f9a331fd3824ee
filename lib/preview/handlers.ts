// The two preview route handlers' logic (app/api/preview/route.ts, app/api/preview/exit/route.ts).
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { config } from '../config';
import { derivedKey } from '../security/keys';
import { redeemPreviewToken } from '../wp/preview';
import {
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_MAX_AGE,
  addEntry,
  checkToken,
  exitPath,
  readEntries,
  redeemOutcome,
  refusedOutcome,
  signEntries,
  type RedeemOutcome,
} from './core';

/**
 * What a token leads to: the site checks its signature and expiry first (a forged or expired
 * token never reaches WordPress), then WordPress redeems it (once).
 */
async function outcomeOf(token: string, secret: string | undefined): Promise<RedeemOutcome> {
  const check = checkToken(token, derivedKey(secret, 'preview-token'));
  if (check.status !== 'valid') return refusedOutcome(check);
  return redeemOutcome(await redeemPreviewToken(token));
}

/**
 * GET /api/preview/?token=…: a good token turns on draftMode, adds the post to this browser's
 * preview cookie (signed, expiring after PREVIEW_COOKIE_HOURS) and opens the draft. Anything
 * else opens the public page (or a list, or home), and changes nothing in this browser.
 */
export async function enterPreview(request: Request): Promise<never> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const secret = config().REVALIDATE_SECRET;
  const outcome = await outcomeOf(token, secret);
  if (outcome.enable && secret) {
    const key = derivedKey(secret, 'preview-cookie');
    const jar = await cookies();
    const entries = addEntry(readEntries(jar.get(PREVIEW_COOKIE)?.value, key), outcome.entry);
    jar.set(PREVIEW_COOKIE, signEntries(entries, key), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config().SITE_URL.startsWith('https:'),
      path: '/',
      maxAge: PREVIEW_COOKIE_MAX_AGE,
    });
    (await draftMode()).enable();
  }
  redirect(outcome.location);
}

/** GET /api/preview/exit/?to=/cases/slug/: leaves preview mode and opens the public page. */
export async function exitPreview(request: Request): Promise<never> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect(exitPath(new URL(request.url).searchParams.get('to')));
}
