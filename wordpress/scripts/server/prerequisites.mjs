// What a real WordPress needs on this machine: the release's WordPress tree and theme (releases.mjs),
// PHP with mysqli, MariaDB's programs, and root; where those programs are.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RELEASE, installCommand, themeDir, wpRelease } from './releases.mjs';

/** Debian 12's WordPress (the default release), copied whole into each throw-away instance. */
export const WP_SOURCE = wpRelease(DEFAULT_RELEASE).source;

export const APT_COMMAND =
  'apt-get install -y --no-install-recommends wordpress wordpress-theme-twentytwentythree php-cli php-mysql mariadb-server php-curl php-mbstring php-xml php-zip php-intl';

// mariadbd lives in /usr/sbin, which is not on every user's PATH.
const SEARCH_PATH = [
  ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  '/usr/local/sbin',
  '/usr/sbin',
  '/sbin',
];

/** The program's full path on PATH or in the sbin folders, or null. */
export function findBin(name) {
  for (const dir of SEARCH_PATH) {
    const file = path.join(dir, name);
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not in this directory
    }
  }
  return null;
}

const missingCache = new Map();

/**
 * Why a real WordPress of the release (default: Debian 12's) cannot start on this machine, as one
 * line naming the fix, or null when it can. Tests call it to decide whether to run or skip.
 */
export function realWpMissing(releaseName = DEFAULT_RELEASE) {
  const key = String(releaseName);
  if (!missingCache.has(key)) missingCache.set(key, probeMissing(wpRelease(key)));
  return missingCache.get(key);
}

function probeMissing(release) {
  const missing = ['php', 'mariadbd', 'mariadb-install-db', 'mariadb-admin', 'mariadb'].filter(
    (name) => !findBin(name),
  );
  const hasTree = existsSync(path.join(release.source, 'wp-includes/version.php'));
  if (!hasTree && release.source === WP_SOURCE) missing.push(WP_SOURCE);
  if (!missing.includes('php')) {
    const probe = spawnSync(findBin('php'), ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    if (probe.status !== 0) missing.push("php's mysqli extension");
  }
  if (missing.length > 0) {
    return `real WordPress: missing ${missing.join(', ')}; install with: ${APT_COMMAND}`;
  }
  if (!hasTree || !existsSync(themeDir(release))) {
    return `real WordPress ${release.name}: its files or its theme (${release.theme}) are missing in ${release.source}; install with: ${installCommand(release.name)}`;
  }
  if (process.getuid?.() !== 0) {
    // mariadb-install-db --user=mysql and a data directory owned by mysql need root.
    return 'real WordPress: must run as root (mariadb-install-db --user=mysql needs root to hand the data directory to the mysql user)';
  }
  return null;
}
