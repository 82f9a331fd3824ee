<?php
/**
 * Plugin Name: Studio quiet core
 * Description: Throw-away test WordPress only: keeps WordPress 6.1's own PHP 8.2 deprecations and its offline failures out of debug.log, so the log shows the plugin's problems.
 *
 * Installed by wordpress/scripts/wp-server.mjs (unless started with `quietCore: false`). Each
 * fix is narrow: it silences one known message of core on this machine (Debian's WordPress 6.1
 * on PHP 8.2, no internet), never the reporting of anything else.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/*
 * The Requests 1.8 library of WordPress 6.1 declares ArrayAccess and iterator methods without
 * PHP 8.1's return types: PHP reports each method once, when the class is first loaded (by any
 * loopback HTTP request, e.g. Site Health). Loading the three classes here, with deprecations
 * masked for these declarations only, keeps those 13 lines out; later code reports as usual.
 * WordPress 6.2 and later bundle Requests 2 (WpOrg\Requests), whose PSR-0 names are deprecated
 * shims: there, nothing is loaded (asking for `Requests` would itself log a deprecation).
 */
if ( ! class_exists( 'WpOrg\Requests\Requests' ) && class_exists( 'Requests' ) ) {
	$studio_quiet_level = error_reporting();
	error_reporting( $studio_quiet_level & ~E_DEPRECATED );
	class_exists( 'Requests_Cookie_Jar' );
	class_exists( 'Requests_Utility_CaseInsensitiveDictionary' );
	class_exists( 'Requests_Utility_FilteredIterator' );
	error_reporting( $studio_quiet_level );
	unset( $studio_quiet_level );
}

add_action( 'wp_authenticate', 'studio_quiet_empty_login', 10, 2 );

/**
 * Opening wp-login.php without a form posted makes wp_signon() pass null as the user name and
 * password, which PHP 8.1+ reports as deprecated in sanitize_user() and trim(); '' means the same.
 *
 * @param string|null $user_login    User name, by reference.
 * @param string|null $user_password Password, by reference.
 */
function studio_quiet_empty_login( &$user_login, &$user_password ): void {
	$user_login    = $user_login ?? '';
	$user_password = $user_password ?? '';
}

add_filter( 'pre_http_request', 'studio_quiet_offline_request', 10, 3 );

/**
 * The requests WP_HTTP_BLOCK_EXTERNAL blocks (wordpress.org's APIs: translations, plugins,
 * updates) answer 503 instead of an error: core raises a PHP warning ("An unexpected error
 * occurred. Something may be wrong with WordPress.org…") for a failed request, not for a failed
 * answer, and there is no internet here either way.
 *
 * @param false|array|WP_Error $response Another filter's answer, or false.
 * @param array                $args     Request arguments.
 * @param string               $url      The URL requested.
 * @return false|array|WP_Error
 */
function studio_quiet_offline_request( $response, $args, $url ) {
	if ( false !== $response || ! ( new WP_Http() )->block_request( $url ) ) {
		return $response;
	}
	return array(
		'headers'  => array(),
		'body'     => '',
		'response' => array(
			'code'    => 503,
			'message' => 'Service Unavailable',
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

add_action( 'wp_dashboard_setup', 'studio_quiet_dashboard_news' );

/**
 * The dashboard's «WordPress Events and News» reads wordpress.org's feeds; offline, SimplePie
 * reports each missing feed as a PHP notice. There is no news to show here: the widget goes.
 */
function studio_quiet_dashboard_news(): void {
	remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
}
