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

/** The option holding the form secret the plugin makes (not autoloaded). */
const STUDIO_FORM_SECRET_OPTION = 'studio_form_secret';

add_action( 'admin_init', 'studio_form_secret_ensure' );

/**
 * The shared secret the site sends as `x-form-secret` with every lead: the STUDIO_FORM_SECRET
 * constant when it is defined and not empty, else the one the plugin made (the option), else ''
 * — and then no lead is taken (the endpoint fails closed).
 */
function studio_form_secret(): string {
	if ( studio_form_secret_is_constant() ) {
		return (string) STUDIO_FORM_SECRET;
	}
	$secret = get_option( STUDIO_FORM_SECRET_OPTION, '' );
	return is_string( $secret ) && studio_form_secret_is_valid( $secret ) ? $secret : '';
}

/**
 * Whether wp-config.php sets the secret (a non-empty STUDIO_FORM_SECRET).
 */
function studio_form_secret_is_constant(): bool {
	return defined( 'STUDIO_FORM_SECRET' ) && '' !== (string) STUDIO_FORM_SECRET;
}

/**
 * A secret the plugin would have made: 32 or more letters and digits (what .env takes as is).
 *
 * @param string $secret The stored value.
 */
function studio_form_secret_is_valid( string $secret ): bool {
	return 1 === preg_match( '/^[A-Za-z0-9]{32,}$/', $secret );
}

/**
 * Makes the form secret when there is none: on activation, on the first request after an update
 * (studio_leads_maybe_upgrade) and on any wp-admin page, so an install that never ran this
 * activation gets one too. A random 48 letters and digits, kept in an option that is not
 * autoloaded (read only by the lead endpoint and the settings screen). Returns the stored secret.
 */
function studio_form_secret_ensure(): string {
	$secret = get_option( STUDIO_FORM_SECRET_OPTION, '' );
	if ( is_string( $secret ) && studio_form_secret_is_valid( $secret ) ) {
		return $secret;
	}
	$secret = wp_generate_password( 48, false, false );
	update_option( STUDIO_FORM_SECRET_OPTION, $secret, false );
	return $secret;
}
