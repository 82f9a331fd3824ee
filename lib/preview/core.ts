// Draft previews (docs/wordpress-plugin.md 'Draft previews'): the pure part. WordPress signs a single-use token into
// the editor's Preview link (with the `preview-token` key, lib/security/keys.ts); the site checks
// its signature and expiry, redeems it with WordPress (lib/wp/preview.ts), turns on draftMode and
// remembers, in a cookie signed with the `preview-cookie` key and carrying its own expiry, which
// drafts this browser may see: a draft page shows the draft only in draft mode AND for an entry
// of that cookie, until the cookie expires.
import { z } from 'zod';
import {
  checkSignedToken,
  readSigned,
  signValue,
  type SignedTokenCheck,
} from '../security/signed-token';
import { PREVIEW_TYPES, type PreviewType, type RedeemAnswer } from '../wp/schemas';

/** The site section of each previewable type. */
export const PREVIEW_SECTIONS: Record<PreviewType, string> = {
  case: 'cases',
  article: 'blog',
  solution: 'solutions',
};

/** The cookie listing the drafts this browser redeemed a token for. */
export const PREVIEW_COOKIE = 'studio_preview';
/** Kept entries (newest first); older ones drop out. */
export const MAX_PREVIEW_ENTRIES = 20;
/** How long a preview cookie shows drafts after its last redeemed link: its signed expiry and its Max-Age. */
export const PREVIEW_COOKIE_HOURS = 8;
export const PREVIEW_COOKIE_MAX_AGE = PREVIEW_COOKIE_HOURS * 60 * 60;
/** The slug of a draft that has none yet (never published): `/cases/__preview-12/`. */
const DRAFT_SLUG_RE = /^__preview-(\d{1,12})$/;

export const previewEntrySchema = z.object({
  type: z.enum(PREVIEW_TYPES),
  id: z.number().int().positive(),
  /** The public slug; null while the post was never published. */
  slug: z.string().min(1).max(200).nullable(),
});
export type PreviewEntry = z.infer<typeof previewEntrySchema>;

export function draftSlug(id: number): string {
  return `__preview-${id}`;
}

/** The page a preview of the entry opens. */
export function previewPath(entry: PreviewEntry): string {
  return `/${PREVIEW_SECTIONS[entry.type]}/${encodeURIComponent(entry.slug ?? draftSlug(entry.id))}/`;
}

const cookieSchema = z.object({
  /** Unix time (seconds) after which the cookie shows nothing. */
  exp: z.number().int(),
  entries: z.array(previewEntrySchema),
});

/**
 * The cookie's value: `base64url(json { exp, entries }).signature`, signed with the
 * `preview-cookie` key; it shows drafts until `exp` (now + PREVIEW_COOKIE_HOURS).
 */
export function signEntries(
  entries: readonly PreviewEntry[],
  key: string,
  nowMs: number = Date.now(),
): string {
  const exp = Math.floor(nowMs / 1000) + PREVIEW_COOKIE_MAX_AGE;
  return signValue({ exp, entries }, key);
}

/** The cookie's entries when its signature is right and it has not expired; [] for anything else. */
export function readEntries(
  value: string | undefined,
  key: string | undefined,
  nowMs: number = Date.now(),
): PreviewEntry[] {
  if (!value || !key) return [];
  const cookie = readSigned(value, key, cookieSchema);
  if (!cookie || cookie.exp * 1000 <= nowMs) return [];
  return cookie.entries;
}

const tokenSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(PREVIEW_TYPES),
  exp: z.number().int(),
  nonce: z.string().min(1).max(100),
});
export type PreviewToken = z.infer<typeof tokenSchema>;

export type TokenCheck = SignedTokenCheck<PreviewToken>;

/**
 * The site's own check of a Preview link's token before WordPress sees it (docs/WP-API.md
 * 'Preview tokens'): `base64url(json { id, type, exp, nonce }).base64url(HMAC-SHA256)`, signed
 * with the `preview-token` key. A forged or expired token is never sent to WordPress.
 */
export function checkToken(token: string, key: string, nowMs: number = Date.now()): TokenCheck {
  return checkSignedToken(token, key, tokenSchema, nowMs);
}

/** The entries with `entry` first (one entry per post), at most MAX_PREVIEW_ENTRIES. */
export function addEntry(entries: readonly PreviewEntry[], entry: PreviewEntry): PreviewEntry[] {
  const others = entries.filter((e) => !(e.type === entry.type && e.id === entry.id));
  return [entry, ...others].slice(0, MAX_PREVIEW_ENTRIES);
}

/** The entry a detail page of `type` at `slug` previews, if this browser redeemed one. */
export function entryFor(
  entries: readonly PreviewEntry[],
  type: PreviewType,
  slug: string,
): PreviewEntry | undefined {
  const draftId = DRAFT_SLUG_RE.exec(slug)?.[1];
  return entries.find((e) =>
    e.type !== type ? false : draftId !== undefined ? e.id === Number(draftId) : e.slug === slug,
  );
}

export type RedeemOutcome =
  { enable: true; entry: PreviewEntry; location: string } | { enable: false; location: string };

/**
 * What the preview route does with a token the site refused itself: an expired one opens its
 * section's list (the site does not know the post's page without asking WordPress), a forged
 * one the home page.
 */
export function refusedOutcome(check: Exclude<TokenCheck, { status: 'valid' }>): RedeemOutcome {
  if (check.status === 'forged') return { enable: false, location: '/' };
  return { enable: false, location: `/${PREVIEW_SECTIONS[check.token.type]}/` };
}

/**
 * What the preview route does with WordPress's answer (null: WordPress failed or refused to
 * say): a redeemed token turns preview on and opens the draft; an expired or used one opens the
 * public page (a never-published draft's path, which is a 404 outside preview); anything else
 * (forged, unknown) the home page.
 */
export function redeemOutcome(answer: RedeemAnswer | null): RedeemOutcome {
  if (!answer?.type || !answer.id) return { enable: false, location: '/' };
  const entry: PreviewEntry = { type: answer.type, id: answer.id, slug: answer.slug ?? null };
  if (answer.success) return { enable: true, entry, location: previewPath(entry) };
  return { enable: false, location: previewPath(entry) };
}

/**
 * Where «Выйти из предпросмотра» leads: the page's public path, a draft without a public page
 * goes to its section's list; anything that is not a local detail path goes home.
 */
export function exitPath(to: string | null): string {
  const match = to ? /^\/(cases|blog|solutions)\/([^/?#\\]+)\/$/.exec(to) : null;
  if (!match) return '/';
  const [, section, slug] = match;
  return DRAFT_SLUG_RE.test(slug ?? '') ? `/${section}/` : `/${section}/${slug}/`;
}

/** A preview page's metadata: never indexed. */
export const PREVIEW_ROBOTS = { index: false, follow: false } as const;
