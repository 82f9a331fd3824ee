// Starts and stops a throw-away real WordPress (MariaDB + `php -S`) with the studio plugin.
//
// Library: `startRealWp(options)` → { url, apiUrl, restUrl, user, password, appPassword, dataDir,
// debugLog, phpErrorLog, mailLog, stop() }; `stopRealWp(dataDirOrState)`; `realWpMissing()`.
// CLI: node wordpress/scripts/wp-server.mjs [--port=4020] [--import] [--keep] [--no-image-sizes]
//      [--data-dir=DIR]
//      node wordpress/scripts/wp-server.mjs --stop=DATA_DIR   (stops one started elsewhere)
// Recipe and figures: /work/shared/notes/real-wordpress.md (Debian packages, no wp-cli).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
} from 'node:fs';
import {
  chown,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runAsCli } from '../cli.mjs';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');
const WP_SOURCE = '/usr/share/wordpress';
const INSTALL_PHP = path.join(HERE, '..', 'install.php');
const ROUTER_PHP = path.join(HERE, '..', 'router.php');
const MAIL_MU_PLUGIN = path.join(HERE, '..', 'mu-plugins', 'studio-test-mail.php');
const NO_SIZES_MU_PLUGIN = path.join(HERE, '..', 'mu-plugins', 'studio-no-image-sizes.php');
const QUIET_MU_PLUGIN = path.join(HERE, '..', 'mu-plugins', 'studio-quiet-core.php');

export const APT_COMMAND =
  'apt-get install -y --no-install-recommends wordpress php-cli php-mysql mariadb-server php-curl php-mbstring php-xml php-zip php-intl';

// mariadbd lives in /usr/sbin, which is not on every user's PATH.
const SEARCH_PATH = [
  ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  '/usr/local/sbin',
  '/usr/sbin',
  '/sbin',
];

function findBin(name) {
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

/** Runs a program to completion; rejects with its stderr (or stdout) tail in the message. */
function run(file, args, { timeout = 120_000, env } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { timeout, env, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const detail = (stderr || stdout || error.message).trim().split('\n').slice(-15).join('\n');
        reject(
          new Error(`${path.basename(file)} failed (${error.code ?? error.signal}): ${detail}`),
        );
      },
    );
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `real WordPress: port ${port} is in use (another WordPress? set REAL_WP_PORT or --port)`
            : `real WordPress: cannot use port ${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** A PHP literal for a wp-config constant: strings single-quoted and escaped, no code injection. */
function phpLiteral(name, value) {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`real WordPress: constant ${name} must be a string, boolean or finite number`);
}

function wpConfig({ dataDir, socket, dbPassword, url, constants }) {
  const salts = Object.fromEntries(
    [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ].map((name) => [name, randomBytes(48).toString('base64')]),
  );
  const all = {
    DB_NAME: 'wordpress',
    DB_USER: 'wp',
    DB_PASSWORD: dbPassword,
    DB_HOST: `localhost:${socket}`,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    ...salts,
    WP_HOME: url,
    WP_SITEURL: url,
    // 'local' lets application passwords work over plain http.
    WP_ENVIRONMENT_TYPE: 'local',
    WP_DEBUG: true,
    WP_DEBUG_LOG: path.join(dataDir, 'debug.log'),
    WP_DEBUG_DISPLAY: false,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    // No internet here: core must not hang on calls to wordpress.org (updates, feeds, fonts).
    WP_HTTP_BLOCK_EXTERNAL: true,
    WP_ACCESSIBLE_HOSTS: '127.0.0.1,localhost',
    FS_METHOD: 'direct',
    ...constants,
  };
  const lines = Object.entries(all).map(([name, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new Error(`real WordPress: invalid constant name ${JSON.stringify(name)}`);
    }
    return `define( '${name}', ${phpLiteral(name, value)} );`;
  });
  return [
    '<?php',
    '// A throw-away WordPress written by wordpress/scripts/wp-server.mjs; removed when it stops.',
    ...lines,
    '',
    "$table_prefix = 'wp_';",
    '',
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\tdefine( 'ABSPATH', __DIR__ . '/' );",
    '}',
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`real WordPress: no '${name}' user (is mariadb-server installed?)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Whether any process of the group still runs. Zombies do not count: when another process stops
 * this WordPress, the exited servers stay zombies until the process that started them reaps them.
 */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return true; // no /proc to look into: the signal said the group exists
  }
  return entries.some((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      // Fields after the command name, which may itself hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z' && state !== 'X';
    } catch {
      return false; // ended while we looked
    }
  });
}

async function waitGroupGone(pgid, ms) {
  const deadline = Date.now() + ms;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Ends one process group: SIGTERM, then SIGKILL after 3 s; resolves once it is gone. */
async function stopGroup(entry) {
  const { pgid, command } = entry;
  if (!pgid || !groupAlive(pgid)) return;
  // A recycled pid: the leader now runs something else, which is not ours to kill.
  try {
    const cmdline = readFileSync(`/proc/${pgid}/cmdline`, 'utf8');
    if (command && !cmdline.includes(command)) return;
  } catch {
    // the leader is gone; its workers (php -S) may remain in the group
  }
  const signal = (name) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  if (await waitGroupGone(pgid, 3000)) return;
  signal('SIGKILL');
  if (!(await waitGroupGone(pgid, 5000))) {
    throw new Error(`real WordPress: process group ${pgid} (${command}) did not end`);
  }
}

/**
 * Stops a WordPress started by startRealWp (from this or another process): both process groups,
 * then removes its data directory unless `keep` (the option, else the one given at start).
 * @param {string | object} dataDirOrState the data directory (holding state.json) or the state
 */
export async function stopRealWp(dataDirOrState, { keep } = {}) {
  let state = dataDirOrState;
  if (typeof dataDirOrState === 'string') {
    const dataDir = path.resolve(dataDirOrState);
    if (!existsSync(dataDir)) return;
    const file = path.join(dataDir, 'state.json');
    if (!existsSync(file)) {
      throw new Error(`real WordPress: ${dataDir} holds no state.json; not a throw-away WordPress`);
    }
    state = JSON.parse(await readFile(file, 'utf8'));
  }
  const processes = Object.values(state.processes ?? {});
  await Promise.all(processes.map((entry) => stopGroup(entry)));
  if (!(keep ?? state.keep) && state.dataDir && existsSync(state.dataDir)) {
    await rm(state.dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Starts a long-running program in its own process group, output appended to a log file. */
function spawnDetached(file, args, logFile, env) {
  const fd = openSync(logFile, 'a');
  try {
    const child = spawn(file, args, { detached: true, stdio: ['ignore', fd, fd], env });
    child.unref();
    const status = { exited: false, code: null };
    child.on('exit', (code, signal) =>
      Object.assign(status, { exited: true, code: code ?? signal }),
    );
    child.on('error', (error) => Object.assign(status, { exited: true, code: error.message }));
    return { child, status };
  } finally {
    closeSync(fd);
  }
}

async function startMariadb(dataDir, state, saveState) {
  const dbDir = path.join(dataDir, 'db');
  const socket = path.join(dataDir, 'mysql.sock');
  const logFile = path.join(dataDir, 'mariadb.log');
  // Temporary tables in the instance's own folder: instances started at the same time in /tmp
  // collided on the same temporary file names (mariadb-install-db failed with Errcode 2).
  const tmpDir = path.join(dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  await run('chown', ['mysql:mysql', tmpDir]);
  // --no-defaults everywhere: /etc/mysql/my.cnf points at the system database.
  await run(findBin('mariadb-install-db'), [
    '--no-defaults',
    '--user=mysql',
    `--datadir=${dbDir}`,
    `--tmpdir=${tmpDir}`,
    '--auth-root-authentication-method=socket',
    '--skip-test-db',
    // A small redo log: 26 MB on disk instead of 114 MB per instance, same speed.
    '--innodb-log-file-size=16M',
  ]);
  const { child, status } = spawnDetached(
    findBin('mariadbd'),
    [
      '--no-defaults',
      '--user=mysql',
      `--datadir=${dbDir}`,
      `--tmpdir=${tmpDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dataDir, 'mariadb.pid')}`,
      '--skip-networking',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=64M',
      '--innodb-log-file-size=16M',
      // Throw-away data: durability buys nothing, and an import commits hundreds of times.
      '--innodb-flush-log-at-trx-commit=0',
      '--skip-innodb-doublewrite',
    ],
    logFile,
  );
  state.processes.mariadb = { pid: child.pid, pgid: child.pid, command: 'mariadbd' };
  await saveState();

  const admin = findBin('mariadb-admin');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (status.exited) {
      throw new Error(`real WordPress: mariadbd exited (${status.code}):\n${tail(logFile)}`);
    }
    try {
      await run(admin, ['--no-defaults', `--socket=${socket}`, '-u', 'root', 'ping'], {
        timeout: 5000,
      });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`real WordPress: mariadbd did not answer in 30 s: ${error.message}`);
      }
      await sleep(100);
    }
  }

  // Base64url: no quote can end the SQL string.
  const dbPassword = randomBytes(18).toString('base64url');
  await run(findBin('mariadb'), [
    '--no-defaults',
    `--socket=${socket}`,
    '-u',
    'root',
    '-e',
    [
      'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
      `CREATE USER 'wp'@'localhost' IDENTIFIED BY '${dbPassword}'`,
      "GRANT ALL PRIVILEGES ON wordpress.* TO 'wp'@'localhost'",
    ].join('; '),
  ]);
  return { socket, dbPassword };
}

async function copyWordPress(www, pluginDir, { imageSizes, quietCore }) {
  // -L: the Debian tree holds relative symlinks into /usr/share/javascript and /usr/share/php.
  await run('cp', ['-rL', WP_SOURCE, www]);
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
    path.join(WP_SOURCE, 'wp-content/languages'),
    '/var/lib/wordpress/wp-content/languages',
  ]) {
    if (existsSync(path.join(dir, 'ru_RU.mo'))) {
      await run('cp', ['-rL', `${dir}/.`, path.join(content, 'languages')]);
      break;
    }
  }
}

async function waitForHttp(url, status, logFile) {
  const deadline = Date.now() + 30_000;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (status.exited) {
      throw new Error(`real WordPress: php -S exited (${status.code}):\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(100);
  }
  throw new Error(`real WordPress: ${url} did not answer 200 in 30 s (${last}):\n${tail(logFile)}`);
}

/**
 * Starts a throw-away WordPress with the plugin active and an application password for `admin`.
 * imageSizes: false skips WordPress's resized copies of uploads (a 10x faster demo import; the
 * contract answers only full-size files). quietCore: false leaves out
 * mu-plugins/studio-quiet-core.php (WordPress 6.1's own PHP 8.2 deprecations and offline warnings
 * then reach debug.log). keep: leave dataDir on disk after stop().
 * @param {{ port?: number, dataDir?: string, pluginDir?: string, keep?: boolean,
 *   imageSizes?: boolean, quietCore?: boolean, constants?: Record<string, string | boolean | number>,
 *   log?: (line: string) => void }} [options]
 */
export async function startRealWp(options = {}) {
  const missing = realWpMissing();
  if (missing) throw new Error(missing);
  const log = options.log ?? (() => {});
  const port = Number(options.port ?? process.env.REAL_WP_PORT ?? 4020);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`real WordPress: invalid port ${options.port ?? process.env.REAL_WP_PORT}`);
  }
  const pluginDir = path.resolve(options.pluginDir ?? path.join(REPO, 'wordpress/studio-headless'));
  if (!existsSync(pluginDir)) throw new Error(`real WordPress: no plugin folder ${pluginDir}`);
  await assertPortFree(port);

  let dataDir;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    await mkdir(dataDir, { recursive: true });
    if ((await readdir(dataDir)).length > 0) {
      throw new Error(`real WordPress: dataDir ${dataDir} is not empty`);
    }
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-wp-'));
  }
  dataDir = realpathSync(dataDir);
  const socket = path.join(dataDir, 'mysql.sock');
  const url = `http://127.0.0.1:${port}`;
  const www = path.join(dataDir, 'www');
  const files = {
    debugLog: path.join(dataDir, 'debug.log'),
    phpErrorLog: path.join(dataDir, 'php-errors.log'),
    mailLog: path.join(www, 'wp-content', 'mail.log'),
    serverLog: path.join(dataDir, 'php-server.log'),
  };
  const state = { dataDir, port, url, keep: Boolean(options.keep), processes: {}, ...files };
  const saveState = () =>
    writeFile(path.join(dataDir, 'state.json'), `${JSON.stringify(state, null, 2)}\n`, {
      mode: 0o600,
    });
  const times = {};
  const timed = async (name, promise) => {
    const started = Date.now();
    try {
      return await promise;
    } finally {
      times[name] = Date.now() - started;
    }
  };
  const started = Date.now();

  try {
    // A Unix socket path is limited to 108 bytes; a long TMPDIR would fail deep in mariadbd.
    if (Buffer.byteLength(socket) > 100) {
      throw new Error(`real WordPress: socket path too long (${socket}); use a shorter dataDir`);
    }
    await saveState();
    // mariadbd runs as mysql and makes its socket here; root (php, this script) can still write.
    const mysql = userIds('mysql');
    await chown(dataDir, mysql.uid, mysql.gid);
    log(`wp: starting in ${dataDir} (port ${port})`);

    // The database and the file copy do not depend on each other: on 2 cores they overlap well.
    const [db, copy] = await Promise.allSettled([
      timed('mariadb', startMariadb(dataDir, state, saveState)),
      timed(
        'files',
        copyWordPress(www, pluginDir, {
          imageSizes: options.imageSizes !== false,
          quietCore: options.quietCore !== false,
        }),
      ),
    ]);
    if (db.status === 'rejected') throw db.reason;
    if (copy.status === 'rejected') throw copy.reason;
    const { dbPassword } = db.value;
    await writeFile(
      path.join(www, 'wp-config.php'),
      wpConfig({ dataDir, socket, dbPassword, url, constants: options.constants ?? {} }),
      { mode: 0o600 },
    );

    const phpIni = [
      '-d',
      'log_errors=1',
      '-d',
      `error_log=${files.phpErrorLog}`,
      '-d',
      'display_errors=0',
      '-d',
      'memory_limit=256M',
      // Tests edit wp-config.php (a secret, the site URL): opcache checks a file on every request
      // instead of every 2 s, so the next request sees the edit.
      '-d',
      'opcache.revalidate_freq=0',
    ];
    const installOut = await timed(
      'install',
      run(findBin('php'), [...phpIni, INSTALL_PHP, www]),
    ).catch((error) => {
      const debug = existsSync(files.debugLog) ? `\n${tail(files.debugLog)}` : '';
      throw new Error(`real WordPress: install failed: ${error.message}${debug}`);
    });
    const credentials = JSON.parse(installOut.trim().split('\n').pop());
    // wp_install() mails the new-site notice; tests expect an empty mail log at start.
    await rm(files.mailLog, { force: true });
    Object.assign(state, {
      user: credentials.user,
      password: credentials.password,
      appPassword: credentials.appPassword,
      language: credentials.language,
    });

    const serverStarted = Date.now();
    const { child, status } = spawnDetached(
      findBin('php'),
      [
        ...phpIni,
        '-d',
        'upload_max_filesize=16M',
        '-d',
        'post_max_size=16M',
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        www,
        ROUTER_PHP,
      ],
      files.serverLog,
      { ...process.env, PHP_CLI_SERVER_WORKERS: '2' },
    );
    state.processes.php = { pid: child.pid, pgid: child.pid, command: 'php' };
    await saveState();
    await waitForHttp(`${url}/wp-json/`, status, files.serverLog);
    times.server = Date.now() - serverStarted;
    state.times = times;
    await saveState();
    log(
      `wp: mariadb ${seconds(times.mariadb)} s, files ${seconds(times.files)} s (in parallel), ` +
        `install ${seconds(times.install)} s, server ${seconds(times.server)} s; ` +
        `ready in ${seconds(Date.now() - started)} s`,
    );
  } catch (error) {
    await stopRealWp(state, { keep: options.keep }).catch(() => {});
    throw error;
  }

  let stopping;
  return {
    url,
    apiUrl: `${url}/wp-json/studio/v1`,
    restUrl: `${url}/wp-json/wp/v2`,
    user: state.user,
    password: state.password,
    appPassword: state.appPassword,
    dataDir,
    debugLog: files.debugLog,
    phpErrorLog: files.phpErrorLog,
    mailLog: files.mailLog,
    port,
    times,
    stop: (stopOptions) => (stopping ??= stopRealWp(state, stopOptions)),
  };
}

async function main(argv) {
  const flag = (name) => argv.includes(`--${name}`);
  const value = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (flag('help')) {
    console.log(
      'usage: node wordpress/scripts/wp-server.mjs [--port=4020] [--import] [--keep] [--no-image-sizes] [--data-dir=DIR]\n' +
        '       node wordpress/scripts/wp-server.mjs --stop=DATA_DIR',
    );
    return 0;
  }
  if (value('stop')) {
    await stopRealWp(value('stop'), { keep: flag('keep') || undefined });
    console.log(`wp: stopped ${value('stop')}`);
    return 0;
  }
  const missing = realWpMissing();
  if (missing) {
    console.error(missing);
    return 1;
  }
  const wp = await startRealWp({
    port: value('port'),
    dataDir: value('data-dir'),
    keep: flag('keep'),
    imageSizes: !flag('no-image-sizes'),
    log: console.log,
  });
  let stopped = false;
  const stop = async (code) => {
    if (stopped) return;
    stopped = true;
    console.log('\nwp: stopping');
    await wp.stop().catch((error) => console.error(error.message));
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  try {
    if (flag('import')) {
      const { importDemo } = await import('../import-demo.mjs');
      await importDemo({
        restUrl: wp.restUrl,
        user: wp.user,
        appPassword: wp.appPassword,
        log: console.log,
      });
    }
  } catch (error) {
    console.error(error.message);
    await stop(1);
  }
  console.log(
    [
      '',
      `WordPress:  ${wp.url}/  (REST ${wp.restUrl}, contract ${wp.apiUrl})`,
      `Admin:      ${wp.url}/wp-admin/  login ${wp.user} / ${wp.password}`,
      `App pass:   ${wp.user}:${wp.appPassword}  (curl -u '${wp.user}:${wp.appPassword}' ${wp.restUrl}/users/me?context=edit)`,
      `Data:       ${wp.dataDir}${flag('keep') ? ' (kept after stop)' : ''}`,
      `Logs:       ${wp.debugLog}, ${wp.phpErrorLog}, mail ${wp.mailLog}`,
      `Stop:       Ctrl+C, or node wordpress/scripts/wp-server.mjs --stop=${wp.dataDir}`,
      '',
    ].join('\n'),
  );
  // Stay up until a signal: the servers run detached, so keep the event loop alive.
  setInterval(() => {}, 1 << 30);
  return null;
}

runAsCli(import.meta.url, main);
