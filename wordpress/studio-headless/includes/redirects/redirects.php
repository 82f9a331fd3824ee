<?php
/**
 * WordPress as a headless admin: once a site URL is set (settings/screen.php), WordPress's own
 * front end answers a redirect to the same content on the site, and permalinks, 'View' links and
 * the admin bar point at the site. Untouched: wp-admin, wp-login.php, the REST API, wp-cron.php,
 * uploads (files, not WordPress), a signed-in user's preview of one post (`?preview=true`), feeds,
 * robots.txt and embeds. The block editor then offers no template choice (the site renders the
 * pages).
 *
 * Anything else goes to the same path on the site, byte for byte (a Cyrillic slug's percent-encoding
 * in its own case), with every byte that has no place in a URL path percent-encoded: the target is
 * always the site's origin followed by a path that starts with one `/`, so no request (`//host`,
 * `/\host`, `@host`, an absolute URL, CR/LF) can make it another host's address.
 *
 * 302, not 301: the mapping follows a setting, and browsers keep a 301 for good, so an editor who
 * changes or clears the site URL would still be sent to the old address; the admin's front end
 * is not meant to be indexed, so there is no ranking to hand over. `studio_front_redirect_status`
 * can make it 301 (e.g. when a formerly public WordPress moves behind the site).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Post type → the site's path of its pages. */
const STUDIO_SITE_PATHS = array(
	'case'     => 'cases',
	'post'     => 'blog',
	'solution' => 'solutions',
	'vacancy'  => 'vacancies',
);

add_action( 'template_redirect', 'studio_redirect_front_end', 1 );
add_filter( 'post_type_link', 'studio_site_post_link', 10, 2 );
add_filter( 'post_link', 'studio_site_post_link', 10, 2 );
add_filter( 'page_link', 'studio_site_page_link', 10, 2 );
add_filter( 'term_link', 'studio_site_term_link', 10, 3 );
add_action( 'admin_bar_menu', 'studio_site_admin_bar', 100 );
add_filter( 'block_editor_settings_all', 'studio_no_template_mode' );
add_filter( 'allowed_redirect_hosts', 'studio_allow_site_host' );

/**
 * The site's URL of a post, or null when it has none there (a draft, another post type).
 *
 * @param WP_Post $post    The post.
 * @param string  $wp_link WordPress's own permalink (may hold a `%postname%`-like placeholder
 *                         when built for the editor's slug field).
 */
function studio_site_post_url( WP_Post $post, string $wp_link = '' ): ?string {
	$site = studio_site_url();
	if ( '' === $site ) {
		return null;
	}
	$base = STUDIO_SITE_PATHS[ $post->post_type ] ?? '';
	if ( '' === $base ) {
		return null;
	}
	// The editor's permalink template keeps its placeholder, so the slug stays editable there.
	if ( preg_match( '/%(?:postname|' . preg_quote( $post->post_type, '/' ) . ')%/', $wp_link, $match ) ) {
		return $site . '/' . $base . '/' . $match[0] . '/';
	}
	if ( 'publish' !== $post->post_status || '' === $post->post_name ) {
		return null;
	}
	return $site . '/' . $base . '/' . $post->post_name . '/';
}

/**
 * post_link / post_type_link: a published case, article, solution or vacancy links to the site;
 * drafts keep WordPress's link (previews build on it).
 *
 * @param string      $link The permalink.
 * @param WP_Post|int $post The post.
 */
function studio_site_post_link( $link, $post ) {
	$post = get_post( $post );
	if ( ! $post instanceof WP_Post ) {
		return $link;
	}
	return studio_site_post_url( $post, (string) $link ) ?? $link;
}

/**
 * page_link: a page's path on the site (the site has its own pages; this keeps 'View' off the
 * admin's front end).
 *
 * @param string $link    The permalink.
 * @param int    $post_id The page id.
 */
function studio_site_page_link( $link, $post_id ) {
	$site = studio_site_url();
	if ( '' === $site || 'publish' !== get_post_status( (int) $post_id ) ) {
		return $link;
	}
	return $site . wp_make_link_relative( (string) $link );
}

/**
 * term_link: directions and technologies to the portfolio, categories to the blog.
 *
 * @param string  $link     The link.
 * @param WP_Term $term     The term.
 * @param string  $taxonomy The taxonomy.
 */
function studio_site_term_link( $link, $term, $taxonomy ) {
	$site  = studio_site_url();
	$paths = array(
		'direction'  => '/cases/',
		'technology' => '/cases/',
		'category'   => '/blog/',
	);
	if ( '' === $site || ! isset( $paths[ $taxonomy ] ) ) {
		return $link;
	}
	return $site . $paths[ $taxonomy ];
}

/**
 * The admin bar's site name and 'Visit site' open the site.
 *
 * @param WP_Admin_Bar $bar The admin bar.
 */
function studio_site_admin_bar( $bar ): void {
	$site = studio_site_url();
	if ( '' === $site || ! $bar instanceof WP_Admin_Bar ) {
		return;
	}
	foreach ( array( 'site-name', 'view-site' ) as $id ) {
		$node = $bar->get_node( $id );
		if ( $node ) {
			$node->href = $site . '/';
			$bar->add_node( (array) $node );
		}
	}
}

/**
 * The path of a request URI as the site's redirect target keeps it: byte for byte where it is a
 * URL path (RFC 3986 path characters and `%XX`, whose case stays), every other byte (`\`, `'`,
 * `$`, a space, a raw UTF-8 or control byte, a `%` not followed by two hex digits)
 * percent-encoded, so that wp_sanitize_redirect() strips nothing; '/' unless it starts with '/'
 * (an absolute-form request target). Always begins with '/', so the site's origin before it stays
 * the host.
 *
 * @param string $request_uri The request URI as the server received it.
 */
function studio_front_redirect_path( string $request_uri ): string {
	$path = explode( '#', explode( '?', $request_uri, 2 )[0], 2 )[0];
	if ( '' === $path || '/' !== $path[0] ) {
		return '/';
	}
	return (string) preg_replace_callback(
		'~%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._\~!&()*+,;=:@/%]~',
		static fn( array $byte ): string => sprintf( '%%%02X', ord( $byte[0] ) ),
		$path
	);
}

/**
 * Whether this is a signed-in user's preview of one post on WordPress's own front end (a
 * `?preview=true` link of WordPress, used when the site's previews are not set up). A `preview`
 * in any other query (an author archive, a search) or from an anonymous caller is no preview: it
 * is redirected like the rest.
 */
function studio_front_preview_passes(): bool {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to leave previews alone.
	return ( is_preview() || isset( $_GET['preview'] ) ) && is_singular() && is_user_logged_in();
}

/**
 * Where a front-end request of WordPress goes on the site, or null to leave it alone.
 */
function studio_front_redirect_target(): ?string {
	$site = studio_site_url();
	if ( '' === $site || studio_front_preview_passes() || is_feed() || is_robots() || is_favicon() || is_trackback() || is_embed() ) {
		return null;
	}
	if ( is_singular() ) {
		$post = get_queried_object();
		$url  = $post instanceof WP_Post ? studio_site_post_url( $post ) : null;
		if ( $url ) {
			return $url;
		}
	}
	if ( is_front_page() || is_home() ) {
		return $site . '/';
	}
	foreach ( array( 'case' => '/cases/', 'solution' => '/solutions/', 'vacancy' => '/vacancies/' ) as $type => $path ) {
		if ( is_post_type_archive( $type ) ) {
			return $site . $path;
		}
	}
	if ( is_category() || is_tag() ) {
		return $site . '/blog/';
	}
	if ( is_tax( array( 'direction', 'technology' ) ) ) {
		return $site . '/cases/';
	}
	// `?p=ID` of a case or a solution: WordPress's query looks for an article only.
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public query var.
	$id = isset( $_GET['p'] ) ? absint( $_GET['p'] ) : 0;
	if ( $id ) {
		$post = get_post( $id );
		$url  = $post instanceof WP_Post ? studio_site_post_url( $post ) : null;
		if ( $url ) {
			return $url;
		}
	}
	// Anything else (a page, a search, a 404): the same path on the site, which answers it.
	// phpcs:ignore StudioSecurity.Input.Sanitize.Unsanitized -- studio_front_redirect_path() keeps the path only, encoding every byte that is not a URL path's.
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( (string) $_SERVER['REQUEST_URI'] ) : '/';
	return $site . studio_front_redirect_path( $uri );
}

/**
 * template_redirect (before WordPress's canonical redirect): the front end answers a redirect.
 */
function studio_redirect_front_end(): void {
	$target = studio_front_redirect_target();
	if ( null === $target ) {
		return;
	}
	$status = (int) apply_filters( 'studio_front_redirect_status', 302 );
	// wp_safe_redirect: the site's host is the one other host allowed (studio_allow_site_host()).
	if ( wp_safe_redirect( $target, in_array( $status, array( 301, 302, 307, 308 ), true ) ? $status : 302, 'Studio Headless' ) ) {
		exit;
	}
}

/**
 * allowed_redirect_hosts: the site's host joins WordPress's own, so wp_safe_redirect() goes to the
 * site and nowhere else.
 *
 * @param string[] $hosts The hosts WordPress may redirect to.
 * @return string[]
 */
function studio_allow_site_host( $hosts ): array {
	$host  = (string) wp_parse_url( studio_site_url(), PHP_URL_HOST );
	$hosts = is_array( $hosts ) ? $hosts : array();
	if ( '' !== $host && ! in_array( $host, $hosts, true ) ) {
		$hosts[] = $host;
	}
	return $hosts;
}

/**
 * Once the site renders the pages, WordPress's templates (its theme's) show nothing a visitor
 * sees: the block editor offers no template choice. It would also ask the front end which
 * template a post uses (`?_wp-find-template`) at the post's link, which is the site's page.
 *
 * @param array $settings The block editor's settings.
 * @return array
 */
function studio_no_template_mode( $settings ) {
	if ( is_array( $settings ) && '' !== studio_site_url() ) {
		$settings['supportsTemplateMode'] = false;
	}
	return $settings;
}
