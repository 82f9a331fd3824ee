// What a real WordPress needs on this machine: Debian's WordPress, PHP with mysqli, MariaDB's
// programs, and root; where those programs are.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Debian's WordPress, copied whole into each throw-away instance. */
export const WP_SOURCE = '/usr/share/wordpress';

export const APT_COMMAND =
  'apt-get install -y --no-install-recommends wordpress php-cli php-mysql mariadb-server php-curl php-mbstring php-xml php-zip php-intl';

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

let missingCache;

/**
 * Why a real WordPress cannot start on this machine, as one line naming the fix, or null when it
 * can. Tests call it to decide whether to run or skip.
 */
export function realWpMissing() {
  if (missingCache !== undefined) return missingCache;
  const missing = ['php', 'mariadbd', 'mariadb-install-db', 'mariadb-admin', 'mariadb'].filter(
    (name) => !findBin(name),
  );
  if (!existsSync(path.join(WP_SOURCE, 'wp-includes/version.php'))) missing.push(WP_SOURCE);
  if (!missing.includes('php')) {
    const probe = spawnSync(findBin('php'), ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'], {
      stdio: 'ignore',
      timeout: 10_000,
    });
    if (probe.status !== 0) missing.push("php's mysqli extension");
  }
  if (missing.length > 0) {
    missingCache = `real WordPress: missing ${missing.join(', ')}; install with: ${APT_COMMAND}`;
  } else if (process.getuid?.() !== 0) {
    // mariadb-install-db --user=mysql and a data directory owned by mysql need root.
    missingCache =
      'real WordPress: must run as root (mariadb-install-db --user=mysql needs root to hand the data directory to the mysql user)';
  } else {
    missingCache = null;
  }
  return missingCache;
}
