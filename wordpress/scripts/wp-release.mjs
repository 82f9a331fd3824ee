// The WordPress releases the plugin is tested on (server/releases.mjs): lists them with what this
// machine has, or puts one on it (root; Debian 13's through a private apt sources list).
// CLI: node wordpress/scripts/wp-release.mjs [--install=6.8]
import { runAsCli } from './cli.mjs';
import {
  WP_RELEASES,
  installCommand,
  installRelease,
  installedVersion,
} from './server/releases.mjs';

export { WP_RELEASES, installRelease } from './server/releases.mjs';

async function main(argv) {
  const install = argv.find((a) => a.startsWith('--install='))?.slice('--install='.length);
  if (install) {
    installRelease(install, console.log);
    return 0;
  }
  for (const [name, release] of Object.entries(WP_RELEASES)) {
    const version = installedVersion(release.source);
    console.log(
      `${name} (Debian ${release.debian}, theme ${release.theme}): ${
        version ? `${version} in ${release.source}` : `missing; ${installCommand(name)}`
      }`,
    );
  }
  return 0;
}

runAsCli(import.meta.url, main);
