<?php
/**
 * Configuration read from wp-config.php constants.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * The REST namespace of the contract: `{STUDIO_API_NAMESPACE}/v1` (default `studio/v1`), so the
 * site's WP_API_URL is `{admin}/wp-json/studio/v1`.
 */
function studio_api_namespace(): string {
	$name = defined( 'STUDIO_API_NAMESPACE' ) ? (string) STUDIO_API_NAMESPACE : 'studio';
	$name = trim( $name, "/ \t\n\r\0\x0B" );
	return ( '' === $name ? 'studio' : $name ) . '/v1';
}

/**
 * The shared secret the site sends as `x-form-secret` with every lead, or '' when leads are
 * accepted without one.
 */
function studio_form_secret(): string {
	return defined( 'STUDIO_FORM_SECRET' ) ? (string) STUDIO_FORM_SECRET : '';
}
