<?php
/**
 * No user's login reaches an anonymous caller (docs/security.md 'What WordPress shows the
 * public'). A headless WordPress has no reader who needs its authors, and a login is half of what
 * a password guesser needs; a display name is the login until someone changes it.
 *
 * - The REST users routes (`/wp/v2/users`, one user, through `/wp-json/` or `?rest_route=`, and
 *   the authors `_embed` asks for) answer 401 to anonymous callers: their permission_callback
 *   first asks for a signed-in user, then core's own check runs (the block editor's author list
 *   works as before).
 * - Author queries (`?author=N`, `/author/<login>/`, their feeds) are a 404 for anonymous callers:
 *   no redirect to the archive of the login, no archive naming it. Core's users sitemap is off.
 * - oEmbed answers and feeds name the site as the author, never a user.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'rest_endpoints', 'studio_users_routes_need_login' );
add_filter( 'request', 'studio_no_author_queries' );
add_filter( 'wp_sitemaps_add_provider', 'studio_no_users_sitemap', 10, 2 );
add_filter( 'oembed_response_data', 'studio_oembed_site_author' );
add_filter( 'the_author', 'studio_feed_site_author' );

/**
 * rest_endpoints: every handler of the `/wp/v2/users` routes lets only signed-in users past its
 * permission_callback (401 otherwise), then asks core's own.
 *
 * @param array $endpoints Route → handlers (and the route's options, under non-numeric keys).
 * @return array
 */
function studio_users_routes_need_login( $endpoints ) {
	if ( ! is_array( $endpoints ) ) {
		return $endpoints;
	}
	foreach ( $endpoints as $route => $handlers ) {
		if ( ! is_array( $handlers ) || ! preg_match( '#^/wp/v2/users(?:/|$)#i', (string) $route ) ) {
			continue;
		}
		foreach ( $handlers as $key => $handler ) {
			if ( ! is_int( $key ) || ! is_array( $handler ) ) {
				continue;
			}
			$core = $handler['permission_callback'] ?? null;
			$endpoints[ $route ][ $key ]['permission_callback'] = static function ( $request ) use ( $core ) {
				if ( ! is_user_logged_in() ) {
					return new WP_Error(
						'rest_not_logged_in',
						__( 'Users are listed to signed-in users only.', 'studio-headless' ),
						array( 'status' => rest_authorization_required_code() )
					);
				}
				return is_callable( $core ) ? call_user_func( $core, $request ) : true;
			};
		}
	}
	return $endpoints;
}

/**
 * request: an anonymous front-end query by author (`author`, `author_name`) is a 404. The REST
 * API (whose `?author=` filters posts by id) and wp-admin are left alone; the signed-in user is
 * only looked up when an author is asked for.
 *
 * @param array $query_vars The query variables.
 * @return array
 */
function studio_no_author_queries( $query_vars ) {
	if ( ! is_array( $query_vars ) || is_admin() || isset( $query_vars['rest_route'] ) ) {
		return $query_vars;
	}
	if ( ! isset( $query_vars['author'] ) && ! isset( $query_vars['author_name'] ) ) {
		return $query_vars;
	}
	if ( is_user_logged_in() ) {
		return $query_vars;
	}
	unset( $query_vars['author'], $query_vars['author_name'] );
	$query_vars['error'] = '404';
	return $query_vars;
}

/**
 * wp_sitemaps_add_provider: no sitemap of users (it lists every author's archive, by login).
 *
 * @param WP_Sitemaps_Provider|false $provider The provider.
 * @param string                     $name     Its name.
 * @return WP_Sitemaps_Provider|false
 */
function studio_no_users_sitemap( $provider, $name ) {
	return 'users' === $name ? false : $provider;
}

/**
 * The site's name and address as the author of an oEmbed answer (core gives the user's display
 * name and the archive of their login).
 *
 * @param array $data The oEmbed answer.
 * @return array
 */
function studio_oembed_site_author( $data ) {
	if ( ! is_array( $data ) ) {
		return $data;
	}
	$site                = studio_site_url();
	$data['author_name'] = get_bloginfo( 'name' );
	$data['author_url']  = '' !== $site ? $site . '/' : home_url( '/' );
	return $data;
}

/**
 * the_author in feeds (`dc:creator`, Atom's author): the site's name.
 *
 * @param string|null $name The author's display name.
 * @return string|null
 */
function studio_feed_site_author( $name ) {
	return is_feed() ? get_bloginfo( 'name' ) : $name;
}
