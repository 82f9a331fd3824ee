<?php
/**
 * A function that reads $_POST or $_FILES first checks a nonce in the same function
 * (check_admin_referer(), wp_verify_nonce() or check_ajax_referer()): a form's data is acted on
 * only when it came from the form WordPress printed for this user (CSRF).
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Input;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

class NonceSniff implements Sniff {

	const CHECKS = array( 'check_admin_referer', 'wp_verify_nonce', 'check_ajax_referer' );

	public function register() {
		return array( T_VARIABLE );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( ! in_array( $tokens[ $ptr ]['content'], array( '$_POST', '$_FILES' ), true ) ) {
			return;
		}
		$scope = false;
		foreach ( $tokens[ $ptr ]['conditions'] ?? array() as $owner => $code ) {
			if ( T_FUNCTION === $code || T_CLOSURE === $code ) {
				$scope = $owner;
			}
		}
		$start = false === $scope ? 0 : $tokens[ $scope ]['scope_opener'];
		for ( $i = $start; $i < $ptr; $i++ ) {
			if ( T_STRING === $tokens[ $i ]['code'] && in_array( strtolower( $tokens[ $i ]['content'] ), self::CHECKS, true ) ) {
				return;
			}
		}
		$file->addError( '%s is read before any nonce check in this function', $ptr, 'Missing', array( $tokens[ $ptr ]['content'] ) );
	}
}
