<?php
/**
 * Retention (152-ФЗ): leads older than the retention period (Заявки → Настройки, or
 * STUDIO_LEADS_RETENTION_DAYS; default 365 days) are deleted by a daily WP-Cron event, and — as a
 * headless WordPress behind basic auth or an IP allow-list may never run WP-Cron — also when the
 * «Заявки» screen is opened or a new lead is stored, at most once an hour. The last purge (when,
 * how many, what ran it) is kept in an option the «Заявки» screen shows. The event is scheduled on
 * the first request after activation (also for a plugin copied in without re-activation) and
 * unscheduled on deactivation.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_PURGE_HOOK = 'studio_leads_purge';

/** The option holding the last purge: `at` (a Unix time), `removed`, `via` (cron, screen, form). */
const STUDIO_LEADS_PURGE_LAST = 'studio_leads_purge_last';

/** The least time between two purges that are not WP-Cron's. */
const STUDIO_LEADS_PURGE_INTERVAL = HOUR_IN_SECONDS;

add_action( 'init', 'studio_leads_schedule_purge' );
add_action( STUDIO_LEADS_PURGE_HOOK, 'studio_leads_purge_by_cron' );
add_action( 'studio_lead_stored', 'studio_leads_purge_on_lead', 20 );

/**
 * Schedules the daily purge when it is not scheduled yet.
 */
function studio_leads_schedule_purge(): void {
	if ( ! wp_next_scheduled( STUDIO_LEADS_PURGE_HOOK ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', STUDIO_LEADS_PURGE_HOOK );
	}
}

/**
 * Removes the schedule (deactivation).
 */
function studio_leads_unschedule_purge(): void {
	wp_clear_scheduled_hook( STUDIO_LEADS_PURGE_HOOK );
}

/**
 * Deletes the leads stored more than the retention period ago and records the purge; returns
 * how many.
 *
 * @param string $via What ran it: cron, screen or form.
 */
function studio_leads_purge( string $via = 'cron' ): int {
	global $wpdb;
	$table  = studio_leads_table();
	$cutoff = gmdate( 'Y-m-d H:i:s', time() - studio_leads_retention_days() * DAY_IN_SECONDS );
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table name is ours.
	$deleted = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", $cutoff ) );
	update_option(
		STUDIO_LEADS_PURGE_LAST,
		array(
			'at'      => time(),
			'removed' => max( 0, $deleted ),
			'via'     => $via,
		),
		false
	);
	return $deleted;
}

/**
 * The daily WP-Cron event.
 */
function studio_leads_purge_by_cron(): void {
	studio_leads_purge( 'cron' );
}

/**
 * The last purge, or null before the first.
 *
 * @return array{at: int, removed: int, via: string}|null
 */
function studio_leads_last_purge(): ?array {
	$last = get_option( STUDIO_LEADS_PURGE_LAST, null );
	if ( ! is_array( $last ) || empty( $last['at'] ) ) {
		return null;
	}
	return array(
		'at'      => (int) $last['at'],
		'removed' => (int) ( $last['removed'] ?? 0 ),
		'via'     => (string) ( $last['via'] ?? 'cron' ),
	);
}

/**
 * Purges unless a purge ran less than an hour ago: where WP-Cron never runs, the «Заявки» screen
 * and new leads keep the retention. Returns how many were deleted (0 when it did not run).
 *
 * @param string $via What asks: screen or form.
 */
function studio_leads_maybe_purge( string $via ): int {
	$last = studio_leads_last_purge();
	if ( $last && $last['at'] > time() - STUDIO_LEADS_PURGE_INTERVAL && $last['at'] <= time() ) {
		return 0;
	}
	return studio_leads_purge( $via );
}

/**
 * A new lead was stored: purge, at most once an hour.
 */
function studio_leads_purge_on_lead(): void {
	studio_leads_maybe_purge( 'form' );
}

/**
 * The last purge in words, in Russian, for the «Заявки» screen.
 */
function studio_leads_last_purge_text(): string {
	$last = studio_leads_last_purge();
	if ( ! $last ) {
		return __( 'Старые заявки ещё не удалялись.', 'studio-headless' );
	}
	$via = array(
		'cron'   => __( 'по расписанию WP-Cron', 'studio-headless' ),
		'screen' => __( 'при открытии экрана «Заявки»', 'studio-headless' ),
		'form'   => __( 'при новой заявке', 'studio-headless' ),
	);
	return sprintf(
		/* translators: 1: date, 2: time, 3: what ran the purge, 4: how many leads were deleted. */
		__( 'Старые заявки последний раз удалялись %1$s в %2$s (%3$s), удалено: %4$d.', 'studio-headless' ),
		wp_date( 'd.m.Y', $last['at'] ),
		wp_date( 'H:i', $last['at'] ),
		$via[ $last['via'] ] ?? $last['via'],
		$last['removed']
	);
}
