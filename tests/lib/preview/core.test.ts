// Draft previews (docs/wordpress-plugin.md 'Draft previews'): the preview cookie is signed and a changed one is
// worthless; a page previews only the drafts this browser redeemed; WordPress's verdict on a
// token decides between the draft, the public page and home; leaving goes to the public page.
import {
  MAX_PREVIEW_ENTRIES,
  addEntry,
  entryFor,
  exitPath,
  previewPath,
  readEntries,
  redeemOutcome,
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
