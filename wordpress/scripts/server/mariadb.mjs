// MariaDB for a throw-away WordPress: a fresh data directory, mariadbd on a Unix socket in the
// instance's folder (no network), and the `wordpress` database with its own user.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { findBin } from './prerequisites.mjs';
import { run, sleep, spawnDetached, tail } from './process.mjs';

/** The uid and gid of a system user (mysql), from /etc/passwd. */
export function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`real WordPress: no '${name}' user (is mariadb-server installed?)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** mariadb-install-db into dataDir/db, with temporary files in dataDir/tmp. */
async function installDb(dbDir, tmpDir) {
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
}

function spawnMariadbd({ dataDir, dbDir, tmpDir, socket, logFile }) {
  return spawnDetached(
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
}

/** Pings mariadbd until it answers (30 s at most); fails at once if it exits. */
async function waitForMariadb(socket, status, logFile) {
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
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(`real WordPress: mariadbd did not answer in 30 s: ${error.message}`);
      }
      await sleep(100);
    }
  }
}

/** The `wordpress` database and its user `wp`; resolves to the user's random password. */
async function createDatabase(socket) {
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
  return dbPassword;
}

/**
 * Starts MariaDB in dataDir, records its process group in state (saveState writes state.json) and
 * creates WordPress's database; resolves to { socket, dbPassword }.
 */
export async function startMariadb(dataDir, state, saveState) {
  const dbDir = path.join(dataDir, 'db');
  const socket = path.join(dataDir, 'mysql.sock');
  const logFile = path.join(dataDir, 'mariadb.log');
  // Temporary tables in the instance's own folder: instances started at the same time in /tmp
  // collided on the same temporary file names (mariadb-install-db failed with Errcode 2).
  const tmpDir = path.join(dataDir, 'tmp');
  await installDb(dbDir, tmpDir);
  const { child, status } = spawnMariadbd({ dataDir, dbDir, tmpDir, socket, logFile });
  state.processes.mariadb = { pid: child.pid, pgid: child.pid, command: 'mariadbd' };
  await saveState();
  await waitForMariadb(socket, status, logFile);
  const dbPassword = await createDatabase(socket);
  return { socket, dbPassword };
}
