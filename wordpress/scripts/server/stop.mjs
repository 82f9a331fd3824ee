// Stops a throw-away WordPress: each process group it started (mariadbd, php -S), checked
// through /proc so that a recycled pid or a zombie left for another process is not mistaken for
// ours, then its data directory.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sleep } from './process.mjs';

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
