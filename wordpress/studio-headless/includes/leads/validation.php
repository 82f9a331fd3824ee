<?php
/**
 * Leads (POST {api}/form): validated like the demo WordPress, with Russian messages; the
 * attribution is cleaned, never an error.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** A lead's e-mail address, as the demo WordPress checks it (demo-wp/leads.mjs EMAIL_RE). */
const STUDIO_LEAD_EMAIL_PATTERN = '/^[^\s@?&,;:<>"()[\]\\\\\/]+@[^\s@?&,;:<>"()[\]\\\\\/]+\.[^\s@?&,;:<>"()[\]\\\\\/]+$/u';

/** The largest body of POST form, in bytes (a larger one is answered 413). */
const STUDIO_LEAD_MAX_BODY    = 65536;

/**
 * Attribution fields (WP-API.md 'Lead': where the visit came from) and the longest value of each.
 */
const STUDIO_LEAD_ATTRIBUTION_MAX = array(
	'landing_page' => 500,
	'referrer'     => 500,
	'utm_source'   => 200,
	'utm_medium'   => 200,
	'utm_campaign' => 200,
	'utm_term'     => 200,
	'utm_content'  => 200,
);

/**
 * Trimmed text of a field, or null when it is not a string.
 *
 * @param array  $body  The lead.
 * @param string $field The field.
 */
function studio_lead_string( array $body, string $field ): ?string {
	return isset( $body[ $field ] ) && is_string( $body[ $field ] ) ? trim( $body[ $field ] ) : null;
}

/**
 * Validates a lead (WP-API.md Lead) with Russian messages, as the demo WordPress does.
 *
 * @param mixed $body The decoded JSON body.
 * @return array{lead?: array<string, mixed>, errors?: array<string, string>}
 */
function studio_validate_lead( $body ): array {
	if ( ! is_array( $body ) || ( $body && array_is_list( $body ) ) ) {
		return array( 'errors' => array( 'form' => 'Не удалось прочитать заявку, попробуйте ещё раз' ) );
	}
	$errors     = array();
	$request_id = studio_lead_string( $body, 'request_id' );
	$name       = studio_lead_string( $body, 'name' );
	$phone      = studio_lead_string( $body, 'phone' );
	$email      = studio_lead_string( $body, 'email' );
	$message    = studio_lead_string( $body, 'message' );
	$sphere     = studio_lead_string( $body, 'sphere' );
	$page       = studio_lead_string( $body, 'page' );

	if ( ! $request_id || ! preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i', $request_id ) ) {
		$errors['request_id'] = 'Нет идентификатора заявки (request_id, UUID)';
	}
	if ( true !== ( $body['consent'] ?? null ) ) {
		$errors['consent'] = 'Нужно согласие на обработку персональных данных';
	}
	if ( null === $name || mb_strlen( $name ) < 2 ) {
		$errors['name'] = 'Укажите имя';
	} elseif ( mb_strlen( $name ) > 100 ) {
		$errors['name'] = 'Слишком длинное имя';
	}
	$digits = preg_replace( '/\D/', '', (string) $phone );
	if ( ! $phone || strlen( $digits ) < 10 || strlen( $digits ) > 15 || preg_match( '/[^\d\s()+-]/', $phone ) ) {
		$errors['phone'] = 'Укажите телефон в формате +7 900 000-00-00';
	}
	if ( isset( $body['email'] ) && '' !== $body['email'] ) {
		// An address and nothing more: no second '@', none of the characters that make a mailto:
		// link a list of recipients or headers (`?bcc=`, `,`, `;`) or break out of markup.
		if ( ! $email || ! preg_match( STUDIO_LEAD_EMAIL_PATTERN, $email ) ) {
			$errors['email'] = 'Проверьте адрес почты';
		}
	}
	if ( isset( $body['message'] ) ) {
		if ( null === $message ) {
			$errors['message'] = 'Сообщение должно быть текстом';
		} elseif ( mb_strlen( $message ) > 2000 ) {
			$errors['message'] = 'Не более 2000 символов';
		}
	}
	if ( isset( $body['sphere'] ) && ( null === $sphere || mb_strlen( $sphere ) > 50 ) ) {
		$errors['sphere'] = 'Выберите сферу из списка';
	}
	if ( ! $page || ! str_starts_with( $page, '/' ) || mb_strlen( $page ) > 300 ) {
		$errors['page'] = 'Не указана страница, с которой отправлена заявка';
	}
	$attribution = studio_clean_lead_attribution( $body['attribution'] ?? null );
	/**
	 * Filters a lead's field errors (field => message in Russian): a studio's own rules, such as
	 * a blocklist of spam numbers. The site shows these messages at the fields.
	 *
	 * @param array<string, string> $errors The errors so far.
	 * @param array                 $body   The lead as sent.
	 */
	$errors = (array) apply_filters( 'studio_lead_errors', $errors, $body );
	if ( $errors ) {
		return array( 'errors' => $errors );
	}
	$lead = array(
		'request_id' => strtolower( $request_id ),
		'name'       => $name,
		'phone'      => $phone,
		'page'       => $page,
		'consent'    => true,
	);
	foreach ( array(
		'email'   => $email,
		'message' => $message,
		'sphere'  => $sphere,
	) as $field => $value ) {
		if ( null !== $value && '' !== $value ) {
			$lead[ $field ] = $value;
		}
	}
	if ( $attribution ) {
		$lead['attribution'] = $attribution;
	}
	return array( 'lead' => $lead );
}

/**
 * The known attribution fields that are non-empty strings within their limits (as plain text).
 * Never an error: where a lead came from must not cost the lead.
 *
 * @param mixed $value The lead's `attribution` as sent.
 * @return array<string, string>
 */
function studio_clean_lead_attribution( $value ): array {
	if ( ! is_array( $value ) ) {
		return array();
	}
	$clean = array();
	foreach ( STUDIO_LEAD_ATTRIBUTION_MAX as $field => $max ) {
		$text = studio_lead_string( $value, $field );
		if ( null !== $text && '' !== $text && mb_strlen( $text ) <= $max && ! preg_match( '/[\x00-\x1F\x7F]/u', $text ) ) {
			$clean[ $field ] = $text;
		}
	}
	return $clean;
}
