<?php
/**
 * The answers of docs/WP-API.md, built in one place from WordPress objects: one builder per call.
 * The REST routes (routes.php) only find the objects and wrap these in `{ success: true, … }`.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * GET {api}/header: the public articles, cases and vacancies (as many as their lists hold).
 */
function studio_answer_header(): array {
	return array(
		'counts' => array(
			'articles' => studio_public_count( 'post' ),
			'cases'    => studio_public_count( 'case' ),
			'vacancy'  => studio_public_count( 'vacancy' ),
		),
	);
}

/**
 * CaseCard: { id, slug, title, image, directions, date, modified }.
 *
 * @param WP_Post[] $cases The cases.
 * @return array<int, array<string, mixed>>
 */
function studio_case_cards( array $cases ): array {
	$directions = studio_terms_of( wp_list_pluck( $cases, 'ID' ), 'direction' );
	return array_map(
		static fn( WP_Post $case ) => array(
			'id'         => $case->ID,
			'slug'       => studio_slug( $case ),
			'title'      => studio_title( $case ),
			'image'      => studio_featured_image( $case ),
			'directions' => studio_categories( $directions[ $case->ID ] ?? array() ),
			'date'       => studio_date( $case ),
			'modified'   => studio_modified( $case ),
		),
		$cases
	);
}

/**
 * A neighbour case: { slug, title, image }, or null at the ends of the portfolio.
 *
 * @param WP_Post|null $case The neighbour.
 */
function studio_neighbour( ?WP_Post $case ): ?array {
	return $case ? array(
		'slug'  => studio_slug( $case ),
		'title' => studio_title( $case ),
		'image' => studio_featured_image( $case ),
	) : null;
}

/**
 * The site-wide create_solution promo, or null when it was never filled.
 */
function studio_create_solution(): ?array {
	$value = get_option( 'create_solution', array() );
	if ( ! is_array( $value ) || ! $value ) {
		return null;
	}
	$promo = array();
	foreach ( STUDIO_CREATE_SOLUTION_FIELDS as $field ) {
		$promo[ $field ] = studio_text( $value[ $field ] ?? null );
	}
	$promo['technologies'] = array();
	foreach ( (array) ( $value['technologies'] ?? array() ) as $row ) {
		$name = is_array( $row ) ? studio_text( $row['technology'] ?? null ) : null;
		if ( null !== $name ) {
			$promo['technologies'][] = array( 'technology' => $name );
		}
	}
	return $promo;
}

/**
 * GET {api}/portfolio/{slug}: { case, prev_case, next_case, create_solution, seo_data }.
 *
 * @param WP_Post $case The published case.
 */
function studio_answer_case( WP_Post $case ): array {
	list( $prev, $next ) = studio_neighbours( $case );
	$meta                = static fn( string $key ) => get_post_meta( $case->ID, $key, true );
	$directions          = studio_terms_of( array( $case->ID ), 'direction' )[ $case->ID ];
	$technologies        = studio_terms_of( array( $case->ID ), 'technology' )[ $case->ID ];
	return array(
		'data' => array(
			'case'            => array(
				'title'                     => studio_title( $case ),
				'case_description_extended' => studio_text( $meta( 'case_description_extended' ) ),
				'image'                     => studio_featured_image( $case ),
				'background_color'          => studio_text( $meta( 'background_color' ) ),
				'directions'                => studio_categories( $directions ),
				'case_outer_link'           => studio_text( $meta( 'case_outer_link' ) ),
				'is_constructor'            => (bool) $meta( 'is_constructor' ),
				'constructor'               => studio_constructor( $case->post_content ),
				'technologies'              => array_map(
					static fn( array $term ) => array( 'title' => $term['title'] ),
					studio_categories( $technologies )
				),
			),
			'prev_case'       => studio_neighbour( $prev ),
			'next_case'       => studio_neighbour( $next ),
			'create_solution' => studio_create_solution(),
			'seo_data'        => studio_seo_data( $case ),
		),
	);
}

/**
 * GET {api}/portfolio?page&count&categories[]: a page of case cards, the directions, meta.
 *
 * @param array $page  The page, from studio_paged().
 */
function studio_answer_portfolio( array $page ): array {
	return array(
		'data' => array(
			'portfolio'  => studio_case_cards( $page['posts'] ),
			'categories' => studio_used_categories( 'direction', 'case' ),
		),
		'meta' => $page['meta'],
	);
}

/**
 * An article's or a solution's card: { id, slug, title, excerpt, image, modified }.
 *
 * @param WP_Post $post The post.
 */
function studio_card( WP_Post $post ): array {
	return array(
		'id'       => $post->ID,
		'slug'     => studio_slug( $post ),
		'title'    => studio_title( $post ),
		'excerpt'  => studio_text( $post->post_excerpt ),
		'image'    => studio_featured_image( $post ),
		'modified' => studio_modified( $post ),
	);
}

/**
 * GET {api}/blog?page&count&category: a page of article cards, the categories, meta.
 *
 * @param array $page The page, from studio_paged().
 */
function studio_answer_blog( array $page ): array {
	return array(
		'data' => array(
			'articles'   => array_map(
				static fn( WP_Post $post ) => studio_card( $post ) + array( 'date' => studio_date( $post ) ),
				$page['posts']
			),
			'categories' => studio_used_categories( 'category', 'post' ),
		),
		'meta' => $page['meta'],
	);
}

/**
 * GET {api}/blog/{slug}: { article, seo_data }.
 *
 * @param WP_Post $post The published article.
 */
function studio_answer_article( WP_Post $post ): array {
	return array(
		'data' => array(
			'article'  => array(
				'title'      => studio_title( $post ),
				'content'    => studio_html( $post->post_content ),
				'image'      => studio_featured_image( $post ),
				'date'       => studio_date( $post ),
				'categories' => studio_categories( studio_terms_of( array( $post->ID ), 'category' )[ $post->ID ] ),
			),
			'seo_data' => studio_seo_data( $post ),
		),
	);
}

/**
 * GET {api}/solutions: every published solution's card.
 *
 * @param WP_Post[] $solutions The solutions, in order.
 */
function studio_answer_solutions( array $solutions ): array {
	return array(
		'data' => array(
			'solutions' => array_map( 'studio_card', $solutions ),
		),
	);
}

/**
 * GET {api}/solutions/{slug}: { solution, seo_data }.
 *
 * @param WP_Post $post The published solution.
 */
function studio_answer_solution( WP_Post $post ): array {
	return array(
		'data' => array(
			'solution' => array(
				'title'   => studio_title( $post ),
				'content' => studio_html( $post->post_content ),
				'image'   => studio_featured_image( $post ),
			),
			'seo_data' => studio_seo_data( $post ),
		),
	);
}

/**
 * Vacancy: { id, slug, title, date, modified, salary, city, format, description, employment_type,
 * remote, base_salary, valid_through } (docs/WP-API.md 'Vacancy'; the JobPosting fields are
 * vacancy-fields.php's).
 *
 * @param WP_Post $post The published vacancy.
 */
function studio_vacancy( WP_Post $post ): array {
	$meta = static fn( string $key ) => get_post_meta( $post->ID, $key, true );
	return array(
		'id'              => $post->ID,
		'slug'            => studio_slug( $post ),
		'title'           => studio_title( $post ),
		'date'            => studio_date_gmt( $post, 'date' ),
		'modified'        => studio_date_gmt( $post, 'modified' ),
		'salary'          => studio_text( $meta( 'salary' ) ),
		'city'            => studio_text( $meta( 'city' ) ),
		'format'          => studio_text( $meta( 'format' ) ),
		'description'     => studio_html( $post->post_content ),
		'employment_type' => studio_sanitize_employment_types( $meta( 'employment_type' ) ),
		'remote'          => (bool) $meta( 'remote' ),
		'base_salary'     => studio_vacancy_base_salary( $post ),
		'valid_through'   => studio_sanitize_iso_day( $meta( 'valid_through' ) ) ?: null,
	);
}

/**
 * GET {api}/vacancies: every published vacancy.
 *
 * @param WP_Post[] $vacancies The vacancies, in order.
 */
function studio_answer_vacancies( array $vacancies ): array {
	return array(
		'data' => array(
			'vacancies' => array_map( 'studio_vacancy', $vacancies ),
		),
	);
}

/**
 * GET {api}/vacancies/{slug}: { vacancy }.
 *
 * @param WP_Post $post The published vacancy.
 */
function studio_answer_vacancy( WP_Post $post ): array {
	return array( 'data' => array( 'vacancy' => studio_vacancy( $post ) ) );
}
