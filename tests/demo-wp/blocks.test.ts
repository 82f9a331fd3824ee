// @vitest-environment node
// Constructor block defaults (demo-wp/blocks.mjs): the demo WordPress fills in what the plugin's
// block.json files declare, as WordPress does.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOCKS_DIR,
  blockFolder,
  readBlockDefaults,
  withBlockDefaults,
} from '../../demo-wp/blocks.mjs';
import { allCases, withDemoWp } from './support';

withDemoWp();

describe('demo WordPress: constructor block defaults (the plugin block.json files)', () => {
  /** Folder → declared defaults, read here independently of demo-wp/blocks.mjs. */
  function declaredDefaults(): Map<string, Record<string, unknown>> {
    const found = new Map<string, Record<string, unknown>>();
    for (const folder of readdirSync(BLOCKS_DIR)) {
      const json = JSON.parse(readFileSync(join(BLOCKS_DIR, folder, 'block.json'), 'utf8')) as {
        attributes?: Record<string, { default?: unknown }>;
      };
      const entries = Object.entries(json.attributes ?? {}).filter(
        ([, schema]) => schema.default !== undefined && schema.default !== null,
      );
      found.set(folder, Object.fromEntries(entries.map(([k, v]) => [k, v.default])));
    }
    return found;
  }

  it('reads the default of every attribute each block.json declares', () => {
    const defaults = readBlockDefaults();
    expect(defaults).toEqual(declaredDefaults());
    expect(defaults.get('offering')).toEqual({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(blockFolder('case_cooperation_with_list')).toBe('case-cooperation-with-list');
    expect(blockFolder('functional-create')).toBe('functional-create');
  });

  it('adds what a block leaves unset, keeps what it sets, and leaves unknown types alone', () => {
    const defaults = readBlockDefaults();
    expect(withBlockDefaults({ type: 'offering', title_color: '#123456' }, defaults)).toEqual({
      type: 'offering',
      title_color: '#123456',
      text_color: '#ffffff',
    });
    expect(withBlockDefaults({ type: 'case_cooperation_with_list' }, defaults)).toEqual({
      type: 'case_cooperation_with_list',
      wave_color: '#fff',
      show_wave: false,
    });
    const legacy = { type: 'legacy_slider', autoplay: true };
    expect(withBlockDefaults(legacy, defaults)).toBe(legacy);
  });

  it('skips null defaults and folders without block.json; a missing folder is an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-wp-blocks-'));
    try {
      mkdirSync(join(dir, 'some-block'));
      writeFileSync(
        join(dir, 'some-block', 'block.json'),
        JSON.stringify({
          attributes: { a: { type: 'string', default: 'x' }, b: { default: null }, c: {} },
        }),
      );
      mkdirSync(join(dir, 'no-json'));
      writeFileSync(join(dir, 'README.md'), 'not a block');
      expect(readBlockDefaults(dir)).toEqual(new Map([['some-block', { a: 'x' }]]));
      expect(() => readBlockDefaults(join(dir, 'missing'))).toThrow(/missing/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers every constructor block with the defaults of its type', async () => {
    const defaults = declaredDefaults();
    const cases = await allCases();
    let withDefaults = 0;
    for (const { slug, raw } of cases) {
      for (const block of raw.data.case.constructor) {
        const declared = defaults.get(blockFolder(block.type));
        if (!declared) continue;
        withDefaults++;
        for (const name of Object.keys(declared)) {
          expect(block[name], `${slug} ${block.type}.${name}`).not.toBeUndefined();
        }
      }
    }
    expect(withDefaults).toBeGreaterThan(20);
    const rawOf = (slug: string) => cases.find((c) => c.slug === slug)!.raw.data.case.constructor;
    // lavka-severa's offering sets no colours: WordPress fills in the declared white.
    expect(rawOf('lavka-severa').find((b) => b.type === 'offering')).toMatchObject({
      title_color: '#ffffff',
      text_color: '#ffffff',
    });
    // A value the block sets is kept.
    expect(
      rawOf('teatr-na-naberezhnoy').find((b) => b.type === 'case_cooperation_with_list'),
    ).toMatchObject({ wave_color: '#f5e6c8', show_wave: false });
    // A type without a block.json stays as stored.
    expect(Object.keys(rawOf('severnyy-put').find((b) => b.type === 'legacy_slider')!)).toEqual([
      'type',
      'slides',
      'autoplay',
    ]);
  });
});
