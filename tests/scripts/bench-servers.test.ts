// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteChunkSources } from '../../scripts/bench-servers.mjs';

let root: string;
const chunk = (dir: string, name: string, text: string) => {
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'chunks', name), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chunk-sources-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('siteChunkSources', () => {
  it("names a site chunk by its content, and one the bare app was built with too the framework's", () => {
    const site = join(root, 'site');
    const bare = join(root, 'bare');
    chunk(site, 'a1.js', 'function Header(){}');
    chunk(site, 'b2.js', 'new WebGLRenderer()');
    chunk(site, 'c3.js', 'function Header(){}');
    chunk(bare, 'c3.js', 'anything');
    const source = siteChunkSources(site, { staticDir: bare }, null);
    expect(source('/_next/static/chunks/a1.js')).toBe('site');
    expect(source('/_next/static/chunks/b2.js')).toBe('three.js');
    expect(source('/_next/static/chunks/c3.js')).toBe('framework');
    // A chunk the build does not have (another build's) is counted as the site's.
    expect(source('/_next/static/chunks/zz.js')).toBe('site');
  });
});
