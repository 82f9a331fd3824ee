<?php
/**
 * The leads' settings (Заявки → Настройки, the Settings API, administrators only): the
 * notification address (empty: the site's administration e-mail), how many days leads are kept,
 * whether deleting the plugin drops the leads table, and the line the site's .env needs for the
 * form secret. The wp-config constants STUDIO_LEADS_EMAIL, STUDIO_LEADS_RETENTION_DAYS and
 * STUDIO_FORM_SECRET win when defined (the screen says so).
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
 * @return array{email: string, retention_days: int, drop_on_uninstall: bool}
 */
function studio_leads_settings(): array {
	$saved = get_option( STUDIO_LEADS_SETTINGS, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'email'             => isset( $saved['email'] ) && is_string( $saved['email'] ) ? $saved['email'] : '',
		'retention_days'    => isset( $saved['retention_days'] ) ? max( 1, absint( $saved['retention_days'] ) ) : STUDIO_LEADS_DEFAULT_RETENTION,
		'drop_on_uninstall' => ! empty( $saved['drop_on_uninstall'] ),
	);
}

/**
 * Where new leads are mailed: STUDIO_LEADS_EMAIL, else the setting, else the site's
 * administration e-mail (Settings → General), as WordPress's own notifications do; '' only when
 * none of them is a valid address.
 */
function studio_leads_email(): string {
	$email = defined( 'STUDIO_LEADS_EMAIL' ) ? (string) STUDIO_LEADS_EMAIL : studio_leads_settings()['email'];
	$email = (string) sanitize_email( $email );
	return '' !== $email ? $email : studio_leads_admin_email();
}

/**
 * The site's administration e-mail when it is a valid address, else ''.
 */
function studio_leads_admin_email(): string {
	$admin = (string) sanitize_email( (string) get_option( 'admin_email', '' ) );
	return is_email( $admin ) ? $admin : '';
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
	add_settings_field(
		'studio_leads_drop_on_uninstall',
		__( 'Удалить заявки при удалении плагина', 'studio-headless' ),
		'studio_leads_drop_field',
		'studio-leads-settings',
		'studio_leads_main',
		array( 'label_for' => 'studio_leads_drop_on_uninstall' )
	);
	add_settings_field(
		'studio_form_secret',
		__( 'Секрет формы заявок', 'studio-headless' ),
		'studio_form_secret_field',
		'studio-leads-settings',
		'studio_leads_main'
	);
}

/**
 * Keeps a valid address (or none), a whole number of days (at least 1) and the uninstall choice.
 *
 * @param mixed $value The submitted value.
 * @return array{email: string, retention_days: int, drop_on_uninstall: bool}
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
		'email'             => $email,
		'retention_days'    => $days > 0 ? $days : STUDIO_LEADS_DEFAULT_RETENTION,
		'drop_on_uninstall' => ! empty( $value['drop_on_uninstall'] ),
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
		echo esc_html__( 'Каждая новая заявка приходит письмом на этот адрес.', 'studio-headless' ) . ' ';
		$admin = studio_leads_admin_email();
		if ( '' !== $admin ) {
			/* translators: %s: the site's administration e-mail. */
			echo esc_html( sprintf( __( 'Пусто — письма приходят на адрес администратора сайта: %s', 'studio-headless' ), $admin ) );
		} else {
			echo esc_html__( 'Пусто — письма приходят на адрес администратора сайта (Настройки → Общие), а он сейчас не задан: письма не отправляются.', 'studio-headless' );
		}
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
		absint( $defined ? studio_leads_retention_days() : studio_leads_settings()['retention_days'] ),
		$defined ? ' readonly' : ''
	);
	echo '<p class="description">';
	if ( $defined ) {
		echo esc_html__( 'Задано константой STUDIO_LEADS_RETENTION_DAYS в wp-config.php: она важнее этого поля.', 'studio-headless' );
	} else {
		echo esc_html__( 'Заявки старше этого срока удаляются (152-ФЗ: персональные данные не хранятся дольше, чем нужно): раз в сутки по WP-Cron и, даже если WP-Cron не запускается, не реже раза в час при открытии экрана «Заявки» или при новой заявке.', 'studio-headless' );
	}
	echo '</p>';
}

/**
 * The uninstall choice: drop the leads table with the plugin, or keep it (the default).
 */
function studio_leads_drop_field(): void {
	printf(
		'<label><input type="checkbox" id="studio_leads_drop_on_uninstall" name="%1$s[drop_on_uninstall]" value="1"%2$s> %3$s</label>',
		esc_attr( STUDIO_LEADS_SETTINGS ),
		checked( studio_leads_settings()['drop_on_uninstall'], true, false ),
		esc_html__( 'Удалить таблицу заявок вместе с плагином', 'studio-headless' )
	);
	echo '<p class="description">' . esc_html__( 'При удалении плагина (Плагины → Удалить) его настройки, секреты, право «studio_manage_leads» и задания WP-Cron удаляются всегда. Если галочка не стоит, таблица заявок остаётся в базе данных со всеми заявками: их можно выгрузить, переустановив плагин, или удалить вручную. Если стоит — таблица удаляется вместе со всеми заявками, без возможности восстановления.', 'studio-headless' ) . '</p>';
}

/**
 * The form secret: the line the site's .env needs (this screen is for administrators only), or
 * a note when STUDIO_FORM_SECRET is set in wp-config.php (its value is not shown).
 */
function studio_form_secret_field(): void {
	if ( studio_form_secret_is_constant() ) {
		echo '<p>' . esc_html__( 'Задано константой STUDIO_FORM_SECRET в wp-config.php: она важнее созданного плагином секрета. В .env сайта нужна строка WP_FORM_SECRET= с тем же значением.', 'studio-headless' ) . '</p>';
		return;
	}
	$secret = studio_form_secret_ensure();
	echo '<p><code id="studio-form-secret-line" style="user-select:all">' . esc_html( 'WP_FORM_SECRET=' . $secret ) . '</code></p>';
	echo '<p class="description">' . esc_html__( 'Эта строка нужна в .env сайта: WordPress принимает заявки только с этим секретом (заголовок x-form-secret), остальные отклоняет (HTTP 403). Секрет создан плагином при активации; не передавайте его никому, кроме того, кто настраивает сайт. Константа STUDIO_FORM_SECRET в wp-config.php важнее.', 'studio-headless' ) . '</p>';
}
