// @vitest-environment node
// The build's scripts and stylesheets get precompressed copies for the reverse proxy
// (scripts/precompress.mjs, deploy/nginx/static.conf): each copy decodes to its file, and nothing
// is written where it would not help.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_BYTES, precompress } from '../../scripts/precompress.mjs';

let dir: string;
const at = (...parts: string[]) => path.join(dir, ...parts);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(at('chunks'));
  mkdirSync(at('media'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz beside every script and stylesheet, each decoding to the file', () => {
    const script = `self.__chunk=${JSON.stringify('Разработка сайтов и сервисов. '.repeat(200))};`;
    writeFileSync(at('chunks', 'a1.js'), script);
    writeFileSync(at('chunks', 'b2.css'), '.card{color:#fff;padding:0 16px}\n'.repeat(100));

    const totals = precompress(dir);

    expect(totals.files).toBe(2);
    for (const file of [at('chunks', 'a1.js'), at('chunks', 'b2.css')]) {
      const raw = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(totals.br).toBeLessThan(totals.gz);
    expect(totals.gz).toBeLessThan(totals.raw);
  });

  it('compresses at brotli’s best quality, below what quality 5 gives', () => {
    // Real JavaScript: a synthetic text can compress worse at 11 than at 5.
    const text = readFileSync(
      path.join(process.cwd(), 'node_modules/react/cjs/react.production.js'),
    );
    writeFileSync(at('chunks', 'react.js'), text);
    precompress(dir);
    const q5 = zlib.brotliCompressSync(text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    expect(readFileSync(at('chunks', 'react.js.br')).length).toBeLessThan(q5.length * 0.95);
  });

  it('leaves alone small files, compressed formats and what compression would not shrink', () => {
    writeFileSync(at('chunks', 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(at('media', 'font.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(at('media', 'photo.png'), Buffer.alloc(4096, 7));
    // Random bytes: no compressor makes them smaller.
    writeFileSync(
      at('chunks', 'noise.js'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );

    expect(precompress(dir).files).toBe(1);

    for (const name of ['chunks/tiny.js', 'media/font.woff2', 'media/photo.png', 'chunks/noise.js'])
      for (const suffix of ['.br', '.gz']) expect(existsSync(at(`${name}${suffix}`))).toBe(false);
  });
});
