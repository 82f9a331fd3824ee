<?php
/**
 * The notification: each new lead is mailed (wp_mail, plain text, in Russian) to the address of
 * Заявки → Настройки (or STUDIO_LEADS_EMAIL), or, when none is set, to the site's administration
 * e-mail (as WordPress's own notifications fall back to it), and the result is recorded in the
 * lead's row: sent, failed (with WordPress's reason) or none (not even an administration e-mail).
 * The mail holds the validated fields only, never other keys the caller sent.
 *
 * Sent during the lead's own request, right after it is stored: WordPress answers the site after
 * the mail went out (or failed); a failed mail never fails the lead.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'studio_lead_stored', 'studio_leads_notify', 10, 2 );

/**
 * Mails a new lead and records the result in its row.
 *
 * @param array $lead The validated lead.
 * @param int   $id   Its row id.
 */
function studio_leads_notify( array $lead, int $id ): void {
	global $wpdb;
	$to     = studio_leads_email();
	$status = 'none';
	$error  = null;
	if ( '' !== $to ) {
		$failure = null;
		$catch   = static function ( $wp_error ) use ( &$failure ) {
			$failure = $wp_error instanceof WP_Error ? $wp_error->get_error_message() : 'wp_mail failed';
		};
		add_action( 'wp_mail_failed', $catch );
		$headers = array( 'Content-Type: text/plain; charset=UTF-8' );
		if ( ! empty( $lead['email'] ) && is_email( $lead['email'] ) ) {
			$headers[] = 'Reply-To: ' . sanitize_email( $lead['email'] );
		}
		$sent = wp_mail( $to, studio_leads_mail_subject( $lead ), studio_leads_mail_body( $lead, $id ), $headers );
		remove_action( 'wp_mail_failed', $catch );
		$status = $sent ? 'sent' : 'failed';
		$error  = $sent ? null : mb_substr( (string) ( $failure ?? __( 'wp_mail не отправил письмо', 'studio-headless' ) ), 0, 255 );
	}
	$wpdb->update(
		studio_leads_table(),
		array(
			'notify_status' => $status,
			'notify_error'  => $error,
		),
		array( 'id' => $id ),
		array( '%s', '%s' ),
		array( '%d' )
	);
}

/**
 * The subject: «Новая заявка с сайта: {имя}» (without line breaks).
 *
 * @param array $lead The lead.
 */
function studio_leads_mail_subject( array $lead ): string {
	/* translators: %s: the visitor's name. */
	$subject = sprintf( __( 'Новая заявка с сайта: %s', 'studio-headless' ), (string) $lead['name'] );
	return (string) preg_replace( '/[\r\n]+/', ' ', $subject );
}

/**
 * The plain-text body: every field of the lead, where it came from, and a link to the lead.
 *
 * @param array $lead The lead.
 * @param int   $id   Its row id.
 */
function studio_leads_mail_body( array $lead, int $id ): string {
	$lines = array(
		__( 'На сайте оставили заявку.', 'studio-headless' ),
		'',
		__( 'Имя:', 'studio-headless' ) . ' ' . $lead['name'],
		__( 'Телефон:', 'studio-headless' ) . ' ' . $lead['phone'],
	);
	if ( ! empty( $lead['email'] ) ) {
		$lines[] = __( 'E-mail:', 'studio-headless' ) . ' ' . $lead['email'];
	}
	if ( ! empty( $lead['sphere'] ) ) {
		$lines[] = __( 'Сфера:', 'studio-headless' ) . ' ' . studio_lead_sphere_label( (string) $lead['sphere'] );
	}
	$lines[] = __( 'Страница:', 'studio-headless' ) . ' ' . $lead['page'];
	if ( ! empty( $lead['message'] ) ) {
		$lines[] = '';
		$lines[] = __( 'Сообщение:', 'studio-headless' );
		$lines[] = (string) $lead['message'];
	}
	$attribution = (array) ( $lead['attribution'] ?? array() );
	if ( $attribution ) {
		$lines[] = '';
		$lines[] = __( 'Откуда пришёл посетитель:', 'studio-headless' );
		foreach ( studio_leads_attribution_labels() as $field => $label ) {
			if ( isset( $attribution[ $field ] ) ) {
				$lines[] = $label . ': ' . $attribution[ $field ];
			}
		}
	}
	$lines[] = '';
	$lines[] = __( 'Заявка в админке:', 'studio-headless' ) . ' ' . admin_url( 'admin.php?page=studio-leads&lead=' . $id );
	return implode( "\n", $lines ) . "\n";
}
