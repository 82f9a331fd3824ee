<?php
/**
 * Leads (POST {api}/form): validated like the demo WordPress, stored once per request_id in a
 * table of their own. The unique key makes a repeat (the site's retry, a double submit, two
 * instances at once) a no-op in the database itself, not a read-then-write race.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_DB_VERSION = '2';
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
 * Attribution fields (WP-API.md 'Lead': where the visit came from) and the longest value of each.
 */
const STUDIO_LEAD_ATTRIBUTION_MAX = array(
	'landing_page' => 500,
	'referrer'     => 500,
	'utm_source'   => 200,
	'utm_medium'   => 200,
	'utm_campaign' => 200,
	'utm_term'     => 200,
	'utm_content'  => 200,
);

/**
 * The capability of the 'Заявки' screens (administrators and editors get it).
 */
const STUDIO_LEADS_CAP = 'studio_manage_leads';

/**
 * Creates or updates the table (dbDelta), gives administrators and editors the leads capability,
 * and records the schema version. Version 2 adds the notification's delivery (notify_status:
 * sent, failed or none when no address is set; NULL before the attempt) and anonymised_at (the
 * personal-data eraser's mark).
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
	$attribution = studio_clean_lead_attribution( $body['attribution'] ?? null );
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
	if ( $attribution ) {
		$lead['attribution'] = $attribution;
	}
	return array( 'lead' => $lead );
}

/**
 * The known attribution fields that are non-empty strings within their limits (as plain text).
 * Never an error: where a lead came from must not cost the lead.
 *
 * @param mixed $value The lead's `attribution` as sent.
 * @return array<string, string>
 */
function studio_clean_lead_attribution( $value ): array {
	if ( ! is_array( $value ) ) {
		return array();
	}
	$clean = array();
	foreach ( STUDIO_LEAD_ATTRIBUTION_MAX as $field => $max ) {
		$text = studio_lead_string( $value, $field );
		if ( null !== $text && '' !== $text && mb_strlen( $text ) <= $max && ! preg_match( '/[\x00-\x1F\x7F]/u', $text ) ) {
			$clean[ $field ] = $text;
		}
	}
	return $clean;
}

/**
 * The Russian label of a sphere (the site's list), or the value itself.
 *
 * @param string $sphere The sphere's value.
 */
function studio_lead_sphere_label( string $sphere ): string {
	$labels = array(
		'webapps'    => __( 'Веб-сервис', 'studio-headless' ),
		'ecommerce'  => __( 'Интернет-магазин', 'studio-headless' ),
		'sport'      => __( 'Спорт', 'studio-headless' ),
		'culture'    => __( 'Культура', 'studio-headless' ),
		'restaurant' => __( 'Ресторан', 'studio-headless' ),
		'account'    => __( 'Личный кабинет', 'studio-headless' ),
		'mobile'     => __( 'Мобильное приложение', 'studio-headless' ),
		'other'      => __( 'Другое', 'studio-headless' ),
	);
	return $labels[ $sphere ] ?? $sphere;
}

/**
 * One stored lead's row, with its payload decoded (`payload` an array), or null.
 *
 * @param int $id The row id.
 * @return array<string, mixed>|null
 */
function studio_get_lead( int $id ): ?array {
	global $wpdb;
	$table = studio_leads_table();
	// phpcs:ignore WordPress.DB.PreparedSQL -- the table name is ours.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
	return $row ? studio_lead_decode( $row ) : null;
}

/**
 * Decodes a row's payload (an array; empty when unreadable).
 *
 * @param array<string, mixed> $row A row of the leads table.
 * @return array<string, mixed>
 */
function studio_lead_decode( array $row ): array {
	$payload        = json_decode( (string) ( $row['payload'] ?? '' ), true );
	$row['payload'] = is_array( $payload ) ? $payload : array();
	return $row;
}

/**
 * A row's attribution (from its payload), known fields only.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 * @return array<string, string>
 */
function studio_lead_attribution( array $row ): array {
	return studio_clean_lead_attribution( $row['payload']['attribution'] ?? null );
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
	$table = studio_leads_table();
	// The payload keeps what the site sent, with the validated fields (attribution cleaned) on top.
	unset( $body['attribution'] );
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

/**
 * Russian labels of the attribution fields, in display order.
 *
 * @return array<string, string>
 */
function studio_leads_attribution_labels(): array {
	return array(
		'utm_source'   => __( 'Источник (utm_source)', 'studio-headless' ),
		'utm_medium'   => __( 'Канал (utm_medium)', 'studio-headless' ),
		'utm_campaign' => __( 'Кампания (utm_campaign)', 'studio-headless' ),
		'utm_term'     => __( 'Ключевое слово (utm_term)', 'studio-headless' ),
		'utm_content'  => __( 'Объявление (utm_content)', 'studio-headless' ),
		'landing_page' => __( 'Страница входа', 'studio-headless' ),
		'referrer'     => __( 'Пришёл с', 'studio-headless' ),
	);
}

/**
 * The notification's delivery in words: sent, failed (with the reason), not configured, or
 * not attempted yet.
 *
 * @param array<string, mixed> $row A row of the leads table.
 */
function studio_lead_notify_label( array $row ): string {
	switch ( $row['notify_status'] ?? null ) {
		case 'sent':
			return __( 'Отправлено', 'studio-headless' );
		case 'failed':
			$reason = (string) ( $row['notify_error'] ?? '' );
			return '' === $reason ? __( 'Ошибка отправки', 'studio-headless' ) : __( 'Ошибка отправки', 'studio-headless' ) . ': ' . $reason;
		case 'none':
			return __( 'Адрес не настроен', 'studio-headless' );
		default:
			return __( 'Не отправлялось', 'studio-headless' );
	}
}

/**
 * Every field of a stored lead as label => text, in reading order: the columns, the attribution,
 * then anything else the site sent (kept in the payload). Used by the single view, the CSV and
 * the personal-data export. An anonymised lead has no personal fields left to show.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 * @return array<string, string>
 */
function studio_lead_fields( array $row ): array {
	$payload     = (array) ( $row['payload'] ?? array() );
	$attribution = studio_lead_attribution( $row );
	$fields      = array(
		__( 'Дата', 'studio-headless' )        => get_date_from_gmt( (string) $row['created_at'], 'd.m.Y H:i' ),
		__( 'Имя', 'studio-headless' )         => (string) $row['name'],
		__( 'Телефон', 'studio-headless' )     => (string) $row['phone'],
		__( 'E-mail', 'studio-headless' )      => (string) ( $row['email'] ?? '' ),
		__( 'Сообщение', 'studio-headless' )   => (string) ( $row['message'] ?? '' ),
		__( 'Сфера', 'studio-headless' )       => studio_lead_sphere_label( (string) ( $row['sphere'] ?? '' ) ),
		__( 'Страница', 'studio-headless' )    => (string) $row['page'],
	);
	foreach ( studio_leads_attribution_labels() as $field => $label ) {
		$value            = $attribution[ $field ] ?? '';
		$fields[ $label ] = in_array( $field, array( 'landing_page', 'referrer' ), true ) ? studio_lead_readable_url( $value ) : $value;
	}
	$fields[ __( 'Уведомление', 'studio-headless' ) ] = studio_lead_notify_label( $row );
	$fields[ __( 'Согласие на обработку данных', 'studio-headless' ) ] = ! empty( $row['consent'] ) ? __( 'да', 'studio-headless' ) : __( 'нет', 'studio-headless' );
	$fields['request_id'] = empty( $row['anonymised_at'] ) ? (string) $row['request_id'] : '';
	if ( ! empty( $row['anonymised_at'] ) ) {
		$fields[ __( 'Персональные данные удалены', 'studio-headless' ) ] = get_date_from_gmt( (string) $row['anonymised_at'], 'd.m.Y H:i' );
	}
	$known = array( 'request_id', 'name', 'phone', 'email', 'message', 'sphere', 'page', 'consent', 'attribution' );
	foreach ( $payload as $key => $value ) {
		if ( ! in_array( $key, $known, true ) ) {
			$fields[ (string) $key ] = is_scalar( $value ) ? (string) $value : (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		}
	}
	return $fields;
}

/**
 * A URL as people read it: percent-escapes decoded (Cyrillic utm_term), unless that is not
 * valid UTF-8; the stored value stays as sent.
 *
 * @param string $url The URL or path.
 */
function studio_lead_readable_url( string $url ): string {
	$decoded = rawurldecode( $url );
	return '' !== $decoded && wp_check_invalid_utf8( $decoded ) === $decoded && ! preg_match( '/[\x00-\x1F\x7F]/', $decoded ) ? $decoded : $url;
}
