#!/usr/bin/env node
// The build with analytics on, for e2e/analytics/ (docs/testing.md): `npm run build` into
// .next-analytics with a Metrika counter and both verification tags. These are build-time
// settings (docs/configuration.md), so the suite's own build, with everything off, cannot show them.
import { spawn } from 'node:child_process';

export const ANALYTICS_DIST_DIR = '.next-analytics';
export const ANALYTICS_BUILD_ENV = {
  NEXT_DIST_DIR: ANALYTICS_DIST_DIR,
  YANDEX_METRIKA_ID: '12345678',
  YANDEX_VERIFICATION: 'e2e-yandex-token-0123',
  GOOGLE_SITE_VERIFICATION: 'e2e-google-token-0123',
};

// Run as a script (npm run build:analytics), not when a spec imports the values above.
if (process.argv[1]?.endsWith('build-analytics.mjs')) {
  const child = spawn('npm', ['run', 'build'], {
    env: { ...process.env, ...ANALYTICS_BUILD_ENV },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
