// Running programs for a throw-away WordPress: to completion, or detached in their own process
// group with output in a log file; and reading the end of a log for an error message.
import { execFile, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Runs a program to completion; rejects with its stderr (or stdout) tail in the message. */
export function run(file, args, { timeout = 120_000, env } = {}) {
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

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms) => (ms / 1000).toFixed(1);

/** The last lines of a log file, or '(no log)'. */
export function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Starts a long-running program in its own process group, output appended to a log file. */
export function spawnDetached(file, args, logFile, env) {
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
