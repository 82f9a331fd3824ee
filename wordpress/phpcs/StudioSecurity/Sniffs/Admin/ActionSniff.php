<?php
/**
 * A handler of an `admin_post_*` or `wp_ajax_*` action checks both a capability
 * (current_user_can()) and a nonce (check_admin_referer(), check_ajax_referer() or
 * wp_verify_nonce()). The handler is a named function in the same file as its add_action(), as the
 * plugin registers hooks beside their callbacks, so a reviewer finds both in one place.
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Admin;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

class ActionSniff implements Sniff {

	const NONCES = array( 'check_admin_referer', 'check_ajax_referer', 'wp_verify_nonce' );

	public function register() {
		return array( T_STRING );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( 'add_action' !== strtolower( $tokens[ $ptr ]['content'] ) ) {
			return;
		}
		$open = $file->findNext( Tokens::$emptyTokens, $ptr + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return;
		}
		$hook = $file->findNext( Tokens::$emptyTokens, $open + 1, null, true );
		if ( T_CONSTANT_ENCAPSED_STRING !== $tokens[ $hook ]['code'] || ! preg_match( '/^[\'"](admin_post_|wp_ajax_)/', $tokens[ $hook ]['content'] ) ) {
			return;
		}
		$comma    = $file->findNext( T_COMMA, $hook + 1, $tokens[ $open ]['parenthesis_closer'] );
		$callback = false === $comma ? false : $file->findNext( Tokens::$emptyTokens, $comma + 1, null, true );
		if ( false === $callback || T_CONSTANT_ENCAPSED_STRING !== $tokens[ $callback ]['code'] ) {
			$file->addError( 'The handler of %s must be a named function in this file', $hook, 'NotNamed', array( $tokens[ $hook ]['content'] ) );
			return;
		}
		$name = trim( $tokens[ $callback ]['content'], '\'"' );
		$body = $this->functionBody( $file, $name );
		if ( null === $body ) {
			$file->addError( 'The handler %s() of %s is not defined in this file', $callback, 'NotHere', array( $name, $tokens[ $hook ]['content'] ) );
			return;
		}
		$calls = array();
		for ( $i = $body[0]; $i < $body[1]; $i++ ) {
			if ( T_STRING === $tokens[ $i ]['code'] ) {
				$calls[ strtolower( $tokens[ $i ]['content'] ) ] = true;
			}
		}
		if ( ! isset( $calls['current_user_can'] ) ) {
			$file->addError( '%s() handles %s without checking a capability (current_user_can)', $callback, 'NoCapability', array( $name, $tokens[ $hook ]['content'] ) );
		}
		if ( ! array_intersect_key( $calls, array_flip( self::NONCES ) ) ) {
			$file->addError( '%s() handles %s without checking a nonce', $callback, 'NoNonce', array( $name, $tokens[ $hook ]['content'] ) );
		}
	}

	/** The scope of the named function declared in this file, or null. */
	private function functionBody( File $file, string $name ): ?array {
		$tokens = $file->getTokens();
		for ( $i = 0; $i < $file->numTokens; $i++ ) {
			if ( T_FUNCTION === $tokens[ $i ]['code'] && isset( $tokens[ $i ]['scope_opener'] )
				&& strtolower( (string) $file->getDeclarationName( $i ) ) === strtolower( $name ) ) {
				return array( $tokens[ $i ]['scope_opener'], $tokens[ $i ]['scope_closer'] );
			}
		}
		return null;
	}
}
