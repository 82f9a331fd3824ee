// Block markup from the demo's content: a case's constructor as self-closing `studio/*` blocks,
// HTML as one Custom HTML block; and the media the content refers to through its markers.

/**
 * Block attributes as WordPress's serialize_block_attributes() writes them
 * (wp-includes/blocks.php): JSON, then the characters that could end the comment or be read as
 * HTML turned into escapes. PHP also escapes U+2028/U+2029, which JSON.stringify keeps as is.
 */
export function serializeBlockAttributes(attributes) {
  return JSON.stringify(attributes)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** One self-closing `studio/*` block per constructor entry (`_` in the type written as `-`). */
export function constructorToBlocks(entries, mediaUrlOf) {
  return entries
    .map(({ type, ...fields }) => {
      const name = `studio/${String(type).replace(/_/g, '-')}`;
      const attributes = toUrls(fields, mediaUrlOf);
      const json =
        Object.keys(attributes).length > 0 ? ` ${serializeBlockAttributes(attributes)}` : '';
      return `<!-- wp:${name}${json} /-->`;
    })
    .join('\n\n');
}

/** HTML content as one Custom HTML block, so the block editor keeps it untouched. */
export const htmlBlock = (html) => `<!-- wp:html -->\n${html}\n<!-- /wp:html -->`;

/** Block images are URL strings: both media markers become the uploaded file's URL. */
function toUrls(value, mediaUrlOf) {
  if (Array.isArray(value)) return value.map((v) => toUrls(v, mediaUrlOf));
  if (value === null || typeof value !== 'object') return value;
  if ('$media' in value) return mediaUrlOf(value.$media);
  if ('$mediaUrl' in value) return mediaUrlOf(value.$mediaUrl);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toUrls(v, mediaUrlOf)]));
}

/** Every media key the value refers to, through either marker. */
export function mediaKeys(value, into = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => mediaKeys(v, into));
  else if (value && typeof value === 'object') {
    if (typeof value.$media === 'string') into.add(value.$media);
    else if (typeof value.$mediaUrl === 'string') into.add(value.$mediaUrl);
    else Object.values(value).forEach((v) => mediaKeys(v, into));
  }
  return into;
}

export const markerKey = (marker) => marker?.$media ?? marker?.$mediaUrl ?? null;

/** `constructor` is an own field of a case; on a plain object it would be Object itself. */
export const constructorOf = (item) => (Object.hasOwn(item, 'constructor') ? item.constructor : []);
