<?php
/**
 * Approval links in the database (install.php's tables): making, finding, opening, answering and
 * revoking a link, each recorded as an event, and a link as the editor's sidebar receives it
 * (ApprovalLink, docs/WP-API.md 'Approval links'). Every value goes through `$wpdb->prepare()`;
 * the table names are the prefix and a constant (`%i` needs WordPress 6.2; 6.1 is supported).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'deleted_post', 'studio_approval_forget_post', 10, 2 );

/**
 * A Unix time as the tables keep it: UTC `Y-m-d H:i:s`.
 *
 * @param int $time Unix time.
 */
function studio_approval_mysql_time( int $time ): string {
	return gmdate( 'Y-m-d H:i:s', $time );
}

/**
 * Makes a link to a case for `$days` days and records its `created` event. Returns the stored
 * row and the token (the only time it exists outside the client's hands), or null when it could
 * not be stored.
 *
 * @param WP_Post $post The case.
 * @param int     $days 1 to 30.
 * @param WP_User $user The editor.
 * @param int     $now  Unix time.
 * @return array{row: array<string, mixed>, token: string}|null
 */
function studio_approval_create( WP_Post $post, int $days, WP_User $user, int $now ): ?array {
	global $wpdb;
	$token    = studio_approval_new_token();
	$inserted = $wpdb->insert(
		studio_approval_links_table(),
		array(
			'post_id'         => $post->ID,
			'token_hash'      => studio_approval_token_hash( $token ),
			'created_at'      => studio_approval_mysql_time( $now ),
			'created_by'      => $user->ID,
			'created_by_name' => $user->display_name,
			'expires_at'      => studio_approval_mysql_time( studio_approval_expiry( $now, $days ) ),
			'opens'           => 0,
		),
		array( '%d', '%s', '%s', '%d', '%s', '%s', '%d' )
	);
	if ( 1 !== $inserted ) {
		return null;
	}
	$id = (int) $wpdb->insert_id;
	studio_approval_add_event( $id, 'created', $now, $user->ID, $user->display_name, null );
	$row = studio_approval_link_by_id( $id );
	return $row ? array(
		'row'   => $row,
		'token' => $token,
	) : null;
}

/**
 * Records one event of a link.
 *
 * @param int         $link_id The link.
 * @param string      $kind    created, opened, approved, commented or revoked.
 * @param int         $at      Unix time.
 * @param int|null    $user_id The editor, or null (the client).
 * @param string|null $name    The editor's display name, the client's name, or null.
 * @param string|null $comment The client's comment, or null.
 */
function studio_approval_add_event( int $link_id, string $kind, int $at, ?int $user_id, ?string $name, ?string $comment ): void {
	global $wpdb;
	$wpdb->insert(
		studio_approval_events_table(),
		array(
			'link_id'    => $link_id,
			'kind'       => $kind,
			'created_at' => studio_approval_mysql_time( $at ),
			'user_id'    => $user_id,
			'name'       => $name,
			'comment'    => $comment,
		),
		array( '%d', '%s', '%s', '%d', '%s', '%s' )
	);
}

/**
 * The link of a token's hash, or null.
 *
 * @param string $hash SHA-256 hex of the token.
 * @return array<string, mixed>|null
 */
function studio_approval_link_by_hash( string $hash ): ?array {
	global $wpdb;
	$table = studio_approval_links_table();
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a custom table, never cached.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE token_hash = %s", $hash ), ARRAY_A );
	return is_array( $row ) ? $row : null;
}

/**
 * The link of an id, or null.
 *
 * @param int $id The link's id.
 * @return array<string, mixed>|null
 */
function studio_approval_link_by_id( int $id ): ?array {
	global $wpdb;
	$table = studio_approval_links_table();
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a custom table, never cached.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
	return is_array( $row ) ? $row : null;
}

/**
 * A case's links, newest first.
 *
 * @param int $post_id The case.
 * @return array<int, array<string, mixed>>
 */
function studio_approval_links_of_post( int $post_id ): array {
	global $wpdb;
	$table = studio_approval_links_table();
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a custom table, never cached.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d ORDER BY created_at DESC, id DESC", $post_id ), ARRAY_A );
	return is_array( $rows ) ? $rows : array();
}

/**
 * The events of these links, oldest first, by link id.
 *
 * @param int[] $link_ids The links.
 * @return array<int, array<int, array<string, mixed>>>
 */
function studio_approval_events_of( array $link_ids ): array {
	global $wpdb;
	$ids = array_values( array_unique( array_map( 'intval', $link_ids ) ) );
	if ( ! $ids ) {
		return array();
	}
	$table        = studio_approval_events_table();
	$placeholders = implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
	$rows         = $wpdb->get_results(
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.DirectDatabaseQuery -- the table name is ours, the placeholders one %d per id.
		$wpdb->prepare( "SELECT * FROM {$table} WHERE link_id IN ({$placeholders}) ORDER BY created_at ASC, id ASC", ...$ids ),
		ARRAY_A
	);
	$by_link = array();
	foreach ( (array) $rows as $row ) {
		$by_link[ (int) $row['link_id'] ][] = $row;
	}
	return $by_link;
}

/**
 * Records an opening by the site: the counters always (`opened_at` the first, `last_opened_at`,
 * `opens`), an `opened` event for the first and then at most one an hour.
 *
 * @param array $row The link.
 * @param int   $now Unix time.
 */
function studio_approval_record_open( array $row, int $now ): void {
	global $wpdb;
	$links  = studio_approval_links_table();
	$events = studio_approval_events_table();
	$time   = studio_approval_mysql_time( $now );
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table names are ours; custom tables, never cached.
	$wpdb->query(
		$wpdb->prepare(
			"UPDATE {$links} SET opens = opens + 1, last_opened_at = %s, opened_at = COALESCE(opened_at, %s) WHERE id = %d",
			$time,
			$time,
			(int) $row['id']
		)
	);
	$last = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(created_at) FROM {$events} WHERE link_id = %d AND kind = %s", (int) $row['id'], 'opened' ) );
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
	if ( studio_approval_open_is_logged( studio_approval_unix( is_string( $last ) ? $last : null ), $now ) ) {
		studio_approval_add_event( (int) $row['id'], 'opened', $now, null, null, null );
	}
}

/**
 * Records the client's answer: an `approved` or `commented` event, and for the first approval the
 * link's `approved_at`. Returns `approved_at` as the contract writes it, or null.
 *
 * @param array       $row      The link.
 * @param string      $decision approve or comment.
 * @param string|null $name     The client's name, or null.
 * @param string|null $comment  The client's comment, or null.
 * @param int         $now      Unix time.
 */
function studio_approval_record_decision( array $row, string $decision, ?string $name, ?string $comment, int $now ): ?string {
	global $wpdb;
	$id = (int) $row['id'];
	if ( 'approve' === $decision ) {
		$links = studio_approval_links_table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a custom table, never cached.
		$wpdb->query( $wpdb->prepare( "UPDATE {$links} SET approved_at = COALESCE(approved_at, %s) WHERE id = %d", studio_approval_mysql_time( $now ), $id ) );
	}
	studio_approval_add_event( $id, 'approve' === $decision ? 'approved' : 'commented', $now, null, $name, $comment );
	$fresh = studio_approval_link_by_id( $id );
	return studio_approval_time( $fresh['approved_at'] ?? null );
}

/**
 * Revokes an active link at once and records who did; a revoked or expired link stays as it is.
 * Returns the link as it is now.
 *
 * @param array   $row  The link.
 * @param WP_User $user The editor.
 * @param int     $now  Unix time.
 * @return array<string, mixed>
 */
function studio_approval_revoke( array $row, WP_User $user, int $now ): array {
	global $wpdb;
	if ( 'active' !== studio_approval_row_status( $row, $now ) ) {
		return $row;
	}
	$links   = studio_approval_links_table();
	$updated = $wpdb->query(
		$wpdb->prepare(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a custom table, never cached.
			"UPDATE {$links} SET revoked_at = %s, revoked_by = %d, revoked_by_name = %s WHERE id = %d AND revoked_at IS NULL",
			studio_approval_mysql_time( $now ),
			$user->ID,
			$user->display_name,
			(int) $row['id']
		)
	);
	if ( 1 === $updated ) {
		studio_approval_add_event( (int) $row['id'], 'revoked', $now, $user->ID, $user->display_name, null );
	}
	return studio_approval_link_by_id( (int) $row['id'] ) ?? $row;
}

/**
 * A stored link's status at `$now`.
 *
 * @param array $row The link.
 * @param int   $now Unix time.
 */
function studio_approval_row_status( array $row, int $now ): string {
	return studio_approval_status(
		studio_approval_unix( $row['revoked_at'] ?? null ),
		(int) studio_approval_unix( $row['expires_at'] ?? null ),
		$now
	);
}

/**
 * `{ id, name }` of an editor, or null.
 *
 * @param mixed $id   The user id, or null.
 * @param mixed $name The display name kept with it.
 */
function studio_approval_person( $id, $name ): ?array {
	if ( null === $id || '' === $id ) {
		return null;
	}
	return array(
		'id'   => (int) $id,
		'name' => null === $name || '' === $name ? null : (string) $name,
	);
}

/**
 * ApprovalLink: a link as the editor's sidebar receives it (docs/WP-API.md 'Approval links').
 *
 * @param array $row    The link.
 * @param array $events Its events, oldest first.
 * @param int   $now    Unix time.
 * @return array<string, mixed>
 */
function studio_approval_link_answer( array $row, array $events, int $now ): array {
	return array(
		'id'             => (int) $row['id'],
		'post'           => (int) $row['post_id'],
		'status'         => studio_approval_row_status( $row, $now ),
		'created_at'     => studio_approval_time( $row['created_at'] ),
		'created_by'     => studio_approval_person( $row['created_by'], $row['created_by_name'] ),
		'expires_at'     => studio_approval_time( $row['expires_at'] ),
		'revoked_at'     => studio_approval_time( $row['revoked_at'] ),
		'revoked_by'     => null === $row['revoked_at'] ? null : studio_approval_person( $row['revoked_by'], $row['revoked_by_name'] ),
		'opened_at'      => studio_approval_time( $row['opened_at'] ),
		'last_opened_at' => studio_approval_time( $row['last_opened_at'] ),
		'opens'          => (int) $row['opens'],
		'approved_at'    => studio_approval_time( $row['approved_at'] ),
		'events'         => array_map(
			static fn( array $event ) => array(
				'kind'    => (string) $event['kind'],
				'at'      => studio_approval_time( $event['created_at'] ),
				'by'      => 'opened' === $event['kind'] || null === $event['name'] || '' === $event['name'] ? null : (string) $event['name'],
				'comment' => null === $event['comment'] ? null : (string) $event['comment'],
			),
			$events
		),
	);
}

/**
 * A case's links as the sidebar lists them, newest first.
 *
 * @param int $post_id The case.
 * @param int $now     Unix time.
 * @return array<int, array<string, mixed>>
 */
function studio_approval_links_answer( int $post_id, int $now ): array {
	$rows   = studio_approval_links_of_post( $post_id );
	$events = studio_approval_events_of( array_map( static fn( array $row ) => (int) $row['id'], $rows ) );
	return array_map(
		static fn( array $row ) => studio_approval_link_answer( $row, $events[ (int) $row['id'] ] ?? array(), $now ),
		$rows
	);
}

/**
 * One link as the sidebar receives it, its events read fresh.
 *
 * @param array $row The link.
 * @param int   $now Unix time.
 * @return array<string, mixed>
 */
function studio_approval_one_answer( array $row, int $now ): array {
	$events = studio_approval_events_of( array( (int) $row['id'] ) );
	return studio_approval_link_answer( $row, $events[ (int) $row['id'] ] ?? array(), $now );
}

/**
 * A deleted case takes its links and their events along (the client's names and comments
 * included): nothing links to a post that no longer exists.
 *
 * @param int          $post_id The deleted post.
 * @param WP_Post|null $post    The post (WordPress 5.5+ passes it).
 */
function studio_approval_forget_post( $post_id, $post = null ): void {
	global $wpdb;
	if ( $post instanceof WP_Post && 'case' !== $post->post_type ) {
		return;
	}
	$links  = studio_approval_links_table();
	$events = studio_approval_events_table();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table names are ours; custom tables, never cached.
	$wpdb->query( $wpdb->prepare( "DELETE e FROM {$events} e INNER JOIN {$links} l ON l.id = e.link_id WHERE l.post_id = %d", (int) $post_id ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$links} WHERE post_id = %d", (int) $post_id ) );
	// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
}
