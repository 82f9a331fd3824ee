// Imports the demo content (demo-wp/data) into a real WordPress through its REST API only.
//
// Library: `importDemo({ restUrl, user, appPassword, log })` → summary of what was imported.
// CLI: node wordpress/scripts/import-demo.mjs --url=http://127.0.0.1:4020 --user=admin
//      --app-password=XXXX   (or --rest-url=…/wp-json/wp/v2; WP_APP_PASSWORD in the environment)
// Idempotent: a second run updates by slug (media by file name) instead of duplicating.
// The work is done in import/, one module per job; this module is the entry importers and the
// command line use (its types: import-demo.d.mts).
import { runAsCli } from './cli.mjs';
import { importDemo } from './import/run.mjs';

export { constructorToBlocks, serializeBlockAttributes } from './import/blocks.mjs';
export { importDemo } from './import/run.mjs';

async function main(argv) {
  const value = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = value('url');
  const restUrl = value('rest-url') ?? (url ? `${url.replace(/\/+$/, '')}/wp-json/wp/v2` : null);
  const user = value('user') ?? 'admin';
  const appPassword = value('app-password') ?? process.env.WP_APP_PASSWORD;
  if (!restUrl || !appPassword) {
    console.error(
      'usage: node wordpress/scripts/import-demo.mjs --url=http://127.0.0.1:4020 --user=admin --app-password=XXXX',
    );
    return 2;
  }
  const summary = await importDemo({ restUrl, user, appPassword, log: console.log });
  // The id maps are for programs; the command line shows the counts.
  console.log(
    JSON.stringify({ ...summary, ids: undefined, mediaMap: undefined, changed: undefined }),
  );
  return 0;
}

runAsCli(import.meta.url, main);
