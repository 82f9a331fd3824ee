<?php
/**
 * The leads table (its schema, created and upgraded by dbDelta) and the capability of the
 * 'Заявки' screens.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_DB_VERSION = '3';

/**
 * The capability of the 'Заявки' screens (administrators and editors get it).
 */
const STUDIO_LEADS_CAP = 'studio_manage_leads';

add_action( 'init', 'studio_leads_maybe_upgrade' );

/**
 * The leads table's name.
 */
function studio_leads_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'studio_leads';
}

/**
 * Creates or updates the table (dbDelta), gives administrators and editors the leads capability,
 * makes the form secret when there is none (studio_form_secret_ensure) and records the schema
 * version. Version 2 adds the notification's delivery (notify_status: sent, failed or none when no
 * address is set; NULL before the attempt) and anonymised_at (the personal-data eraser's mark);
 * version 3 changes no column: it makes an install updated without re-activation run this once,
 * so that it gets its form secret.
 */
function studio_leads_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = studio_leads_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  request_id char(36) NOT NULL,
  name varchar(100) NOT NULL,
  phone varchar(32) NOT NULL,
  email varchar(254) DEFAULT NULL,
  message text DEFAULT NULL,
  sphere varchar(50) DEFAULT NULL,
  page varchar(300) NOT NULL,
  consent tinyint(1) NOT NULL DEFAULT 1,
  payload longtext NOT NULL,
  created_at datetime NOT NULL,
  notify_status varchar(20) DEFAULT NULL,
  notify_error varchar(255) DEFAULT NULL,
  anonymised_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY request_id (request_id),
  KEY created_at (created_at)
) {$charset};"
	);
	foreach ( array( 'administrator', 'editor' ) as $role_name ) {
		$role = get_role( $role_name );
		if ( $role && ! $role->has_cap( STUDIO_LEADS_CAP ) ) {
			$role->add_cap( STUDIO_LEADS_CAP );
		}
	}
	studio_form_secret_ensure();
	update_option( 'studio_leads_db_version', STUDIO_LEADS_DB_VERSION, false );
}

/**
 * A plugin copied in and updated without re-activation still gets its table and its form secret.
 */
function studio_leads_maybe_upgrade(): void {
	if ( get_option( 'studio_leads_db_version' ) !== STUDIO_LEADS_DB_VERSION ) {
		studio_leads_install();
	}
}
