// The demo's media in WordPress's library: every file the content refers to, uploaded once (found
// again by file name on a later run), its alt text kept in step.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaKeys } from './blocks.mjs';
import { DEMO } from './demo.mjs';

const MIME = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** The library's items by the file name they were uploaded under. */
async function existingMedia(api) {
  const byName = new Map();
  for (const item of await api.all('/media?context=edit', 'media list')) {
    // The uploaded name; a '-scaled' copy (originals over 2560 px) keeps it in original_image.
    const file = item.media_details?.original_image ?? item.media_details?.file ?? item.source_url;
    byName.set(path.posix.basename(file ?? ''), item);
  }
  return byName;
}

/** Uploads the file, or updates the alt text of the one found; resolves to the library item. */
async function ensureMedia(api, key, entry, found) {
  const filename = path.posix.basename(entry.file);
  const alt = entry.alt ?? '';
  if (!found) {
    const bytes = await readFile(path.join(DEMO, 'uploads', entry.file));
    const type = MIME[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
    const { data } = await api.call('POST', `/media?alt_text=${encodeURIComponent(alt)}`, {
      body: bytes,
      headers: {
        'content-type': type,
        'content-disposition': `attachment; filename="${filename}"`,
      },
      label: `media ${key} (${entry.file})`,
    });
    return { item: data, uploaded: true };
  }
  if ((found.alt_text ?? '') !== alt) {
    const { data } = await api.call('POST', `/media/${found.id}`, {
      json: { alt_text: alt },
      label: `media ${key} alt text`,
    });
    return { item: data, uploaded: false };
  }
  return { item: found, uploaded: false };
}

/**
 * Every media key the content uses, in the library; resolves to { used, mediaMap (key → { id, url
 * }), uploaded }. An alt text WordPress stored differently goes into `changed`.
 */
export async function importMedia(api, demo, published, changed) {
  const used = mediaKeys([published, demo.ARTICLES, demo.SOLUTIONS, demo.VACANCIES]);
  for (const key of used) {
    if (!demo.MEDIA[key]) throw new Error(`import: unknown media key ${key}`);
  }
  const existing = await existingMedia(api);
  const mediaMap = {};
  let uploaded = 0;
  await Promise.all(
    [...used].map(async (key) => {
      const entry = demo.MEDIA[key];
      const alt = entry.alt ?? '';
      const result = await ensureMedia(
        api,
        key,
        entry,
        existing.get(path.posix.basename(entry.file)),
      );
      const { item } = result;
      if (result.uploaded) uploaded += 1;
      if (item.alt_text !== alt)
        changed.push({ item: `media ${key}`, field: 'alt_text', sent: alt, stored: item.alt_text });
      mediaMap[key] = { id: item.id, url: item.source_url };
    }),
  );
  return { used, mediaMap, uploaded };
}
