<?php
/**
 * The case editor's Content-Security-Policy (docs/WP-API.md 'Editor renders'): post.php and
 * post-new.php of a case send `connect-src 'self' {site origin}; frame-src 'self' blob:`, so the
 * editor's page may read WordPress and the site's renders and nothing else outside WordPress,
 * and frame WordPress's own pages and the block editor's canvas (a blob: document since
 * WordPress 6.4); the renders are srcdoc frames, which no frame source governs. Other screens
 * keep WordPress's defaults.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'current_screen', 'studio_render_csp_header' );

/**
 * Sends the policy on a case's editor screens, before wp-admin prints anything.
 *
 * @param WP_Screen $screen The screen.
 */
function studio_render_csp_header( $screen ): void {
	if ( ! $screen instanceof WP_Screen || headers_sent() ) {
		return;
	}
	if ( studio_render_is_case_editor( (string) $screen->base, (string) $screen->post_type ) ) {
		header( 'Content-Security-Policy: ' . studio_render_csp( studio_site_url() ) );
	}
}
