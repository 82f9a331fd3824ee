<?php
/**
 * The site's two approval calls (docs/WP-API.md 'Approval links'): `POST {api}/approval` opens a
 * link (the case's draft, as `GET {api}/preview/case/{id}` builds it) and records the opening;
 * `POST {api}/approval/decision` records the client's approval or comment. Both demand the
 * `approval` key in `x-approval-secret` (never the secret itself), decided in the route's
 * `permission_callback` before the body is read; every answer of both is `Cache-Control: no-store`.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'studio_register_approval_site_routes' );
add_filter( 'rest_post_dispatch', 'studio_approval_no_store', 10, 3 );

/**
 * The site's routes.
 */
function studio_register_approval_site_routes(): void {
	$namespace = studio_api_namespace();
	register_rest_route(
		$namespace,
		'/approval',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_approval_open',
			'permission_callback' => 'studio_approval_site_permission',
		)
	);
	register_rest_route(
		$namespace,
		'/approval/decision',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_approval_decision',
			'permission_callback' => 'studio_approval_site_permission',
		)
	);
}

/**
 * The site's routes' permission: only the site, which sends the `approval` key, compared in
 * constant time. WordPress answers a refusal as 403 `{ code: 'studio_forbidden' }` before the route
 * runs.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_approval_site_permission( WP_REST_Request $request ) {
	$key = studio_key( 'approval' );
	if ( '' !== $key && hash_equals( $key, (string) $request->get_header( 'x-approval-secret' ) ) ) {
		return true;
	}
	return new WP_Error( 'studio_forbidden', __( 'Ссылки согласования открывает только сайт.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * `Cache-Control: no-store` on every answer of the approval routes, the site's and the editor's
 * (refusals from a permission callback too): a draft, a client's words and a link's state are
 * never kept by a cache on the way.
 *
 * @param WP_HTTP_Response $response The answer.
 * @param WP_REST_Server   $server   The server.
 * @param WP_REST_Request  $request  The request.
 * @return WP_HTTP_Response
 */
function studio_approval_no_store( $response, $server, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter
	if ( $response instanceof WP_HTTP_Response && $request instanceof WP_REST_Request ) {
		$namespace = '/' . studio_api_namespace() . '/';
		$route     = (string) $request->get_route();
		if ( str_starts_with( $route, $namespace . 'approval' ) ) {
			$response->header( 'Cache-Control', 'no-store' );
			add_filter( 'nocache_headers', 'studio_nocache_no_store' );
		}
	}
	return $response;
}

/**
 * The link a request's `token` names and its case, or the failed answer: 404 for a token that is
 * no link (malformed ones are never looked up) or whose case is gone (trashed, deleted, not a case);
 * 410 `{ reason, slug }` for an expired or revoked one.
 *
 * @param mixed $token The token from the body.
 * @param int   $now   Unix time.
 * @return array{row: array, post: WP_Post}|WP_REST_Response
 */
function studio_approval_resolve( $token, int $now ) {
	if ( ! studio_approval_token_is_well_formed( $token ) ) {
		return studio_fail( 404 );
	}
	$row  = studio_approval_link_by_hash( studio_approval_token_hash( $token ) );
	$post = $row ? studio_preview_post( 'case', (int) $row['post_id'] ) : null;
	if ( ! $row || ! $post ) {
		return studio_fail( 404 );
	}
	$status = studio_approval_row_status( $row, $now );
	if ( 'active' !== $status ) {
		return studio_fail(
			410,
			array(
				'reason' => $status,
				'slug'   => studio_approval_public_slug( $post ),
			)
		);
	}
	return array(
		'row'  => $row,
		'post' => $post,
	);
}

/**
 * The case's public page's slug: published without a password, else null.
 *
 * @param WP_Post $post The case.
 */
function studio_approval_public_slug( WP_Post $post ): ?string {
	return 'publish' === $post->post_status && '' === $post->post_password ? studio_slug( $post ) : null;
}

/**
 * The JSON body as an array (a body that is not a JSON object: an empty one).
 *
 * @param WP_REST_Request $request The request.
 */
function studio_approval_body( WP_REST_Request $request ): array {
	$body = $request->get_json_params();
	return is_array( $body ) ? $body : array();
}

/**
 * POST approval `{ token }`: an active link's case, from the newest of the case and its autosave,
 * and the opening recorded; 410 for an expired or revoked link; 404 for no link.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_approval_open( WP_REST_Request $request ): WP_REST_Response {
	$now   = time();
	$found = studio_approval_resolve( studio_approval_body( $request )['token'] ?? null, $now );
	if ( $found instanceof WP_REST_Response ) {
		return $found;
	}
	studio_approval_record_open( $found['row'], $now );
	$post = $found['post'];
	return studio_ok(
		array(
			'link' => array(
				'id'          => (int) $found['row']['id'],
				'expires_at'  => studio_approval_time( $found['row']['expires_at'] ),
				'approved_at' => studio_approval_time( $found['row']['approved_at'] ),
			),
			'type' => 'case',
			'id'   => $post->ID,
			'slug' => studio_approval_public_slug( $post ),
		) + studio_answer_case( studio_preview_latest( $post ) )
	);
}

/**
 * POST approval/decision `{ token, decision, name?, comment? }`: the client's answer recorded,
 * `{ approved_at }`; 404 and 410 as for opening; 422 `{ errors }` for invalid input.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_approval_decision( WP_REST_Request $request ): WP_REST_Response {
	$now   = time();
	$body  = studio_approval_body( $request );
	$found = studio_approval_resolve( $body['token'] ?? null, $now );
	if ( $found instanceof WP_REST_Response ) {
		return $found;
	}
	$answer = studio_approval_validate_decision( $body );
	if ( isset( $answer['errors'] ) ) {
		return studio_fail( 422, array( 'errors' => $answer['errors'] ) );
	}
	return studio_ok(
		array(
			'approved_at' => studio_approval_record_decision( $found['row'], $answer['decision'], $answer['name'], $answer['comment'], $now ),
		)
	);
}
