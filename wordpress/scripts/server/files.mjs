// The files of a throw-away WordPress: a copy of the release's WordPress tree (its default theme
// inside), the test mu-plugins and the studio plugin symlinked from the repository.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WP_SOURCE } from './prerequisites.mjs';
import { run } from './process.mjs';

const MU_PLUGINS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'mu-plugins');
const MAIL_MU_PLUGIN = path.join(MU_PLUGINS, 'studio-test-mail.php');
const NO_SIZES_MU_PLUGIN = path.join(MU_PLUGINS, 'studio-no-image-sizes.php');
const QUIET_MU_PLUGIN = path.join(MU_PLUGINS, 'studio-quiet-core.php');

/**
 * Copies WordPress into www with the mu-plugins the options ask for and the plugin folder linked as
 * wp-content/plugins/studio-headless; wp-config.php is left to write once the database is known.
 */
export async function copyWordPress(www, pluginDir, { imageSizes, quietCore, source = WP_SOURCE }) {
  // -L: the Debian tree holds relative symlinks into /usr/share/javascript and /usr/share/php.
  await run('cp', ['-rL', source, www]);
  // Debian's wp-config.php reads /etc/wordpress/config-<host>.php; it is replaced once the
  // database password is known.
  await rm(path.join(www, 'wp-config.php'), { force: true });
  const content = path.join(www, 'wp-content');
  await Promise.all(
    ['uploads', 'mu-plugins', 'languages'].map((dir) =>
      mkdir(path.join(content, dir), { recursive: true }),
    ),
  );
  await copyFile(MAIL_MU_PLUGIN, path.join(content, 'mu-plugins', 'studio-test-mail.php'));
  if (quietCore) {
    await copyFile(QUIET_MU_PLUGIN, path.join(content, 'mu-plugins', 'studio-quiet-core.php'));
  }
  if (!imageSizes) {
    await copyFile(
      NO_SIZES_MU_PLUGIN,
      path.join(content, 'mu-plugins', 'studio-no-image-sizes.php'),
    );
  }
  await symlink(pluginDir, path.join(content, 'plugins', 'studio-headless'), 'dir');
  // Russian admin only if Debian's wordpress-l10n happens to be installed: nothing is downloaded.
  for (const dir of [
    path.join(source, 'wp-content/languages'),
    '/var/lib/wordpress/wp-content/languages',
  ]) {
    if (existsSync(path.join(dir, 'ru_RU.mo'))) {
      await run('cp', ['-rL', `${dir}/.`, path.join(content, 'languages')]);
      break;
    }
  }
}
