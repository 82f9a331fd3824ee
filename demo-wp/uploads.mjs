// GET /wp-content/uploads/<file>: serves demo-wp/uploads/ with a known Content-Type, a long
// Cache-Control and an ETag. Anything outside that folder, hidden or of another type is a 404.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const UPLOADS_DIR = fileURLToPath(new URL('./uploads/', import.meta.url));

const TYPES = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

const CACHE_CONTROL = 'public, max-age=604800';

/** Maps the raw (still percent-encoded) rest of the URL to a file path inside root, or null. */
export function resolveUpload(rawRest, root = UPLOADS_DIR) {
  let rel;
  try {
    rel = decodeURIComponent(rawRest);
  } catch {
    return null;
  }
  if (rel.includes('\0') || rel.includes('\\')) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  const base = path.resolve(root) + path.sep;
  if (!file.startsWith(base)) return null;
  if (!TYPES[path.extname(file).toLowerCase()]) return null;
  return file;
}

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/** Serves one upload; `rawRest` is the part of the raw URL path after /wp-content/uploads/. */
export async function serveUpload(req, res, rawRest) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return;
  }
  const file = resolveUpload(rawRest);
  if (!file) return notFound(res);
  let info;
  try {
    info = await stat(file);
  } catch {
    return notFound(res);
  }
  if (!info.isFile()) return notFound(res);

  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': TYPES[path.extname(file).toLowerCase()],
    'cache-control': CACHE_CONTROL,
    etag,
    'last-modified': info.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': info.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
