#!/usr/bin/env node
// `npm start [-- -p 3000]`: the standalone server of the last `npm run build` (docs/operations.md
// 'The production build'), on PORT (default 3000) and HOSTNAME (default 0.0.0.0). The standalone server
// runs inside .next/standalone, which the next build wipes, so a relative LEAD_OUTBOX_DIR is kept
// in the project folder instead: pending leads survive a rebuild.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'standalone', 'server.js');

/** The value after -p / --port, if given. */
export function portArgument(argv) {
  const at = argv.findIndex((arg) => arg === '-p' || arg === '--port');
  return at === -1 ? undefined : argv[at + 1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(server)) {
    console.error(`No standalone server at ${server}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const env = {
    ...process.env,
    PORT: portArgument(process.argv.slice(2)) ?? process.env.PORT ?? '3000',
    HOSTNAME: process.env.HOSTNAME || '0.0.0.0',
    LEAD_OUTBOX_DIR: path.resolve(root, process.env.LEAD_OUTBOX_DIR || '.data/lead-outbox'),
  };
  const child = spawn(process.execPath, [server], { env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
