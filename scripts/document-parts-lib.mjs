// What a server-rendered page's HTML is made of (docs/performance.md 'Lighter documents'): its
// <head> and the CSS inlined there, the body's markup, and the RSC payload that follows it (the
// inline `self.__next_f.push` scripts), split into the parts the framework repeats there: the CSS
// again, the global error boundary's styles, the root not-found boundary, and image source sets.

const PUSH = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;
const bytes = (text) => Buffer.byteLength(text, 'utf8');
/** A string's size inside the payload's scripts, where it is JSON-escaped. */
const escaped = (text) => bytes(JSON.stringify(text)) - 2;

/**
 * The rows of the RSC payload in `html`, by id. A text row (`id:T<hex byte length>,<text>`) has no
 * line end of its own; every other row is one line (`id:<json>`).
 */
export function flightRows(html) {
  let data = '';
  for (const [, args] of html.matchAll(PUSH)) {
    const [kind, chunk] = JSON.parse(args);
    if (kind === 1) data += chunk;
  }
  const rows = new Map();
  const buffer = Buffer.from(data, 'utf8');
  let at = 0;
  while (at < buffer.length) {
    const colon = buffer.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = buffer.toString('utf8', at, colon);
    if (buffer[colon + 1] === 0x54 /* T */) {
      const comma = buffer.indexOf(0x2c, colon);
      const length = parseInt(buffer.toString('utf8', colon + 2, comma), 16);
      rows.set(id, { text: true, value: buffer.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
    } else {
      const end = buffer.indexOf(0x0a, colon);
      const stop = end < 0 ? buffer.length : end;
      rows.set(id, { text: false, value: buffer.toString('utf8', colon + 1, stop) });
      at = stop + 1;
    }
  }
  return rows;
}

const STYLE_ROW = /^\["\$","style",/;
const REFERENCE = /"\$[L@]?([0-9a-f]+)"/g;

/** The payload's size of the rows `ids` and of the text rows they name. */
function rowsSize(rows, ids) {
  let size = 0;
  const seen = new Set();
  const add = (id, depth) => {
    const row = rows.get(id);
    if (!row || seen.has(id)) return;
    seen.add(id);
    // Client references (`I[...]`) and chunk paths are shared with the page: not counted.
    if (!row.text && /^(I\[|")/.test(row.value)) return;
    size += escaped(row.value);
    if (depth > 0 && !row.text)
      for (const [, ref] of row.value.matchAll(REFERENCE)) add(ref, depth - 1);
  };
  for (const id of ids) add(id, 4);
  return size;
}

/** The first value under `key` anywhere in `value` (a parsed row), or undefined. */
function findKey(value, key) {
  if (value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && Object.hasOwn(value, key)) return value[key];
  for (const child of Object.values(value)) {
    const found = findKey(child, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The bytes of `items` together, each measured by `size`. */
const total = (items, size) => items.reduce((sum, item) => sum + size(item), 0);

/**
 * The parts of a page's `html`, in bytes as served (uncompressed). `payloadCss` is every `<style>`
 * the payload carries except the global error boundary's (`globalErrorStyles`, the `G` of the
 * initial payload); `rootNotFound` is the not-found boundary's tree and its styles; `imageSources`
 * the `_next/image` source sets, in the markup and in the payload together; `payloadTree` the
 * payload's rows that React decodes into elements (every row but text rows and style elements),
 * where the rest is strings it only slices.
 */
export function documentParts(html) {
  const bodyAt = html.indexOf('<body');
  const head = bodyAt < 0 ? html : html.slice(0, bodyAt);
  const body = bodyAt < 0 ? '' : html.slice(bodyAt);
  const headCss = total([...head.matchAll(/<style[^>]*>(.*?)<\/style>/gs)], ([, css]) =>
    bytes(css),
  );
  const payload = total([...html.matchAll(PUSH)], ([script]) => bytes(script));
  const scripts = total([...body.matchAll(/<script[^>]*>.*?<\/script>/gs)], ([s]) => bytes(s));
  const rows = flightRows(html);
  const refsIn = (text) => [...text.matchAll(REFERENCE)].map((m) => m[1]);

  // The initial row's `G`: the global error boundary and its styles.
  const initial = rows.get('0');
  const globalError =
    initial && !initial.text ? findKey(JSON.parse(initial.value), 'G') : undefined;
  const globalErrorIds = Array.isArray(globalError) ? refsIn(JSON.stringify(globalError[1])) : [];
  const globalErrorStyles = rowsSize(rows, globalErrorIds);

  let rootNotFound = 0;
  const notFoundIds = [];
  for (const row of rows.values()) {
    if (row.text || !row.value.includes('"notFound":[')) continue;
    const tree = JSON.stringify(findKey(JSON.parse(row.value), 'notFound'));
    const refs = refsIn(tree);
    rootNotFound += escaped(tree) + rowsSize(rows, refs);
    notFoundIds.push(...refs);
  }

  const counted = new Set([...globalErrorIds, ...notFoundIds]);
  const styleIds = [...rows]
    .filter(([id, row]) => !row.text && STYLE_ROW.test(row.value) && !counted.has(id))
    .map(([id]) => id);
  const payloadCss = rowsSize(rows, styleIds);

  const elementRows = [...rows.values()].filter((row) => !row.text && !STYLE_ROW.test(row.value));
  const payloadTree = total(elementRows, (row) => escaped(row.value));

  const imageRows = [...rows.values()].filter(
    (row) => row.text && row.value.startsWith('/_next/image'),
  );
  const imageSources =
    total([...body.matchAll(/\ssrcset="[^"]*"/gi)], ([attr]) => bytes(attr)) +
    total(imageRows, (row) => escaped(row.value));

  return {
    document: bytes(html),
    head: bytes(head),
    headCss,
    bodyMarkup: bytes(body) - scripts,
    payload,
    payloadTree,
    payloadCss,
    globalErrorStyles,
    rootNotFound,
    imageSources,
  };
}
