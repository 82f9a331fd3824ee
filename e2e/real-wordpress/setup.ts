// Setup of the real-wordpress projects: a throw-away real WordPress with the plugin
// (wordpress/scripts/wp-server.mjs), the demo content imported through its REST API
// (wordpress/scripts/import-demo.mjs) and the site's standalone server pointed at it.
// Without PHP and MariaDB on the machine it skips, saying what to install; in CI it fails.
import { spawn } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { STANDALONE_SERVER } from '../helpers/server';
import { REVALIDATE_KEY, REVALIDATE_SECRET } from '../helpers/wp';
import { INDEXNOW_KEY, currentRelease, releaseRun, type RealWpState } from './state';

async function waitForSite(origin: string, exited: () => boolean): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${origin}/privacy/`)).ok) return;
    } catch {
      // not listening yet
    }
    if (exited()) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the site server on the real WordPress did not start on ${origin}`);
}

setup('a real WordPress with the demo content, and the site on it', async () => {
  setup.setTimeout(300_000);
  const release = currentRelease();
  const { stateFile, siteCopy, wpPort, sitePort, siteOrigin, indexNowPort } = releaseRun(release);
  await rm(stateFile, { force: true });
  // Loaded at run time: Playwright would compile a static import of an .mjs file to CommonJS.
  const { realWpMissing, startRealWp } = await import('../../wordpress/scripts/wp-server.mjs');
  const { importDemo } = await import('../../wordpress/scripts/import-demo.mjs');
  const missing = realWpMissing(release);
  if (missing && process.env.CI) throw new Error(missing);
  setup.skip(missing !== null, missing ?? '');

  const t0 = Date.now();
  const wp = await startRealWp({
    release,
    port: wpPort,
    // The plugin calls the site's webhook on every save (the site server below, started after
    // the import: the import's own deliveries fail and wait, harmlessly, for a WP-Cron retry).
    // No STUDIO_FORM_SECRET: as in a default install, the site gets the secret the plugin made
    // on activation (read below, as an administrator copies it from Заявки → Настройки).
    // IndexNow goes to indexnow.spec.ts's recorder (nothing listens there while the others run:
    // their sends fail at once, and their retries are dropped after the last try).
    constants: {
      STUDIO_SITE_URL: siteOrigin,
      STUDIO_REVALIDATE_SECRET: REVALIDATE_SECRET,
      STUDIO_INDEXNOW_KEY: INDEXNOW_KEY,
      STUDIO_INDEXNOW_ENDPOINT: `http://127.0.0.1:${indexNowPort}/indexnow`,
    },
    // The plugin answers full-size images only: no resized copies (the import ~5x faster).
    imageSizes: false,
    log: (line: string) => console.log(line),
  });
  const started = Date.now();
  // The form secret the plugin made on activation ('' from a plugin that makes none: the site
  // then sends no secret, and form-secret.spec.ts says what is missing).
  const { formSecret } = wp;
  // A studio's own lead rule, through the plugin's `studio_lead_errors` filter (the 422 test).
  await mkdir(path.join(wp.dataDir, 'www/wp-content/mu-plugins'), { recursive: true });
  // Failed webhook deliveries due again at once, for the retry test (webhook.spec.ts); the
  // tokens that reach the preview redemption, counted (preview.spec.ts).
  for (const fixture of ['lead-rules.php', 'webhook-now.php', 'preview-count.php']) {
    await copyFile(
      path.resolve('e2e/real-wordpress/fixtures', fixture),
      path.join(wp.dataDir, 'www/wp-content/mu-plugins', fixture),
    );
  }
  const summary = await importDemo({
    restUrl: wp.restUrl,
    user: wp.user,
    appPassword: wp.appPassword,
    log: (line: string) => console.log(line),
  });
  const imported = Date.now();

  const outboxDir = await mkdtemp(path.join(tmpdir(), 'real-wp-outbox-'));
  const account = summary.directions['59'];
  if (!account) throw new Error('the import did not create the «Личные кабинеты» direction (59)');
  // A private copy of the build: the suite's own server (on the demo WordPress) keeps its data
  // and pages in the build's cache folder, which the two servers must not share.
  await rm(siteCopy, { recursive: true, force: true });
  await cp(path.dirname(STANDALONE_SERVER), siteCopy, { recursive: true, verbatimSymlinks: true });
  const child = spawn(process.execPath, [path.join(siteCopy, 'server.js')], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOSTNAME: 'localhost',
      WP_API_URL: wp.apiUrl,
      SITE_URL: siteOrigin,
      REVALIDATE_SECRET,
      INDEXNOW_KEY,
      ...(formSecret ? { WP_FORM_SECRET: formSecret } : {}),
      ACCOUNT_CASES_CATEGORY: String(account),
      NEXT_TELEMETRY_DISABLED: '1',
      LEAD_OUTBOX_DIR: outboxDir,
      LEAD_RETRY_BASE_MS: '500',
      LEAD_RETRY_MAX_MS: '2000',
      LEAD_MIN_FILL_MS: '0',
      LEAD_RATE_LIMIT_MAX: '1000',
      WP_BREAKER_OPEN_MS: '1000',
    },
  });
  child.unref();
  await waitForSite(siteOrigin, () => child.exitCode !== null);
  // The build prerendered its pages from the demo WordPress: expire them, as WordPress would
  // after a save, so that every page renders from the real one.
  const expired = await fetch(`${siteOrigin}/api/revalidate/?expire=now`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': REVALIDATE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'all' }),
  });
  if (!expired.ok) throw new Error(`expiring the build's pages failed: HTTP ${expired.status}`);

  const state: RealWpState = {
    url: wp.url,
    apiUrl: wp.apiUrl,
    restUrl: wp.restUrl,
    user: wp.user,
    password: wp.password,
    appPassword: wp.appPassword,
    dataDir: wp.dataDir,
    debugLog: wp.debugLog,
    phpErrorLog: wp.phpErrorLog,
    mailLog: wp.mailLog,
    release,
    version: wp.version,
    wpConfig: path.join(wp.dataDir, 'www/wp-config.php'),
    socket: path.join(wp.dataDir, 'mysql.sock'),
    formSecret,
    directions: summary.directions,
    categories: summary.categories,
    site: { pid: child.pid ?? 0, origin: siteOrigin, outboxDir },
  };
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(stateFile, JSON.stringify(state, null, 2));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `real WordPress ${wp.version}: started in ${s(started - t0)}, demo imported in ${s(imported - started)}, ` +
      `site up in ${s(Date.now() - imported)}`,
  );
});
