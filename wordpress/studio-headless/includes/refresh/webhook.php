<?php
/**
 * Pages refresh on save: the site's revalidation webhook (`POST {site}/api/revalidate/?expire=now`,
 * header `x-revalidate-secret` carrying the `revalidate` key derived from the shared secret, never
 * the secret; body `{type, slug}` or a list of them) is called once per request,
 * at shutdown, with everything the request changed (triggers.php collects it).
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

add_action( 'shutdown', 'studio_webhook_flush', 0 );
add_action( STUDIO_WEBHOOK_RETRY_HOOK, 'studio_webhook_retry' );

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
	if ( ! $items || '' === studio_site_url() || '' === studio_key( 'revalidate' ) ) {
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
 * @return array{ok: bool, result: string} `result`: `HTTP 200`, or a category (studio_webhook_error_category()).
 */
function studio_webhook_deliver( array $items, int $tries, string $source ): array {
	$items = studio_webhook_normalize( $items );
	$site  = studio_site_url();
	$key   = studio_key( 'revalidate' );
	if ( ! $items || '' === $site || '' === $key ) {
		return array(
			'ok'     => false,
			'result' => 'unset',
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
				'x-revalidate-secret' => $key,
			),
			'body'        => wp_json_encode( 1 === count( $items ) ? $items[0] : $items ),
		)
	);
	$outcome = studio_call_outcome( $response );
	$ok      = $outcome['ok'];
	$result  = $outcome['result'];
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
 * What went wrong with a delivery, as a category code for the log (timeout, refused, dns, tls,
 * reset or other): never the transport's own message, which names hosts, addresses and ports
 * (of internal hosts too). The screen shows the category in words (studio_webhook_result_label()).
 *
 * @param WP_Error $error The transport's error.
 */
function studio_webhook_error_category( WP_Error $error ): string {
	$message = strtolower( $error->get_error_message() );
	$rules   = array(
		'timeout' => array( 'timed out', 'timeout', 'curl error 28:' ),
		'refused' => array( 'connection refused', 'failed to connect', "couldn't connect", 'curl error 7:' ),
		'dns'     => array( 'resolve host', 'could not resolve', 'getaddrinfo', 'name or service', 'curl error 6:' ),
		'tls'     => array( 'ssl', 'tls', 'certificate', 'curl error 35:', 'curl error 60:' ),
		'reset'   => array( 'empty reply', 'connection reset', 'recv failure', 'send failure', 'curl error 52:', 'curl error 56:' ),
	);
	foreach ( $rules as $category => $needles ) {
		foreach ( $needles as $needle ) {
			if ( str_contains( $message, $needle ) ) {
				return $category;
			}
		}
	}
	return 'other';
}

/**
 * A delivery's result as the screen shows it: `HTTP 200` as it is, a category in words; anything
 * else (a transport's raw message logged by an older version) as «ошибка соединения».
 *
 * @param mixed $result The logged result.
 */
function studio_webhook_result_label( $result ): string {
	$result = is_string( $result ) ? $result : '';
	if ( preg_match( '/^HTTP \d{3}$/', $result ) ) {
		return $result;
	}
	$labels = array(
		'timeout' => __( 'сайт не ответил', 'studio-headless' ),
		'refused' => __( 'отказ в соединении', 'studio-headless' ),
		'dns'     => __( 'адрес не найден', 'studio-headless' ),
		'tls'     => __( 'ошибка TLS', 'studio-headless' ),
		'reset'   => __( 'соединение прервано', 'studio-headless' ),
		'unset'   => __( 'адрес сайта или секрет не заданы', 'studio-headless' ),
	);
	return $labels[ $result ] ?? __( 'ошибка соединения', 'studio-headless' );
}

/**
 * Merges failed items into the pending batch (one batch however many saves failed while the
 * site was down) and schedules its retry, unless the tries are used up.
 *
 * @param array $items The items that failed.
 * @param int   $tries The try that failed.
 */
function studio_webhook_schedule_retry( array $items, int $tries ): void {
	studio_retry_schedule(
		'studio_webhook_pending',
		STUDIO_WEBHOOK_RETRY_HOOK,
		$items,
		$tries,
		studio_webhook_retry_delays(),
		static fn( array $pending, array $failed ) => studio_webhook_normalize( array_merge( $pending, $failed ) )
	);
}

/**
 * WP-Cron: one more try of the pending batch.
 */
function studio_webhook_retry(): void {
	$pending = studio_retry_take( 'studio_webhook_pending' );
	if ( null !== $pending ) {
		studio_webhook_deliver( $pending['items'], $pending['tries'] + 1, 'retry' );
	}
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
