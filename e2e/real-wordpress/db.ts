// Reaching into a throw-away real WordPress from a spec: its database through the MariaDB client
// on its socket, and PHP run inside WordPress (wp-load.php) for what only WordPress's own
// functions can do (the plugin's exporter, uninstall_plugin()).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Where a WordPress lives: its MariaDB socket, its folder and its address. */
export type WpPlace = { socket: string; dataDir: string; url: string };

/** One SQL statement against the WordPress database; tab-separated rows, no header. */
export function sql(wp: WpPlace, query: string): string {
  return execFileSync(
    'mariadb',
    [`--socket=${wp.socket}`, '-u', 'root', '-N', '-B', 'wordpress', '-e', query],
    { encoding: 'utf8' },
  ).trim();
}

/** A string as an SQL literal. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * PHP code run after wp-load.php of that WordPress (a CLI request, as WP-Cron's or wp-cli's);
 * returns what it printed. `admin: true` loads wp-admin/includes/plugin.php too.
 */
export function wpPhp(wp: WpPlace, code: string, options: { admin?: boolean } = {}): string {
  const www = path.join(wp.dataDir, 'www');
  const php = [
    `$_SERVER['HTTP_HOST'] = ${JSON.stringify(new URL(wp.url).host)};`,
    "$_SERVER['REQUEST_URI'] = '/';",
    `require ${JSON.stringify(path.join(www, 'wp-load.php'))};`,
    options.admin ? "require_once ABSPATH . 'wp-admin/includes/plugin.php';" : '',
    code,
  ].join('\n');
  return execFileSync('php', ['-r', php], { cwd: www, encoding: 'utf8' });
}
