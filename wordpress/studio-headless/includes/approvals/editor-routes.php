<?php
/**
 * The editor's approval calls, made by the case's sidebar (assets/approvals.js) with the signed-in
 * editor's cookie and `X-WP-Nonce` (docs/WP-API.md 'Approval links'): list a case's links, make
 * one (its URL answered this once), revoke one. Each demands `edit_post` on that case, decided
 * in the route's `permission_callback`; the arguments are checked by their REST schemas.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'studio_register_approval_editor_routes' );

/**
 * The editor's routes.
 */
function studio_register_approval_editor_routes(): void {
	$namespace = studio_api_namespace();
	$post_arg  = array(
		'description' => __( 'Кейс.', 'studio-headless' ),
		'type'        => 'integer',
		'minimum'     => 1,
		'required'    => true,
	);
	register_rest_route(
		$namespace,
		'/approval-links',
		array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => 'studio_route_approval_links_list',
				'permission_callback' => 'studio_approval_post_permission',
				'args'                => array( 'post' => $post_arg ),
			),
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'studio_route_approval_links_create',
				'permission_callback' => 'studio_approval_post_permission',
				'args'                => array(
					'post' => $post_arg,
					'days' => array(
						'description' => __( 'Срок действия ссылки, дней.', 'studio-headless' ),
						'type'        => 'integer',
						'minimum'     => STUDIO_APPROVAL_MIN_DAYS,
						'maximum'     => STUDIO_APPROVAL_MAX_DAYS,
						'default'     => STUDIO_APPROVAL_DEFAULT_DAYS,
					),
				),
			),
		)
	);
	register_rest_route(
		$namespace,
		'/approval-links/(?P<link>\d+)',
		array(
			'methods'             => WP_REST_Server::DELETABLE,
			'callback'            => 'studio_route_approval_links_revoke',
			'permission_callback' => 'studio_approval_link_permission',
			'args'                => array(
				'link' => array(
					'description' => __( 'Ссылка.', 'studio-headless' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'required'    => true,
				),
			),
		)
	);
}

/**
 * The refusal of the editor's routes: WordPress's own error shape, HTTP 403.
 */
function studio_approval_editor_forbidden(): WP_Error {
	return new WP_Error( 'rest_forbidden', __( 'Недостаточно прав для ссылок согласования этого кейса.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * GET and POST approval-links: `edit_post` on the case the request names (`post`).
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_approval_post_permission( WP_REST_Request $request ) {
	$post_id = (int) $request->get_param( 'post' );
	if ( $post_id > 0 && null !== get_post( $post_id ) && current_user_can( 'edit_post', $post_id ) ) {
		return true;
	}
	return studio_approval_editor_forbidden();
}

/**
 * DELETE approval-links/{link}: `edit_post` on the link's case, the link named by the URL only
 * (never by a query or body parameter of the same name). A link that does not exist needs
 * `edit_posts`, so that the route answers 404 to editors and 403 to everyone else.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_approval_link_permission( WP_REST_Request $request ) {
	$params  = $request->get_url_params();
	$row     = studio_approval_link_by_id( (int) ( $params['link'] ?? 0 ) );
	$allowed = $row ? current_user_can( 'edit_post', (int) $row['post_id'] ) : current_user_can( 'edit_posts' );
	return $allowed ? true : studio_approval_editor_forbidden();
}

/**
 * The case a request names, when it is a case: else 404 `{ success: false }`.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_Post|WP_REST_Response
 */
function studio_approval_requested_case( WP_REST_Request $request ) {
	$post = get_post( (int) $request->get_param( 'post' ) );
	return $post instanceof WP_Post && 'case' === $post->post_type ? $post : studio_fail( 404 );
}

/**
 * GET approval-links?post={id}: the case's links, newest first.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_approval_links_list( WP_REST_Request $request ): WP_REST_Response {
	$post = studio_approval_requested_case( $request );
	if ( $post instanceof WP_REST_Response ) {
		return $post;
	}
	return studio_ok( array( 'links' => studio_approval_links_answer( $post->ID, time() ) ) );
}

/**
 * POST approval-links `{ post, days? }`: a new link, 201 `{ link, url }`, the URL answered this
 * once. 422 `{ errors: { post } }` for a case not saved yet or in the trash, `{ errors: { site } }`
 * when the site's URL or the shared secret is not set (the site could not open the link).
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_approval_links_create( WP_REST_Request $request ): WP_REST_Response {
	$post = studio_approval_requested_case( $request );
	if ( $post instanceof WP_REST_Response ) {
		return $post;
	}
	if ( in_array( $post->post_status, array( 'auto-draft', 'trash' ), true ) ) {
		$message = 'trash' === $post->post_status
			? __( 'Кейс в корзине: восстановите его, чтобы отправить на согласование.', 'studio-headless' )
			: __( 'Сначала сохраните кейс: у несохранённого кейса ещё нет страницы для согласования.', 'studio-headless' );
		return studio_fail( 422, array( 'errors' => array( 'post' => $message ) ) );
	}
	$site = studio_site_url();
	if ( '' === $site || '' === studio_key( 'approval' ) ) {
		return studio_fail( 422, array( 'errors' => array( 'site' => __( 'Не настроены адрес сайта или общий секрет (Настройки → «Сайт»): сайт не сможет открыть ссылку.', 'studio-headless' ) ) ) );
	}
	$days    = studio_approval_days( $request->get_param( 'days' ) ) ?? STUDIO_APPROVAL_DEFAULT_DAYS;
	$now     = time();
	$created = studio_approval_create( $post, $days, wp_get_current_user(), $now );
	if ( null === $created ) {
		return studio_fail( 500 );
	}
	$response = studio_ok(
		array(
			'link' => studio_approval_one_answer( $created['row'], $now ),
			'url'  => studio_approval_url( $site, $created['token'] ),
		)
	);
	$response->set_status( 201 );
	return $response;
}

/**
 * DELETE approval-links/{link}: revokes an active link at once; a revoked or expired one stays as
 * it is. `{ link }`; 404 for no such link.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_approval_links_revoke( WP_REST_Request $request ): WP_REST_Response {
	$params = $request->get_url_params();
	$row    = studio_approval_link_by_id( (int) ( $params['link'] ?? 0 ) );
	if ( ! $row ) {
		return studio_fail( 404 );
	}
	$now = time();
	$row = studio_approval_revoke( $row, wp_get_current_user(), $now );
	return studio_ok( array( 'link' => studio_approval_one_answer( $row, $now ) ) );
}
