// Constructor block defaults, applied as WordPress applies them: each block type of the plugin has a
// block.json (wordpress/studio-headless/blocks/<type, '_' written '-'>/block.json); an attribute
// with a `default` that a block does not set is added with that default. Blocks of a type without
// a block.json (the demo's 'legacy_slider') stay as they are. The files are read once, at start.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The plugin's blocks folder, relative to demo-wp/ in this repository. */
export const BLOCKS_DIR = fileURLToPath(
  new URL('../wordpress/studio-headless/blocks/', import.meta.url),
);

/** The folder name of a block type: 'case_page' → 'case-page'. */
export const blockFolder = (type) => String(type).replaceAll('_', '-');

/**
 * Folder name → { attribute: default } of every block.json under `dir` (only attributes that
 * declare a non-null default, as WordPress skips the others).
 */
export function readBlockDefaults(dir = BLOCKS_DIR) {
  if (!existsSync(dir)) {
    throw new Error(`demo-wp: no block definitions at ${dir} (the plugin's blocks/ folder)`);
  }
  const defaults = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'block.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const { attributes = {} } = JSON.parse(readFileSync(file, 'utf8'));
    const declared = Object.entries(attributes)
      .filter(([, schema]) => schema?.default !== undefined && schema.default !== null)
      .map(([name, schema]) => [name, schema.default]);
    defaults.set(entry.name, Object.fromEntries(declared));
  }
  return defaults;
}

/** The block with the defaults of its type added where it sets nothing (a new object). */
export function withBlockDefaults(block, defaults) {
  const declared = defaults.get(blockFolder(block?.type));
  if (!declared) return block;
  const missing = Object.entries(declared).filter(([name]) => block[name] === undefined);
  return { ...block, ...Object.fromEntries(missing.map(([k, v]) => [k, structuredClone(v)])) };
}
