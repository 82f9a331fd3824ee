// Starts and stops a throw-away real WordPress (MariaDB + `php -S`) with the studio plugin.
//
// Library: `startRealWp(options)` → { url, apiUrl, restUrl, user, password, appPassword,
// formSecret, dataDir, debugLog, phpErrorLog, mailLog, stop() }; `stopRealWp(dataDirOrState)`; `realWpMissing()`.
// CLI: node wordpress/scripts/wp-server.mjs [--release=6.1|6.8] [--port=4020] [--import] [--keep]
//      [--no-image-sizes] [--data-dir=DIR]
//      node wordpress/scripts/wp-server.mjs --stop=DATA_DIR   (stops one started elsewhere)
// Debian's packages only (APT_COMMAND), no wp-cli; each start logs how long its phases took.
// The work is done in server/, one module per job; this module is the entry importers and the
// command line use (its types: wp-server.d.mts).
import { runAsCli } from './cli.mjs';
import { realWpMissing } from './server/prerequisites.mjs';
import { startRealWp } from './server/start.mjs';
import { stopRealWp } from './server/stop.mjs';

export { APT_COMMAND, realWpMissing } from './server/prerequisites.mjs';
export { startRealWp } from './server/start.mjs';
export { stopRealWp } from './server/stop.mjs';

async function main(argv) {
  const flag = (name) => argv.includes(`--${name}`);
  const value = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (flag('help')) {
    console.log(
      'usage: node wordpress/scripts/wp-server.mjs [--release=6.1|6.8] [--port=4020] [--import] [--keep] [--no-image-sizes] [--data-dir=DIR]\n' +
        '       node wordpress/scripts/wp-server.mjs --stop=DATA_DIR',
    );
    return 0;
  }
  if (value('stop')) {
    await stopRealWp(value('stop'), { keep: flag('keep') || undefined });
    console.log(`wp: stopped ${value('stop')}`);
    return 0;
  }
  const missing = realWpMissing(value('release'));
  if (missing) {
    console.error(missing);
    return 1;
  }
  const wp = await startRealWp({
    release: value('release'),
    port: value('port'),
    dataDir: value('data-dir'),
    keep: flag('keep'),
    imageSizes: !flag('no-image-sizes'),
    log: console.log,
  });
  let stopped = false;
  const stop = async (code) => {
    if (stopped) return;
    stopped = true;
    console.log('\nwp: stopping');
    await wp.stop().catch((error) => console.error(error.message));
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  try {
    if (flag('import')) {
      const { importDemo } = await import('./import-demo.mjs');
      await importDemo({
        restUrl: wp.restUrl,
        user: wp.user,
        appPassword: wp.appPassword,
        log: console.log,
      });
    }
  } catch (error) {
    console.error(error.message);
    await stop(1);
  }
  console.log(
    [
      '',
      `WordPress:  ${wp.version} (${wp.release}) at ${wp.url}/  (REST ${wp.restUrl}, contract ${wp.apiUrl})`,
      `Admin:      ${wp.url}/wp-admin/  login ${wp.user} / ${wp.password}`,
      `App pass:   ${wp.user}:${wp.appPassword}  (curl -u '${wp.user}:${wp.appPassword}' ${wp.restUrl}/users/me?context=edit)`,
      `Leads:      WP_FORM_SECRET=${wp.formSecret}  (the site's .env line; Заявки → Настройки shows it)`,
      `Data:       ${wp.dataDir}${flag('keep') ? ' (kept after stop)' : ''}`,
      `Logs:       ${wp.debugLog}, ${wp.phpErrorLog}, mail ${wp.mailLog}`,
      `Stop:       Ctrl+C, or node wordpress/scripts/wp-server.mjs --stop=${wp.dataDir}`,
      '',
    ].join('\n'),
  );
  // Stay up until a signal: the servers run detached, so keep the event loop alive.
  setInterval(() => {}, 1 << 30);
  return null;
}

runAsCli(import.meta.url, main);
