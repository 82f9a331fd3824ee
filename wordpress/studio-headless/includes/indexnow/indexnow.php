<?php
/**
 * IndexNow on publish (issue 32): a save that changes what the public sees of a case, article,
 * solution or vacancy — published, updated while published, unpublished (to any other status, or
 * given a password), trashed, deleted — tells the IndexNow endpoint (`STUDIO_INDEXNOW_ENDPOINT`,
 * default https://yandex.com/indexnow, which shares the URLs with the other IndexNow engines) the
 * page's URL(s): one batched POST per request, at shutdown, after the response went to the editor
 * where PHP can do that. Drafts, private posts and password-protected posts never send anything.
 *
 * It runs beside the site's webhook (refresh/webhook.php), not inside the site: only WordPress
 * knows what a post was before the save (published or not, with a password or not, under which
 * slug) and so whether its page appeared or disappeared for the public; the webhook carries only
 * `{type, slug}` and refreshes more than pages (lists, the header). Its shutdown hook runs after
 * the webhook's (priority 0), so the engines come after the page was refreshed.
 *
 * A call the endpoint does not take (no answer within the time-out, or not 2xx) joins one pending
 * batch that WP-Cron retries after 1, 5 and 15 minutes (filter `studio_indexnow_retry_delays`);
 * the last calls are kept for the settings screen «Сайт». Off while no valid key is set
 * (`STUDIO_INDEXNOW_KEY`, else the screen's field) or the site's URL is unknown.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The endpoint when STUDIO_INDEXNOW_ENDPOINT is not set. */
const STUDIO_INDEXNOW_DEFAULT_ENDPOINT = 'https://yandex.com/indexnow';
/** Seconds a call may take. */
const STUDIO_INDEXNOW_TIMEOUT = 5;
/** How many calls the screen lists. */
const STUDIO_INDEXNOW_LOG_SIZE = 20;
/** The WP-Cron hook of the retry. */
const STUDIO_INDEXNOW_RETRY_HOOK = 'studio_indexnow_retry';

add_action( 'transition_post_status', 'studio_indexnow_on_transition', 10, 3 );
add_action( 'post_updated', 'studio_indexnow_on_post_updated', 10, 3 );
add_action( 'before_delete_post', 'studio_indexnow_on_delete', 10, 2 );
add_action( 'shutdown', 'studio_indexnow_flush', 1 );
add_action( STUDIO_INDEXNOW_RETRY_HOOK, 'studio_indexnow_retry' );

/**
 * The key: the STUDIO_INDEXNOW_KEY constant when defined, else the screen's option; '' when it
 * is not one IndexNow takes (then nothing is sent).
 */
function studio_indexnow_key(): string {
	$key = defined( 'STUDIO_INDEXNOW_KEY' ) ? (string) STUDIO_INDEXNOW_KEY : (string) get_option( 'studio_indexnow_key', '' );
	$key = trim( $key );
	return studio_indexnow_key_is_valid( $key ) ? $key : '';
}

/**
 * The endpoint: STUDIO_INDEXNOW_ENDPOINT when it is an http(s) URL, else the default.
 */
function studio_indexnow_endpoint(): string {
	$url = defined( 'STUDIO_INDEXNOW_ENDPOINT' ) ? trim( (string) STUDIO_INDEXNOW_ENDPOINT ) : '';
	return preg_match( '#^https?://[^/?\#\s]+(/[^\s]*)?$#', $url ) ? $url : STUDIO_INDEXNOW_DEFAULT_ENDPOINT;
}

/**
 * Whether calls go out: a valid key and the site's URL.
 */
function studio_indexnow_enabled(): bool {
	return '' !== studio_indexnow_key() && '' !== studio_site_url();
}

/**
 * The site paths collected during this request, or with $paths some more.
 *
 * @param string[] $paths Paths to add.
 * @return string[]
 */
function studio_indexnow_queue( array $paths = array() ): array {
	static $queue = array();
	foreach ( $paths as $path ) {
		$queue[ $path ] = true;
	}
	return array_keys( $queue );
}

/**
 * Queues the pages of a post as it is (or was) public.
 *
 * @param WP_Post $post The post (its type and slug name the pages).
 */
function studio_indexnow_queue_post( WP_Post $post ): void {
	studio_indexnow_queue( studio_indexnow_post_paths( (string) $post->post_type, (string) $post->post_name ) );
}

/**
 * A post that is public after this status change (published now, a scheduled one going live, an
 * update of a published one). What it was before is post_updated's business.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       The post.
 */
function studio_indexnow_on_transition( $new_status, $old_status, $post ): void {
	if ( $post instanceof WP_Post && studio_indexnow_is_public( $post ) ) {
		studio_indexnow_queue_post( $post );
	}
}

/**
 * An update: the page as it was when it was public (unpublished, trashed, given a password, moved
 * to another slug), and as it is when it is public.
 *
 * @param int     $post_id     The post id.
 * @param WP_Post $post_after  After the update.
 * @param WP_Post $post_before Before the update.
 */
function studio_indexnow_on_post_updated( $post_id, $post_after, $post_before ): void {
	foreach ( array( $post_before, $post_after ) as $post ) {
		if ( $post instanceof WP_Post && studio_indexnow_is_public( $post ) ) {
			studio_indexnow_queue_post( $post );
		}
	}
}

/**
 * A public post deleted outright (without the trash).
 *
 * @param int          $post_id The post id.
 * @param WP_Post|null $post    The post (WordPress 5.5+).
 */
function studio_indexnow_on_delete( $post_id, $post = null ): void {
	$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
	if ( $post instanceof WP_Post && studio_indexnow_is_public( $post ) ) {
		studio_indexnow_queue_post( $post );
	}
}

/**
 * At shutdown: one call with every page this request changed.
 */
function studio_indexnow_flush(): void {
	$paths = studio_indexnow_queue();
	if ( ! $paths || ! studio_indexnow_enabled() ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	studio_indexnow_send( $paths, 1, 'save' );
}

/**
 * The retry delays in seconds, one per retry (default 1, 5 and 15 minutes: four tries in all).
 *
 * @return int[]
 */
function studio_indexnow_retry_delays(): array {
	$delays = apply_filters( 'studio_indexnow_retry_delays', array( MINUTE_IN_SECONDS, 5 * MINUTE_IN_SECONDS, 15 * MINUTE_IN_SECONDS ) );
	return array_values( array_map( 'absint', is_array( $delays ) ? $delays : array() ) );
}

/**
 * One POST to the endpoint; a failure joins the pending batch; every call is logged.
 *
 * @param string[] $paths  Site paths.
 * @param int      $tries  Which try this is (1 = the first).
 * @param string   $source 'save' or 'retry'.
 * @return bool Whether the endpoint took it.
 */
function studio_indexnow_send( array $paths, int $tries, string $source ): bool {
	$site = studio_site_url();
	$key  = studio_indexnow_key();
	if ( ! $paths || '' === $site || '' === $key ) {
		return false;
	}
	$payload = studio_indexnow_payload( $site, $key, $paths );
	// wp_remote_post, not wp_safe_remote_post: the endpoint is the administrator's (tests: localhost).
	$response = wp_remote_post(
		studio_indexnow_endpoint(),
		array(
			'timeout'     => STUDIO_INDEXNOW_TIMEOUT,
			'redirection' => 0,
			'headers'     => array( 'content-type' => 'application/json; charset=utf-8' ),
			'body'        => wp_json_encode( $payload, JSON_UNESCAPED_SLASHES ),
		)
	);
	$outcome = studio_call_outcome( $response );
	$ok      = $outcome['ok'];
	$result  = $outcome['result'];
	studio_indexnow_log_add(
		array(
			'time'   => time(),
			'urls'   => $payload['urlList'],
			'source' => $source,
			'ok'     => $ok,
			'result' => $result,
			'tries'  => $tries,
		)
	);
	if ( ! $ok ) {
		studio_indexnow_schedule_retry( $paths, $tries );
	}
	return $ok;
}

/**
 * Merges failed paths into the pending batch and schedules its retry, unless the tries are used up.
 *
 * @param string[] $paths The paths that failed.
 * @param int      $tries The try that failed.
 */
function studio_indexnow_schedule_retry( array $paths, int $tries ): void {
	studio_retry_schedule(
		'studio_indexnow_pending',
		STUDIO_INDEXNOW_RETRY_HOOK,
		$paths,
		$tries,
		studio_indexnow_retry_delays(),
		static fn( array $pending, array $failed ) => array_slice( array_values( array_unique( array_map( 'strval', array_merge( $pending, $failed ) ) ) ), 0, STUDIO_INDEXNOW_MAX_URLS )
	);
}

/**
 * WP-Cron: one more try of the pending batch (nothing while IndexNow is off).
 */
function studio_indexnow_retry(): void {
	$pending = studio_retry_take( 'studio_indexnow_pending' );
	if ( null !== $pending && studio_indexnow_enabled() ) {
		studio_indexnow_send( array_map( 'strval', $pending['items'] ), $pending['tries'] + 1, 'retry' );
	}
}

/**
 * The last calls, newest first.
 *
 * @return array[]
 */
function studio_indexnow_log(): array {
	$log = get_option( 'studio_indexnow_log', array() );
	return is_array( $log ) ? $log : array();
}

/**
 * Adds a call to the log (not autoloaded: only the screen reads it). A row keeps at most 20 URLs.
 *
 * @param array $row The call.
 */
function studio_indexnow_log_add( array $row ): void {
	$row['count'] = count( $row['urls'] );
	$row['urls']  = array_slice( $row['urls'], 0, 20 );
	$log          = studio_indexnow_log();
	array_unshift( $log, $row );
	update_option( 'studio_indexnow_log', array_slice( $log, 0, STUDIO_INDEXNOW_LOG_SIZE ), false );
}
