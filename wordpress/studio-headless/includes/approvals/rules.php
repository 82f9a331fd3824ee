<?php
/**
 * Approval links' rules (docs/WP-API.md 'Approval links'), with no database and no request: the
 * token and its hash, the expiry, the status a link has at a given time, the times as the
 * contract writes them, and the checks of what the editor and the client send. storage.php and
 * the routes use them; tests/wordpress/ tests them outside WordPress.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** Random bytes of a token (base64url without padding: 43 characters). */
const STUDIO_APPROVAL_TOKEN_BYTES = 32;
/** The days a link may be made for, and the sidebar's default. */
const STUDIO_APPROVAL_MIN_DAYS     = 1;
const STUDIO_APPROVAL_MAX_DAYS     = 30;
const STUDIO_APPROVAL_DEFAULT_DAYS = 7;
/** The longest client's name and comment, in characters. */
const STUDIO_APPROVAL_NAME_MAX    = 100;
const STUDIO_APPROVAL_COMMENT_MAX = 2000;
/** At most one `opened` event per link in this many seconds (the counters keep every opening). */
const STUDIO_APPROVAL_OPEN_EVENT_GAP = 3600;

/**
 * A new token: 32 random bytes, base64url without padding (43 characters of [A-Za-z0-9_-]).
 */
function studio_approval_new_token(): string {
	return studio_base64url( random_bytes( STUDIO_APPROVAL_TOKEN_BYTES ) );
}

/**
 * Whether a value can be a token at all: a string of exactly 43 characters of [A-Za-z0-9_-].
 * Anything else is no link, and is never looked up.
 *
 * @param mixed $token The value.
 */
function studio_approval_token_is_well_formed( $token ): bool {
	return is_string( $token ) && 1 === preg_match( '/^[A-Za-z0-9_-]{43}$/D', $token );
}

/**
 * What the database keeps of a token: its SHA-256, lowercase hex (a copy of the table opens
 * nothing).
 *
 * @param string $token The token.
 */
function studio_approval_token_hash( string $token ): string {
	return hash( 'sha256', $token );
}

/**
 * The link the client gets: `{site}/approval/{token}/`.
 *
 * @param string $site  The site's origin, without a trailing slash (studio_site_url()).
 * @param string $token The token.
 */
function studio_approval_url( string $site, string $token ): string {
	return rtrim( $site, '/' ) . '/approval/' . $token . '/';
}

/**
 * The days of a new link: a whole number from 1 to 30, else null. Integers and strings of digits
 * (a form's value) are read; 7.5, '7 дней', true are not.
 *
 * @param mixed $days The value.
 */
function studio_approval_days( $days ): ?int {
	if ( is_string( $days ) && 1 === preg_match( '/^\d{1,3}$/D', trim( $days ) ) ) {
		$days = (int) trim( $days );
	}
	if ( ! is_int( $days ) || $days < STUDIO_APPROVAL_MIN_DAYS || $days > STUDIO_APPROVAL_MAX_DAYS ) {
		return null;
	}
	return $days;
}

/**
 * When a link made at `$created` for `$days` days stops working (Unix time).
 *
 * @param int $created Unix time of its making.
 * @param int $days    1 to 30.
 */
function studio_approval_expiry( int $created, int $days ): int {
	return $created + $days * DAY_IN_SECONDS;
}

/**
 * A link's status at `$now`: `revoked` once revoked, else `expired` from `expires_at` on, else
 * `active`.
 *
 * @param int|null $revoked_at Unix time of its revocation, or null.
 * @param int      $expires_at Unix time of its expiry.
 * @param int      $now        Unix time.
 */
function studio_approval_status( ?int $revoked_at, int $expires_at, int $now ): string {
	if ( null !== $revoked_at ) {
		return 'revoked';
	}
	return $now >= $expires_at ? 'expired' : 'active';
}

/**
 * Whether an opening at `$now` gets an `opened` event: the first one does, then one an hour.
 *
 * @param int|null $last_event Unix time of the link's last `opened` event, or null.
 * @param int      $now        Unix time.
 */
function studio_approval_open_is_logged( ?int $last_event, int $now ): bool {
	return null === $last_event || $now - $last_event >= STUDIO_APPROVAL_OPEN_EVENT_GAP;
}

/**
 * A UTC `Y-m-d H:i:s` of the database as the contract writes times (`2026-11-27T10:00:00+00:00`),
 * or null.
 *
 * @param string|null $mysql_gmt The stored time.
 */
function studio_approval_time( ?string $mysql_gmt ): ?string {
	if ( null === $mysql_gmt || '' === $mysql_gmt || '0000-00-00 00:00:00' === $mysql_gmt ) {
		return null;
	}
	$time = strtotime( $mysql_gmt . ' UTC' );
	return false === $time ? null : gmdate( 'Y-m-d\TH:i:sP', $time );
}

/**
 * A UTC `Y-m-d H:i:s` of the database as Unix time, or null.
 *
 * @param string|null $mysql_gmt The stored time.
 */
function studio_approval_unix( ?string $mysql_gmt ): ?int {
	if ( null === $mysql_gmt || '' === $mysql_gmt || '0000-00-00 00:00:00' === $mysql_gmt ) {
		return null;
	}
	$time = strtotime( $mysql_gmt . ' UTC' );
	return false === $time ? null : $time;
}

/**
 * Client text as it is kept: valid UTF-8, `\r\n` as `\n`, no control characters but line breaks
 * and tabs, trimmed. With `$one_line`, every run of white space (line breaks too) is one space.
 *
 * @param string $text     The text.
 * @param bool   $one_line Whether it is one line (a name).
 */
function studio_approval_clean_text( string $text, bool $one_line ): string {
	$text = wp_check_invalid_utf8( $text );
	$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
	$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $text );
	if ( $one_line ) {
		$text = (string) preg_replace( '/\s+/u', ' ', $text );
	}
	return trim( $text );
}

/**
 * The client's answer, checked: `decision` is `approve` or `comment`; `name` (optional) up to 100
 * characters; `comment` 1 to 2 000 characters, required with `comment`, optional with `approve`.
 * Returns `['decision' => …, 'name' => ?string, 'comment' => ?string]` or `['errors' => [field =>
 * message]]`, the messages in Russian for the client's page.
 *
 * @param mixed $body The JSON body, decoded.
 * @return array{decision?: string, name?: string|null, comment?: string|null, errors?: array<string, string>}
 */
function studio_approval_validate_decision( $body ): array {
	if ( ! is_array( $body ) ) {
		return array( 'errors' => array( 'decision' => __( 'Выберите, согласовать кейс или оставить комментарий.', 'studio-headless' ) ) );
	}
	$errors   = array();
	$decision = $body['decision'] ?? null;
	if ( 'approve' !== $decision && 'comment' !== $decision ) {
		$errors['decision'] = __( 'Выберите, согласовать кейс или оставить комментарий.', 'studio-headless' );
	}

	$name = $body['name'] ?? null;
	if ( null !== $name && ! is_string( $name ) ) {
		$errors['name'] = __( 'Имя должно быть текстом.', 'studio-headless' );
		$name           = null;
	}
	$name = null === $name ? '' : studio_approval_clean_text( $name, true );
	if ( mb_strlen( $name ) > STUDIO_APPROVAL_NAME_MAX ) {
		/* translators: %d: the longest name, in characters. */
		$errors['name'] = sprintf( __( 'Имя не длиннее %d символов.', 'studio-headless' ), STUDIO_APPROVAL_NAME_MAX );
	}

	$comment = $body['comment'] ?? null;
	if ( null !== $comment && ! is_string( $comment ) ) {
		$errors['comment'] = __( 'Комментарий должен быть текстом.', 'studio-headless' );
		$comment           = null;
	}
	$comment = null === $comment ? '' : studio_approval_clean_text( $comment, false );
	if ( mb_strlen( $comment ) > STUDIO_APPROVAL_COMMENT_MAX ) {
		$errors['comment'] = __( 'Комментарий не длиннее 2 000 символов.', 'studio-headless' );
	} elseif ( 'comment' === $decision && '' === $comment && ! isset( $errors['comment'] ) ) {
		$errors['comment'] = __( 'Напишите комментарий.', 'studio-headless' );
	}

	if ( $errors ) {
		return array( 'errors' => $errors );
	}
	return array(
		'decision' => $decision,
		'name'     => '' === $name ? null : $name,
		'comment'  => '' === $comment ? null : $comment,
	);
}
