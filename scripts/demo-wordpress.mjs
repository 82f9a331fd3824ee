#!/usr/bin/env node
// `npm run demo:wordpress`: the site on a real WordPress. Starts a throw-away WordPress with the
// plugin (wordpress/scripts/wp-server.mjs), imports the demo content through its REST API, then
// builds and starts the site against it, like `npm run demo` does against the Node demo.
// `-- --skip-build` reuses the last build. Ctrl+C stops the site and WordPress.
import { createHmac } from 'node:crypto';
import { importDemo } from '../wordpress/scripts/import-demo.mjs';
import { realWpMissing, startRealWp } from '../wordpress/scripts/wp-server.mjs';
import { bin, run, siteEnv } from './with-demo-wp.mjs';

/**
 * A reused build holds pages rendered from another WordPress (the demo's, at build time): once
 * the server answers, expire them through the webhook, as WordPress does after a save.
 */
async function expireWhenUp(origin, secret) {
  for (let i = 0; i < 150; i += 1) {
    try {
      const res = await fetch(`${origin}/api/revalidate/?expire=now`, {
        method: 'POST',
        headers: {
          // The `revalidate` key derived from the secret (docs/WP-API.md 'Keys'), never the secret.
          'x-revalidate-secret': createHmac('sha256', secret)
            .update('studio-headless:revalidate')
            .digest('hex'),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ type: 'all' }),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.warn("Could not expire the reused build's pages: they refresh within 5 minutes.");
}

const missing = realWpMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
const skipBuild = process.argv.includes('--skip-build');
const port = process.env.PORT || '3000';
const wp = await startRealWp({ port: Number(process.env.REAL_WP_PORT || 4020), log: console.log });
let code = 1;
try {
  const summary = await importDemo({
    restUrl: wp.restUrl,
    user: wp.user,
    appPassword: wp.appPassword,
    log: console.log,
  });
  process.env.WP_API_URL = wp.apiUrl;
  // The plugin takes leads only with the secret it made on activation.
  process.env.WP_FORM_SECRET ||= wp.formSecret;
  process.env.ACCOUNT_CASES_CATEGORY ||= String(summary.directions['59'] ?? '');
  const env = siteEnv(false);
  code = skipBuild ? 0 : await run(bin('next'), ['build'], env);
  if (code === 0 && !skipBuild) {
    code = await run(process.execPath, ['scripts/standalone-assets.mjs'], env);
  }
  if (code === 0) {
    if (skipBuild) void expireWhenUp(`http://localhost:${port}`, env.REVALIDATE_SECRET);
    console.log(`\nWordPress admin: ${wp.url}/wp-admin/  (login ${wp.user} / ${wp.password})`);
    console.log(`The site: http://localhost:${port}  (WordPress: ${wp.apiUrl})\n`);
    code = await run(process.execPath, ['scripts/start.mjs', '-p', port], env);
  }
} finally {
  await wp.stop();
}
process.exit(code);
