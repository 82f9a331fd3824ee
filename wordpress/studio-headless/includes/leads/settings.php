<?php
/**
 * The leads' settings (Заявки → Настройки, the Settings API): the notification address and how
 * many days leads are kept. The wp-config constants STUDIO_LEADS_EMAIL and
 * STUDIO_LEADS_RETENTION_DAYS win when defined (the screen says so).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

const STUDIO_LEADS_SETTINGS         = 'studio_leads_settings';
const STUDIO_LEADS_DEFAULT_RETENTION = 365;

add_action( 'admin_init', 'studio_leads_register_settings' );

/**
 * The stored settings, with defaults.
 *
 * @return array{email: string, retention_days: int}
 */
function studio_leads_settings(): array {
	$saved = get_option( STUDIO_LEADS_SETTINGS, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'email'          => isset( $saved['email'] ) && is_string( $saved['email'] ) ? $saved['email'] : '',
		'retention_days' => isset( $saved['retention_days'] ) ? max( 1, absint( $saved['retention_days'] ) ) : STUDIO_LEADS_DEFAULT_RETENTION,
	);
}

/**
 * Where new leads are mailed: STUDIO_LEADS_EMAIL, else the setting; '' when none is set.
 */
function studio_leads_email(): string {
	$email = defined( 'STUDIO_LEADS_EMAIL' ) ? (string) STUDIO_LEADS_EMAIL : studio_leads_settings()['email'];
	return (string) sanitize_email( $email );
}

/**
 * How many days a lead is kept: STUDIO_LEADS_RETENTION_DAYS, else the setting (default 365).
 */
function studio_leads_retention_days(): int {
	if ( defined( 'STUDIO_LEADS_RETENTION_DAYS' ) ) {
		return max( 1, absint( STUDIO_LEADS_RETENTION_DAYS ) );
	}
	return studio_leads_settings()['retention_days'];
}

/**
 * Registers the option and the screen's fields.
 */
function studio_leads_register_settings(): void {
	register_setting(
		'studio_leads',
		STUDIO_LEADS_SETTINGS,
		array(
			'type'              => 'object',
			'default'           => array(),
			'sanitize_callback' => 'studio_leads_sanitize_settings',
		)
	);
	add_settings_section( 'studio_leads_main', '', '__return_false', 'studio-leads-settings' );
	add_settings_field(
		'studio_leads_email',
		__( 'E-mail для уведомлений', 'studio-headless' ),
		'studio_leads_email_field',
		'studio-leads-settings',
		'studio_leads_main',
		array( 'label_for' => 'studio_leads_email' )
	);
	add_settings_field(
		'studio_leads_retention_days',
		__( 'Хранить заявки, дней', 'studio-headless' ),
		'studio_leads_retention_field',
		'studio-leads-settings',
		'studio_leads_main',
		array( 'label_for' => 'studio_leads_retention_days' )
	);
}

/**
 * Keeps a valid address (or none) and a whole number of days, at least 1.
 *
 * @param mixed $value The submitted value.
 * @return array{email: string, retention_days: int}
 */
function studio_leads_sanitize_settings( $value ): array {
	$value = is_array( $value ) ? $value : array();
	$email = isset( $value['email'] ) && is_string( $value['email'] ) ? sanitize_email( wp_unslash( $value['email'] ) ) : '';
	if ( isset( $value['email'] ) && '' !== trim( (string) $value['email'] ) && ! is_email( $email ) ) {
		add_settings_error( STUDIO_LEADS_SETTINGS, 'studio_leads_email', __( 'Проверьте адрес почты для уведомлений.', 'studio-headless' ) );
		$email = studio_leads_settings()['email'];
	}
	$days = isset( $value['retention_days'] ) && is_scalar( $value['retention_days'] ) ? absint( $value['retention_days'] ) : 0;
	return array(
		'email'          => $email,
		'retention_days' => $days > 0 ? $days : STUDIO_LEADS_DEFAULT_RETENTION,
	);
}

/**
 * The address field, or the constant's value and a note when STUDIO_LEADS_EMAIL is defined.
 */
function studio_leads_email_field(): void {
	$defined = defined( 'STUDIO_LEADS_EMAIL' );
	printf(
		'<input type="email" class="regular-text" id="studio_leads_email" name="%1$s[email]" value="%2$s"%3$s>',
		esc_attr( STUDIO_LEADS_SETTINGS ),
		esc_attr( $defined ? studio_leads_email() : studio_leads_settings()['email'] ),
		$defined ? ' readonly' : ''
	);
	echo '<p class="description">';
	if ( $defined ) {
		echo esc_html__( 'Задано константой STUDIO_LEADS_EMAIL в wp-config.php: она важнее этого поля.', 'studio-headless' );
	} else {
		echo esc_html__( 'Каждая новая заявка приходит письмом на этот адрес. Пусто — письма не отправляются.', 'studio-headless' );
	}
	echo '</p>';
}

/**
 * The retention field, or the constant's value and a note when STUDIO_LEADS_RETENTION_DAYS is defined.
 */
function studio_leads_retention_field(): void {
	$defined = defined( 'STUDIO_LEADS_RETENTION_DAYS' );
	printf(
		'<input type="number" min="1" step="1" class="small-text" id="studio_leads_retention_days" name="%1$s[retention_days]" value="%2$d"%3$s>',
		esc_attr( STUDIO_LEADS_SETTINGS ),
		$defined ? studio_leads_retention_days() : studio_leads_settings()['retention_days'],
		$defined ? ' readonly' : ''
	);
	echo '<p class="description">';
	if ( $defined ) {
		echo esc_html__( 'Задано константой STUDIO_LEADS_RETENTION_DAYS в wp-config.php: она важнее этого поля.', 'studio-headless' );
	} else {
		echo esc_html__( 'Заявки старше этого срока удаляются раз в сутки (152-ФЗ: персональные данные не хранятся дольше, чем нужно).', 'studio-headless' );
	}
	echo '</p>';
}
