<?php
/**
 * Plugin Name:       Studio Headless
 * Description:       Serves the studio site's WordPress contract (docs/WP-API.md): cases, articles, solutions, vacancies and leads for the headless Next.js site.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            Studio «Орбита»
 * License:           GPL-2.0-or-later
 * Text Domain:       studio-headless
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

define( 'STUDIO_HEADLESS_VERSION', '1.0.0' );
define( 'STUDIO_HEADLESS_FILE', __FILE__ );
define( 'STUDIO_HEADLESS_DIR', __DIR__ );

// One file per concern; this file only loads them.
require_once __DIR__ . '/includes/config.php';
require_once __DIR__ . '/includes/content-types.php';
require_once __DIR__ . '/includes/meta.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/editor.php';
require_once __DIR__ . '/includes/format.php';
require_once __DIR__ . '/includes/answers.php';
require_once __DIR__ . '/includes/queries.php';
require_once __DIR__ . '/includes/leads.php';
require_once __DIR__ . '/includes/leads-settings.php';
require_once __DIR__ . '/includes/leads-mail.php';
require_once __DIR__ . '/includes/leads-retention.php';
require_once __DIR__ . '/includes/privacy.php';
if ( is_admin() ) {
	require_once __DIR__ . '/includes/leads-admin.php';
}
require_once __DIR__ . '/includes/rest.php';
require_once __DIR__ . '/includes/site-settings.php';
require_once __DIR__ . '/includes/webhook.php';
require_once __DIR__ . '/includes/redirects.php';
require_once __DIR__ . '/includes/preview.php';

register_activation_hook( __FILE__, 'studio_headless_activate' );
register_deactivation_hook( __FILE__, 'studio_headless_deactivate' );

/**
 * Activation: the leads table, and rewrite rules that know the new post types.
 */
function studio_headless_activate(): void {
	studio_leads_install();
	studio_register_content_types();
	flush_rewrite_rules();
}

/**
 * Deactivation: no leads purge left scheduled, rewrite rules without the post types.
 */
function studio_headless_deactivate(): void {
	studio_leads_unschedule_purge();
	flush_rewrite_rules();
}
