#!/usr/bin/env node
// `npm run demo`: the production build of the site on http://localhost:3000, against the bundled
// demo WordPress (or against WP_API_URL when it is set).
import { demoBuildRefusal } from './build-guard.mjs';
import { bin, ensureDemoWp, run, siteEnv } from './with-demo-wp.mjs';

const skipBuild = process.argv.includes('--skip-build');
const refusal = skipBuild ? null : demoBuildRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
const usingDemo = !process.env.WP_API_URL;
const wp = usingDemo ? await ensureDemoWp() : { stop: () => {} };
const env = siteEnv(usingDemo);
const port = process.env.PORT || '3000';

let code = skipBuild ? 0 : await run(bin('next'), ['build'], env);
if (code === 0 && !skipBuild)
  code = await run(process.execPath, ['scripts/standalone-assets.mjs'], env);
if (code === 0) {
  console.log(`\nThe site: http://localhost:${port}  (WordPress: ${env.WP_API_URL})\n`);
  // The standalone server, as deployed (scripts/start.mjs).
  code = await run(process.execPath, ['scripts/start.mjs', '-p', port], env);
}
wp.stop();
process.exit(code);
