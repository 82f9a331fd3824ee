<?php
/**
 * Draft previews on the site (docs/wordpress-plugin.md 'Draft previews'). The Preview button of a case, an article
 * or a solution opens `{site}/api/preview/?token=…`: a token signed with the `preview-token` key
 * (derived from STUDIO_REVALIDATE_SECRET, docs/WP-API.md 'Keys'), carrying the post's id and
 * type, valid for 10 minutes and once. The site checks the token itself, redeems it with
 * `POST {api}/preview` (the `preview-read` key in `x-preview-secret`), turns on
 * Next's draftMode and reads the draft with `GET {api}/preview/{type}/{id}`: the public detail
 * answer, built from the newest of the post and its autosave.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** How long a preview link works, in seconds. */
const STUDIO_PREVIEW_TTL = 600;

/** Post type → the site's preview type, its section and the builder of its public answer. */
const STUDIO_PREVIEW_TYPES = array(
	'case'     => array(
		'type'    => 'case',
		'section' => 'cases',
		'answer'  => 'studio_answer_case',
	),
	'post'     => array(
		'type'    => 'article',
		'section' => 'blog',
		'answer'  => 'studio_answer_article',
	),
	'solution' => array(
		'type'    => 'solution',
		'section' => 'solutions',
		'answer'  => 'studio_answer_solution',
	),
);

add_filter( 'preview_post_link', 'studio_preview_link', 10, 2 );
add_action( 'rest_api_init', 'studio_register_preview_routes' );

/**
 * The site's preview link for a case, an article or a solution; WordPress's own link for anything
 * else, or when the site's URL or the shared secret is not set.
 *
 * @param string  $link The link WordPress built.
 * @param WP_Post $post The post.
 */
function studio_preview_link( $link, $post ) {
	if ( ! $post instanceof WP_Post || ! isset( STUDIO_PREVIEW_TYPES[ $post->post_type ] ) ) {
		return $link;
	}
	$site = studio_site_url();
	$key  = studio_key( 'preview-token' );
	if ( '' === $site || '' === $key ) {
		return $link;
	}
	$token = studio_preview_token( $post->ID, STUDIO_PREVIEW_TYPES[ $post->post_type ]['type'], time() + STUDIO_PREVIEW_TTL, $key );
	return $site . '/api/preview/?token=' . rawurlencode( $token );
}
/**
 * The preview routes; both demand the `preview-read` key in `x-preview-secret`.
 */
function studio_register_preview_routes(): void {
	$namespace = studio_api_namespace();
	register_rest_route(
		$namespace,
		'/preview',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => 'studio_route_preview_redeem',
			'permission_callback' => 'studio_preview_permission',
		)
	);
	register_rest_route(
		$namespace,
		'/preview/(?P<type>case|article|solution)/(?P<id>\d+)',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => 'studio_route_preview_post',
			'permission_callback' => 'studio_preview_permission',
		)
	);
}

/**
 * Whether the request carries the `preview-read` key (never the secret itself), compared in
 * constant time.
 *
 * @param WP_REST_Request $request The request.
 */
function studio_preview_authorised( WP_REST_Request $request ): bool {
	$key = studio_key( 'preview-read' );
	return '' !== $key && hash_equals( $key, (string) $request->get_header( 'x-preview-secret' ) );
}

/**
 * The preview routes' permission: only the site, which sends the `preview-read` key. WordPress
 * answers a refusal as 403 `{ code: 'studio_forbidden' }` before the route runs.
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function studio_preview_permission( WP_REST_Request $request ) {
	if ( studio_preview_authorised( $request ) ) {
		return true;
	}
	return new WP_Error( 'studio_forbidden', __( 'Предпросмотр доступен только сайту.', 'studio-headless' ), array( 'status' => 403 ) );
}

/**
 * The post a preview type and id name, when it is of that type and not trashed.
 *
 * @param string $type The preview type.
 * @param int    $id   The post id.
 */
function studio_preview_post( string $type, int $id ): ?WP_Post {
	$post = get_post( $id );
	if ( ! $post instanceof WP_Post || ! isset( STUDIO_PREVIEW_TYPES[ $post->post_type ] ) ) {
		return null;
	}
	if ( STUDIO_PREVIEW_TYPES[ $post->post_type ]['type'] !== $type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
		return null;
	}
	return $post;
}

/**
 * Where the post lives on the site: `{ type, id, section, slug }`, slug null until published.
 *
 * @param WP_Post $post The post.
 */
function studio_preview_place( WP_Post $post ): array {
	$kind = STUDIO_PREVIEW_TYPES[ $post->post_type ];
	return array(
		'type'    => $kind['type'],
		'id'      => $post->ID,
		'section' => $kind['section'],
		'slug'    => 'publish' === $post->post_status ? studio_slug( $post ) : null,
	);
}

/**
 * POST preview `{ token }`: redeems a token once. 200 `{ success: true, type, id, section, slug }`;
 * 403 for a forged token (and, from studio_preview_permission(), without the `preview-read` key); 410 `{ success: false, type, id, section, slug }`
 * for an expired or already used one (so the site can show the public page instead).
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_preview_redeem( WP_REST_Request $request ): WP_REST_Response {
	$token   = $request->get_param( 'token' );
	$payload = is_string( $token ) ? studio_preview_token_payload( $token, studio_key( 'preview-token' ) ) : null;
	if ( null === $payload ) {
		return studio_fail( 403 );
	}
	$post = studio_preview_post( $payload['type'], $payload['id'] );
	if ( ! $post ) {
		return studio_fail( 404 );
	}
	$place = studio_preview_place( $post );
	if ( $payload['exp'] < time() || ! studio_preview_use_once( $payload['nonce'], $payload['exp'] ) ) {
		return studio_fail( 410, $place );
	}
	return studio_ok( $place );
}

/**
 * The newest version of a post: the post itself, or its latest autosave when that is newer, its
 * title, content and excerpt laid over the post (meta, terms and image stay the post's own).
 *
 * @param WP_Post $post The post.
 */
function studio_preview_latest( WP_Post $post ): WP_Post {
	$autosave = wp_get_post_autosave( $post->ID );
	if ( ! $autosave instanceof WP_Post || $autosave->post_modified_gmt < $post->post_modified_gmt ) {
		return $post;
	}
	$latest               = clone $post;
	$latest->post_title   = $autosave->post_title;
	$latest->post_content = $autosave->post_content;
	$latest->post_excerpt = $autosave->post_excerpt;
	return $latest;
}

/**
 * GET preview/{type}/{id}: the same answer as the public detail route, built from the newest
 * version of the post (published or not); 404 for no such post (403 without the `preview-read` key,
 * from studio_preview_permission()).
 *
 * @param WP_REST_Request $request The request.
 */
function studio_route_preview_post( WP_REST_Request $request ): WP_REST_Response {
	$post = studio_preview_post( (string) $request->get_param( 'type' ), (int) $request->get_param( 'id' ) );
	if ( ! $post ) {
		return studio_fail( 404 );
	}
	$answer   = STUDIO_PREVIEW_TYPES[ $post->post_type ]['answer'];
	$response = studio_ok( $answer( studio_preview_latest( $post ) ) );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}
