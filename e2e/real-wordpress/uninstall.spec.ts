// Deleting the plugin (issue 29): uninstall.php removes its options and secrets, the capability it
// gave roles, its scheduled events and the preview and approval links' tables; the leads table
// stays unless an administrator ticked «Удалить заявки при удалении плагина» on Заявки → Настройки.
// Run on a WordPress of its own, started here for the release under test (the shared one keeps
// serving the other specs), through WordPress's own deactivate_plugins() and uninstall_plugin() —
// what Plugins → Delete runs before it removes the files, which are not removed here: the plugin
// folder is the repository's.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logIn } from './admin';
import { sql, wpPhp, type WpPlace } from './db';
import { currentRelease, realWp, releaseRun } from './state';
import type { RealWp } from '../../wordpress/scripts/wp-server.mjs';

let wp: (RealWp & WpPlace) | null = null;
const PLUGIN = 'studio-headless/studio-headless.php';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  test.skip(realWp() === null, 'the real WordPress was not started (see the setup project)');
  const release = currentRelease();
  const { startRealWp } = await import('../../wordpress/scripts/wp-server.mjs');
  const started = await startRealWp({
    release,
    // Beside the shared WordPress's ports (one per release).
    port: releaseRun(release).wpPort + 10,
    imageSizes: false,
  });
  wp = { ...started, socket: `${started.dataDir}/mysql.sock` };
});
test.afterAll(async () => {
  await wp?.stop();
});

const studioOptions = () =>
  sql(
    wp!,
    "SELECT option_name FROM wp_options WHERE option_name LIKE '%studio%' OR option_name = 'create_solution' ORDER BY option_name",
  )
    .split('\n')
    .filter(Boolean);
const tableExists = (name = 'wp_studio_leads') => sql(wp!, `SHOW TABLES LIKE '${name}'`) === name;
const rolesWithCap = () =>
  JSON.parse(
    wpPhp(
      wp!,
      "echo wp_json_encode( array_keys( array_filter( wp_roles()->roles, static fn( $r ) => ! empty( $r['capabilities']['studio_manage_leads'] ) ) ) );",
    ),
  ) as string[];
const studioEvents = () =>
  JSON.parse(
    wpPhp(
      wp!,
      "$h = array(); foreach ( _get_cron_array() as $events ) { foreach ( array_keys( $events ) as $hook ) { if ( str_starts_with( $hook, 'studio_' ) ) { $h[] = $hook; } } } echo wp_json_encode( $h );",
    ),
  ) as string[];

/** What a site that was used has: a lead, settings, the webhook's state, a pending retry. */
function use(): void {
  wpPhp(
    wp!,
    [
      "studio_store_lead( array( 'request_id' => wp_generate_uuid4(), 'name' => 'Перед удалением', 'phone' => '+7 900 000-00-06', 'page' => '/', 'consent' => true ), array() );",
      "update_option( 'studio_site_url', 'http://localhost:9' );",
      "update_option( 'studio_revalidate_secret', 'uninstall-secret-0123456789' );",
      "update_option( 'studio_webhook_log', array( array( 'time' => time() ) ), false );",
      "update_option( 'studio_webhook_pending', array( 'items' => array() ), false );",
      "update_option( 'create_solution', array( 'title' => 'Промо' ) );",
      "wp_schedule_single_event( time() + 600, 'studio_webhook_retry' );",
    ].join('\n'),
  );
}

/** Plugins → Delete: deactivated in one request, uninstalled in the next (the plugin not loaded). */
function deletePlugin(): void {
  wpPhp(wp!, `deactivate_plugins( '${PLUGIN}' );`, { admin: true });
  const out = wpPhp(
    wp!,
    `if ( ! is_uninstallable_plugin( '${PLUGIN}' ) ) { echo 'not uninstallable'; exit; } uninstall_plugin( '${PLUGIN}' ); echo 'uninstalled';`,
    { admin: true },
  );
  expect(out).toBe('uninstalled');
}

test('deleting the plugin removes its options, secrets, capability and events; the leads stay by default', async ({
  page,
}) => {
  use();
  expect(studioOptions()).toEqual(
    expect.arrayContaining(['studio_form_secret', 'studio_leads_db_version', 'studio_site_url']),
  );
  expect(rolesWithCap().sort()).toEqual(['administrator', 'editor']);
  expect(studioEvents()).toEqual(expect.arrayContaining(['studio_webhook_retry']));
  expect(tableExists('wp_studio_preview_used')).toBe(true);
  expect(tableExists('wp_studio_approval_links')).toBe(true);
  expect(tableExists('wp_studio_approval_events')).toBe(true);

  await logIn(page, wp!, 'admin.php?page=studio-leads-settings');
  const drop = page.getByLabel('Удалить заявки при удалении плагина');
  await expect(drop).not.toBeChecked();
  await expect(page.getByText(/таблица заявок остаётся в базе данных/)).toBeVisible();

  deletePlugin();
  expect(studioOptions()).toEqual([]);
  expect(rolesWithCap()).toEqual([]);
  expect(studioEvents()).toEqual([]);
  expect(tableExists('wp_studio_preview_used')).toBe(false);
  expect(tableExists('wp_studio_approval_links')).toBe(false);
  expect(tableExists('wp_studio_approval_events')).toBe(false);
  expect(tableExists()).toBe(true);
  expect(sql(wp!, "SELECT COUNT(*) FROM wp_studio_leads WHERE name = 'Перед удалением'")).toBe('1');
});

test('with «Удалить заявки при удалении плагина» ticked, the leads table goes too', async ({
  page,
}) => {
  expect(
    wpPhp(
      wp!,
      `$r = activate_plugin( '${PLUGIN}' ); echo is_wp_error( $r ) ? $r->get_error_message() : 'active';`,
      { admin: true },
    ),
  ).toBe('active');
  use();
  await logIn(page, wp!, 'admin.php?page=studio-leads-settings');
  await page.getByLabel('Удалить заявки при удалении плагина').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('#setting-error-settings_updated')).toBeVisible();
  await expect(page.getByLabel('Удалить заявки при удалении плагина')).toBeChecked();

  deletePlugin();
  expect(tableExists()).toBe(false);
  expect(studioOptions()).toEqual([]);
  expect(rolesWithCap()).toEqual([]);
  expect(studioEvents()).toEqual([]);
});

test('the throw-away WordPress logged no notice, warning or database error', () => {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const logs = `${read(wp!.debugLog)}\n${read(wp!.phpErrorLog)}`
    .split('\n')
    .filter((line) =>
      /PHP (Notice|Warning|Deprecated|Fatal|Parse)|WordPress database error/.test(line),
    );
  expect(logs).toEqual([]);
});
