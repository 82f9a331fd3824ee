<?php
/**
 * Post types and taxonomies of the contract: cases, solutions and vacancies; case directions
 * and technologies. Articles are core posts with core categories.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** What every post type of the site supports: an editor's every field is writable over REST. */
const STUDIO_POST_TYPE_SUPPORTS = array( 'title', 'editor', 'excerpt', 'thumbnail', 'custom-fields', 'page-attributes', 'revisions' );

add_action( 'init', 'studio_register_content_types' );
add_filter( 'register_taxonomy_args', 'studio_keep_category_order', 10, 2 );

/**
 * Registers the post types and taxonomies (also called on activation, before flushing rewrites).
 */
function studio_register_content_types(): void {
	$types = array(
		'case'     => array(
			'rest_base' => 'cases',
			'slug'      => 'cases',
			'icon'      => 'dashicons-portfolio',
			'labels'    => array(
				'name'          => __( 'Кейсы', 'studio-headless' ),
				'singular_name' => __( 'Кейс', 'studio-headless' ),
				'add_new'       => __( 'Добавить кейс', 'studio-headless' ),
				'add_new_item'  => __( 'Новый кейс', 'studio-headless' ),
				'edit_item'     => __( 'Редактировать кейс', 'studio-headless' ),
				'all_items'     => __( 'Все кейсы', 'studio-headless' ),
				'search_items'  => __( 'Найти кейс', 'studio-headless' ),
				'not_found'     => __( 'Кейсов нет', 'studio-headless' ),
			),
		),
		'solution' => array(
			'rest_base' => 'solutions',
			'slug'      => 'solutions',
			'icon'      => 'dashicons-lightbulb',
			'labels'    => array(
				'name'          => __( 'Решения', 'studio-headless' ),
				'singular_name' => __( 'Решение', 'studio-headless' ),
				'add_new'       => __( 'Добавить решение', 'studio-headless' ),
				'add_new_item'  => __( 'Новое решение', 'studio-headless' ),
				'edit_item'     => __( 'Редактировать решение', 'studio-headless' ),
				'all_items'     => __( 'Все решения', 'studio-headless' ),
				'search_items'  => __( 'Найти решение', 'studio-headless' ),
				'not_found'     => __( 'Решений нет', 'studio-headless' ),
			),
		),
		'vacancy'  => array(
			'rest_base' => 'vacancies',
			'slug'      => 'vacancies',
			'icon'      => 'dashicons-groups',
			'labels'    => array(
				'name'          => __( 'Вакансии', 'studio-headless' ),
				'singular_name' => __( 'Вакансия', 'studio-headless' ),
				'add_new'       => __( 'Добавить вакансию', 'studio-headless' ),
				'add_new_item'  => __( 'Новая вакансия', 'studio-headless' ),
				'edit_item'     => __( 'Редактировать вакансию', 'studio-headless' ),
				'all_items'     => __( 'Все вакансии', 'studio-headless' ),
				'search_items'  => __( 'Найти вакансию', 'studio-headless' ),
				'not_found'     => __( 'Вакансий нет', 'studio-headless' ),
			),
		),
	);
	foreach ( $types as $name => $type ) {
		register_post_type(
			$name,
			array(
				'labels'       => $type['labels'],
				'public'       => true,
				'show_in_rest' => true,
				'rest_base'    => $type['rest_base'],
				'supports'     => STUDIO_POST_TYPE_SUPPORTS,
				'has_archive'  => false,
				'rewrite'      => array(
					'slug'       => $type['slug'],
					'with_front' => false,
				),
				'menu_icon'    => $type['icon'],
			)
		);
	}

	register_taxonomy(
		'direction',
		array( 'case' ),
		array(
			'labels'            => array(
				'name'          => __( 'Направления', 'studio-headless' ),
				'singular_name' => __( 'Направление', 'studio-headless' ),
				'add_new_item'  => __( 'Новое направление', 'studio-headless' ),
				'edit_item'     => __( 'Редактировать направление', 'studio-headless' ),
				'search_items'  => __( 'Найти направление', 'studio-headless' ),
				'all_items'     => __( 'Все направления', 'studio-headless' ),
			),
			'public'            => true,
			'hierarchical'      => true,
			'show_in_rest'      => true,
			'rest_base'         => 'directions',
			'show_admin_column' => true,
			'rewrite'           => false,
			// A case's chips come back in the order the editor gave them, not sorted by name.
			'sort'              => true,
			'args'              => array( 'orderby' => 'term_order' ),
		)
	);
	register_taxonomy(
		'technology',
		array( 'case' ),
		array(
			'labels'            => array(
				'name'          => __( 'Технологии', 'studio-headless' ),
				'singular_name' => __( 'Технология', 'studio-headless' ),
				'add_new_item'  => __( 'Новая технология', 'studio-headless' ),
				'edit_item'     => __( 'Редактировать технологию', 'studio-headless' ),
				'search_items'  => __( 'Найти технологию', 'studio-headless' ),
				'all_items'     => __( 'Все технологии', 'studio-headless' ),
			),
			'public'            => true,
			'hierarchical'      => false,
			'show_in_rest'      => true,
			'rest_base'         => 'technologies',
			'show_admin_column' => true,
			'rewrite'           => false,
			'sort'              => true,
			'args'              => array( 'orderby' => 'term_order' ),
		)
	);
}

/**
 * Core categories keep the order the editor gave an article's categories, like directions.
 *
 * @param array  $args     Taxonomy arguments.
 * @param string $taxonomy Taxonomy name.
 * @return array
 */
function studio_keep_category_order( $args, $taxonomy ) {
	if ( 'category' === $taxonomy && is_array( $args ) ) {
		$args['sort'] = true;
		$args['args'] = array( 'orderby' => 'term_order' );
	}
	return $args;
}
