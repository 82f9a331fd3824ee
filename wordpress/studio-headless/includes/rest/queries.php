<?php
/**
 * The queries behind the contract's lists and details: the public posts of a type in the site's
 * order, paged the way the site asks (page, count, -1 for all), and one post by slug. Public means
 * published without a password: a post with a password (a case under NDA) is answered nowhere in
 * the contract, neither listed, counted, nor anybody's neighbour, and its slug answers 404, as a
 * draft's does (docs/WP-API.md; the editor's preview reads it through previews/preview.php).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Largest page a list answers; the site asks for 4 or 12. */
const STUDIO_MAX_PER_PAGE = 100;

/**
 * The order of a post type: cases, solutions and vacancies by menu order, then newest first;
 * articles newest first. The id breaks ties, so the order is total.
 *
 * @param string $post_type The post type.
 * @return array<string, string>
 */
function studio_order( string $post_type ): array {
	$newest = array(
		'date' => 'DESC',
		'ID'   => 'DESC',
	);
	return 'post' === $post_type ? $newest : array( 'menu_order' => 'ASC' ) + $newest;
}

/**
 * A positive page number from a query parameter (default 1).
 *
 * @param mixed $raw The parameter.
 */
function studio_page_param( $raw ): int {
	$page = is_scalar( $raw ) ? (int) $raw : 0;
	return $page >= 1 ? $page : 1;
}

/**
 * A page size from a query parameter: 1..100, the fallback when absent or invalid, -1 for all.
 *
 * @param mixed $raw      The parameter.
 * @param int   $fallback The default size.
 */
function studio_count_param( $raw, int $fallback ): int {
	$count = is_scalar( $raw ) ? (int) $raw : 0;
	if ( -1 === $count ) {
		return -1;
	}
	return $count > 0 ? min( $count, STUDIO_MAX_PER_PAGE ) : $fallback;
}

/**
 * Term ids of a filter parameter (a value or a list); '', '-1' and blanks mean no filter.
 *
 * @param mixed $raw The parameter.
 * @return int[]|null Null for no filter.
 */
function studio_filter_ids( $raw ): ?array {
	$values = is_array( $raw ) ? $raw : ( null === $raw ? array() : array( $raw ) );
	$ids    = array();
	foreach ( $values as $value ) {
		$value = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( '' === $value || '-1' === $value ) {
			continue;
		}
		// A value that is not an id matches nothing (not everything).
		$ids[] = ctype_digit( $value ) ? (int) $value : 0;
	}
	return $ids ? $ids : null;
}

/**
 * One page of public posts, in the type's order.
 *
 * @param string     $post_type The post type.
 * @param int        $page      The page (1-based).
 * @param int        $count     The page size, or -1 for all.
 * @param array|null $tax_query A tax_query, or null.
 * @return array{posts: WP_Post[], meta: array{current_page: int, last_page: int, per_page: int, total: int}}
 */
function studio_paged( string $post_type, int $page, int $count, ?array $tax_query = null ): array {
	$args = array(
		'post_type'           => $post_type,
		'post_status'         => 'publish',
		'has_password'        => false,
		'orderby'             => studio_order( $post_type ),
		'ignore_sticky_posts' => true,
		'suppress_filters'    => false,
		'posts_per_page'      => -1 === $count ? -1 : $count,
		'paged'               => -1 === $count ? 1 : $page,
	);
	if ( $tax_query ) {
		$args['tax_query'] = $tax_query; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query
	}
	$query = new WP_Query( $args );
	$posts = $query->posts;
	$total = (int) $query->found_posts;
	if ( ! $posts && $page > 1 ) {
		// WP_Query leaves found_posts at 0 for a page past the end; the site still needs the total.
		$total = (int) ( new WP_Query(
			array(
				'posts_per_page' => 1,
				'paged'          => 1,
				'fields'         => 'ids',
			) + $args
		) )->found_posts;
	}
	if ( -1 === $count ) {
		$per_page = max( $total, 1 );
		$posts    = 1 === $page ? $posts : array();
	} else {
		$per_page = $count;
	}
	return array(
		'posts' => $posts,
		'meta'  => array(
			'current_page' => $page,
			'last_page'    => max( 1, (int) ceil( $total / $per_page ) ),
			'per_page'     => $per_page,
			'total'        => $total,
		),
	);
}

/**
 * All public posts of a type, in its order.
 *
 * @param string $post_type The post type.
 * @return WP_Post[]
 */
function studio_all( string $post_type ): array {
	return get_posts(
		array(
			'post_type'        => $post_type,
			'post_status'      => 'publish',
			'has_password'     => false,
			'orderby'          => studio_order( $post_type ),
			'numberposts'      => -1,
			'suppress_filters' => false,
		)
	);
}

/**
 * A public post by its slug, or null (unknown, draft, private, trashed, with a password).
 *
 * @param string $post_type The post type.
 * @param string $slug      The slug from the URL.
 */
function studio_find( string $post_type, string $slug ): ?WP_Post {
	$slug = trim( $slug );
	if ( '' === $slug ) {
		return null;
	}
	$posts = get_posts(
		array(
			'post_type'        => $post_type,
			'post_status'      => 'publish',
			'has_password'     => false,
			'name'             => $slug,
			'numberposts'      => 1,
			'suppress_filters' => false,
		)
	);
	return $posts[0] ?? null;
}

/**
 * The public cases before and after one, in the portfolio's order (null at the ends).
 *
 * @param WP_Post $case The case.
 * @return array{0: WP_Post|null, 1: WP_Post|null}
 */
function studio_neighbours( WP_Post $case ): array {
	$ids = get_posts(
		array(
			'post_type'        => 'case',
			'post_status'      => 'publish',
			'has_password'     => false,
			'orderby'          => studio_order( 'case' ),
			'numberposts'      => -1,
			'fields'           => 'ids',
			'suppress_filters' => false,
		)
	);
	$at = array_search( $case->ID, array_map( 'intval', $ids ), true );
	if ( false === $at ) {
		return array( null, null );
	}
	$prev = $at > 0 ? get_post( $ids[ $at - 1 ] ) : null;
	$next = $at < count( $ids ) - 1 ? get_post( $ids[ $at + 1 ] ) : null;
	return array( $prev instanceof WP_Post ? $prev : null, $next instanceof WP_Post ? $next : null );
}

/**
 * How many public posts a type has (published, no password), as the lists count them.
 *
 * @param string $post_type The post type.
 */
function studio_public_count( string $post_type ): int {
	$query = new WP_Query(
		array(
			'post_type'        => $post_type,
			'post_status'      => 'publish',
			'has_password'     => false,
			'posts_per_page'   => 1,
			'fields'           => 'ids',
			'suppress_filters' => false,
		)
	);
	return (int) $query->found_posts;
}

/**
 * The ids of every public post of a type (for the terms its lists name).
 *
 * @param string $post_type The post type.
 * @return int[]
 */
function studio_public_ids( string $post_type ): array {
	return array_map(
		'intval',
		get_posts(
			array(
				'post_type'        => $post_type,
				'post_status'      => 'publish',
				'has_password'     => false,
				'numberposts'      => -1,
				'fields'           => 'ids',
				'suppress_filters' => false,
			)
		)
	);
}
