// @vitest-environment node
// The demo WordPress's media (demo-wp/uploads.mjs): every image the answers reference exists with
// the size they claim.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allCases, getJson, rawGet, withDemoWp, wp } from './support';

withDemoWp();

describe('demo WordPress: media', () => {
  /** Every uploads URL in the answers, with the size the answer claims when it is an image object. */
  async function referencedImages() {
    const found = new Map<string, { width?: number; height?: number }>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (typeof v === 'string' && v.includes('/wp-content/uploads/')) {
        if (!found.has(v)) found.set(v, {});
        return;
      }
      if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.url === 'string' && typeof o.width === 'number') {
          found.set(o.url, { width: o.width, height: o.height as number });
          return;
        }
        Object.values(o).forEach(walk);
      }
    };
    for (const c of await allCases()) walk(c.raw);
    walk(await getJson('/portfolio?count=50'));
    const blog = (await getJson('/blog?count=50')) as { data: { articles: { slug: string }[] } };
    walk(blog);
    for (const a of blog.data.articles) walk(await getJson(`/blog/${a.slug}`));
    const solutions = (await getJson('/solutions')) as { data: { solutions: { slug: string }[] } };
    walk(solutions);
    for (const s of solutions.data.solutions) walk(await getJson(`/solutions/${s.slug}`));
    return found;
  }

  it('serves every referenced image from its own origin, with the claimed size', async () => {
    const images = await referencedImages();
    expect(images.size).toBeGreaterThan(60);
    for (const [url, claimed] of images) {
      expect(url.startsWith(`${wp.url}/wp-content/uploads/`), url).toBe(true);
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      if (claimed.width)
        expect([meta.width, meta.height], url).toEqual([claimed.width, claimed.height]);
      if (url.endsWith('.jpg'))
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('answers 304 to a matching ETag and supports HEAD', async () => {
    const cover = `${wp.url}/wp-content/uploads/cases/volna-cover.webp`;
    const head = await fetch(cover, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(cover, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses path traversal, hidden, unknown and non-image files', async () => {
    for (const path of [
      '/wp-content/uploads/../server.mjs',
      '/wp-content/uploads/..%2fserver.mjs',
      '/wp-content/uploads/%2e%2e/%2e%2e/package.json',
      '/wp-content/uploads/cases/..%2f..%2fserver.mjs',
      '/wp-content/uploads/cases/%00.webp',
      '/wp-content/uploads/cases/.hidden.webp',
      '/wp-content/uploads/cases/nope.webp',
      '/wp-content/uploads/cases',
      '/wp-content/uploads/',
    ]) {
      expect(await rawGet(path), path).toBe(404);
    }
  });
});
