// Types of the demo WordPress's block defaults (demo-wp/blocks.mjs), for TypeScript tests.
export type BlockDefaults = Map<string, Record<string, unknown>>;

/** The plugin's blocks folder: wordpress/studio-headless/blocks/ of this repository. */
export const BLOCKS_DIR: string;
/** The folder name of a block type: 'case_page' → 'case-page'. */
export function blockFolder(type: string): string;
/** Folder name → { attribute: default } of every block.json under `dir`; throws when it is missing. */
export function readBlockDefaults(dir?: string): BlockDefaults;
/** The block with the defaults of its type added where it sets nothing (a new object). */
export function withBlockDefaults<B extends { type: string }>(
  block: B,
  defaults: BlockDefaults,
): B & Record<string, unknown>;
