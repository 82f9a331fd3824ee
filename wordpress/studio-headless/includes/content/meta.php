<?php
/**
 * Registered, typed meta of the contract, writable over REST (`meta` of /wp/v2/cases etc.).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'studio_register_meta' );

/**
 * The meta fields per post type: name => [type, default].
 *
 * @return array<string, array<string, array{0: string, 1: mixed}>>
 */
function studio_meta_fields(): array {
	$seo = array(
		'seo_title'       => array( 'string', '' ),
		'seo_description' => array( 'string', '' ),
		// The share image (attachment id); the featured image when 0.
		'seo_image'       => array( 'integer', 0 ),
	);
	return array(
		'case'     => array(
			'case_description_extended' => array( 'string', '' ),
			'case_outer_link'           => array( 'string', '' ),
			'background_color'          => array( 'string', '' ),
			// New cases are assembled from blocks.
			'is_constructor'            => array( 'boolean', true ),
		) + $seo,
		'post'     => $seo,
		'solution' => $seo,
		'vacancy'  => array(
			'salary' => array( 'string', '' ),
			'city'   => array( 'string', '' ),
			'format' => array( 'string', '' ),
		),
	);
}

/**
 * Registers every field with its type, so REST reads and writes it typed.
 */
function studio_register_meta(): void {
	foreach ( studio_meta_fields() as $post_type => $fields ) {
		foreach ( $fields as $key => list( $type, $default ) ) {
			register_post_meta(
				$post_type,
				$key,
				array(
					'type'              => $type,
					'single'            => true,
					'default'           => $default,
					'show_in_rest'      => true,
					'sanitize_callback' => 'string' === $type ? 'studio_sanitize_meta_text' : null,
					'auth_callback'     => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', $post_id ),
				)
			);
		}
	}
}

/**
 * Meta text is stored as typed: only surrounding white space and control characters go. It is
 * never HTML here: the site renders it as text (and sanitises every HTML field it renders).
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function studio_sanitize_meta_text( $value ): string {
	$text = is_scalar( $value ) ? (string) $value : '';
	return trim( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $text ) );
}
