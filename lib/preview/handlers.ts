// The two preview route handlers' logic (app/api/preview/route.ts, app/api/preview/exit/route.ts).
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { config } from '../config';
import { redeemPreviewToken } from '../wp/preview';
import {
  PREVIEW_COOKIE,
  addEntry,
  exitPath,
  readEntries,
  redeemOutcome,
  signEntries,
} from './core';

const MAX_TOKEN_LENGTH = 1000;

/**
 * GET /api/preview/?token=…: WordPress redeems the token (once); a good one turns on draftMode,
 * adds the post to this browser's preview cookie and opens the draft. Anything else opens the
 * public page (or home), and changes nothing in this browser.
 */
export async function enterPreview(request: Request): Promise<never> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const secret = config().REVALIDATE_SECRET;
  const answer =
    secret && token && token.length <= MAX_TOKEN_LENGTH ? await redeemPreviewToken(token) : null;
  const outcome = redeemOutcome(answer);
  if (outcome.enable && secret) {
    const jar = await cookies();
    const entries = addEntry(readEntries(jar.get(PREVIEW_COOKIE)?.value, secret), outcome.entry);
    jar.set(PREVIEW_COOKIE, signEntries(entries, secret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config().SITE_URL.startsWith('https:'),
      path: '/',
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
