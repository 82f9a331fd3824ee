// Which draft, if any, this request previews: only in draft mode, and only a draft this browser
// redeemed a token for (the signed, expiring cookie of lib/preview/core.ts).
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { config } from '../config';
import { derivedKey } from '../security/keys';
import type { PreviewType } from '../wp/schemas';
import { PREVIEW_COOKIE, entryFor, readEntries, type PreviewEntry } from './core';

export async function activePreview(
  type: PreviewType,
  slug: string,
): Promise<PreviewEntry | undefined> {
  // Outside draft mode nothing else is read: the public render stays static (ISR).
  if (!(await draftMode()).isEnabled) return undefined;
  const value = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return entryFor(
    readEntries(value, derivedKey(config().REVALIDATE_SECRET, 'preview-cookie')),
    type,
    slug,
  );
}
