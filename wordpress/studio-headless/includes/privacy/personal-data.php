<?php
/**
 * Leads are personal data (152-ФЗ): WordPress's own Tools → Export Personal Data and Erase
 * Personal Data find them by the visitor's e-mail.
 *
 * The exporter gives each lead's validated fields under their labels, and everything else the
 * caller sent in a group of its own («… прочие присланные поля (не проверены)»); every value as
 * text (WordPress's export page prints values as HTML).
 *
 * The eraser keeps an anonymised row: name, phone, e-mail, message and request_id are gone, the
 * request_id replaced by a random one, and the payload keeps only what names nobody (page,
 * sphere, consent, the cleaned attribution; every other key, whatever it is called, is dropped),
 * so the studio's counts of leads per page and campaign stay right. The row is marked
 * anonymised_at.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Leads handled per exporter or eraser page (WordPress calls again until done). */
const STUDIO_PRIVACY_PAGE_SIZE = 50;

/** What an erased lead's payload keeps: nothing that names anybody. */
const STUDIO_PRIVACY_KEPT_KEYS = array( 'page', 'sphere', 'consent' );

add_filter( 'wp_privacy_personal_data_exporters', 'studio_leads_register_exporter' );
add_filter( 'wp_privacy_personal_data_erasers', 'studio_leads_register_eraser' );
add_action( 'load-export-personal-data.php', 'studio_privacy_screen_title' );
add_action( 'load-erase-personal-data.php', 'studio_privacy_screen_title' );

/**
 * WordPress 6.1's own Export/Erase Personal Data screens leave the admin page title unset, so
 * core looks it up with a null plugin page and PHP 8.1+ logs a deprecation on every visit. The
 * screens are where leads are exported and erased: give them their title first.
 */
function studio_privacy_screen_title(): void {
	global $title;
	if ( empty( $title ) ) {
		// phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own strings, core's translation.
		$title = 'load-export-personal-data.php' === current_action() ? __( 'Export Personal Data' ) : __( 'Erase Personal Data' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	}
}

/**
 * Registers the leads exporter.
 *
 * @param array $exporters The exporters so far.
 * @return array
 */
function studio_leads_register_exporter( $exporters ): array {
	$exporters                 = (array) $exporters;
	$exporters['studio-leads'] = array(
		'exporter_friendly_name' => __( 'Заявки с сайта', 'studio-headless' ),
		'callback'               => 'studio_leads_export_personal_data',
	);
	return $exporters;
}

/**
 * Registers the leads eraser.
 *
 * @param array $erasers The erasers so far.
 * @return array
 */
function studio_leads_register_eraser( $erasers ): array {
	$erasers                 = (array) $erasers;
	$erasers['studio-leads'] = array(
		'eraser_friendly_name' => __( 'Заявки с сайта', 'studio-headless' ),
		'callback'             => 'studio_leads_erase_personal_data',
	);
	return $erasers;
}

/**
 * One page of the leads sent with this e-mail (not yet anonymised), oldest first.
 *
 * @param string $email The visitor's e-mail.
 * @param int    $page  1-based page.
 * @return array<int, array<string, mixed>>
 */
function studio_leads_by_email( string $email, int $page ): array {
	global $wpdb;
	$table  = studio_leads_table();
	$offset = max( 0, $page - 1 ) * STUDIO_PRIVACY_PAGE_SIZE;
	$rows   = $wpdb->get_results(
		// phpcs:ignore WordPress.DB.PreparedSQL -- the table name is ours.
		$wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s AND anonymised_at IS NULL ORDER BY id LIMIT %d OFFSET %d", $email, STUDIO_PRIVACY_PAGE_SIZE, $offset ),
		ARRAY_A
	);
	return array_map( 'studio_lead_decode', (array) $rows );
}

/**
 * The exporter: every lead with this e-mail, each with all its fields.
 *
 * @param string $email The visitor's e-mail.
 * @param int    $page  1-based page.
 * @return array{data: array, done: bool}
 */
function studio_leads_export_personal_data( $email, $page = 1 ): array {
	$rows = studio_leads_by_email( (string) $email, (int) $page );
	$data = array();
	foreach ( $rows as $row ) {
		$data[] = array(
			'group_id'    => 'studio-leads',
			'group_label' => __( 'Заявки с сайта', 'studio-headless' ),
			'item_id'     => 'studio-lead-' . $row['id'],
			'data'        => studio_privacy_items( studio_lead_fields( $row ) ),
		);
		$extra = studio_lead_extra_fields( $row );
		if ( $extra ) {
			$data[] = array(
				'group_id'    => 'studio-leads-extra',
				/* translators: %s: the heading «Прочие присланные поля (не проверены)». */
				'group_label' => sprintf( __( 'Заявки с сайта: %s', 'studio-headless' ), studio_lead_extra_heading() ),
				'item_id'     => 'studio-lead-extra-' . $row['id'],
				'data'        => studio_privacy_items( $extra ),
			);
		}
	}
	return array(
		'data' => $data,
		'done' => count( $rows ) < STUDIO_PRIVACY_PAGE_SIZE,
	);
}

/**
 * Export items from label => text, each value escaped: WordPress prints them as HTML (allowing
 * links), and a lead's text must stay text.
 *
 * @param array<string, string> $fields Label => text.
 * @return array<int, array{name: string, value: string}>
 */
function studio_privacy_items( array $fields ): array {
	$items = array();
	foreach ( $fields as $label => $value ) {
		$items[] = array(
			'name'  => (string) $label,
			'value' => esc_html( $value ),
		);
	}
	return $items;
}

/**
 * The eraser: anonymises every lead with this e-mail (see the file's comment). Always page 1:
 * an anonymised row no longer matches, so the next call finds the next ones.
 *
 * @param string $email The visitor's e-mail.
 * @param int    $page  1-based page (unused, see above).
 * @return array{items_removed: bool, items_retained: bool, messages: array, done: bool}
 */
function studio_leads_erase_personal_data( $email, $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter
	global $wpdb;
	$rows    = studio_leads_by_email( (string) $email, 1 );
	$removed = false;
	foreach ( $rows as $row ) {
		$payload = array_intersect_key( (array) $row['payload'], array_flip( STUDIO_PRIVACY_KEPT_KEYS ) );
		$source  = studio_lead_attribution( $row );
		if ( $source ) {
			$payload['attribution'] = $source;
		}
		$updated = $wpdb->update(
			studio_leads_table(),
			array(
				'request_id'    => wp_generate_uuid4(),
				'name'          => '',
				'phone'         => '',
				'email'         => null,
				'message'       => null,
				'payload'       => wp_json_encode( $payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
				'anonymised_at' => current_time( 'mysql', true ),
			),
			array( 'id' => (int) $row['id'] ),
			array( '%s', '%s', '%s', '%s', '%s', '%s', '%s' ),
			array( '%d' )
		);
		$removed = $removed || false !== $updated;
	}
	return array(
		'items_removed'  => $removed,
		'items_retained' => false,
		'messages'       => array(),
		'done'           => count( $rows ) < STUDIO_PRIVACY_PAGE_SIZE,
	);
}
