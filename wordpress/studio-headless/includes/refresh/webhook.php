<?php
/**
 * Pages refresh on save: the site's revalidation webhook (`POST {site}/api/revalidate/?expire=now`,
 * header `x-revalidate-secret`, body `{type, slug}` or a list of them) is called once per request,
 * at shutdown, with everything the request changed: a case, article, solution or vacancy
 * published, updated, unpublished, trashed or deleted (the old slug too when it changed), a
 * direction, technology or category created, edited or deleted, the `create_solution` setting.
 *
 * `?expire=now` drops the cached data at once, so the first visit after the save renders the
 * change instead of a stale copy refreshed behind it. A delivery the site does not take (no
 * answer within the time-out, or not 2xx) is merged into one pending batch that WP-Cron retries
 * (after 1, 5, 15 minutes by default; wp-cron.php, or a system cron calling it, runs it); the
 * site's own 5-minute refresh stays the fallback. The last deliveries are kept for the screen.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a delivery may take: the editor's request waits for it where the response cannot be finished early. */
const STUDIO_WEBHOOK_TIMEOUT = 3;
/** How many deliveries the screen lists. */
const STUDIO_WEBHOOK_LOG_SIZE = 20;
/** More items than this in one batch become one `all`. */
const STUDIO_WEBHOOK_MAX_ITEMS = 20;
/** The WP-Cron hook of the retry. */
const STUDIO_WEBHOOK_RETRY_HOOK = 'studio_webhook_retry';

/** Post type → the webhook's type. */
const STUDIO_WEBHOOK_POST_TYPES = array(
	'case'     => 'case',
	'post'     => 'article',
	'solution' => 'solution',
	'vacancy'  => 'vacancy',
);

/** Taxonomy → the webhook's type (a list without slug: every page of that kind). */
const STUDIO_WEBHOOK_TAXONOMIES = array(
	'direction'  => 'case',
	'technology' => 'case',
	'category'   => 'article',
);

add_action( 'transition_post_status', 'studio_webhook_on_transition', 10, 3 );
add_action( 'post_updated', 'studio_webhook_on_post_updated', 10, 3 );
add_action( 'before_delete_post', 'studio_webhook_on_delete', 10, 2 );
add_action( 'created_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'edited_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'delete_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'add_option_create_solution', 'studio_webhook_on_create_solution' );
add_action( 'update_option_create_solution', 'studio_webhook_on_create_solution' );
add_action( 'shutdown', 'studio_webhook_flush', 0 );
add_action( STUDIO_WEBHOOK_RETRY_HOOK, 'studio_webhook_retry' );

/**
 * The items collected during this request (keyed `type|slug`), or with $item one more.
 *
 * @param array|null $item `{type, slug?}` to add.
 * @return array
 */
function studio_webhook_queue( ?array $item = null ): array {
	static $queue = array();
	if ( null !== $item ) {
		$queue[ $item['type'] . '|' . ( $item['slug'] ?? '' ) ] = $item;
	}
	return $queue;
}

/**
 * Queues a post of the site (by its post type) with its slug.
 *
 * @param WP_Post $post The post.
 * @param string  $slug The slug to refresh (defaults to the post's own).
 */
function studio_webhook_queue_post( WP_Post $post, string $slug = '' ): void {
	$type = STUDIO_WEBHOOK_POST_TYPES[ $post->post_type ] ?? '';
	if ( '' === $type ) {
		return;
	}
	// wp_trash_post() renames the slug to `{slug}__trashed`: the site knows the original.
	$slug = preg_replace( '/__trashed$/', '', '' === $slug ? (string) $post->post_name : $slug );
	$item = array( 'type' => $type );
	// Vacancies have no page of their own; the rest are refreshed by slug.
	if ( 'vacancy' !== $type && '' !== $slug ) {
		$item['slug'] = urldecode( $slug );
	}
	studio_webhook_queue( $item );
}

/**
 * Publish, update of a published post, unpublish, trash: any transition from or to 'publish'.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       The post.
 */
function studio_webhook_on_transition( $new_status, $old_status, $post ): void {
	if ( $post instanceof WP_Post && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
		studio_webhook_queue_post( $post );
	}
}

/**
 * A published post whose slug changed: its old page must go too.
 *
 * @param int     $post_id     The post id.
 * @param WP_Post $post_after  After the update.
 * @param WP_Post $post_before Before the update.
 */
function studio_webhook_on_post_updated( $post_id, $post_after, $post_before ): void {
	if ( $post_before instanceof WP_Post && $post_after instanceof WP_Post
		&& 'publish' === $post_before->post_status
		&& $post_before->post_name !== $post_after->post_name ) {
		studio_webhook_queue_post( $post_before, (string) $post_before->post_name );
	}
}

/**
 * A published post deleted outright (without the trash).
 *
 * @param int          $post_id The post id.
 * @param WP_Post|null $post    The post (WordPress 5.5+).
 */
function studio_webhook_on_delete( $post_id, $post = null ): void {
	$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
	if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
		studio_webhook_queue_post( $post );
	}
}

/**
 * A direction, technology or category created, edited or deleted: every page of that kind shows
 * them (chips, filters), so the kind's lists and pages refresh.
 *
 * @param int    $term_id  The term id.
 * @param int    $tt_id    The term taxonomy id.
 * @param string $taxonomy The taxonomy.
 */
function studio_webhook_on_term( $term_id, $tt_id, $taxonomy = '' ): void {
	$type = STUDIO_WEBHOOK_TAXONOMIES[ (string) $taxonomy ] ?? '';
	if ( '' !== $type ) {
		studio_webhook_queue( array( 'type' => $type ) );
	}
}

/**
 * The create_solutions promo is on every case page.
 */
function studio_webhook_on_create_solution(): void {
	studio_webhook_queue( array( 'type' => 'case' ) );
}

/**
 * The retry delays in seconds, one per retry (default 1, 5 and 15 minutes: four tries in all).
 * Filter `studio_webhook_retry_delays` to change them (the tests make them 0).
 *
 * @return int[]
 */
function studio_webhook_retry_delays(): array {
	$delays = apply_filters( 'studio_webhook_retry_delays', array( MINUTE_IN_SECONDS, 5 * MINUTE_IN_SECONDS, 15 * MINUTE_IN_SECONDS ) );
	return array_values( array_map( 'absint', is_array( $delays ) ? $delays : array() ) );
}

/**
 * At shutdown: sends what this request changed, once, after the response went to the editor
 * where PHP can do that (PHP-FPM's fastcgi_finish_request()).
 */
function studio_webhook_flush(): void {
	$items = array_values( studio_webhook_queue() );
	if ( ! $items || '' === studio_site_url() || '' === studio_revalidate_secret() ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	studio_webhook_deliver( $items, 1, 'save' );
}

/**
 * Items as they are sent: at most STUDIO_WEBHOOK_MAX_ITEMS, else one `all`.
 *
 * @param array $items The items.
 * @return array
 */
function studio_webhook_normalize( array $items ): array {
	$unique = array();
	foreach ( $items as $item ) {
		if ( is_array( $item ) && isset( $item['type'] ) && is_string( $item['type'] ) ) {
			$clean = array( 'type' => sanitize_key( $item['type'] ) );
			if ( isset( $item['slug'] ) && is_string( $item['slug'] ) && '' !== $item['slug'] ) {
				$clean['slug'] = $item['slug'];
			}
			$unique[ $clean['type'] . '|' . ( $clean['slug'] ?? '' ) ] = $clean;
		}
	}
	if ( isset( $unique['all|'] ) || count( $unique ) > STUDIO_WEBHOOK_MAX_ITEMS ) {
		return array( array( 'type' => 'all' ) );
	}
	return array_values( $unique );
}

/**
 * One POST to the site. On failure (no answer, or not 2xx) the items join the pending batch
 * that WP-Cron retries; every delivery is logged.
 *
 * @param array  $items  `{type, slug?}` items.
 * @param int    $tries  Which try this is (1 = the first).
 * @param string $source 'save', 'retry' or 'test'.
 * @return array{ok: bool, result: string}
 */
function studio_webhook_deliver( array $items, int $tries, string $source ): array {
	$items  = studio_webhook_normalize( $items );
	$site   = studio_site_url();
	$secret = studio_revalidate_secret();
	if ( ! $items || '' === $site || '' === $secret ) {
		return array(
			'ok'     => false,
			'result' => __( 'адрес сайта или секрет не заданы', 'studio-headless' ),
		);
	}
	// wp_remote_post, not wp_safe_remote_post: the site may run on any port (3000 locally).
	$response = wp_remote_post(
		$site . '/api/revalidate/?expire=now',
		array(
			'timeout'     => STUDIO_WEBHOOK_TIMEOUT,
			'redirection' => 0,
			'headers'     => array(
				'content-type'        => 'application/json',
				'x-revalidate-secret' => $secret,
			),
			'body'        => wp_json_encode( 1 === count( $items ) ? $items[0] : $items ),
		)
	);
	if ( is_wp_error( $response ) ) {
		$ok     = false;
		$result = $response->get_error_message();
	} else {
		$code   = (int) wp_remote_retrieve_response_code( $response );
		$ok     = $code >= 200 && $code < 300;
		$result = 'HTTP ' . $code;
	}
	studio_webhook_log_add(
		array(
			'time'   => time(),
			'items'  => $items,
			'source' => $source,
			'ok'     => $ok,
			'result' => $result,
			'tries'  => $tries,
		)
	);
	if ( ! $ok && 'test' !== $source ) {
		studio_webhook_schedule_retry( $items, $tries );
	}
	return array(
		'ok'     => $ok,
		'result' => $result,
	);
}

/**
 * Merges failed items into the pending batch (one batch however many saves failed while the
 * site was down) and schedules its retry, unless the tries are used up.
 *
 * @param array $items The items that failed.
 * @param int   $tries The try that failed.
 */
function studio_webhook_schedule_retry( array $items, int $tries ): void {
	$delays  = studio_webhook_retry_delays();
	$pending = get_option( 'studio_webhook_pending', array() );
	$pending = is_array( $pending ) ? $pending : array();
	$merged  = studio_webhook_normalize( array_merge( (array) ( $pending['items'] ?? array() ), $items ) );
	// A batch keeps the fewer tries of what it holds: a fresh failure gets its full retries.
	$done = isset( $pending['tries'] ) ? min( (int) $pending['tries'], $tries ) : $tries;
	if ( $done > count( $delays ) ) {
		delete_option( 'studio_webhook_pending' );
		return;
	}
	update_option(
		'studio_webhook_pending',
		array(
			'items' => $merged,
			'tries' => $done,
		),
		false
	);
	if ( false === wp_next_scheduled( STUDIO_WEBHOOK_RETRY_HOOK ) ) {
		wp_schedule_single_event( time() + $delays[ $done - 1 ], STUDIO_WEBHOOK_RETRY_HOOK );
	}
}

/**
 * WP-Cron: one more try of the pending batch.
 */
function studio_webhook_retry(): void {
	$pending = get_option( 'studio_webhook_pending', array() );
	delete_option( 'studio_webhook_pending' );
	if ( ! is_array( $pending ) || empty( $pending['items'] ) ) {
		return;
	}
	studio_webhook_deliver( (array) $pending['items'], (int) ( $pending['tries'] ?? 1 ) + 1, 'retry' );
}

/**
 * The last deliveries, newest first.
 *
 * @return array[]
 */
function studio_webhook_log(): array {
	$log = get_option( 'studio_webhook_log', array() );
	return is_array( $log ) ? $log : array();
}

/**
 * Adds a delivery to the log (not autoloaded: only the screen reads it).
 *
 * @param array $row The delivery.
 */
function studio_webhook_log_add( array $row ): void {
	$log = studio_webhook_log();
	array_unshift( $log, $row );
	update_option( 'studio_webhook_log', array_slice( $log, 0, STUDIO_WEBHOOK_LOG_SIZE ), false );
}

/**
 * Items as one line: `case fk-volna, header`.
 *
 * @param array $items The items.
 */
function studio_webhook_describe( array $items ): string {
	return implode(
		', ',
		array_map(
			static fn( $item ) => is_array( $item ) ? trim( ( $item['type'] ?? '' ) . ' ' . ( $item['slug'] ?? '' ) ) : '',
			$items
		)
	);
}
