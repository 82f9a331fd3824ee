<?php
/**
 * Every PHP file of the plugin stops when it is requested directly, before any other statement:
 * `defined( 'ABSPATH' ) || exit;` (uninstall.php: `defined( 'WP_UNINSTALL_PLUGIN' ) || exit;`).
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Files;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

class DirectAccessSniff implements Sniff {

	public function register() {
		return array( T_OPEN_TAG );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( 0 !== $ptr ) {
			return $file->numTokens;
		}
		$skip  = array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT_OPEN_TAG, T_DOC_COMMENT_CLOSE_TAG, T_DOC_COMMENT_STAR, T_DOC_COMMENT_WHITESPACE, T_DOC_COMMENT_TAG, T_DOC_COMMENT_STRING );
		$first = $file->findNext( $skip, $ptr + 1, null, true );
		$guard = false;
		if ( false !== $first && 'defined' === strtolower( $tokens[ $first ]['content'] ) ) {
			$end   = $file->findEndOfStatement( $first );
			$text  = $file->getTokensAsString( $first, $end - $first + 1 );
			$guard = (bool) preg_match( "/^defined\\s*\\(\\s*'(ABSPATH|WP_UNINSTALL_PLUGIN)'\\s*\\)\\s*(\\|\\||or)\\s*(exit|die)/i", $text );
		}
		if ( ! $guard ) {
			$file->addError( "The file's first statement must be defined( 'ABSPATH' ) || exit;", false === $first ? $ptr : $first, 'Missing' );
		}
		return $file->numTokens;
	}
}
