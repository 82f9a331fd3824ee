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
 * The validated fields of a stored lead as label => text, in reading order: the columns, the
 * attribution (cleaned), the delivery, the consent. Used by the single view, the CSV and the
 * personal-data export. Built from the row's columns and the cleaned attribution only, so nothing
 * else the caller sent can take a label's place (see studio_lead_extra_fields). An anonymised
 * lead has no personal fields left to show.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 * @return array<string, string>
 */
function studio_lead_fields( array $row ): array {
	$attribution = studio_lead_attribution( $row );
	$fields      = array(
		__( 'Дата', 'studio-headless' )      => get_date_from_gmt( (string) $row['created_at'], 'd.m.Y H:i' ),
		__( 'Имя', 'studio-headless' )       => (string) $row['name'],
		__( 'Телефон', 'studio-headless' )   => (string) $row['phone'],
		__( 'E-mail', 'studio-headless' )    => (string) ( $row['email'] ?? '' ),
		__( 'Сообщение', 'studio-headless' ) => (string) ( $row['message'] ?? '' ),
		__( 'Сфера', 'studio-headless' )     => studio_lead_sphere_label( (string) ( $row['sphere'] ?? '' ) ),
		__( 'Страница', 'studio-headless' )  => (string) $row['page'],
	);
	foreach ( studio_leads_attribution_labels() as $field => $label ) {
		$value            = $attribution[ $field ] ?? '';
		$fields[ $label ] = in_array( $field, array( 'landing_page', 'referrer' ), true ) ? studio_lead_readable_url( $value ) : $value;
	}
	$fields[ __( 'Уведомление', 'studio-headless' ) ]                  = studio_lead_notify_label( $row );
	$fields[ __( 'Согласие на обработку данных', 'studio-headless' ) ] = ! empty( $row['consent'] ) ? __( 'да', 'studio-headless' ) : __( 'нет', 'studio-headless' );
	$fields['request_id'] = empty( $row['anonymised_at'] ) ? (string) $row['request_id'] : '';
	if ( ! empty( $row['anonymised_at'] ) ) {
		$fields[ __( 'Персональные данные удалены', 'studio-headless' ) ] = get_date_from_gmt( (string) $row['anonymised_at'], 'd.m.Y H:i' );
	}
	return $fields;
}

/**
 * The heading under which a lead's other keys are shown, apart from its fields.
 */
function studio_lead_extra_heading(): string {
	return __( 'Прочие присланные поля (не проверены)', 'studio-headless' );
}

/**
 * The keys of a lead's payload that are its own fields (validated, or the cleaned attribution).
 *
 * @return string[]
 */
function studio_lead_known_keys(): array {
	return array( 'request_id', 'name', 'phone', 'email', 'message', 'sphere', 'page', 'consent', 'attribution' );
}

/**
 * Everything else the caller sent with a lead (kept in the payload as sent, never validated), as
 * key => text in the order sent; a value that is not a string as its JSON. Never a lead's field,
 * whatever its key is called: the single view, the CSV and the export show these apart, under
 * studio_lead_extra_heading(), as plain text.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 * @return array<string, string>
 */
function studio_lead_extra_fields( array $row ): array {
	$extra = array();
	foreach ( (array) ( $row['payload'] ?? array() ) as $key => $value ) {
		if ( in_array( (string) $key, studio_lead_known_keys(), true ) ) {
			continue;
		}
		$extra[ (string) $key ] = is_string( $value ) ? $value : (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}
	return $extra;
}

/**
 * The other keys as one JSON object (the CSV's last column), or '' when there are none.
 *
 * @param array<string, mixed> $row A decoded row (studio_lead_decode).
 */
function studio_lead_extra_json( array $row ): string {
	$extra = array();
	foreach ( (array) ( $row['payload'] ?? array() ) as $key => $value ) {
		if ( ! in_array( (string) $key, studio_lead_known_keys(), true ) ) {
			$extra[ (string) $key ] = $value;
		}
	}
	return $extra ? (string) wp_json_encode( $extra, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : '';
}

/**
 * A `mailto:` link target for a validated address, or '' when it is not one: the local part
 * percent-encoded (RFC 6068), so that `?`, `&` or `%` in it can never add a header (bcc, cc,
 * body) to the mail a click starts.
 *
 * @param string $email The lead's validated e-mail (its column).
 */
function studio_lead_mailto( string $email ): string {
	if ( '' === $email || ! is_email( $email ) ) {
		return '';
	}
	$at = strrpos( $email, '@' );
	return 'mailto:' . rawurlencode( substr( $email, 0, $at ) ) . '@' . substr( $email, $at + 1 );
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
