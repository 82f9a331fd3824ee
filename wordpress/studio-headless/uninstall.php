<?php
/**
 * Plugins → Delete: WordPress runs this file (the plugin itself is not loaded) before it removes
 * the plugin's files. It removes, on every site of a network:
 * - the plugin's options and secrets: every option named `studio_…` (the site URL, the
 *   revalidation and form secrets, the lead settings, the webhook's log and pending retry, the
 *   used preview tokens, the last purge, the schema versions, and any later one of that prefix),
 *   their transients, and the `create_solution` setting it registered;
 * - the capability `studio_manage_leads` from every role;
 * - its WP-Cron events (every hook named `studio_…`);
 * - the used preview tokens' table `{prefix}studio_preview_used` (nonces and expiry times only);
 * - the approval links' tables `{prefix}studio_approval_links` and `{prefix}studio_approval_events`
 *   (token hashes, who made and revoked each link, openings, and the clients' names and comments:
 *   without the plugin no link opens, and nothing else reads them);
 * - the leads table `{prefix}studio_leads` only when an administrator ticked «Удалить заявки при
 *   удалении плагина» on Заявки → Настройки (by default it stays, with every lead in it: leads are
 *   the studio's records, and deleting a plugin must not silently delete them).
 * Content stays: cases, solutions, vacancies, their meta and terms are WordPress's own objects.
 *
 * @package StudioHeadless
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes the plugin's data from the current site (see the file's comment).
 */
function studio_headless_uninstall_site(): void {
	global $wpdb;

	$settings = get_option( 'studio_leads_settings', array() );
	$drop     = is_array( $settings ) && ! empty( $settings['drop_on_uninstall'] );

	// Options: `studio_…` (and their transients), looked up so that none is forgotten.
	$names = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'studio_' ) . '%',
			$wpdb->esc_like( '_transient_studio_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_studio_' ) . '%'
		)
	);
	foreach ( array_merge( (array) $names, array( 'create_solution' ) ) as $name ) {
		delete_option( (string) $name );
	}

	// The capability, from every role that has it.
	foreach ( wp_roles()->role_objects as $role ) {
		if ( $role->has_cap( 'studio_manage_leads' ) ) {
			$role->remove_cap( 'studio_manage_leads' );
		}
	}

	// WP-Cron: every event of a `studio_…` hook, whatever its arguments.
	$hooks = array();
	foreach ( (array) _get_cron_array() as $events ) {
		foreach ( array_keys( (array) $events ) as $hook ) {
			if ( str_starts_with( (string) $hook, 'studio_' ) ) {
				$hooks[ $hook ] = true;
			}
		}
	}
	foreach ( array_keys( $hooks ) as $hook ) {
		wp_unschedule_hook( $hook );
	}

	// The used preview tokens: nonces and expiry times, nobody's data.
	$preview_table = $wpdb->prefix . 'studio_preview_used';
	$wpdb->query( "DROP TABLE IF EXISTS {$preview_table}" );

	// The approval links and their events: dead without the plugin, and the clients' words with them.
	foreach ( array( 'studio_approval_events', 'studio_approval_links' ) as $approval_table ) {
		$approval_table = $wpdb->prefix . $approval_table;
		// phpcs:ignore WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the table names are ours.
		$wpdb->query( "DROP TABLE IF EXISTS {$approval_table}" );
	}

	if ( $drop ) {
		$table = $wpdb->prefix . 'studio_leads';
		// phpcs:ignore WordPress.DB.PreparedSQL, WordPress.DB.DirectDatabaseQuery.SchemaChange -- the table name is ours; dropping it is the administrator's explicit choice.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
	}
}

/**
 * Every site of a network (each has its own options, roles, events and table), or this one.
 */
function studio_headless_uninstall(): void {
	if ( ! is_multisite() ) {
		studio_headless_uninstall_site();
		return;
	}
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $site_id ) {
		switch_to_blog( (int) $site_id );
		studio_headless_uninstall_site();
		restore_current_blog();
	}
}

studio_headless_uninstall();
