<?php
/**
 * The approval links' two tables (docs/wordpress-plugin.md 'Approval links'), created and
 * upgraded by dbDelta: `{prefix}studio_approval_links`, one row per link (the token's SHA-256,
 * never the token; its case, maker, expiry, revocation and the openings' counters), and
 * `{prefix}studio_approval_events`, what happened to each link, oldest first.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The tables' schema version; the option below records the installed one. */
const STUDIO_APPROVAL_DB_VERSION = '1';
/** The option recording the installed schema version of the approval tables. */
const STUDIO_APPROVAL_DB_VERSION_OPTION = 'studio_approval_db_version';

add_action( 'init', 'studio_approval_maybe_install' );

/**
 * The links table's name.
 */
function studio_approval_links_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'studio_approval_links';
}

/**
 * The events table's name.
 */
function studio_approval_events_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'studio_approval_events';
}

/**
 * Creates or updates both tables (dbDelta) and records the schema version. Run on activation,
 * and on the first request after an update of an already active plugin. Times are UTC.
 */
function studio_approval_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$links   = studio_approval_links_table();
	$events  = studio_approval_events_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$links} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  post_id bigint(20) unsigned NOT NULL,
  token_hash char(64) NOT NULL,
  created_at datetime NOT NULL,
  created_by bigint(20) unsigned NOT NULL DEFAULT 0,
  created_by_name varchar(250) DEFAULT NULL,
  expires_at datetime NOT NULL,
  revoked_at datetime DEFAULT NULL,
  revoked_by bigint(20) unsigned DEFAULT NULL,
  revoked_by_name varchar(250) DEFAULT NULL,
  opened_at datetime DEFAULT NULL,
  last_opened_at datetime DEFAULT NULL,
  opens int(10) unsigned NOT NULL DEFAULT 0,
  approved_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY token_hash (token_hash),
  KEY post_id (post_id)
) {$charset};
CREATE TABLE {$events} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  link_id bigint(20) unsigned NOT NULL,
  kind varchar(20) NOT NULL,
  created_at datetime NOT NULL,
  user_id bigint(20) unsigned DEFAULT NULL,
  name varchar(250) DEFAULT NULL,
  comment text DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY link_kind (link_id,kind)
) {$charset};"
	);
	update_option( STUDIO_APPROVAL_DB_VERSION_OPTION, STUDIO_APPROVAL_DB_VERSION );
}

/**
 * On every request (one autoloaded option read): installs the tables when the recorded version
 * is not this one, for installs that had the plugin active before the tables existed.
 */
function studio_approval_maybe_install(): void {
	if ( STUDIO_APPROVAL_DB_VERSION !== get_option( STUDIO_APPROVAL_DB_VERSION_OPTION ) ) {
		studio_approval_install();
	}
}
