// Teardown of the real-wordpress projects: WordPress's logs of the whole run hold no notice,
// warning or deprecation (WP_DEBUG is on), then the site server and WordPress are stopped.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { expect, test as teardown } from '@playwright/test';
import { currentRelease, realWp, releaseRun } from './state';

function read(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

teardown('WordPress logged nothing; stop it and the site', async () => {
  const { stateFile, siteCopy } = releaseRun(currentRelease());
  const state = realWp();
  teardown.skip(state === null, 'the real WordPress was not started');
  if (!state) return;
  try {
    const logs = `${read(state.debugLog)}\n${read(state.phpErrorLog)}`
      .split('\n')
      .filter((line) =>
        /PHP (Notice|Warning|Deprecated|Fatal|Parse)|WordPress database error/.test(line),
      );
    expect(logs, 'PHP notices, warnings or database errors during the run').toEqual([]);
  } finally {
    try {
      if (state.site.pid) process.kill(-state.site.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const { stopRealWp } = await import('../../wordpress/scripts/wp-server.mjs');
    await stopRealWp(state.dataDir);
    await rm(state.site.outboxDir, { recursive: true, force: true });
    await rm(stateFile, { force: true });
    await rm(siteCopy, { recursive: true, force: true });
  }
});
