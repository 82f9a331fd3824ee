// The wp-config.php of a throw-away WordPress, every value written as a PHP literal.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** A PHP literal for a wp-config constant: strings single-quoted and escaped, no code injection. */
function phpLiteral(name, value) {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`real WordPress: constant ${name} must be a string, boolean or finite number`);
}

/** The wp-config.php of a throw-away WordPress: its database, salts, URLs, debug log, offline. */
export function wpConfig({ dataDir, socket, dbPassword, url, constants }) {
  const salts = Object.fromEntries(
    [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ].map((name) => [name, randomBytes(48).toString('base64')]),
  );
  const all = {
    DB_NAME: 'wordpress',
    DB_USER: 'wp',
    DB_PASSWORD: dbPassword,
    DB_HOST: `localhost:${socket}`,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    ...salts,
    WP_HOME: url,
    WP_SITEURL: url,
    // 'local' lets application passwords work over plain http.
    WP_ENVIRONMENT_TYPE: 'local',
    WP_DEBUG: true,
    WP_DEBUG_LOG: path.join(dataDir, 'debug.log'),
    WP_DEBUG_DISPLAY: false,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    // No internet here: core must not hang on calls to wordpress.org (updates, feeds, fonts).
    WP_HTTP_BLOCK_EXTERNAL: true,
    WP_ACCESSIBLE_HOSTS: '127.0.0.1,localhost',
    FS_METHOD: 'direct',
    ...constants,
  };
  const lines = Object.entries(all).map(([name, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw new Error(`real WordPress: invalid constant name ${JSON.stringify(name)}`);
    }
    return `define( '${name}', ${phpLiteral(name, value)} );`;
  });
  return [
    '<?php',
    '// A throw-away WordPress written by wordpress/scripts/wp-server.mjs; removed when it stops.',
    ...lines,
    '',
    "$table_prefix = 'wp_';",
    '',
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\tdefine( 'ABSPATH', __DIR__ . '/' );",
    '}',
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}
