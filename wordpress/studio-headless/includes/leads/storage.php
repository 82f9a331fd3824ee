<?php
/**
 * Leads stored once per request_id in a table of their own (install.php). The unique key makes a
 * repeat (the site's retry, a double submit, two instances at once) a no-op in the database
 * itself, not a read-then-write race.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * One stored lead's row, with its payload decoded (`payload` an array), or null.
 *
 * @param int $id The row id.
 * @return array<string, mixed>|null
 */
function studio_get_lead( int $id ): ?array {
	global $wpdb;
	$table = studio_leads_table();
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table name is ours.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
	return $row ? studio_lead_decode( $row ) : null;
}

/**
 * Decodes a row's payload (an array; empty when unreadable).
 *
 * @param array<string, mixed> $row A row of the leads table.
 * @return array<string, mixed>
 */
function studio_lead_decode( array $row ): array {
	$payload        = json_decode( (string) ( $row['payload'] ?? '' ), true );
	$row['payload'] = is_array( $payload ) ? $payload : array();
	return $row;
}

/**
 * A row's attribution (from its payload), known fields only.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 * @return array<string, string>
 */
function studio_lead_attribution( array $row ): array {
	return studio_clean_lead_attribution( $row['payload']['attribution'] ?? null );
}

/**
 * Stores a valid lead once. Every field the site sent is kept in `payload` (the columns hold the
 * ones people search by). Returns true when it was stored now, false for a request_id already
 * stored, or a WP_Error when the database failed.
 *
 * @param array $lead The validated lead.
 * @param array $body Everything the site sent.
 * @return bool|WP_Error
 */
function studio_store_lead( array $lead, array $body ) {
	global $wpdb;
	$table = studio_leads_table();
	// The payload keeps what the site sent, with the validated fields (attribution cleaned) on top.
	unset( $body['attribution'] );
	$fields = array(
		'request_id' => $lead['request_id'],
		'name'       => $lead['name'],
		'phone'      => $lead['phone'],
		'page'       => $lead['page'],
		'consent'    => 1,
		'payload'    => wp_json_encode( array_merge( $body, $lead ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
		'created_at' => current_time( 'mysql', true ),
	);
	foreach ( array( 'email', 'message', 'sphere' ) as $optional ) {
		if ( isset( $lead[ $optional ] ) ) {
			$fields[ $optional ] = $lead[ $optional ];
		}
	}
	$columns      = implode( ', ', array_keys( $fields ) );
	$placeholders = implode( ', ', array_map( static fn( $v ) => is_int( $v ) ? '%d' : '%s', $fields ) );
	// ON DUPLICATE KEY: only a repeated request_id is a no-op; any other error still fails.
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table and column names are ours.
	$result = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} ({$columns}) VALUES ({$placeholders}) ON DUPLICATE KEY UPDATE id = id", array_values( $fields ) ) );
	if ( false === $result ) {
		return new WP_Error( 'studio_lead_not_stored', 'The lead could not be stored.' );
	}
	$stored = 1 === (int) $result;
	if ( $stored ) {
		/**
		 * Fires once per lead, when it is first stored.
		 *
		 * @param array $lead The lead.
		 * @param int   $id   Its row id.
		 */
		do_action( 'studio_lead_stored', $lead, (int) $wpdb->insert_id );
	}
	return $stored;
}
