<?php
/**
 * IndexNow's pure parts: which public URLs a post's page has on the site (lib/paths.ts), what is
 * public, which keys IndexNow takes, and the JSON body of one call
 * (`{host, key, keyLocation, urlList}`, https://www.indexnow.org/documentation).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** IndexNow takes at most this many URLs in one call. */
const STUDIO_INDEXNOW_MAX_URLS = 10000;

/**
 * The site's paths that show a post of this type with this slug: the one place that knows the
 * site's URLs here (docs/WP-API.md, lib/paths.ts). A vacancy has its own page and is also listed
 * on `/vacancies/`, which changes with it.
 *
 * @param string $post_type The post type.
 * @param string $slug      The post's slug (as stored: maybe percent-encoded, maybe `…__trashed`).
 * @return string[]
 */
function studio_indexnow_post_paths( string $post_type, string $slug ): array {
	// wp_trash_post() renames the slug to `{slug}__trashed`: the page was the original's.
	$slug = (string) preg_replace( '/__trashed$/', '', $slug );
	$sections = array(
		'case'     => '/cases/',
		'post'     => '/blog/',
		'solution' => '/solutions/',
		'vacancy'  => '/vacancies/',
	);
	if ( ! isset( $sections[ $post_type ] ) || '' === $slug ) {
		return array();
	}
	// One encoded segment, never encoded twice (WordPress stores Cyrillic slugs percent-encoded).
	$page = $sections[ $post_type ] . rawurlencode( rawurldecode( $slug ) ) . '/';
	return 'vacancy' === $post_type ? array( $page, '/vacancies/' ) : array( $page );
}

/**
 * Whether the public sees the post: published and without a password (docs/WP-API.md).
 *
 * @param object $post A WP_Post (or anything with post_status and post_password).
 */
function studio_indexnow_is_public( object $post ): bool {
	return 'publish' === ( $post->post_status ?? '' ) && '' === (string) ( $post->post_password ?? '' );
}

/**
 * A key IndexNow takes: 8 to 128 characters of a-z, A-Z, 0-9 and `-`.
 *
 * @param string $key The key.
 */
function studio_indexnow_key_is_valid( string $key ): bool {
	return 1 === preg_match( '/^[a-zA-Z0-9-]{8,128}$/', $key );
}

/**
 * The body of one call: the site's host, the key, where the site serves it (`{site}/{key}.txt`)
 * and the absolute URLs (each once, at most STUDIO_INDEXNOW_MAX_URLS).
 *
 * @param string   $site  The site's origin without a trailing slash (studio_site_url()).
 * @param string   $key   The key.
 * @param string[] $paths Site paths (`/cases/x/`).
 * @return array{host: string, key: string, keyLocation: string, urlList: string[]}
 */
function studio_indexnow_payload( string $site, string $key, array $paths ): array {
	$urls = array();
	foreach ( $paths as $path ) {
		$urls[ $site . $path ] = true;
	}
	return array(
		'host'        => (string) parse_url( $site, PHP_URL_HOST ), // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- a plain origin, parsed the same on every PHP 8.
		'key'         => $key,
		'keyLocation' => $site . '/' . $key . '.txt',
		'urlList'     => array_slice( array_keys( $urls ), 0, STUDIO_INDEXNOW_MAX_URLS ),
	);
}
