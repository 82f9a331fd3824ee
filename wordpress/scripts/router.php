<?php
/**
 * Router of `php -S` for the throw-away WordPress: existing files as they are, the rest to index.php.
 *
 * The built-in server has no rewrite rules, so this stands in for WordPress's .htaccess: real files
 * (assets, wp-login.php, wp-admin/*.php) are served directly, a directory with an index.php runs
 * that script, and every other path (pretty permalinks, /wp-json/...) goes to the front controller.
 *
 * @package StudioHeadless
 */

// The router runs in the global scope, where WordPress's own globals live: keep ours prefixed.
$studio_router_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
// The path as sent, up to the query: parse_url() reads `//host/…` as a host (and fails on `///…`).
$studio_router_path = rawurldecode( explode( '?', (string) $_SERVER['REQUEST_URI'], 2 )[0] );
$studio_router_real = realpath( $studio_router_root . $studio_router_path );

// Only what lies inside the document root is served as a file; '..' tricks fall to index.php.
// The plugin is a symlink into the repository (edits are live), so a path without dot segments
// counts as inside even when the link resolves outside the root.
$studio_router_inside = false !== $studio_router_real && (
	0 === strpos( $studio_router_real . '/', $studio_router_root . '/' )
	|| ! preg_match( '#(^|/)\.\.?(/|$)#', $studio_router_path )
);
if ( ! $studio_router_inside ) {
	$studio_router_real = false;
}

if ( false !== $studio_router_real && is_file( $studio_router_real ) ) {
	return false;
}

$studio_router_script = '/index.php';
if ( false !== $studio_router_real && is_dir( $studio_router_real ) && is_file( $studio_router_real . '/index.php' ) && '/' !== $studio_router_path ) {
	if ( '/' !== substr( $studio_router_path, -1 ) ) {
		// Like Apache's DirectorySlash: relative links of wp-admin/ need the trailing slash.
		$studio_router_query = parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
		// One leading slash: `//name` would be another host's address.
		header( 'Location: /' . ltrim( $studio_router_path, '/' ) . '/' . ( $studio_router_query ? '?' . $studio_router_query : '' ), true, 301 );
		return true;
	}
	$studio_router_script = rtrim( $studio_router_path, '/' ) . '/index.php';
}

// WordPress reads these to know which script runs (admin screens, is_admin(), REST detection).
$_SERVER['SCRIPT_NAME']     = $studio_router_script;
$_SERVER['PHP_SELF']        = $studio_router_script;
$_SERVER['SCRIPT_FILENAME'] = $studio_router_root . $studio_router_script;
chdir( dirname( $_SERVER['SCRIPT_FILENAME'] ) );
$studio_router_file = $_SERVER['SCRIPT_FILENAME'];
unset( $studio_router_root, $studio_router_path, $studio_router_real, $studio_router_inside, $studio_router_script, $studio_router_query );
require $studio_router_file;
