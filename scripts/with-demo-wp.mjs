#!/usr/bin/env node
// Runs a command against WordPress: the real one when WP_API_URL is set, otherwise the bundled
// demo WordPress (started here, or reused if it already answers), with demo defaults for the
// rest of the configuration. Usage: node scripts/with-demo-wp.mjs <command> [args...]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { demoBuildRefusal, isBuildCommand } from './build-guard.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DEMO_WP_PORT = Number(process.env.DEMO_WP_PORT || 4010);
const demoOrigin = `http://127.0.0.1:${DEMO_WP_PORT}`;

async function healthy() {
  try {
    const res = await fetch(`${demoOrigin}/__health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts the demo WordPress unless one already answers; returns a stop function. */
export async function ensureDemoWp() {
  if (await healthy()) return { stop: () => {} };
  const child = spawn(process.execPath, ['demo-wp/server.mjs'], {
    cwd: root,
    env: { ...process.env, DEMO_WP_PORT: String(DEMO_WP_PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i += 1) {
    if (await healthy()) return { stop: () => child.kill('SIGTERM') };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`The demo WordPress did not start on ${demoOrigin}`);
}

/** The environment the site runs with: demo defaults for anything not set. */
export function siteEnv(usingDemo) {
  return {
    ...process.env,
    ...(usingDemo ? { WP_API_URL: `${demoOrigin}/wp-json/studio/v1` } : {}),
    SITE_URL: process.env.SITE_URL || 'http://localhost:3000',
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || 'demo-revalidate-secret-0123456789',
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

export function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', shell: false });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Resolves a tool from node_modules/.bin (next, playwright…) so no global install is needed. */
export function bin(name) {
  return `${root}node_modules/.bin/${name}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-demo-wp.mjs <command> [args...]');
    process.exit(2);
  }
  const refusal = isBuildCommand(command, args) ? demoBuildRefusal(process.env) : null;
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const usingDemo = !process.env.WP_API_URL;
  const wp = usingDemo ? await ensureDemoWp() : { stop: () => {} };
  const code = await run(command.includes('/') ? command : bin(command), args, siteEnv(usingDemo));
  wp.stop();
  process.exit(code);
}
