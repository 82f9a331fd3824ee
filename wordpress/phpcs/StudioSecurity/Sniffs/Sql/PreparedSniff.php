<?php
/**
 * SQL reaches $wpdb->query(), get_results(), get_row(), get_col() or get_var() through
 * $wpdb->prepare(): the query argument is a prepare() call, or a literal whose only interpolations
 * are table names ($wpdb->prefix, $wpdb->tablename, or a variable named $table / *_table). SQL
 * assembled elsewhere (a variable, a function's result) is reported: where it is prepared in
 * parts, a `phpcs:ignore` with the reason says so where a reviewer reads it.
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Sql;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

class PreparedSniff implements Sniff {

	const METHODS = array( 'query', 'get_results', 'get_row', 'get_col', 'get_var' );

	public function register() {
		return array( T_VARIABLE );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( '$wpdb' !== $tokens[ $ptr ]['content'] ) {
			return;
		}
		$arrow  = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
		$method = false === $arrow ? false : $file->findNext( T_WHITESPACE, $arrow + 1, null, true );
		if ( false === $method || T_OBJECT_OPERATOR !== $tokens[ $arrow ]['code'] || ! in_array( $tokens[ $method ]['content'], self::METHODS, true ) ) {
			return;
		}
		$open = $file->findNext( T_WHITESPACE, $method + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return;
		}
		$close = $tokens[ $open ]['parenthesis_closer'];
		// The first argument: up to the first top-level comma.
		$end = $close;
		for ( $i = $open + 1; $i < $close; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && T_OPEN_PARENTHESIS === $tokens[ $i ]['code'] ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( T_COMMA === $tokens[ $i ]['code'] ) {
				$end = $i;
				break;
			}
		}
		$first = $file->findNext( Tokens::$emptyTokens, $open + 1, $end, true );
		if ( false === $first ) {
			return;
		}
		$is_prepare = '$wpdb' === $tokens[ $first ]['content']
			&& 'prepare' === ( $tokens[ $file->findNext( array( T_WHITESPACE, T_OBJECT_OPERATOR ), $first + 1, null, true ) ]['content'] ?? '' );
		if ( $is_prepare ) {
			return;
		}
		for ( $i = $first; $i < $end; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( T_VARIABLE === $code && ! $this->isTableName( $file, $i ) ) {
				$file->addError( 'SQL built from %s; pass it through $wpdb->prepare()', $i, 'NotPrepared', array( $tokens[ $i ]['content'] ) );
				return;
			}
			if ( T_DOUBLE_QUOTED_STRING === $code || T_HEREDOC === $code ) {
				if ( preg_match_all( '/\{?\$(\w+)(->\w+)?/', $tokens[ $i ]['content'], $found, PREG_SET_ORDER ) ) {
					foreach ( $found as $match ) {
						if ( ! $this->isTableWord( $match[1], $match[2] ?? '' ) ) {
							$file->addError( 'SQL interpolates $%s; pass it through $wpdb->prepare()', $i, 'Interpolated', array( $match[1] ) );
							return;
						}
					}
				}
			}
			if ( T_STRING === $code && '(' === ( $tokens[ $file->findNext( T_WHITESPACE, $i + 1, null, true ) ]['content'] ?? '' ) ) {
				// Only $wpdb's own methods (prepare(), the table names) may build the SQL here.
				$prev  = $file->findPrevious( T_WHITESPACE, $i - 1, null, true );
				$owner = T_OBJECT_OPERATOR === $tokens[ $prev ]['code'] ? $file->findPrevious( T_WHITESPACE, $prev - 1, null, true ) : false;
				if ( false === $owner || '$wpdb' !== $tokens[ $owner ]['content'] ) {
					$file->addError( 'SQL built by %s(); pass it through $wpdb->prepare()', $i, 'NotPrepared', array( $tokens[ $i ]['content'] ) );
					return;
				}
				$i = $tokens[ $file->findNext( T_WHITESPACE, $i + 1, null, true ) ]['parenthesis_closer'] ?? $i;
			}
		}
	}

	private function isTableName( File $file, int $ptr ): bool {
		$tokens = $file->getTokens();
		$name   = substr( $tokens[ $ptr ]['content'], 1 );
		if ( 'wpdb' === $name ) {
			$arrow = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
			return false !== $arrow && T_OBJECT_OPERATOR === $tokens[ $arrow ]['code']
				&& 'prepare' !== $tokens[ $file->findNext( T_WHITESPACE, $arrow + 1, null, true ) ]['content'];
		}
		return $this->isTableWord( $name, '' );
	}

	private function isTableWord( string $name, string $property ): bool {
		return 'wpdb' === $name ? '' !== $property : ( 'table' === $name || str_ends_with( $name, '_table' ) );
	}
}
