<?php
/**
 * The preview tokens (preview.php makes and redeems them): signed with the `preview-token` key
 * derived from the shared secret (HMAC-SHA256), carrying the post's id, type and expiry, and used
 * once: a redemption inserts the token's nonce into the table `{prefix}studio_preview_used`,
 * whose primary key refuses a second insert, so two redemptions at the same instant cannot both
 * pass (a read then a write of an option could).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The schema version of the used-nonce table; the option below records the installed one. */
const STUDIO_PREVIEW_DB_VERSION = '1';
/** The option recording the installed schema version of the used-nonce table. */
const STUDIO_PREVIEW_DB_VERSION_OPTION = 'studio_preview_db_version';
/** The option of the used nonces before the table (read then written: racy); removed on upgrade. */
const STUDIO_PREVIEW_LEGACY_OPTION = 'studio_preview_used';

add_action( 'plugins_loaded', 'studio_preview_maybe_install' );

/**
 * The used-nonce table's name.
 */
function studio_preview_used_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'studio_preview_used';
}

/**
 * Creates the used-nonce table (dbDelta), records its version and drops the old option. Run on
 * activation, and on the first request after an update of an already active plugin.
 */
function studio_preview_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = studio_preview_used_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  nonce varchar(64) NOT NULL,
  expires bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (nonce),
  KEY expires (expires)
) {$charset};"
	);
	update_option( STUDIO_PREVIEW_DB_VERSION_OPTION, STUDIO_PREVIEW_DB_VERSION );
	delete_option( STUDIO_PREVIEW_LEGACY_OPTION );
}

/**
 * On every request (one autoloaded option read): installs the table when the recorded version
 * is not this one, for installs that had the plugin active before the table existed.
 */
function studio_preview_maybe_install(): void {
	if ( STUDIO_PREVIEW_DB_VERSION !== get_option( STUDIO_PREVIEW_DB_VERSION_OPTION ) ) {
		studio_preview_install();
	}
}

/**
 * base64url without padding.
 *
 * @param string $bytes The bytes.
 */
function studio_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a token, not obfuscation.
}

/**
 * A new token's nonce: 12 random bytes as 24 hex characters.
 */
function studio_token_nonce(): string {
	return bin2hex( random_bytes( 12 ) );
}

/**
 * A token: `base64url(json {id, type, exp, nonce}) . '.' . base64url(HMAC-SHA256)`. The Preview
 * links' tokens (`preview-token` key) and the editor renders' (`render-token` key,
 * includes/renders/) have this one form; the key tells them apart.
 *
 * @param int    $id     The post id.
 * @param string $type   The token's type (previews: case, article, solution; renders: block, case).
 * @param int    $expiry Unix time after which it no longer works.
 * @param string $key    The signing key (studio_key( 'preview-token' ) or studio_key( 'render-token' )).
 * @param string $nonce  The nonce (1 to 64 characters); a new random one when empty.
 */
function studio_preview_token( int $id, string $type, int $expiry, string $key, string $nonce = '' ): string {
	$payload = studio_base64url(
		(string) wp_json_encode(
			array(
				'id'    => $id,
				'type'  => $type,
				'exp'   => $expiry,
				'nonce' => '' === $nonce ? studio_token_nonce() : $nonce,
			)
		)
	);
	return $payload . '.' . studio_base64url( hash_hmac( 'sha256', $payload, $key, true ) );
}

/**
 * The token's payload when its signature is right (expired or not), else null.
 *
 * @param string $token  The token.
 * @param string $key    The key it was signed with (studio_key()).
 * @return array{id:int,type:string,exp:int,nonce:string}|null
 */
function studio_preview_token_payload( string $token, string $key ): ?array {
	$parts = explode( '.', $token );
	if ( 2 !== count( $parts ) || '' === $key ) {
		return null;
	}
	$expected = studio_base64url( hash_hmac( 'sha256', $parts[0], $key, true ) );
	if ( ! hash_equals( $expected, $parts[1] ) ) {
		return null;
	}
	$json = base64_decode( strtr( $parts[0], '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a token, not obfuscation.
	$data = false === $json ? null : json_decode( $json, true );
	if ( ! is_array( $data ) || ! is_int( $data['id'] ?? null ) || ! is_string( $data['type'] ?? null )
		|| ! is_int( $data['exp'] ?? null ) || ! is_string( $data['nonce'] ?? null )
		|| '' === $data['nonce'] || strlen( $data['nonce'] ) > 64 ) {
		return null;
	}
	return array(
		'id'    => $data['id'],
		'type'  => $data['type'],
		'exp'   => $data['exp'],
		'nonce' => $data['nonce'],
	);
}

/**
 * Marks a token's nonce used; false when it already was, or when it could not be recorded. One
 * INSERT IGNORE: of concurrent redemptions of one token exactly one inserts the row. Expired
 * rows are purged on each redemption (previews are rare; the `expires` key keeps it cheap).
 *
 * @param string $nonce  The token's nonce.
 * @param int    $expiry The token's expiry.
 */
function studio_preview_use_once( string $nonce, int $expiry ): bool {
	global $wpdb;
	$table = studio_preview_used_table();
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a custom table; its rows are never cached.
	// The table's name is the prefix and a constant (%i needs WordPress 6.2; 6.1 is supported).
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires < %d", time() ) );
	$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (nonce, expires) VALUES (%s, %d)", $nonce, $expiry ) );
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	return 1 === $inserted;
}
