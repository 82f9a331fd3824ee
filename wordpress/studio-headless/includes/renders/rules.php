<?php
/**
 * Editor renders' rules (docs/WP-API.md 'Editor renders'), with no database and no request: the
 * token's life and types, the block a render may be asked for and how much of it, the link the
 * editor reads, and the Content-Security-Policy of the case editor's screens. The routes
 * (routes.php) and the editor's screen (screen.php) use them; tests/wordpress/ tests them outside
 * WordPress.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** How long a render token works, in seconds. */
const STUDIO_RENDER_TTL = 60;
/** The longest `attributes` of a block render, as JSON, in bytes (64 KB). */
const STUDIO_RENDER_MAX_ATTRIBUTES = 65536;
/** The token types: one block with the editor's attributes, or the whole draft. */
const STUDIO_RENDER_TYPES = array( 'block', 'case' );

/**
 * The block's name after `studio/` when it is one of the 16 case blocks (STUDIO_BLOCK_TYPES),
 * else null: nothing else is rendered.
 *
 * @param mixed $name The block name the editor sent (`studio/offering`).
 */
function studio_render_block_slug( $name ): ?string {
	if ( ! is_string( $name ) || ! str_starts_with( $name, 'studio/' ) ) {
		return null;
	}
	$slug = substr( $name, strlen( 'studio/' ) );
	return isset( STUDIO_BLOCK_TYPES[ $slug ] ) ? $slug : null;
}

/**
 * Whether a block's attributes are longer than 64 KB as JSON (UTF-8 as the browser sends it,
 * not `\u` escapes).
 *
 * @param array $attributes The attributes.
 */
function studio_render_attributes_too_large( array $attributes ): bool {
	$json = wp_json_encode( $attributes, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	return false === $json || strlen( $json ) > STUDIO_RENDER_MAX_ATTRIBUTES;
}

/**
 * The one block a render shows, as a parsed block (serialize_block() writes it as block markup):
 * its attributes limited to the block's own fields (block.json), never WordPress's (`lock`,
 * `metadata`, …) nor anything else the request carried.
 *
 * @param string   $slug       The block's name after `studio/`.
 * @param array    $attributes The editor's attributes.
 * @param string[] $fields     The block's own fields (studio_block_fields()).
 * @return array{blockName: string, attrs: array, innerBlocks: array, innerHTML: string, innerContent: array}
 */
function studio_render_block( string $slug, array $attributes, array $fields ): array {
	return array(
		'blockName'    => 'studio/' . $slug,
		'attrs'        => array_intersect_key( $attributes, array_flip( $fields ) ),
		'innerBlocks'  => array(),
		'innerHTML'    => '',
		'innerContent' => array(),
	);
}

/**
 * The page of the site the editor reads: `{site}/editor-render/{token}/`.
 *
 * @param string $site  The site's URL, without a trailing slash (studio_site_url()).
 * @param string $token The token.
 */
function studio_render_url( string $site, string $token ): string {
	return rtrim( $site, '/' ) . '/editor-render/' . $token . '/';
}

/**
 * A Unix time as the contract writes times: `2026-11-27T10:00:00+00:00`.
 *
 * @param int $time Unix time.
 */
function studio_render_time( int $time ): string {
	return gmdate( 'Y-m-d\TH:i:sP', $time );
}

/**
 * The origin of a URL (`scheme://host[:port]`, lowercase scheme and host), or '' for none.
 *
 * @param string $url The URL (studio_site_url()).
 */
function studio_render_origin( string $url ): string {
	if ( 1 !== preg_match( '#^(https?)://([^/?\#\s]+)#i', trim( $url ), $match ) ) {
		return '';
	}
	return strtolower( $match[1] ) . '://' . strtolower( $match[2] );
}

/**
 * The Content-Security-Policy of the case editor's screens: the page reads WordPress and the site
 * and nothing else outside WordPress; frames are WordPress's own, the editor canvas's blob: and
 * the renders' srcdoc documents (which no source list governs). Without a site URL, WordPress
 * alone.
 *
 * @param string $site The site's URL (studio_site_url()), or ''.
 */
function studio_render_csp( string $site ): string {
	$origin = studio_render_origin( $site );
	return "connect-src 'self'" . ( '' === $origin ? '' : ' ' . $origin ) . "; frame-src 'self' blob:";
}

/**
 * Whether a screen is a case's block editor (post.php or post-new.php of post type `case`).
 *
 * @param string $base      The screen's base (`post`).
 * @param string $post_type The screen's post type.
 */
function studio_render_is_case_editor( string $base, string $post_type ): bool {
	return 'post' === $base && 'case' === $post_type;
}
