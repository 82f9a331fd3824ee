<?php
/**
 * Pages refresh on save: what a request changed, collected for the webhook (webhook.php sends it
 * once, at shutdown): a case, article, solution or vacancy published, updated, unpublished,
 * trashed or deleted (the old slug too when it changed), a direction, technology or category
 * created, edited or deleted, the `create_solution` setting.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Post type → the webhook's type. */
const STUDIO_WEBHOOK_POST_TYPES = array(
	'case'     => 'case',
	'post'     => 'article',
	'solution' => 'solution',
	'vacancy'  => 'vacancy',
);

/** Taxonomy → the webhook's type (a list without slug: every page of that kind). */
const STUDIO_WEBHOOK_TAXONOMIES = array(
	'direction'  => 'case',
	'technology' => 'case',
	'category'   => 'article',
);

add_action( 'transition_post_status', 'studio_webhook_on_transition', 10, 3 );
add_action( 'post_updated', 'studio_webhook_on_post_updated', 10, 3 );
add_action( 'before_delete_post', 'studio_webhook_on_delete', 10, 2 );
add_action( 'created_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'edited_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'delete_term', 'studio_webhook_on_term', 10, 3 );
add_action( 'add_option_create_solution', 'studio_webhook_on_create_solution' );
add_action( 'update_option_create_solution', 'studio_webhook_on_create_solution' );

/**
 * The items collected during this request (keyed `type|slug`), or with $item one more.
 *
 * @param array|null $item `{type, slug?}` to add.
 * @return array
 */
function studio_webhook_queue( ?array $item = null ): array {
	static $queue = array();
	if ( null !== $item ) {
		$queue[ $item['type'] . '|' . ( $item['slug'] ?? '' ) ] = $item;
	}
	return $queue;
}

/**
 * Queues a post of the site (by its post type) with its slug.
 *
 * @param WP_Post $post The post.
 * @param string  $slug The slug to refresh (defaults to the post's own).
 */
function studio_webhook_queue_post( WP_Post $post, string $slug = '' ): void {
	$type = STUDIO_WEBHOOK_POST_TYPES[ $post->post_type ] ?? '';
	if ( '' === $type ) {
		return;
	}
	// wp_trash_post() renames the slug to `{slug}__trashed`: the site knows the original.
	$slug = preg_replace( '/__trashed$/', '', '' === $slug ? (string) $post->post_name : $slug );
	$item = array( 'type' => $type );
	// Each is refreshed by slug (a vacancy's page too).
	if ( '' !== $slug ) {
		$item['slug'] = urldecode( $slug );
	}
	studio_webhook_queue( $item );
}

/**
 * Publish, update of a published post, unpublish, trash: any transition from or to 'publish'.
 *
 * @param string  $new_status New status.
 * @param string  $old_status Old status.
 * @param WP_Post $post       The post.
 */
function studio_webhook_on_transition( $new_status, $old_status, $post ): void {
	if ( $post instanceof WP_Post && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
		studio_webhook_queue_post( $post );
	}
}

/**
 * A published post whose slug changed: its old page must go too.
 *
 * @param int     $post_id     The post id.
 * @param WP_Post $post_after  After the update.
 * @param WP_Post $post_before Before the update.
 */
function studio_webhook_on_post_updated( $post_id, $post_after, $post_before ): void {
	if ( $post_before instanceof WP_Post && $post_after instanceof WP_Post
		&& 'publish' === $post_before->post_status
		&& $post_before->post_name !== $post_after->post_name ) {
		studio_webhook_queue_post( $post_before, (string) $post_before->post_name );
	}
}

/**
 * A published post deleted outright (without the trash).
 *
 * @param int          $post_id The post id.
 * @param WP_Post|null $post    The post (WordPress 5.5+).
 */
function studio_webhook_on_delete( $post_id, $post = null ): void {
	$post = $post instanceof WP_Post ? $post : get_post( (int) $post_id );
	if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
		studio_webhook_queue_post( $post );
	}
}

/**
 * A direction, technology or category created, edited or deleted: every page of that kind shows
 * them (chips, filters), so the kind's lists and pages refresh.
 *
 * @param int    $term_id  The term id.
 * @param int    $tt_id    The term taxonomy id.
 * @param string $taxonomy The taxonomy.
 */
function studio_webhook_on_term( $term_id, $tt_id, $taxonomy = '' ): void {
	$type = STUDIO_WEBHOOK_TAXONOMIES[ (string) $taxonomy ] ?? '';
	if ( '' !== $type ) {
		studio_webhook_queue( array( 'type' => $type ) );
	}
}

/**
 * The create_solutions promo is on every case page.
 */
function studio_webhook_on_create_solution(): void {
	studio_webhook_queue( array( 'type' => 'case' ) );
}
