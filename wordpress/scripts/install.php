<?php
/**
 * Installs the throw-away WordPress without wp-cli: `php install.php <www dir>` prints one JSON line.
 *
 * Run by wordpress/scripts/wp-server.mjs. The first run installs the site and activates the
 * plugin; it then runs itself again as `php install.php <www dir> finish`, a fresh request in
 * which the plugin is loaded the normal way (its post types registered on `init`), to flush the
 * rewrite rules and create the application password; it also prints the form secret the plugin
 * made on activation (the site's WP_FORM_SECRET). Errors go to stderr with a non-zero exit.
 *
 * @package StudioHeadless
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$studio_www  = $argv[1] ?? '';
$studio_step = $argv[2] ?? 'install';
if ( '' === $studio_www || ! is_file( $studio_www . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php install.php <WordPress dir> [install|finish]\n" );
	exit( 2 );
}

/**
 * Prints a message on stderr and ends the script with a non-zero code.
 *
 * @param string $message What went wrong.
 */
function studio_install_fail( string $message ): void {
	fwrite( STDERR, 'install.php: ' . $message . "\n" );
	exit( 1 );
}

// wp-settings.php reads a few request variables that a CLI run does not have.
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

if ( 'install' === $studio_step ) {
	define( 'WP_INSTALLING', true );
	require $studio_www . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';

	// Russian when the language files exist; the Debian package carries none, and nothing is
	// downloaded here (no internet), so English is the usual outcome.
	$studio_language = is_file( WP_LANG_DIR . '/ru_RU.mo' ) ? 'ru_RU' : '';
	$studio_password = wp_generate_password( 24, false );

	/*
	 * With a permalink structure already set, wp_install() skips its self-test of pretty
	 * permalinks: an HTTP request to this site, which is not served yet, and which loads core's
	 * Requests_Cookie_Jar, deprecated on PHP 8.2 (five notices in debug.log).
	 */
	$studio_permalinks = static function () {
		return '/%postname%/';
	};
	add_filter( 'pre_option_permalink_structure', $studio_permalinks );
	$studio_result = wp_install( 'Орбита', 'admin', 'admin@orbita.example', true, '', $studio_password, $studio_language );
	remove_filter( 'pre_option_permalink_structure', $studio_permalinks );
	if ( empty( $studio_result['user_id'] ) ) {
		studio_install_fail( 'wp_install() created no user' );
	}

	// The release's default theme, active as on every real install (wp-server.mjs names it).
	$studio_theme = (string) getenv( 'STUDIO_WP_THEME' );
	if ( '' !== $studio_theme ) {
		if ( ! wp_get_theme( $studio_theme )->exists() ) {
			studio_install_fail( 'the theme ' . $studio_theme . ' is not installed in ' . get_theme_root() );
		}
		switch_theme( $studio_theme );
	}

	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'timezone_string', 'Europe/Moscow' );
	update_option( 'blog_public', 0 );

	// wp_install() adds a sample post, page and comment: the headless site would list them as
	// content, so the throw-away site starts empty.
	$studio_samples = get_posts(
		array(
			'post_type'   => array( 'post', 'page' ),
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
		)
	);
	foreach ( $studio_samples as $studio_sample ) {
		wp_delete_post( $studio_sample, true );
	}
	update_option( 'wp_page_for_privacy_policy', 0 );

	$studio_plugin = 'studio-headless/studio-headless.php';
	if ( ! is_file( WP_PLUGIN_DIR . '/' . $studio_plugin ) ) {
		studio_install_fail( 'the plugin file ' . WP_PLUGIN_DIR . '/' . $studio_plugin . ' does not exist (is wordpress/studio-headless/ written yet?)' );
	}
	$studio_activated = activate_plugin( $studio_plugin );
	if ( is_wp_error( $studio_activated ) ) {
		studio_install_fail( 'activating ' . $studio_plugin . ' failed: ' . $studio_activated->get_error_message() );
	}

	// The second step in a fresh PHP process: see the header comment.
	$studio_command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $studio_www ) . ' finish';
	$studio_output  = array();
	$studio_code    = 0;
	exec( $studio_command, $studio_output, $studio_code );
	$studio_finish = json_decode( (string) end( $studio_output ), true );
	if ( 0 !== $studio_code || ! is_array( $studio_finish ) || empty( $studio_finish['appPassword'] ) ) {
		studio_install_fail( 'the finish step failed (exit ' . $studio_code . '): ' . implode( "\n", $studio_output ) );
	}

	echo wp_json_encode(
		array(
			'user'        => 'admin',
			'password'    => $studio_password,
			'appPassword' => $studio_finish['appPassword'],
			'formSecret'  => (string) get_option( 'studio_form_secret', '' ),
			'language'    => '' === $studio_language ? 'en_US' : $studio_language,
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	), "\n";
	exit( 0 );
}

if ( 'finish' === $studio_step ) {
	require $studio_www . '/wp-load.php';

	// A hard flush now that `init` has registered the plugin's post types and taxonomies.
	flush_rewrite_rules( true );

	$studio_user = get_user_by( 'login', 'admin' );
	if ( ! $studio_user ) {
		studio_install_fail( 'no admin user after the install' );
	}
	$studio_app = WP_Application_Passwords::create_new_application_password( $studio_user->ID, array( 'name' => 'studio-import' ) );
	if ( is_wp_error( $studio_app ) ) {
		studio_install_fail( 'creating the application password failed: ' . $studio_app->get_error_message() );
	}
	echo wp_json_encode( array( 'appPassword' => $studio_app[0] ) ), "\n";
	exit( 0 );
}

studio_install_fail( 'unknown step ' . $studio_step );
