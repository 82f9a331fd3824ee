<?php
/**
 * A vacancy's JobPosting fields (docs/WP-API.md 'Vacancy'): employment types, remote work, the
 * salary as numbers and the last day it is open. Registered meta, typed and sanitised, writable
 * over REST (`meta` of /wp/v2/vacancies) by whoever may edit the vacancy, and a meta box
 * «Условия вакансии» on the vacancy's edit screen (nonce and capability checked on save) that
 * also edits the free-text `salary`, `city` and `format` of meta.php (`city` is the job's locality).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Employment types (schema.org JobPosting.employmentType, as Google names them) => label. */
const STUDIO_EMPLOYMENT_TYPES = array(
	'FULL_TIME'  => 'Полная занятость',
	'PART_TIME'  => 'Частичная занятость',
	'CONTRACTOR' => 'Договор подряда / ИП / самозанятость',
	'TEMPORARY'  => 'Временная работа',
	'INTERN'     => 'Стажировка',
	'VOLUNTEER'  => 'Волонтёрство',
	'PER_DIEM'   => 'Подённая оплата',
	'OTHER'      => 'Другое',
);

/** The period a salary is paid for => label. */
const STUDIO_SALARY_UNITS = array(
	'MONTH' => 'в месяц',
	'HOUR'  => 'в час',
	'DAY'   => 'в день',
	'WEEK'  => 'в неделю',
	'YEAR'  => 'в год',
);

/** Salary currencies => label (RUB unless the editor picks another). */
const STUDIO_SALARY_CURRENCIES = array(
	'RUB' => '₽, рубли',
	'USD' => '$, доллары США',
	'EUR' => '€, евро',
);

/** The free-text fields of meta.php the meta box edits too => label. */
const STUDIO_VACANCY_TEXTS = array(
	'salary' => 'Зарплата — как показать на сайте (например, «от 250 000 ₽»)',
	'city'   => 'Город',
	'format' => 'Формат работы (офис, гибрид, удалённо)',
);

add_action( 'init', 'studio_register_vacancy_fields' );
add_action( 'add_meta_boxes_vacancy', 'studio_vacancy_meta_box' );
add_action( 'save_post_vacancy', 'studio_save_vacancy_fields' );

/**
 * Registers the JobPosting meta of vacancies.
 */
function studio_register_vacancy_fields(): void {
	$auth   = static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', $post_id );
	$fields = array(
		'employment_type' => array(
			'type'              => 'array',
			'default'           => array(),
			'sanitize_callback' => 'studio_sanitize_employment_types',
			'show_in_rest'      => array(
				'schema' => array(
					'type'  => 'array',
					'items' => array(
						'type' => 'string',
						'enum' => array_keys( STUDIO_EMPLOYMENT_TYPES ),
					),
				),
			),
		),
		'remote'          => array(
			'type'              => 'boolean',
			'default'           => false,
			'sanitize_callback' => 'rest_sanitize_boolean',
			'show_in_rest'      => true,
		),
		'salary_min'      => array(
			'type'              => 'integer',
			'default'           => 0,
			'sanitize_callback' => 'studio_sanitize_salary_amount',
			'show_in_rest'      => true,
		),
		'salary_max'      => array(
			'type'              => 'integer',
			'default'           => 0,
			'sanitize_callback' => 'studio_sanitize_salary_amount',
			'show_in_rest'      => true,
		),
		'salary_currency' => array(
			'type'              => 'string',
			'default'           => 'RUB',
			'sanitize_callback' => static fn( $value ) => studio_pick( $value, STUDIO_SALARY_CURRENCIES, 'RUB' ),
			'show_in_rest'      => array(
				'schema' => array(
					'type' => 'string',
					'enum' => array_keys( STUDIO_SALARY_CURRENCIES ),
				),
			),
		),
		'salary_unit'     => array(
			'type'              => 'string',
			'default'           => 'MONTH',
			'sanitize_callback' => static fn( $value ) => studio_pick( $value, STUDIO_SALARY_UNITS, 'MONTH' ),
			'show_in_rest'      => array(
				'schema' => array(
					'type' => 'string',
					'enum' => array_keys( STUDIO_SALARY_UNITS ),
				),
			),
		),
		'valid_through'   => array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'studio_sanitize_iso_day',
			'show_in_rest'      => true,
		),
	);
	foreach ( $fields as $key => $args ) {
		register_post_meta( 'vacancy', $key, $args + array( 'single' => true, 'auth_callback' => $auth ) );
	}
}

/**
 * Employment types: the known ones, each once, in the order given.
 *
 * @param mixed $value The submitted value.
 * @return string[]
 */
function studio_sanitize_employment_types( $value ): array {
	$types = array();
	foreach ( (array) $value as $type ) {
		if ( is_string( $type ) && isset( STUDIO_EMPLOYMENT_TYPES[ $type ] ) && ! in_array( $type, $types, true ) ) {
			$types[] = $type;
		}
	}
	return $types;
}

/**
 * A salary amount: a whole non-negative number (spaces and a currency sign typed along go); 0 is
 * 'not given'.
 *
 * @param mixed $value The submitted value.
 */
function studio_sanitize_salary_amount( $value ): int {
	if ( is_string( $value ) ) {
		$value = preg_replace( '/[^0-9]/', '', $value );
	}
	return is_numeric( $value ) ? max( 0, min( 100000000, (int) $value ) ) : 0;
}

/**
 * A day as YYYY-MM-DD (a real calendar day), or ''.
 *
 * @param mixed $value The submitted value.
 */
function studio_sanitize_iso_day( $value ): string {
	$day = is_string( $value ) ? trim( $value ) : '';
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $day, $parts ) ) {
		return '';
	}
	return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ? $day : '';
}

/**
 * One of a list's keys, or the default.
 *
 * @param mixed                 $value   The submitted value.
 * @param array<string, string> $choices Key => label.
 * @param string                $fallback The default.
 */
function studio_pick( $value, array $choices, string $fallback ): string {
	return is_string( $value ) && isset( $choices[ $value ] ) ? $value : $fallback;
}

/**
 * Base salary as the contract answers it: { min, max, currency, unit }, or null with no amount.
 *
 * @param WP_Post $post The vacancy.
 */
function studio_vacancy_base_salary( WP_Post $post ): ?array {
	$min = (int) get_post_meta( $post->ID, 'salary_min', true );
	$max = (int) get_post_meta( $post->ID, 'salary_max', true );
	if ( $min <= 0 && $max <= 0 ) {
		return null;
	}
	return array(
		'min'      => $min > 0 ? $min : null,
		'max'      => $max > 0 ? $max : null,
		'currency' => studio_pick( get_post_meta( $post->ID, 'salary_currency', true ), STUDIO_SALARY_CURRENCIES, 'RUB' ),
		'unit'     => studio_pick( get_post_meta( $post->ID, 'salary_unit', true ), STUDIO_SALARY_UNITS, 'MONTH' ),
	);
}

/**
 * The meta box on a vacancy's edit screen.
 */
function studio_vacancy_meta_box(): void {
	add_meta_box(
		'studio-vacancy-job',
		__( 'Условия вакансии', 'studio-headless' ),
		'studio_render_vacancy_meta_box',
		'vacancy',
		'normal',
		'high'
	);
}

/**
 * The meta box's fields.
 *
 * @param WP_Post $post The vacancy.
 */
function studio_render_vacancy_meta_box( WP_Post $post ): void {
	$types  = studio_sanitize_employment_types( get_post_meta( $post->ID, 'employment_type', true ) );
	$remote = (bool) get_post_meta( $post->ID, 'remote', true );
	$min    = (int) get_post_meta( $post->ID, 'salary_min', true );
	$max    = (int) get_post_meta( $post->ID, 'salary_max', true );
	$cur    = studio_pick( get_post_meta( $post->ID, 'salary_currency', true ), STUDIO_SALARY_CURRENCIES, 'RUB' );
	$unit   = studio_pick( get_post_meta( $post->ID, 'salary_unit', true ), STUDIO_SALARY_UNITS, 'MONTH' );
	$until  = studio_sanitize_iso_day( get_post_meta( $post->ID, 'valid_through', true ) );
	wp_nonce_field( 'studio_vacancy_job_' . $post->ID, 'studio_vacancy_job_nonce' );
	echo '<p>' . esc_html__( 'По этим полям вакансию находят Яндекс и Google в поиске работы (разметка JobPosting).', 'studio-headless' ) . '</p>';
	foreach ( STUDIO_VACANCY_TEXTS as $key => $label ) {
		printf(
			'<p><label><strong>%1$s</strong><br><input type="text" class="widefat" name="studio_%2$s" value="%3$s"></label></p>',
			esc_html( $label ),
			esc_attr( $key ),
			esc_attr( (string) get_post_meta( $post->ID, $key, true ) )
		);
	}
	echo '<fieldset><legend><strong>' . esc_html__( 'Тип занятости', 'studio-headless' ) . '</strong></legend>';
	foreach ( STUDIO_EMPLOYMENT_TYPES as $key => $label ) {
		printf(
			'<label style="display:block"><input type="checkbox" name="studio_employment_type[]" value="%1$s"%2$s> %3$s</label>',
			esc_attr( $key ),
			checked( in_array( $key, $types, true ), true, false ),
			esc_html( $label )
		);
	}
	echo '</fieldset>';
	printf(
		'<p><label><input type="checkbox" name="studio_remote" value="1"%1$s> %2$s</label></p>',
		checked( $remote, true, false ),
		esc_html__( 'Можно работать удалённо', 'studio-headless' )
	);
	echo '<p><strong>' . esc_html__( 'Зарплата числами', 'studio-headless' ) . '</strong><br>';
	printf(
		'<label>%1$s <input type="number" min="0" step="1000" name="studio_salary_min" value="%2$s"></label> ',
		esc_html__( 'от', 'studio-headless' ),
		esc_attr( $min > 0 ? (string) $min : '' )
	);
	printf(
		'<label>%1$s <input type="number" min="0" step="1000" name="studio_salary_max" value="%2$s"></label> ',
		esc_html__( 'до', 'studio-headless' ),
		esc_attr( $max > 0 ? (string) $max : '' )
	);
	studio_render_select( 'studio_salary_currency', __( 'Валюта', 'studio-headless' ), STUDIO_SALARY_CURRENCIES, $cur );
	studio_render_select( 'studio_salary_unit', __( 'Период', 'studio-headless' ), STUDIO_SALARY_UNITS, $unit );
	echo '</p><p class="description">' . esc_html__( 'Пусто — зарплата не указывается в разметке (текст из поля «salary» остаётся на странице).', 'studio-headless' ) . '</p>';
	printf(
		'<p><label><strong>%1$s</strong> <input type="date" name="studio_valid_through" value="%2$s"></label></p>',
		esc_html__( 'Вакансия открыта до', 'studio-headless' ),
		esc_attr( $until )
	);
}

/**
 * A labelled select.
 *
 * @param string                $name     The field's name.
 * @param string                $label    Its label.
 * @param array<string, string> $choices  Key => label.
 * @param string                $selected The chosen key.
 */
function studio_render_select( string $name, string $label, array $choices, string $selected ): void {
	printf( '<label>%1$s <select name="%2$s">', esc_html( $label ), esc_attr( $name ) );
	foreach ( $choices as $key => $text ) {
		printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $key ), selected( $key, $selected, false ), esc_html( $text ) );
	}
	echo '</select></label> ';
}

/**
 * Saves the meta box: only from its own form (nonce), by a user who may edit the vacancy, never
 * for an autosave or a revision. REST saves (`meta`) skip this: there is no nonce field.
 *
 * @param int $post_id The vacancy.
 */
function studio_save_vacancy_fields( $post_id ): void {
	if ( ! wp_verify_nonce( isset( $_POST['studio_vacancy_job_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['studio_vacancy_job_nonce'] ) ) : '', 'studio_vacancy_job_' . $post_id ) ) {
		return;
	}
	if ( wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	$keys   = array_merge( array_keys( STUDIO_VACANCY_TEXTS ), array( 'remote', 'salary_min', 'salary_max', 'salary_currency', 'salary_unit', 'valid_through' ) );
	$posted = array();
	foreach ( $keys as $key ) {
		// An array posted where text belongs sanitises to ''.
		$posted[ $key ] = isset( $_POST[ 'studio_' . $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ 'studio_' . $key ] ) ) : '';
	}
	$types = isset( $_POST['studio_employment_type'] ) ? (array) map_deep( wp_unslash( $_POST['studio_employment_type'] ), 'sanitize_text_field' ) : array();
	update_post_meta( $post_id, 'employment_type', studio_sanitize_employment_types( $types ) );
	// update_post_meta runs each field's registered sanitize_callback too.
	foreach ( $posted as $key => $value ) {
		update_post_meta( $post_id, $key, 'remote' === $key ? '1' === $value : $value );
	}
}
