// @vitest-environment node
// The WordPress plugin's files: every PHP file passes `php -l`, the PHPUnit tests of its pure parts
// (tests/wordpress/studio-headless/, Debian's phpunit) pass, and its 16 block.json files are the
// site's 16 block types (SPEC 2.9), each declaring every field the site's schema reads.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blockSchema } from '@/lib/wp/blocks';

const ROOTS = ['wordpress', 'e2e/real-wordpress'];

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full, ext);
    return full.endsWith(ext) ? [full] : [];
  });
}

function has(command: string, flag: string): boolean {
  try {
    execFileSync(command, [flag], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('PHP', () => {
  const php = has('php', '-v');
  // CI installs PHP (.ci/run); a laptop without it skips, saying so. One php process per file
  // (30-odd files since the plugin's includes/ has a folder per concern) can outlast vitest's
  // default 5 s on a busy machine, hence the 30 s.
  it.skipIf(!php && !process.env.CI)(
    'every PHP file passes php -l',
    () => {
      const list = ROOTS.flatMap((root) => files(root, '.php'));
      expect(list.length).toBeGreaterThan(10);
      for (const file of list) {
        expect(() => execFileSync('php', ['-l', file], { stdio: 'pipe' }), file).not.toThrow();
      }
    },
    30_000,
  );

  // CI installs Debian's phpunit (.ci/run); a laptop without it skips, saying so.
  it.skipIf(!has('phpunit', '--version') && !process.env.CI)(
    "PHPUnit: the plugin's pure parts",
    () => {
      const run = spawnSync('phpunit', ['-c', 'tests/wordpress/phpunit.xml.dist'], {
        encoding: 'utf8',
      });
      expect(run.stdout + run.stderr, 'phpunit').toMatch(/\nOK \(\d+ tests?, \d+ assertions?\)/);
      expect(run.status).toBe(0);
    },
    60_000,
  );
});

describe('block.json', () => {
  const dir = 'wordpress/studio-headless/blocks';
  const blocks = readdirSync(dir).map(
    (name) =>
      JSON.parse(readFileSync(path.join(dir, name, 'block.json'), 'utf8')) as {
        name: string;
        attributes: Record<string, { type: string }>;
      },
  );

  it('one studio/* block per site block type, `_` written as `-`', () => {
    const site = blockSchema.options.map((o) => o.shape.type.value as string);
    expect(blocks.map((b) => b.name).sort()).toEqual(
      site.map((type) => `studio/${type.replaceAll('_', '-')}`).sort(),
    );
  });

  it('declares every field the site reads from the block', () => {
    for (const option of blockSchema.options) {
      const type = option.shape.type.value as string;
      const json = blocks.find((b) => b.name === `studio/${type.replaceAll('_', '-')}`)!;
      const read = Object.keys(option.shape).filter((k) => k !== 'type');
      const missing = read.filter((k) => !(k in json.attributes));
      // Generic blocks share the schema's whole generic field set; their block.json declares the
      // fields that block shows. The specific fields of each block must all be there.
      const generic = [
        'text1',
        'text2',
        'images',
        'image',
        'direction',
        'list',
        'marker_color',
        'content',
        'text',
      ];
      expect(
        missing.filter((k) => !generic.includes(k)),
        type,
      ).toEqual([]);
    }
  });
});
