<?php
/**
 * The plugin's pure parts outside WordPress: the handful of WordPress functions they call, with
 * WordPress's behaviour where it matters (filters, JSON, options in memory). Anything else a
 * tested file calls fails loudly as an undefined function, so a test never passes by accident.
 *
 * @package StudioHeadless
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'STUDIO_PLUGIN_DIR', dirname( __DIR__, 2 ) . '/wordpress/studio-headless' );
define( 'DAY_IN_SECONDS', 86400 );

/** Filters added by a test: hook => list of callbacks. */
$GLOBALS['studio_test_filters'] = array();
/** Options of a test. */
$GLOBALS['studio_test_options'] = array();

function __( string $text, string $domain = 'default' ): string {
	return $text;
}

function add_filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): bool {
	$GLOBALS['studio_test_filters'][ $hook ][] = array( $callback, $args );
	return true;
}

function add_action( string $hook, callable|string $callback, int $priority = 10, int $args = 1 ): bool {
	return true;
}

function apply_filters( string $hook, $value, ...$rest ) {
	foreach ( $GLOBALS['studio_test_filters'][ $hook ] ?? array() as list( $callback, $args ) ) {
		$value = $callback( ...array_slice( array_merge( array( $value ), $rest ), 0, $args ) );
	}
	return $value;
}

function wp_json_encode( $data, int $flags = 0 ) {
	return json_encode( $data, $flags );
}

function get_option( string $name, $fallback = false ) {
	return $GLOBALS['studio_test_options'][ $name ] ?? $fallback;
}

function update_option( string $name, $value, $autoload = null ): bool {
	$GLOBALS['studio_test_options'][ $name ] = $value;
	return true;
}

function get_date_from_gmt( string $date, string $format = 'Y-m-d H:i:s' ): string {
	return gmdate( $format, (int) strtotime( $date . ' UTC' ) );
}

function is_email( string $email ) {
	return false !== filter_var( $email, FILTER_VALIDATE_EMAIL, FILTER_FLAG_EMAIL_UNICODE ) ? $email : false;
}

function wp_check_invalid_utf8( string $text ): string {
	return mb_check_encoding( $text, 'UTF-8' ) ? $text : '';
}

/**
 * Loads one file of the plugin.
 *
 * @param string $path A path under includes/.
 */
function studio_test_require( string $path ): void {
	require_once STUDIO_PLUGIN_DIR . '/includes/' . $path;
}
