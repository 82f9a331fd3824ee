<?php
/**
 * Request input ($_GET, $_POST, $_COOKIE, $_SERVER, $_FILES) is read only through a sanitising
 * function, or tested with isset()/empty(); $_REQUEST is never read (it mixes cookies into input).
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Input;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

class SanitizeSniff implements Sniff {

	const INPUTS = array( '$_GET', '$_POST', '$_COOKIE', '$_SERVER', '$_FILES', '$_REQUEST' );

	/** Calls whose result is sanitised (or which only compare or verify the value). */
	const SANITIZERS = array(
		'absint', 'intval', 'floatval', 'boolval', 'rest_sanitize_boolean',
		'sanitize_text_field', 'sanitize_textarea_field', 'sanitize_key', 'sanitize_title',
		'sanitize_email', 'sanitize_file_name', 'sanitize_user', 'sanitize_hex_color', 'sanitize_url',
		'esc_url_raw', 'wp_verify_nonce', 'check_admin_referer', 'hash_equals', 'in_array',
		'wp_validate_redirect', 'map_deep', 'is_numeric', 'ctype_digit',
	);

	public function register() {
		return array( T_VARIABLE );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		$name   = $tokens[ $ptr ]['content'];
		if ( ! in_array( $name, self::INPUTS, true ) ) {
			return;
		}
		if ( '$_REQUEST' === $name ) {
			$file->addError( '$_REQUEST mixes cookies into input; read $_GET or $_POST', $ptr, 'Request' );
			return;
		}
		foreach ( array_reverse( $tokens[ $ptr ]['nested_parenthesis'] ?? array(), true ) as $open => $close ) {
			$owner = $file->findPrevious( T_WHITESPACE, $open - 1, null, true );
			if ( false === $owner ) {
				continue;
			}
			$code = $tokens[ $owner ]['code'];
			if ( in_array( $code, array( T_ISSET, T_EMPTY, T_UNSET ), true ) ) {
				return;
			}
			if ( T_STRING === $code && in_array( strtolower( $tokens[ $owner ]['content'] ), self::SANITIZERS, true ) ) {
				return;
			}
		}
		$prev = $file->findPrevious( T_WHITESPACE, $ptr - 1, null, true );
		if ( false !== $prev && in_array( $tokens[ $prev ]['code'], array( T_INT_CAST, T_BOOL_CAST, T_DOUBLE_CAST ), true ) ) {
			return;
		}
		$file->addError( '%s is read without sanitising it (sanitize_*(), absint(), a cast, or only isset())', $ptr, 'Unsanitized', array( $name ) );
	}
}
