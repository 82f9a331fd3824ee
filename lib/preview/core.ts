// Draft previews (docs/wordpress-plugin.md 'Draft previews'): the pure part. WordPress signs a single-use token into
// the editor's Preview link; the site redeems it with WordPress (lib/wp/preview.ts), turns on
// draftMode and remembers, in a cookie signed with the shared secret, which drafts this browser
// may see: a draft page shows the draft only in draft mode AND for an entry of that cookie.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
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

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function sign(payload: string, secret: string): string {
  return base64url(createHmac('sha256', secret).update(payload).digest());
}

/** The cookie's value: `base64url(json entries).signature`. */
export function signEntries(entries: readonly PreviewEntry[], secret: string): string {
  const payload = base64url(JSON.stringify(entries));
  return `${payload}.${sign(payload, secret)}`;
}

/** The cookie's entries when its signature is right; [] for anything else. */
export function readEntries(value: string | undefined, secret: string | undefined): PreviewEntry[] {
  if (!value || !secret) return [];
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return [];
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  try {
    const parsed = z
      .array(previewEntrySchema)
      .safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
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
