<?php
/**
 * Editor renders' two calls (docs/WP-API.md 'Editor renders'). The case editor's script asks
 * `POST /wp-json/studio/v1/render-links` (the editor's cookie and `X-WP-Nonce`; `edit_post` on
 * that case) for a link to the site's `/editor-render/{token}/`: the token has the Preview
 * links' form (previews/tokens.php), signed with the `render-token` key, and works once for 60
 * seconds; a block render's block waits, as block markup, in a transient named by the token's
 * nonce, never in the post. The site redeems the token with `POST {api}/render` (the `render-read`
 * key in `x-render-secret`, decided in the route's `permission_callback`) and gets the case's
 * draft, its constructor that one block for a block render. Every answer of both is
 * `Cache-Control: no-store`.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The transient of a block render's block markup, by its token's nonce. */
const STUDIO_RENDER_TRANSIENT = 'studio_render_';

add_action( 'rest_api_init', 'studio_register_render_routes' );
add_filter( 'rest_post_dispatch', 'studio_render_no_store', 10, 3 );

/**
 * The editor's route and the site's route.
 */
function studio_register_render_routes(): void {
	$namespace = studio_api_namespace();
	register_rest_route(
		$namespace,
		'/render-links',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_render_links',
			'permission_callback' => 'studio_render_links_permission',
			'args'                => array(
				'post'  => array(
					'description' => __( 'Кейс.', 'studio-headless' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'required'    => true,
				),
				'block' => array(
					'description' => __( 'Блок кейса с несохранёнными атрибутами; без него — весь черновик.', 'studio-headless' ),
					'type'        => 'object',
					'properties'  => array(
						'name'       => array(
							'type'     => 'string',
							'required' => true,
						),
						'attributes' => array(
							'type'     => 'object',
							'required' => true,
						),
					),
				),
			),
		)
	);
	register_rest_route(
		$namespace,
		'/render',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_render_redeem',
			'permission_callback' => 'studio_render_permission',
		)
	);
}

/**
 * POST render-links: `edit_post` on the case the request names (`post`); else WordPress's own
 * 403.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_render_links_permission( WP_REST_Request $request ) {
	$post_id = (int) $request->get_param( 'post' );
	if ( $post_id > 0 && null !== get_post( $post_id ) && current_user_can( 'edit_post', $post_id ) ) {
		return true;
	}
	return new WP_Error( 'rest_forbidden', __( 'Недостаточно прав, чтобы показать этот кейс так, как его покажет сайт.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * POST render: only the site, which sends the `render-read` key (never the secret itself),
 * compared in constant time. WordPress answers a refusal as 403 `{ code: 'studio_forbidden' }`
 * before the route runs.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_render_permission( WP_REST_Request $request ) {
	$key = studio_key( 'render-read' );
	if ( '' !== $key && hash_equals( $key, (string) $request->get_header( 'x-render-secret' ) ) ) {
		return true;
	}
	return new WP_Error( 'studio_forbidden', __( 'Вид блоков для редактора получает только сайт.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * `Cache-Control: no-store` on every answer of both routes (refusals from a permission callback
 * too): a draft and a token are never kept by a cache on the way. A signed-in editor's answer
 * also gets WordPress's no-cache headers, sent after the answer's own on some releases (Debian's
 * 6.1): those say `no-store` too.
 *
 * @param WP_HTTP_Response $response The answer.
 * @param WP_REST_Server   $server   The server.
 * @param WP_REST_Request  $request  The request.
 * @return WP_HTTP_Response
 */
function studio_render_no_store( $response, $server, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter
	if ( $response instanceof WP_HTTP_Response && $request instanceof WP_REST_Request ) {
		$route  = (string) $request->get_route();
		$prefix = '/' . studio_api_namespace() . '/';
		if ( $prefix . 'render' === $route || $prefix . 'render-links' === $route ) {
			$response->header( 'Cache-Control', 'no-store' );
			add_filter( 'nocache_headers', 'studio_nocache_no_store' );
		}
	}
	return $response;
}


/**
 * POST render-links `{ post, block? }`: 201 `{ url, expires_at }`. 404 for a post that is not a
 * case or a block that is not a studio block; 422 `{ errors: { block } }` for attributes longer
 * than 64 KB as JSON, `{ errors: { site } }` without the site's URL or the shared secret. An
 * auto-draft may ask.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_render_links( WP_REST_Request $request ): WP_REST_Response {
	$post = get_post( (int) $request->get_param( 'post' ) );
	if ( ! $post instanceof WP_Post || 'case' !== $post->post_type ) {
		return studio_fail( 404 );
	}
	$block  = $request->get_param( 'block' );
	$markup = null;
	if ( is_array( $block ) ) {
		$slug = studio_render_block_slug( $block['name'] ?? null );
		if ( null === $slug ) {
			return studio_fail( 404 );
		}
		$attributes = is_array( $block['attributes'] ?? null ) ? $block['attributes'] : array();
		if ( studio_render_attributes_too_large( $attributes ) ) {
			return studio_fail( 422, array( 'errors' => array( 'block' => __( 'Блок слишком большой для показа (больше 64 КБ): сохраните кейс и откройте предпросмотр.', 'studio-headless' ) ) ) );
		}
		$markup = serialize_block( studio_render_block( $slug, $attributes, studio_block_fields( $slug ) ) );
	}
	$site = studio_site_url();
	$key  = studio_key( 'render-token' );
	if ( '' === $site || '' === $key || '' === studio_key( 'render-read' ) ) {
		return studio_fail( 422, array( 'errors' => array( 'site' => __( 'Не настроены адрес сайта или общий секрет (Настройки → «Сайт»): сайт не сможет показать блок.', 'studio-headless' ) ) ) );
	}
	$expiry = time() + STUDIO_RENDER_TTL;
	$nonce  = studio_token_nonce();
	if ( null !== $markup ) {
		// A little longer than the token: the token's expiry decides, not the transient's.
		set_transient( STUDIO_RENDER_TRANSIENT . $nonce, $markup, STUDIO_RENDER_TTL + 30 );
	}
	$token    = studio_preview_token( $post->ID, null === $markup ? 'case' : 'block', $expiry, $key, $nonce );
	$response = studio_ok(
		array(
			'url'        => studio_render_url( $site, $token ),
			'expires_at' => studio_render_time( $expiry ),
		)
	);
	$response->set_status( 201 );
	return $response;
}

/**
 * POST render `{ token }`: redeems a render token once. `{ type, id, data }`: `data` the answer
 * of `portfolio/{slug}` from the newest of the case and its autosave; for a block render, its
 * constructor that one block, read as a saved block is. 403 for a forged token, 404 for a case
 * gone (trashed, deleted), 410 for an expired or used one.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_render_redeem( WP_REST_Request $request ): WP_REST_Response {
	$token   = $request->get_param( 'token' );
	$payload = is_string( $token ) ? studio_preview_token_payload( $token, studio_key( 'render-token' ) ) : null;
	if ( null === $payload || ! in_array( $payload['type'], STUDIO_RENDER_TYPES, true ) ) {
		return studio_fail( 403 );
	}
	$post = get_post( $payload['id'] );
	if ( ! $post instanceof WP_Post || 'case' !== $post->post_type || 'trash' === $post->post_status ) {
		return studio_fail( 404 );
	}
	if ( $payload['exp'] < time() || ! studio_preview_use_once( $payload['nonce'], $payload['exp'] ) ) {
		return studio_fail( 410 );
	}
	$answer = studio_answer_case( studio_preview_latest( $post ) );
	if ( 'block' === $payload['type'] ) {
		$transient = STUDIO_RENDER_TRANSIENT . $payload['nonce'];
		$markup    = get_transient( $transient );
		delete_transient( $transient );
		if ( ! is_string( $markup ) ) {
			return studio_fail( 410 );
		}
		$answer['data']['case']['constructor']    = studio_constructor( $markup );
		$answer['data']['case']['is_constructor'] = true;
	}
	return studio_ok(
		array(
			'type' => $payload['type'],
			'id'   => $post->ID,
			'data' => $answer['data'],
		)
	);
}
