<?php
/**
 * The REST routes of docs/WP-API.md under `{STUDIO_API_NAMESPACE}/v1`. Each route finds its
 * WordPress objects and answers with a builder of answers.php; every answer carries `success`.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Default page sizes of the lists (SPEC 7.3: portfolio 4; the blog 12). */
const STUDIO_PORTFOLIO_PAGE_SIZE = 4;
const STUDIO_BLOG_PAGE_SIZE      = 12;

add_action( 'rest_api_init', 'studio_register_routes' );

/**
 * Registers the routes.
 */
function studio_register_routes(): void {
	$namespace = studio_api_namespace();
	$slug      = '(?P<slug>[^/]+)';
	$get       = static fn( callable $callback ) => array(
		'methods'             => WP_REST_Server::READABLE,
		'callback'            => $callback,
		'permission_callback' => '__return_true',
	);
	register_rest_route( $namespace, '/header', $get( static fn() => studio_ok( studio_answer_header() ) ) );
	register_rest_route( $namespace, '/portfolio', $get( 'studio_route_portfolio' ) );
	register_rest_route( $namespace, '/portfolio/' . $slug, $get( 'studio_route_case' ) );
	register_rest_route( $namespace, '/blog', $get( 'studio_route_blog' ) );
	register_rest_route( $namespace, '/blog/' . $slug, $get( 'studio_route_article' ) );
	register_rest_route( $namespace, '/solutions', $get( static fn() => studio_ok( studio_answer_solutions( studio_all( 'solution' ) ) ) ) );
	register_rest_route( $namespace, '/solutions/' . $slug, $get( 'studio_route_solution' ) );
	register_rest_route( $namespace, '/vacancies', $get( static fn() => studio_ok( studio_answer_vacancies( studio_all( 'vacancy' ) ) ) ) );
	register_rest_route( $namespace, '/vacancies/' . $slug, $get( 'studio_route_vacancy' ) );
	register_rest_route(
		$namespace,
		'/form',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_form',
			'permission_callback' => 'studio_form_permission',
		)
	);
}

/**
 * `{ success: true, …answer }` with HTTP 200.
 *
 * @param array $answer The answer.
 */
function studio_ok( array $answer ): WP_REST_Response {
	return new WP_REST_Response( array( 'success' => true ) + $answer, 200 );
}

/**
 * `{ success: false, …extra }` with an HTTP status.
 *
 * @param int   $status The status.
 * @param array $extra  Extra fields (errors).
 */
function studio_fail( int $status, array $extra = array() ): WP_REST_Response {
	return new WP_REST_Response( array( 'success' => false ) + $extra, $status );
}

/**
 * GET portfolio?page&count&categories[].
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_portfolio( WP_REST_Request $request ): WP_REST_Response {
	$ids = studio_filter_ids( $request->get_param( 'categories' ) );
	$tax = $ids ? array(
		array(
			'taxonomy' => 'direction',
			'field'    => 'term_id',
			'terms'    => $ids,
		),
	) : null;
	$page = studio_paged(
		'case',
		studio_page_param( $request->get_param( 'page' ) ),
		studio_count_param( $request->get_param( 'count' ), STUDIO_PORTFOLIO_PAGE_SIZE ),
		$tax
	);
	return studio_ok( studio_answer_portfolio( $page ) );
}

/**
 * GET blog?page&count&category.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_blog( WP_REST_Request $request ): WP_REST_Response {
	$ids = studio_filter_ids( $request->get_param( 'category' ) );
	$tax = $ids ? array(
		array(
			'taxonomy'         => 'category',
			'field'            => 'term_id',
			'terms'            => $ids,
			'include_children' => false,
		),
	) : null;
	$page = studio_paged(
		'post',
		studio_page_param( $request->get_param( 'page' ) ),
		studio_count_param( $request->get_param( 'count' ), STUDIO_BLOG_PAGE_SIZE ),
		$tax
	);
	return studio_ok( studio_answer_blog( $page ) );
}

/**
 * A detail route: the published post of the slug through its builder, else 404.
 *
 * @param string          $post_type The post type.
 * @param callable        $answer    The builder.
 * @param WP_REST_Request $request   The request.
 */
function studio_detail( string $post_type, callable $answer, WP_REST_Request $request ): WP_REST_Response {
	$post = studio_find( $post_type, (string) $request->get_param( 'slug' ) );
	return $post ? studio_ok( $answer( $post ) ) : studio_fail( 404 );
}

/**
 * GET portfolio/{slug}.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_case( WP_REST_Request $request ): WP_REST_Response {
	return studio_detail( 'case', 'studio_answer_case', $request );
}

/**
 * GET blog/{slug}.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_article( WP_REST_Request $request ): WP_REST_Response {
	return studio_detail( 'post', 'studio_answer_article', $request );
}

/**
 * GET solutions/{slug}.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_solution( WP_REST_Request $request ): WP_REST_Response {
	return studio_detail( 'solution', 'studio_answer_solution', $request );
}

/**
 * GET vacancies/{slug}.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_vacancy( WP_REST_Request $request ): WP_REST_Response {
	return studio_detail( 'vacancy', 'studio_answer_vacancy', $request );
}

/**
 * POST form's permission: only the site, which sends the form secret as `x-form-secret`. With no
 * secret configured nothing is taken (the plugin makes one on activation). WordPress answers a
 * refusal as 403 `{ code: 'studio_forbidden' }` before the body is read.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_form_permission( WP_REST_Request $request ) {
	$secret = studio_form_secret();
	if ( '' !== $secret && hash_equals( $secret, (string) $request->get_header( 'x-form-secret' ) ) ) {
		return true;
	}
	return new WP_Error( 'studio_forbidden', __( 'Заявки принимаются только от сайта.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * POST form: the site's lead. 403 without the right secret (the site keeps the lead and retries:
 * it is 'not taken'); there is always one to check (STUDIO_FORM_SECRET, or the one the plugin
 * made), and with none at all nothing is taken. 400 for a body that is not JSON, 422 with field
 * errors, 500 when it could not be stored; `{ success: true }` once stored, and again for a
 * request_id already stored.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_form( WP_REST_Request $request ): WP_REST_Response {
	$raw = $request->get_body();
	if ( strlen( $raw ) > STUDIO_LEAD_MAX_BODY ) {
		return studio_fail( 413 );
	}
	$body = json_decode( $raw, true );
	if ( JSON_ERROR_NONE !== json_last_error() ) {
		return studio_fail( 400, array( 'errors' => array( 'form' => 'Не удалось прочитать заявку, попробуйте ещё раз' ) ) );
	}
	$result = studio_validate_lead( $body );
	if ( isset( $result['errors'] ) ) {
		return studio_fail( 422, array( 'errors' => $result['errors'] ) );
	}
	$stored = studio_store_lead( $result['lead'], $body );
	return is_wp_error( $stored ) ? studio_fail( 500 ) : studio_ok( array() );
}

/**
 * WordPress's no-cache headers, for an answer that must be `Cache-Control: no-store` (the editor
 * renders' and approval links' routes): a signed-in editor's REST answer gets these after the
 * answer's own headers on some releases (Debian's 6.1, whose value lacks `no-store`).
 *
 * @param array<string, string> $headers The headers.
 * @return array<string, string>
 */
function studio_nocache_no_store( $headers ) {
	$headers['Cache-Control'] = 'no-store';
	return $headers;
}
