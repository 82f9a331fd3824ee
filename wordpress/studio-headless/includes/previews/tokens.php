<?php
/**
 * The preview tokens (preview.php makes and redeems them): signed with the shared secret
 * (HMAC-SHA256), carrying the post's id, type and expiry, and used once.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The option holding the redeemed tokens' ids (id → expiry), pruned as tokens expire. */
const STUDIO_PREVIEW_USED_OPTION = 'studio_preview_used';

/**
 * base64url without padding.
 *
 * @param string $bytes The bytes.
 */
function studio_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a token, not obfuscation.
}

/**
 * A token: `base64url(json {id, type, exp, nonce}) . '.' . base64url(HMAC-SHA256)`.
 *
 * @param int    $id     The post id.
 * @param string $type   The preview type (case, article, solution).
 * @param int    $expiry Unix time after which it no longer works.
 * @param string $secret The shared secret.
 */
function studio_preview_token( int $id, string $type, int $expiry, string $secret ): string {
	$payload = studio_base64url(
		(string) wp_json_encode(
			array(
				'id'    => $id,
				'type'  => $type,
				'exp'   => $expiry,
				'nonce' => bin2hex( random_bytes( 12 ) ),
			)
		)
	);
	return $payload . '.' . studio_base64url( hash_hmac( 'sha256', $payload, $secret, true ) );
}

/**
 * The token's payload when its signature is right (expired or not), else null.
 *
 * @param string $token  The token.
 * @param string $secret The shared secret.
 * @return array{id:int,type:string,exp:int,nonce:string}|null
 */
function studio_preview_token_payload( string $token, string $secret ): ?array {
	$parts = explode( '.', $token );
	if ( 2 !== count( $parts ) || '' === $secret ) {
		return null;
	}
	$expected = studio_base64url( hash_hmac( 'sha256', $parts[0], $secret, true ) );
	if ( ! hash_equals( $expected, $parts[1] ) ) {
		return null;
	}
	$json = base64_decode( strtr( $parts[0], '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a token, not obfuscation.
	$data = false === $json ? null : json_decode( $json, true );
	if ( ! is_array( $data ) || ! is_int( $data['id'] ?? null ) || ! is_string( $data['type'] ?? null )
		|| ! is_int( $data['exp'] ?? null ) || ! is_string( $data['nonce'] ?? null ) ) {
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
 * Marks a token id used; false when it already was. The list keeps only unexpired ids.
 *
 * @param string $nonce  The token's id.
 * @param int    $expiry The token's expiry.
 */
function studio_preview_use_once( string $nonce, int $expiry ): bool {
	$now  = time();
	$used = get_option( STUDIO_PREVIEW_USED_OPTION, array() );
	$used = array_filter( is_array( $used ) ? $used : array(), static fn( $exp ) => (int) $exp >= $now );
	if ( isset( $used[ $nonce ] ) ) {
		return false;
	}
	$used[ $nonce ] = $expiry;
	update_option( STUDIO_PREVIEW_USED_OPTION, $used, false );
	return true;
}
