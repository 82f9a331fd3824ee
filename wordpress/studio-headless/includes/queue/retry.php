<?php
/**
 * One pending batch per outgoing call that may fail (the site's revalidation webhook, IndexNow):
 * what failed waits in an option, merged with what failed before it, until WP-Cron tries it again
 * after the next of its delays; once the tries are used up, it is dropped.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Merges failed items into the pending batch (one batch however many saves failed while the
 * other side was down) and schedules its retry, unless the tries are used up.
 *
 * @param string   $option The option that holds the batch: `{ items, tries }`, not autoloaded.
 * @param string   $hook   The WP-Cron hook that retries it.
 * @param array    $items  What failed.
 * @param int      $tries  The try that failed (1 = the first).
 * @param int[]    $delays Seconds before each retry, in order.
 * @param callable $merge  Makes one list of the pending items and the failed ones.
 */
function studio_retry_schedule( string $option, string $hook, array $items, int $tries, array $delays, callable $merge ): void {
	$pending = get_option( $option, array() );
	$pending = is_array( $pending ) ? $pending : array();
	$merged  = $merge( (array) ( $pending['items'] ?? array() ), $items );
	// A batch keeps the fewer tries of what it holds: a fresh failure gets its full retries.
	$done = isset( $pending['tries'] ) ? min( (int) $pending['tries'], $tries ) : $tries;
	if ( $done > count( $delays ) ) {
		delete_option( $option );
		return;
	}
	update_option(
		$option,
		array(
			'items' => $merged,
			'tries' => $done,
		),
		false
	);
	if ( false === wp_next_scheduled( $hook ) ) {
		wp_schedule_single_event( time() + $delays[ $done - 1 ], $hook );
	}
}

/**
 * Takes the pending batch out of its option, for WP-Cron's next try.
 *
 * @param string $option The option that holds the batch.
 * @return array|null `{ items, tries }` (tries: the last one that failed), or null when none waits.
 */
function studio_retry_take( string $option ): ?array {
	$pending = get_option( $option, array() );
	delete_option( $option );
	if ( ! is_array( $pending ) || empty( $pending['items'] ) ) {
		return null;
	}
	return array(
		'items' => (array) $pending['items'],
		'tries' => (int) ( $pending['tries'] ?? 1 ),
	);
}

/**
 * What one outgoing call came to: `ok` for a 2xx answer, and `result` for its log: `HTTP {code}`,
 * or the connection error's category (studio_webhook_error_category()).
 *
 * @param array|WP_Error $response What wp_remote_post() returned.
 * @return array{ok: bool, result: string}
 */
function studio_call_outcome( $response ): array {
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'     => false,
			'result' => studio_webhook_error_category( $response ),
		);
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	return array(
		'ok'     => $code >= 200 && $code < 300,
		'result' => 'HTTP ' . $code,
	);
}
