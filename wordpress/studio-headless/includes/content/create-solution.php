<?php
/**
 * The contract's site-wide `create_solution` content (SPEC 3): the promo every case's
 * create_solutions block uses, registered as a WordPress option so /wp/v2/settings edits it.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'studio_register_settings' );

/** The text fields of create_solution (each optional). */
const STUDIO_CREATE_SOLUTION_FIELDS = array( 'bg_color', 'text_color', 'title', 'title_span', 'span_color', 'tech_color' );

/**
 * Registers `create_solution` as an object setting with a schema, so REST validates its shape.
 */
function studio_register_settings(): void {
	$properties = array();
	foreach ( STUDIO_CREATE_SOLUTION_FIELDS as $field ) {
		$properties[ $field ] = array( 'type' => 'string' );
	}
	$properties['technologies'] = array(
		'type'  => 'array',
		'items' => array(
			'type'                 => 'object',
			'properties'           => array( 'technology' => array( 'type' => 'string' ) ),
			'additionalProperties' => false,
		),
	);
	register_setting(
		'studio',
		'create_solution',
		array(
			'type'              => 'object',
			'description'       => __( 'Промо «Создадим решение» на страницах кейсов', 'studio-headless' ),
			'default'           => array(),
			'sanitize_callback' => 'studio_sanitize_create_solution',
			'show_in_rest'      => array(
				'schema' => array(
					'type'                 => 'object',
					'properties'           => $properties,
					'additionalProperties' => false,
				),
			),
		)
	);
}

/**
 * Keeps the known fields only, as trimmed text.
 *
 * @param mixed $value The submitted value.
 * @return array
 */
function studio_sanitize_create_solution( $value ): array {
	if ( ! is_array( $value ) ) {
		return array();
	}
	$clean = array();
	foreach ( STUDIO_CREATE_SOLUTION_FIELDS as $field ) {
		if ( isset( $value[ $field ] ) && is_scalar( $value[ $field ] ) ) {
			$clean[ $field ] = studio_sanitize_meta_text( $value[ $field ] );
		}
	}
	$clean['technologies'] = array();
	foreach ( (array) ( $value['technologies'] ?? array() ) as $row ) {
		if ( is_array( $row ) && isset( $row['technology'] ) && is_scalar( $row['technology'] ) ) {
			$clean['technologies'][] = array( 'technology' => studio_sanitize_meta_text( $row['technology'] ) );
		}
	}
	return $clean;
}
