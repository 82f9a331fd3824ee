// Starts a throw-away WordPress: checks the options, makes its folder, brings MariaDB and the
// files up side by side, writes wp-config.php, installs, serves; on any failure stops what it
// started. Each phase is timed for the log line and `times`.
import { existsSync, realpathSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyWordPress } from './files.mjs';
import { startMariadb, userIds } from './mariadb.mjs';
import { assertPortFree, phpIni, runInstall, startPhpServer, waitForHttp } from './php.mjs';
import { realWpMissing } from './prerequisites.mjs';
import { installedVersion, wpRelease } from './releases.mjs';
import { seconds } from './process.mjs';
import { stopRealWp } from './stop.mjs';
import { wpConfig } from './wp-config.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The port (option, REAL_WP_PORT, else 4020) checked free and the plugin folder checked present. */
async function checkOptions(options) {
  const port = Number(options.port ?? process.env.REAL_WP_PORT ?? 4020);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`real WordPress: invalid port ${options.port ?? process.env.REAL_WP_PORT}`);
  }
  const pluginDir = path.resolve(options.pluginDir ?? path.join(REPO, 'wordpress/studio-headless'));
  if (!existsSync(pluginDir)) throw new Error(`real WordPress: no plugin folder ${pluginDir}`);
  await assertPortFree(port);
  return { port, pluginDir };
}

/** The instance's folder: the option's (made if missing, refused unless empty) or a fresh one. */
async function makeDataDir(option) {
  let dataDir;
  if (option) {
    dataDir = path.resolve(option);
    await mkdir(dataDir, { recursive: true });
    if ((await readdir(dataDir)).length > 0) {
      throw new Error(`real WordPress: dataDir ${dataDir} is not empty`);
    }
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-wp-'));
  }
  return realpathSync(dataDir);
}

/** Database and files (in parallel), then wp-config.php. */
async function setUp({
  dataDir,
  socket,
  url,
  www,
  pluginDir,
  release,
  state,
  saveState,
  timed,
  options,
}) {
  // A Unix socket path is limited to 108 bytes; a long TMPDIR would fail deep in mariadbd.
  if (Buffer.byteLength(socket) > 100) {
    throw new Error(`real WordPress: socket path too long (${socket}); use a shorter dataDir`);
  }
  await saveState();
  // mariadbd runs as mysql and makes its socket here; root (php, this script) can still write.
  const mysql = userIds('mysql');
  await chown(dataDir, mysql.uid, mysql.gid);
  options.log(`wp: starting WordPress ${release.name} in ${dataDir} (port ${state.port})`);

  // The database and the file copy do not depend on each other: on 2 cores they overlap well.
  const [db, copy] = await Promise.allSettled([
    timed('mariadb', startMariadb(dataDir, state, saveState)),
    timed(
      'files',
      copyWordPress(www, pluginDir, {
        imageSizes: options.imageSizes !== false,
        quietCore: options.quietCore !== false,
        source: release.source,
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
}

/** install.php, then `php -S` until its REST API answers; the credentials go into state. */
async function installAndServe({ url, www, files, release, state, saveState, timed, times }) {
  const ini = phpIni(files.phpErrorLog);
  const credentials = await timed('install', runInstall(ini, www, files.debugLog, release.theme));
  // wp_install() mails the new-site notice; tests expect an empty mail log at start.
  await rm(files.mailLog, { force: true });
  Object.assign(state, {
    user: credentials.user,
    password: credentials.password,
    appPassword: credentials.appPassword,
    formSecret: credentials.formSecret ?? '',
    language: credentials.language,
  });

  const serverStarted = Date.now();
  const { child, status } = startPhpServer(ini, {
    port: state.port,
    www,
    serverLog: files.serverLog,
  });
  state.processes.php = { pid: child.pid, pgid: child.pid, command: 'php' };
  await saveState();
  await waitForHttp(`${url}/wp-json/`, status, files.serverLog);
  times.server = Date.now() - serverStarted;
  state.times = times;
  await saveState();
}

/** The instance's paths, its state (saved as state.json for stopRealWp) and its phase timer. */
function instance(dataDir, port, keep) {
  const url = `http://127.0.0.1:${port}`;
  const www = path.join(dataDir, 'www');
  const files = {
    debugLog: path.join(dataDir, 'debug.log'),
    phpErrorLog: path.join(dataDir, 'php-errors.log'),
    mailLog: path.join(www, 'wp-content', 'mail.log'),
    serverLog: path.join(dataDir, 'php-server.log'),
  };
  const state = { dataDir, port, url, keep: Boolean(keep), processes: {}, ...files };
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
  const socket = path.join(dataDir, 'mysql.sock');
  return { dataDir, socket, url, www, files, state, saveState, times, timed };
}

/**
 * Starts a throw-away WordPress with the plugin active and an application password for `admin`.
 * imageSizes: false skips WordPress's resized copies of uploads (a 10x faster demo import; the
 * contract answers only full-size files). quietCore: false leaves out
 * mu-plugins/studio-quiet-core.php (WordPress 6.1's own PHP 8.2 deprecations and offline warnings
 * then reach debug.log). keep: leave dataDir on disk after stop().
 * release: a key of WP_RELEASES (releases.mjs), default Debian 12's 6.1.
 * @param {{ release?: string, port?: number, dataDir?: string, pluginDir?: string, keep?: boolean,
 *   imageSizes?: boolean, quietCore?: boolean, constants?: Record<string, string | boolean | number>,
 *   log?: (line: string) => void }} [options]
 */
export async function startRealWp(options = {}) {
  const release = wpRelease(options.release);
  const missing = realWpMissing(release.name);
  if (missing) throw new Error(missing);
  const log = options.log ?? (() => {});
  const { port, pluginDir } = await checkOptions(options);
  const dataDir = await makeDataDir(options.dataDir);
  const wp = { ...instance(dataDir, port, options.keep), release };
  const { url, files, state, times } = wp;
  const started = Date.now();

  try {
    await setUp({ ...wp, pluginDir, options: { ...options, log } });
    await installAndServe(wp);
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
    formSecret: state.formSecret,
    dataDir,
    debugLog: files.debugLog,
    phpErrorLog: files.phpErrorLog,
    mailLog: files.mailLog,
    port,
    release: release.name,
    version: installedVersion(release.source),
    times,
    stop: (stopOptions) => (stopping ??= stopRealWp(state, stopOptions)),
  };
}
