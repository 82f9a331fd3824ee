<?php
/**
 * Plugin Name: Studio test mail
 * Description: Throw-away test WordPress only: writes every mail as one JSON line to wp-content/mail.log instead of sending it.
 *
 * Installed by wordpress/scripts/wp-server.mjs; never ship it to a real site.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_wp_mail', 'studio_test_mail_capture', 10, 2 );

/**
 * Appends the mail to mail.log and reports it as sent, so that no mail transport is needed and
 * tests can read what WordPress (and the plugin) would have sent.
 *
 * @param null|bool $short_circuit Null to send normally; another filter's answer otherwise.
 * @param array     $atts          The wp_mail() arguments: to, subject, message, headers, attachments.
 * @return bool|null
 */
function studio_test_mail_capture( $short_circuit, $atts ) {
	if ( null !== $short_circuit ) {
		return $short_circuit;
	}
	$list = static function ( $value, $separator ) {
		// wp_mail() takes a list or a separated string; the log always holds a list.
		$items = is_array( $value ) ? $value : explode( $separator, (string) $value );
		return array_values( array_filter( array_map( 'trim', $items ), 'strlen' ) );
	};
	$mail = array(
		'to'          => $list( $atts['to'] ?? array(), ',' ),
		'subject'     => (string) ( $atts['subject'] ?? '' ),
		'message'     => (string) ( $atts['message'] ?? '' ),
		'headers'     => $list( $atts['headers'] ?? array(), "\n" ),
		'attachments' => $list( $atts['attachments'] ?? array(), "\n" ),
		'time'        => gmdate( 'Y-m-d\TH:i:s\Z' ),
	);
	$line = wp_json_encode( $mail, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	// LOCK_EX: php -S runs two workers, and two requests may send mail at the same moment.
	if ( false === $line || false === file_put_contents( WP_CONTENT_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX ) ) {
		return false;
	}
	/** This action is documented in wp-includes/pluggable.php */
	do_action( 'wp_mail_succeeded', $mail );
	return true;
}
