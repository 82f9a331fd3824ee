// The WordPress releases the plugin supports and is tested on: the oldest and the newest that
// Debian's stable releases ship. Debian 12 ('bookworm') installs 6.1 as the system's WordPress
// (/usr/share/wordpress). Debian 13 ('trixie') ships 6.8 as PHP and assets only, which run on
// Debian 12's PHP 8.2 and MariaDB 10.11: its package is downloaded through a private apt sources
// list (never the system's apt setup) and unpacked beside the system's WordPress under
// /usr/share/, where its relative links into /usr/share/javascript and /usr/share/php resolve.
// Each release runs with its own default theme active, as every real install does (with no
// theme, 6.8's block editor throws reading the theme's 'stylesheet').
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The supported releases by their short name: where the tree is, which theme is active, and the
 * Debian packages that bring both.
 */
export const WP_RELEASES = {
  6.1: {
    debian: 'bookworm',
    source: '/usr/share/wordpress',
    theme: 'twentytwentythree',
    packages: ['wordpress', 'wordpress-theme-twentytwentythree'],
  },
  6.8: {
    debian: 'trixie',
    source: '/usr/share/wordpress-trixie',
    theme: 'twentytwentyfive',
    packages: ['wordpress', 'wordpress-theme-twentytwentyfive'],
  },
};

/** The release used when none is named: the system's WordPress. */
export const DEFAULT_RELEASE = '6.1';

/** The release's record, or a thrown error naming the supported ones. */
export function wpRelease(name = DEFAULT_RELEASE) {
  const release = WP_RELEASES[String(name)];
  if (!release) {
    throw new Error(
      `real WordPress: unknown release ${name}; supported: ${Object.keys(WP_RELEASES).join(', ')}`,
    );
  }
  return { name: String(name), ...release };
}

/** The WordPress version a tree holds ('6.8.12'), or null when there is none. */
export function installedVersion(source) {
  const file = path.join(source, 'wp-includes/version.php');
  if (!existsSync(file)) return null;
  const probe = spawnSync('php', ['-r', `include '${file}'; echo $wp_version;`], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

/** The command that installs a release's files on this machine (root, apt). */
export function installCommand(name) {
  const release = wpRelease(name);
  return release.debian === 'bookworm'
    ? `apt-get install -y --no-install-recommends ${release.packages.join(' ')}`
    : `node wordpress/scripts/wp-release.mjs --install=${release.name}`;
}

/** Runs a program to completion (in `cwd`, when given); throws with its error output. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout;
}

/**
 * Puts a release that is not the system's under /usr/share/: its Debian packages fetched with
 * `apt-get download` through a private sources list and state folder, unpacked with dpkg-deb.
 * Idempotent; returns the tree's folder.
 */
export function installRelease(name, log = () => {}) {
  const release = wpRelease(name);
  if (installedVersion(release.source) && existsSync(themeDir(release))) return release.source;
  if (release.debian === 'bookworm') {
    throw new Error(`real WordPress ${release.name}: install it with ${installCommand(name)}`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), `wp-${release.debian}-`));
  try {
    for (const dir of ['lists/partial', 'cache/archives/partial', 'debs', 'tree']) {
      run('mkdir', ['-p', path.join(work, dir)]);
    }
    const sources = path.join(work, 'sources.list');
    writeFileSync(
      sources,
      `deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${mirror()} ${release.debian} main\n`,
    );
    const apt = [
      `-o`,
      `Dir::Etc::sourcelist=${sources}`,
      `-o`,
      `Dir::Etc::sourceparts=/dev/null`,
      `-o`,
      `Dir::State::Lists=${path.join(work, 'lists')}`,
      `-o`,
      `Dir::Cache=${path.join(work, 'cache')}`,
      '-o',
      'APT::Sandbox::User=root',
    ];
    log(`wp-release: fetching ${release.packages.join(', ')} of Debian ${release.debian}`);
    run('apt-get', [...apt, '-qq', 'update']);
    const debs = path.join(work, 'debs');
    run(
      'apt-get',
      [...apt, '-qq', 'download', ...release.packages.map((p) => `${p}/${release.debian}`)],
      debs,
    );
    for (const deb of readdirSync(debs).filter((f) => f.endsWith('.deb'))) {
      run('dpkg-deb', ['-x', path.join(debs, deb), path.join(work, 'tree')]);
    }
    const tree = path.join(work, 'tree/usr/share/wordpress');
    // Debian 12 bundles lodash inside its own WordPress where Debian 13 links to a package of its
    // own (libjs-lodash): the system's copies stand in for the links.
    for (const file of ['lodash.js', 'lodash.min.js']) {
      const target = path.join(tree, 'wp-includes/js/dist/vendor', file);
      const bundled = path.join(
        wpRelease(DEFAULT_RELEASE).source,
        'wp-includes/js/dist/vendor',
        file,
      );
      if (!existsSync(target) && existsSync(bundled)) {
        rmSync(target, { force: true });
        copyFileSync(bundled, target);
      }
    }
    rmSync(release.source, { recursive: true, force: true });
    renameSync(tree, release.source);
    log(`wp-release: WordPress ${installedVersion(release.source)} in ${release.source}`);
    return release.source;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The Debian mirror the system's apt uses (its first deb.debian.org-style URI). */
function mirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const uri =
      text.match(/^URIs:\s*(\S+)/m)?.[1] ?? text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/m)?.[1];
    if (uri && !uri.includes('security')) return uri;
  }
  return 'http://deb.debian.org/debian';
}

/** Where a release's default theme sits in its tree. */
export function themeDir(release) {
  return path.join(release.source, 'wp-content/themes', release.theme);
}
