// PHP for a throw-away WordPress: install.php run once (the site, the admin and its application
// password), then `php -S` with router.php on 127.0.0.1, waited for until the REST API answers.
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBin } from './prerequisites.mjs';
import { run, sleep, spawnDetached, tail } from './process.mjs';

const SCRIPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const INSTALL_PHP = path.join(SCRIPTS, 'install.php');
const ROUTER_PHP = path.join(SCRIPTS, 'router.php');

/** Rejects with a message naming REAL_WP_PORT and --port when the port is taken. */
export function assertPortFree(port) {
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

/** The php.ini settings of both the install and the server. */
export function phpIni(phpErrorLog) {
  return [
    '-d',
    'log_errors=1',
    '-d',
    `error_log=${phpErrorLog}`,
    '-d',
    'display_errors=0',
    '-d',
    'memory_limit=256M',
    // Tests edit wp-config.php (a secret, the site URL): opcache checks a file on every request
    // instead of every 2 s, so the next request sees the edit.
    '-d',
    'opcache.revalidate_freq=0',
  ];
}

/**
 * Runs install.php on www (the theme, when named, made the active one); resolves to the credentials it prints as its last line ({ user,
 * password, appPassword, formSecret, language }). A failure carries the end of debug.log.
 */
export async function runInstall(ini, www, debugLog, theme) {
  const env = { ...process.env, STUDIO_WP_THEME: theme ?? '' };
  const out = await run(findBin('php'), [...ini, INSTALL_PHP, www], { env }).catch((error) => {
    const debug = existsSync(debugLog) ? `\n${tail(debugLog)}` : '';
    throw new Error(`real WordPress: install failed: ${error.message}${debug}`);
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/** Starts `php -S 127.0.0.1:<port>` on www in its own process group; { child, status }. */
export function startPhpServer(ini, { port, www, serverLog }) {
  return spawnDetached(
    findBin('php'),
    [
      ...ini,
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
    serverLog,
    // Four workers: requests at once really run at once (preview.spec.ts fires ten redemptions
    // of one token together; with one worker they would queue and the race could never show).
    { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
  );
}

/** Waits (30 s at most) for url to answer 200; fails at once if the server exits. */
export async function waitForHttp(url, status, logFile) {
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
