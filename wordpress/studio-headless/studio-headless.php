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

/*
 * Layout, as in FaustWP: includes/<concern>/ holds one concern, its hooks registered beside their
 * callbacks and its helpers beside them (content, rest, blocks, previews, refresh, leads, mail,
 * privacy, redirects, exposure, settings, indexnow, approvals, renders). Not HeadstartWP's one class per concern: the plugin is
 * procedural code with `studio_`-prefixed functions, so a folder per concern is a move, not a
 * rewrite. This file only loads them. The order is the order in which hooks of one action (init,
 * admin_menu, rest_api_init) run, so it changes only on purpose.
 */
require_once __DIR__ . '/includes/settings/config.php';
require_once __DIR__ . '/includes/content/content-types.php';
require_once __DIR__ . '/includes/content/meta.php';
require_once __DIR__ . '/includes/content/vacancy-fields.php';
require_once __DIR__ . '/includes/content/create-solution.php';
require_once __DIR__ . '/includes/blocks/case-blocks.php';
require_once __DIR__ . '/includes/blocks/editor.php';
require_once __DIR__ . '/includes/rest/format.php';
require_once __DIR__ . '/includes/rest/answers.php';
require_once __DIR__ . '/includes/rest/queries.php';
require_once __DIR__ . '/includes/leads/install.php';
require_once __DIR__ . '/includes/leads/validation.php';
require_once __DIR__ . '/includes/leads/storage.php';
require_once __DIR__ . '/includes/leads/labels.php';
require_once __DIR__ . '/includes/leads/settings.php';
require_once __DIR__ . '/includes/mail/lead-notification.php';
require_once __DIR__ . '/includes/privacy/retention.php';
require_once __DIR__ . '/includes/privacy/personal-data.php';
if ( is_admin() ) {
	require_once __DIR__ . '/includes/leads/admin.php';
}
require_once __DIR__ . '/includes/rest/routes.php';
require_once __DIR__ . '/includes/settings/screen.php';
require_once __DIR__ . '/includes/queue/retry.php';
require_once __DIR__ . '/includes/refresh/triggers.php';
require_once __DIR__ . '/includes/refresh/webhook.php';
require_once __DIR__ . '/includes/indexnow/payload.php';
require_once __DIR__ . '/includes/indexnow/indexnow.php';
require_once __DIR__ . '/includes/indexnow/settings.php';
require_once __DIR__ . '/includes/redirects/redirects.php';
require_once __DIR__ . '/includes/exposure/users.php';
require_once __DIR__ . '/includes/exposure/protected-posts.php';
require_once __DIR__ . '/includes/previews/tokens.php';
require_once __DIR__ . '/includes/previews/preview.php';
require_once __DIR__ . '/includes/approvals/install.php';
require_once __DIR__ . '/includes/approvals/rules.php';
require_once __DIR__ . '/includes/approvals/storage.php';
require_once __DIR__ . '/includes/approvals/site-routes.php';
require_once __DIR__ . '/includes/approvals/editor-routes.php';
require_once __DIR__ . '/includes/approvals/sidebar.php';
require_once __DIR__ . '/includes/renders/rules.php';
require_once __DIR__ . '/includes/renders/routes.php';
require_once __DIR__ . '/includes/renders/screen.php';

register_activation_hook( __FILE__, 'studio_headless_activate' );
register_deactivation_hook( __FILE__, 'studio_headless_deactivate' );

/**
 * Activation: the leads table, the capability and the form secret (studio_leads_install), the used
 * preview tokens' table, the approval links' tables, and rewrite rules that know the new post types. Deleting the plugin runs
 * uninstall.php.
 */
function studio_headless_activate(): void {
	studio_leads_install();
	studio_preview_install();
	studio_approval_install();
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
