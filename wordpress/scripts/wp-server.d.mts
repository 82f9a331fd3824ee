// Types of wordpress/scripts/wp-server.mjs, for TypeScript importers (e2e, tests).

/** The apt command that installs what a real WordPress needs here. */
export const APT_COMMAND: string;

export interface RealWpOptions {
  /** The WordPress release: '6.1' (Debian 12's, the default) or '6.8' (Debian 13's). */
  release?: string;
  /** Port of `php -S` on 127.0.0.1. Default: REAL_WP_PORT or 4020. */
  port?: number | string;
  /** Empty or missing folder for everything (database, files, logs). Default: a fresh mkdtemp. */
  dataDir?: string;
  /** The plugin folder, symlinked as wp-content/plugins/studio-headless. */
  pluginDir?: string;
  /** Extra wp-config.php constants, e.g. { STUDIO_FORM_SECRET: '…' }. */
  constants?: Record<string, string | boolean | number>;
  /** Keep dataDir after stop(). Default false. */
  keep?: boolean;
  /** false: uploads make no resized copies (the demo import ~10x faster). Default true. */
  imageSizes?: boolean;
  /** false: leave out mu-plugins/studio-quiet-core.php (core's PHP 8.2 noise). Default true. */
  quietCore?: boolean;
  /** Progress lines, e.g. console.log. */
  log?: (line: string) => void;
}

export interface RealWp {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The site's WP_API_URL: url + '/wp-json/studio/v1' */
  apiUrl: string;
  /** url + '/wp-json/wp/v2' */
  restUrl: string;
  /** 'admin' */
  user: string;
  /** The admin's login password (wp-login.php). */
  password: string;
  /** An application password of the admin, for Basic auth on the REST API. */
  appPassword: string;
  /**
   * The lead secret the plugin made on activation (the option studio_form_secret; '' if none):
   * the site's WP_FORM_SECRET, unless a STUDIO_FORM_SECRET constant is given.
   */
  formSecret: string;
  dataDir: string;
  /** WP_DEBUG_LOG: PHP notices, warnings and deprecations of every request. */
  debugLog: string;
  /** PHP's error_log outside WordPress (usually absent: WordPress logs to debugLog). */
  phpErrorLog: string;
  /** One JSON line per mail: { to: string[], subject, message, headers: string[], attachments,
   * time }. */
  mailLog: string;
  port: number;
  /** The release it runs ('6.1', '6.8') and the exact WordPress version ('6.8.12'). */
  release: string;
  version: string | null;
  /** Milliseconds per phase: mariadb, files, install, server. */
  times: Record<string, number>;
  /** Stops both servers and removes dataDir (unless keep). Idempotent. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

/** Why a real WordPress cannot start here (one line naming the fix), or null. */
export function realWpMissing(release?: string): string | null;
export function startRealWp(options?: RealWpOptions): Promise<RealWp>;
/** Stops a WordPress from its dataDir (holding state.json) or state; removes dataDir unless keep. */
export function stopRealWp(
  dataDirOrState: string | object,
  options?: { keep?: boolean },
): Promise<void>;
