<?php
/**
 * A stored lead as people read it (the single view, the CSV, the personal-data export): Russian
 * labels of the fields, the sphere and the notification's delivery.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

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
