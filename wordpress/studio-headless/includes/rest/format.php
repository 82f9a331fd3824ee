<?php
/**
 * Field formats of the contract: plain text (entities decoded, never texturized), HTML fields,
 * images, dates, terms in the editor's order and seo_data. Empty optional values are null.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Plain text: entities decoded (WordPress may store `&amp;`, `&#8211;`), trimmed; '' is null.
 *
 * @param mixed $value A stored value.
 */
function studio_text( $value ): ?string {
	if ( ! is_scalar( $value ) ) {
		return null;
	}
	$text = trim( html_entity_decode( (string) $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	return '' === $text ? null : $text;
}

/**
 * A post's title as plain text (the_title's texturizing and entities are left out).
 *
 * @param WP_Post $post The post.
 */
function studio_title( WP_Post $post ): string {
	return studio_text( $post->post_title ) ?? '';
}

/**
 * An HTML field: blocks rendered, classic content given its paragraphs, shortcodes run. No
 * texturizing or other typography: the site sets its own, and sanitises the HTML.
 *
 * @param string $raw The stored content.
 */
function studio_html( string $raw ): string {
	$html = has_blocks( $raw ) ? do_blocks( $raw ) : wpautop( $raw );
	return trim( do_shortcode( shortcode_unautop( $html ) ) );
}

/**
 * The slug as the site uses it in URLs (WordPress stores non-ASCII slugs percent-encoded).
 *
 * @param WP_Post $post The post.
 */
function studio_slug( WP_Post $post ): string {
	return rawurldecode( $post->post_name );
}

/**
 * An ISO 8601 date with the site's offset.
 *
 * @param WP_Post $post The post.
 */
function studio_date( WP_Post $post ): ?string {
	$date = get_post_datetime( $post );
	return $date ? $date->format( DATE_ATOM ) : null;
}

/**
 * An ISO 8601 date in UTC from the post's GMT column (`date`: post_date_gmt, `modified`:
 * post_modified_gmt), e.g. 2026-11-02T07:00:00+00:00; null when WordPress has none.
 *
 * @param WP_Post $post  The post.
 * @param string  $field 'date' or 'modified'.
 */
function studio_date_gmt( WP_Post $post, string $field ): ?string {
	$date = get_post_datetime( $post, $field, 'gmt' );
	return $date ? $date->setTimezone( new DateTimeZone( 'UTC' ) )->format( DATE_ATOM ) : null;
}

/**
 * When the post was last changed: post_modified_gmt as ISO 8601 in UTC (the sitemap's lastmod,
 * IndexNow's and the feeds' freshness).
 *
 * @param WP_Post $post The post.
 */
function studio_modified( WP_Post $post ): ?string {
	return studio_date_gmt( $post, 'modified' );
}

/**
 * An image of the media library: { url, width, height, alt }, or null.
 *
 * @param int $attachment_id The attachment.
 */
function studio_image( int $attachment_id ): ?array {
	if ( $attachment_id <= 0 ) {
		return null;
	}
	$src = wp_get_attachment_image_src( $attachment_id, 'full' );
	if ( ! $src ) {
		return null;
	}
	$image = array( 'url' => $src[0] );
	if ( $src[1] > 0 && $src[2] > 0 ) {
		$image['width']  = (int) $src[1];
		$image['height'] = (int) $src[2];
	}
	$image['alt'] = studio_text( get_post_meta( $attachment_id, '_wp_attachment_image_alt', true ) ) ?? '';
	return $image;
}

/**
 * A block's image URL: the media library's { url, width, height, alt } when the URL is one of its
 * files (the site then knows the size and the alt text), else the URL as stored; '' is null.
 *
 * @param string $url The stored URL.
 * @return array|string|null
 */
function studio_image_from_url( string $url ) {
	static $known = array();
	$url = trim( $url );
	if ( '' === $url ) {
		return null;
	}
	if ( ! array_key_exists( $url, $known ) ) {
		$known[ $url ] = studio_image( attachment_url_to_postid( $url ) ) ?? $url;
	}
	return $known[ $url ];
}

/**
 * The featured image of a post as an image object.
 *
 * @param WP_Post $post The post.
 */
function studio_featured_image( WP_Post $post ): ?array {
	return studio_image( (int) get_post_thumbnail_id( $post ) );
}

/**
 * The terms of several posts in one query, each post's in the order the editor gave them.
 *
 * @param int[]  $post_ids The posts.
 * @param string $taxonomy The taxonomy.
 * @return array<int, array<int, WP_Term>> Post id => terms.
 */
function studio_terms_of( array $post_ids, string $taxonomy ): array {
	$by_post = array_fill_keys( $post_ids, array() );
	if ( ! $post_ids ) {
		return $by_post;
	}
	$terms = wp_get_object_terms(
		$post_ids,
		$taxonomy,
		array(
			'fields'  => 'all_with_object_id',
			'orderby' => 'term_order',
			'order'   => 'ASC',
		)
	);
	if ( is_wp_error( $terms ) ) {
		return $by_post;
	}
	foreach ( $terms as $term ) {
		$by_post[ (int) $term->object_id ][] = $term;
	}
	return $by_post;
}

/**
 * Terms as the contract's Category: { id, title }.
 *
 * @param WP_Term[] $terms Terms.
 * @return array<int, array{id: int, title: string}>
 */
function studio_categories( array $terms ): array {
	return array_values(
		array_map(
			static fn( WP_Term $term ) => array(
				'id'    => (int) $term->term_id,
				'title' => studio_text( $term->name ) ?? '',
			),
			$terms
		)
	);
}

/**
 * The terms of a taxonomy that at least one public post carries (published, no password: a
 * direction only a case under NDA has is not named), oldest first (their creation order: the
 * portfolio filter and the blog's categories).
 *
 * @param string $taxonomy  The taxonomy.
 * @param string $post_type The post type its lists show.
 */
function studio_used_categories( string $taxonomy, string $post_type ): array {
	$ids = studio_public_ids( $post_type );
	if ( ! $ids ) {
		return array();
	}
	$terms = get_terms(
		array(
			'taxonomy'   => $taxonomy,
			'object_ids' => $ids,
			'hide_empty' => false,
			'orderby'    => 'term_id',
			'order'      => 'ASC',
		)
	);
	if ( ! is_array( $terms ) ) {
		return array();
	}
	$unique = array();
	foreach ( $terms as $term ) {
		$unique[ (int) $term->term_id ] = $term;
	}
	return studio_categories( array_values( $unique ) );
}

/**
 * seo_data: title and description from the post's SEO fields; the image from its share image
 * (`seo_image`), else its featured image.
 *
 * @param WP_Post $post The post.
 */
function studio_seo_data( WP_Post $post ): array {
	$image_id = (int) get_post_meta( $post->ID, 'seo_image', true );
	if ( $image_id <= 0 || ! wp_attachment_is_image( $image_id ) ) {
		$image_id = (int) get_post_thumbnail_id( $post );
	}
	$image = studio_image( $image_id );
	return array(
		'title'           => studio_text( get_post_meta( $post->ID, 'seo_title', true ) ),
		'description'     => studio_text( get_post_meta( $post->ID, 'seo_description', true ) ),
		'image_url'       => $image['url'] ?? null,
		'image_sizes'     => isset( $image['width'] ) ? array(
			'width'  => $image['width'],
			'height' => $image['height'],
		) : null,
		'image_mime_type' => $image ? ( get_post_mime_type( $image_id ) ?: null ) : null,
	);
}
