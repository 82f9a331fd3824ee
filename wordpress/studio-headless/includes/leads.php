<?php
/**
 * Leads (POST {api}/form): validated like the demo WordPress, stored once per request_id in a
 * table of their own. The unique key makes a repeat (the site's retry, a double submit, two
 * instances at once) a no-op in the database itself, not a read-then-write race.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_DB_VERSION = '1';
const STUDIO_LEAD_MAX_BODY    = 65536;

add_action( 'init', 'studio_leads_maybe_upgrade' );

/**
 * The leads table's name.
 */
function studio_leads_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'studio_leads';
}

/**
 * Creates or updates the table (dbDelta), and records the schema version.
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
  PRIMARY KEY  (id),
  UNIQUE KEY request_id (request_id),
  KEY created_at (created_at)
) {$charset};"
	);
	update_option( 'studio_leads_db_version', STUDIO_LEADS_DB_VERSION, false );
}

/**
 * A plugin copied in and updated without re-activation still gets its table.
 */
function studio_leads_maybe_upgrade(): void {
	if ( get_option( 'studio_leads_db_version' ) !== STUDIO_LEADS_DB_VERSION ) {
		studio_leads_install();
	}
}

/**
 * Trimmed text of a field, or null when it is not a string.
 *
 * @param array  $body  The lead.
 * @param string $field The field.
 */
function studio_lead_string( array $body, string $field ): ?string {
	return isset( $body[ $field ] ) && is_string( $body[ $field ] ) ? trim( $body[ $field ] ) : null;
}

/**
 * Validates a lead (WP-API.md Lead) with Russian messages, as the demo WordPress does.
 *
 * @param mixed $body The decoded JSON body.
 * @return array{lead?: array<string, mixed>, errors?: array<string, string>}
 */
function studio_validate_lead( $body ): array {
	if ( ! is_array( $body ) || ( $body && array_is_list( $body ) ) ) {
		return array( 'errors' => array( 'form' => 'Не удалось прочитать заявку, попробуйте ещё раз' ) );
	}
	$errors     = array();
	$request_id = studio_lead_string( $body, 'request_id' );
	$name       = studio_lead_string( $body, 'name' );
	$phone      = studio_lead_string( $body, 'phone' );
	$email      = studio_lead_string( $body, 'email' );
	$message    = studio_lead_string( $body, 'message' );
	$sphere     = studio_lead_string( $body, 'sphere' );
	$page       = studio_lead_string( $body, 'page' );

	if ( ! $request_id || ! preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i', $request_id ) ) {
		$errors['request_id'] = 'Нет идентификатора заявки (request_id, UUID)';
	}
	if ( true !== ( $body['consent'] ?? null ) ) {
		$errors['consent'] = 'Нужно согласие на обработку персональных данных';
	}
	if ( null === $name || mb_strlen( $name ) < 2 ) {
		$errors['name'] = 'Укажите имя';
	} elseif ( mb_strlen( $name ) > 100 ) {
		$errors['name'] = 'Слишком длинное имя';
	}
	$digits = preg_replace( '/\D/', '', (string) $phone );
	if ( ! $phone || strlen( $digits ) < 10 || strlen( $digits ) > 15 || preg_match( '/[^\d\s()+-]/', $phone ) ) {
		$errors['phone'] = 'Укажите телефон в формате +7 900 000-00-00';
	}
	if ( isset( $body['email'] ) && '' !== $body['email'] ) {
		if ( ! $email || ! preg_match( '/^[^\s@]+@[^\s@]+\.[^\s@]+$/u', $email ) ) {
			$errors['email'] = 'Проверьте адрес почты';
		}
	}
	if ( isset( $body['message'] ) ) {
		if ( null === $message ) {
			$errors['message'] = 'Сообщение должно быть текстом';
		} elseif ( mb_strlen( $message ) > 2000 ) {
			$errors['message'] = 'Не более 2000 символов';
		}
	}
	if ( isset( $body['sphere'] ) && ( null === $sphere || mb_strlen( $sphere ) > 50 ) ) {
		$errors['sphere'] = 'Выберите сферу из списка';
	}
	if ( ! $page || ! str_starts_with( $page, '/' ) || mb_strlen( $page ) > 300 ) {
		$errors['page'] = 'Не указана страница, с которой отправлена заявка';
	}
	/**
	 * Filters a lead's field errors (field => message in Russian): a studio's own rules, such as
	 * a blocklist of spam numbers. The site shows these messages at the fields.
	 *
	 * @param array<string, string> $errors The errors so far.
	 * @param array                 $body   The lead as sent.
	 */
	$errors = (array) apply_filters( 'studio_lead_errors', $errors, $body );
	if ( $errors ) {
		return array( 'errors' => $errors );
	}
	$lead = array(
		'request_id' => strtolower( $request_id ),
		'name'       => $name,
		'phone'      => $phone,
		'page'       => $page,
		'consent'    => true,
	);
	foreach ( array(
		'email'   => $email,
		'message' => $message,
		'sphere'  => $sphere,
	) as $field => $value ) {
		if ( null !== $value && '' !== $value ) {
			$lead[ $field ] = $value;
		}
	}
	return array( 'lead' => $lead );
}

/**
 * Stores a valid lead once. Every field the site sent is kept in `payload` (the columns hold the
 * ones people search by). Returns true when it was stored now, false for a request_id already
 * stored, or a WP_Error when the database failed.
 *
 * @param array $lead The validated lead.
 * @param array $body Everything the site sent.
 * @return bool|WP_Error
 */
function studio_store_lead( array $lead, array $body ) {
	global $wpdb;
	$table  = studio_leads_table();
	$fields = array(
		'request_id' => $lead['request_id'],
		'name'       => $lead['name'],
		'phone'      => $lead['phone'],
		'page'       => $lead['page'],
		'consent'    => 1,
		'payload'    => wp_json_encode( array_merge( $body, $lead ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
		'created_at' => current_time( 'mysql', true ),
	);
	foreach ( array( 'email', 'message', 'sphere' ) as $optional ) {
		if ( isset( $lead[ $optional ] ) ) {
			$fields[ $optional ] = $lead[ $optional ];
		}
	}
	$columns      = implode( ', ', array_keys( $fields ) );
	$placeholders = implode( ', ', array_map( static fn( $v ) => is_int( $v ) ? '%d' : '%s', $fields ) );
	// ON DUPLICATE KEY: only a repeated request_id is a no-op; any other error still fails.
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table and column names are ours.
	$result = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} ({$columns}) VALUES ({$placeholders}) ON DUPLICATE KEY UPDATE id = id", array_values( $fields ) ) );
	if ( false === $result ) {
		return new WP_Error( 'studio_lead_not_stored', 'The lead could not be stored.' );
	}
	$stored = 1 === (int) $result;
	if ( $stored ) {
		/**
		 * Fires once per lead, when it is first stored.
		 *
		 * @param array $lead The lead.
		 * @param int   $id   Its row id.
		 */
		do_action( 'studio_lead_stored', $lead, (int) $wpdb->insert_id );
	}
	return $stored;
}
