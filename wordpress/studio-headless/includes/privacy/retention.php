<?php
/**
 * Retention (152-ФЗ): a daily WP-Cron event deletes leads older than the retention period
 * (Заявки → Настройки, or STUDIO_LEADS_RETENTION_DAYS; default 365 days). Scheduled on the first
 * request after activation (also for a plugin copied in without re-activation), unscheduled on
 * deactivation. Without visitors WP-Cron needs a system cron calling wp-cron.php.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_PURGE_HOOK = 'studio_leads_purge';

add_action( 'init', 'studio_leads_schedule_purge' );
add_action( STUDIO_LEADS_PURGE_HOOK, 'studio_leads_purge' );

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
 * Deletes the leads stored more than the retention period ago; returns how many.
 */
function studio_leads_purge(): int {
	global $wpdb;
	$table  = studio_leads_table();
	$cutoff = gmdate( 'Y-m-d H:i:s', time() - studio_leads_retention_days() * DAY_IN_SECONDS );
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table name is ours.
	$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", $cutoff ) );
	return (int) $deleted;
}
