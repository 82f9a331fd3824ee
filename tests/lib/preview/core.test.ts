// Draft previews (docs/wordpress-plugin.md 'Draft previews'): the preview cookie is signed, expires
// after PREVIEW_COOKIE_HOURS, and a changed or expired one is worthless; the site checks a token's
// signature and expiry itself; a page previews only the drafts this browser redeemed; WordPress's verdict on a
// token decides between the draft, the public page and home; leaving goes to the public page.
import { createHmac } from 'node:crypto';
import {
  MAX_PREVIEW_ENTRIES,
  PREVIEW_COOKIE_HOURS,
  PREVIEW_COOKIE_MAX_AGE,
  addEntry,
  checkToken,
  entryFor,
  exitPath,
  previewPath,
  readEntries,
  redeemOutcome,
  refusedOutcome,
  signEntries,
  type PreviewEntry,
} from '@/lib/preview/core';
import { redeemAnswerSchema } from '@/lib/wp/schemas';

const SECRET = 'a-shared-secret-of-the-site-0123';
const published: PreviewEntry = { type: 'case', id: 7, slug: 'fk-volna' };
const draft: PreviewEntry = { type: 'article', id: 12, slug: null };

describe('the preview cookie', () => {
  it('reads back what was signed with the same secret', () => {
    const value = signEntries([published, draft], SECRET);
    expect(readEntries(value, SECRET)).toEqual([published, draft]);
  });

  it('is worthless with another secret, a changed payload or signature, or no secret', () => {
    const value = signEntries([published], SECRET);
    const [payload, signature] = value.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([{ type: 'case', id: 8, slug: 'other' }])).toString(
      'base64url',
    );
    expect(readEntries(value, 'another-secret-of-16-chars')).toEqual([]);
    expect(readEntries(`${forged}.${signature}`, SECRET)).toEqual([]);
    expect(readEntries(`${payload}.${signature.slice(0, -2)}xx`, SECRET)).toEqual([]);
    expect(readEntries(`${value}.extra`, SECRET)).toEqual([]);
    expect(readEntries(value, undefined)).toEqual([]);
    expect(readEntries(undefined, SECRET)).toEqual([]);
    expect(readEntries('garbage', SECRET)).toEqual([]);
  });

  it('shows drafts for PREVIEW_COOKIE_HOURS (8) after it was signed, and nothing after', () => {
    expect(PREVIEW_COOKIE_HOURS).toBe(8);
    expect(PREVIEW_COOKIE_MAX_AGE).toBe(8 * 3600);
    const signedAt = Date.UTC(2026, 0, 1, 12);
    const value = signEntries([published], SECRET, signedAt);
    expect(readEntries(value, SECRET, signedAt + 8 * 3600_000 - 1000)).toEqual([published]);
    expect(readEntries(value, SECRET, signedAt + 8 * 3600_000)).toEqual([]);
    expect(readEntries(value, SECRET, signedAt + 365 * 24 * 3600_000)).toEqual([]);
  });

  it('carries its expiry inside the signature: a later expiry or an expiry-less cookie is worthless', () => {
    const signedAt = Date.UTC(2026, 0, 1, 12);
    const value = signEntries([published], SECRET, signedAt);
    const [payload, signature] = value.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
    expect(body.exp).toBe(signedAt / 1000 + PREVIEW_COOKIE_MAX_AGE);
    const later = Buffer.from(JSON.stringify({ ...body, exp: body.exp + 3600 })).toString(
      'base64url',
    );
    expect(readEntries(`${later}.${signature}`, SECRET, signedAt)).toEqual([]);
    // The cookie as it was before it had an expiry: the entries alone, rightly signed.
    const bare = Buffer.from(JSON.stringify([published])).toString('base64url');
    const bareSigned = `${bare}.${createHmac('sha256', SECRET).update(bare).digest('base64url')}`;
    expect(readEntries(bareSigned, SECRET, signedAt)).toEqual([]);
  });

  it('keeps one entry per post, newest first, and a bounded number of them', () => {
    const again = { ...published, slug: 'fk-volna' };
    expect(addEntry([published, draft], again)).toEqual([again, draft]);
    let entries: PreviewEntry[] = [];
    for (let id = 1; id <= MAX_PREVIEW_ENTRIES + 5; id += 1)
      entries = addEntry(entries, { type: 'case', id, slug: `c${id}` });
    expect(entries).toHaveLength(MAX_PREVIEW_ENTRIES);
    expect(entries[0]?.id).toBe(MAX_PREVIEW_ENTRIES + 5);
  });
});

describe('which draft a page previews', () => {
  it('matches a published post by its slug and a never-published one by its draft path', () => {
    expect(entryFor([published, draft], 'case', 'fk-volna')).toEqual(published);
    expect(entryFor([published, draft], 'article', '__preview-12')).toEqual(draft);
  });

  it('previews nothing of another type, slug or id', () => {
    expect(entryFor([published], 'article', 'fk-volna')).toBeUndefined();
    expect(entryFor([published], 'case', 'other')).toBeUndefined();
    expect(entryFor([published, draft], 'article', '__preview-13')).toBeUndefined();
    expect(entryFor([published], 'case', '__preview-7x')).toBeUndefined();
  });

  it('opens a published post at its path and a draft at /{section}/__preview-{id}/', () => {
    expect(previewPath(published)).toBe('/cases/fk-volna/');
    expect(previewPath(draft)).toBe('/blog/__preview-12/');
    expect(previewPath({ type: 'solution', id: 3, slug: 'crm' })).toBe('/solutions/crm/');
    expect(previewPath({ type: 'case', id: 3, slug: 'кейс' })).toBe(
      `/cases/${encodeURIComponent('кейс')}/`,
    );
  });
});

/** A token as the plugin signs it (includes/previews/tokens.php). */
function token(payload: object, key = SECRET): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe("the site's own check of a token", () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const exp = now / 1000 + 600;
  const good = { id: 7, type: 'case', exp, nonce: 'abc123' };

  it('takes a rightly signed, unexpired token', () => {
    expect(checkToken(token(good), SECRET, now)).toEqual({ status: 'valid', token: good });
  });

  it('tells an expired one (known type, for its list) from a forged one', () => {
    const expired = { ...good, exp: now / 1000 - 1 };
    const check = checkToken(token(expired), SECRET, now);
    expect(check).toEqual({ status: 'expired', token: expired });
    expect(refusedOutcome(check as Exclude<typeof check, { status: 'valid' }>)).toEqual({
      enable: false,
      location: '/cases/',
    });
    expect(refusedOutcome({ status: 'forged' })).toEqual({ enable: false, location: '/' });
  });

  it.each([
    ['another key', token(good, 'another-key-of-the-site-0123456')],
    [
      'a changed payload',
      `${token({ ...good, id: 8 }).split('.')[0]}.${token(good).split('.')[1]}`,
    ],
    ['a changed signature', `${token(good).slice(0, -2)}xx`],
    ['a third part', `${token(good)}.x`],
    ['an unknown type', token({ ...good, type: 'page' })],
    ['no nonce', token({ id: 7, type: 'case', exp })],
    ['an overlong token', `${token(good)}${'A'.repeat(1000)}`],
    ['nothing', ''],
  ])('refuses %s as forged', (_, value) => {
    expect(checkToken(value, SECRET, now)).toEqual({ status: 'forged' });
  });

  it('refuses everything without a key', () => {
    expect(checkToken(token(good, ''), '', now)).toEqual({ status: 'forged' });
  });
});

describe("WordPress's verdict on a token", () => {
  const parse = (body: unknown) => redeemAnswerSchema.parse(body);

  it('turns preview on and opens the draft for a redeemed token', () => {
    expect(redeemOutcome(parse({ success: true, type: 'case', id: 7, slug: 'fk-volna' }))).toEqual({
      enable: true,
      entry: published,
      location: '/cases/fk-volna/',
    });
    expect(redeemOutcome(parse({ success: true, type: 'article', id: 12, slug: null }))).toEqual({
      enable: true,
      entry: draft,
      location: '/blog/__preview-12/',
    });
  });

  it('opens the public page (a 404 for a never-published draft) for a used or expired token', () => {
    expect(redeemOutcome(parse({ success: false, type: 'case', id: 7, slug: 'fk-volna' }))).toEqual(
      { enable: false, location: '/cases/fk-volna/' },
    );
    expect(redeemOutcome(parse({ success: false, type: 'article', id: 12, slug: null }))).toEqual({
      enable: false,
      location: '/blog/__preview-12/',
    });
  });

  it('goes home for a forged token or when WordPress could not say', () => {
    expect(redeemOutcome(parse({ success: false }))).toEqual({ enable: false, location: '/' });
    expect(redeemOutcome(null)).toEqual({ enable: false, location: '/' });
  });
});

describe('leaving the preview', () => {
  it('returns to the public page, or the list for a never-published draft', () => {
    expect(exitPath('/cases/fk-volna/')).toBe('/cases/fk-volna/');
    expect(exitPath('/blog/__preview-12/')).toBe('/blog/');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/', '/cases/a/b/', '/admin/x/'])(
    'goes home for %j',
    (to) => expect(exitPath(to)).toBe('/'),
  );
});
