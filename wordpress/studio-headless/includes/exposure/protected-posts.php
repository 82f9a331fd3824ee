<?php
/**
 * A case, an article, a solution or a vacancy with a password is not public (docs/security.md
 * 'What WordPress shows the public'). The contract leaves it out (rest/queries.php); core's
 * /wp/v2 hides its content and excerpt from whoever does not give the password, and here its
 * meta too (the case's extended description, the SEO texts), which core would answer in full.
 * Its editors (edit_post) and a caller giving the right `password` see everything, as in core.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

foreach ( array( 'case', 'post', 'solution', 'vacancy' ) as $studio_post_type ) {
	add_filter( "rest_prepare_{$studio_post_type}", 'studio_hide_protected_meta', 10, 3 );
}
unset( $studio_post_type );

/**
 * rest_prepare_{type}: the meta of a post with a password, empty for whoever may not read it.
 *
 * @param WP_REST_Response $response The answer.
 * @param WP_Post          $post     The post.
 * @param WP_REST_Request  $request  The request.
 * @return WP_REST_Response
 */
function studio_hide_protected_meta( $response, $post, $request ) {
	if ( ! $response instanceof WP_REST_Response || ! $post instanceof WP_Post || '' === $post->post_password ) {
		return $response;
	}
	if ( current_user_can( 'edit_post', $post->ID ) ) {
		return $response;
	}
	$given = $request instanceof WP_REST_Request ? $request->get_param( 'password' ) : null;
	if ( is_string( $given ) && '' !== $given && hash_equals( $post->post_password, $given ) ) {
		return $response;
	}
	$data = $response->get_data();
	if ( is_array( $data ) && array_key_exists( 'meta', $data ) ) {
		$data['meta'] = new stdClass();
		$response->set_data( $data );
	}
	return $response;
}
