<?php
/**
 * Every value an `echo`, `print`, `<?=`, `printf()` or `vprintf()` prints is escaped where it is
 * printed (WordPress's "escape late"): a string literal without interpolation, a number, a cast to
 * a number, or the result of an escaping function. A ternary's condition is not printed, only its
 * branches; concatenation and argument lists are checked operand by operand.
 *
 * @package StudioSecurity
 */

namespace StudioSecurity\Sniffs\Output;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

class EscapeSniff implements Sniff {

	/** Functions whose result is safe to print in HTML. */
	const SAFE = array(
		'esc_html', 'esc_attr', 'esc_url', 'esc_textarea', 'esc_js', 'esc_xml',
		'esc_html__', 'esc_attr__', 'esc_html_x', 'esc_attr_x',
		'wp_kses', 'wp_kses_post', 'wp_kses_data',
		'absint', 'intval', 'floatval', 'number_format_i18n', 'count',
		'checked', 'selected', 'disabled', 'readonly', 'wp_readonly',
		'sanitize_html_class', 'tag_escape', 'get_submit_button', 'wp_nonce_field',
	);

	/** Functions that keep a safe argument safe: nl2br( esc_html( $text ) ). */
	const WRAPPERS = array( 'nl2br', 'trim' );

	/** Functions that print their arguments: the format and every argument must be safe. */
	const PRINTERS = array( 'printf', 'vprintf' );

	/** Functions that print unescaped translations: their escaping twins exist. */
	const FORBIDDEN = array(
		'_e'  => 'esc_html_e() or esc_attr_e()',
		'_ex' => 'esc_html_x() with echo',
	);

	public function register() {
		return array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO, T_STRING );
	}

	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( T_STRING === $tokens[ $ptr ]['code'] ) {
			$name = strtolower( $tokens[ $ptr ]['content'] );
			$open = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
			if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || $this->isMethodOrDeclaration( $file, $ptr ) ) {
				return;
			}
			if ( isset( self::FORBIDDEN[ $name ] ) ) {
				$file->addError( '%s() prints an unescaped translation; use %s', $ptr, 'UnescapedTranslation', array( $name, self::FORBIDDEN[ $name ] ) );
				return;
			}
			if ( in_array( $name, self::PRINTERS, true ) ) {
				$this->checkList( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'], $ptr );
			}
			return;
		}
		$end = $file->findNext( array( T_SEMICOLON, T_CLOSE_TAG ), $ptr + 1 );
		$this->checkList( $file, $ptr + 1, false === $end ? $file->numTokens : $end, $ptr );
	}

	/** Whether a T_STRING is a method call, a method/function declaration or a namespaced name. */
	private function isMethodOrDeclaration( File $file, int $ptr ): bool {
		$prev = $file->findPrevious( T_WHITESPACE, $ptr - 1, null, true );
		return false !== $prev && in_array( $file->getTokens()[ $prev ]['code'], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NS_SEPARATOR, T_NULLSAFE_OBJECT_OPERATOR ), true );
	}

	/** Checks each top-level operand between $start and $end (exclusive). */
	private function checkList( File $file, int $start, int $end, int $report ): void {
		$tokens  = $file->getTokens();
		$operand = array();
		$flush   = function () use ( &$operand, $file, $report ) {
			if ( $operand ) {
				$this->checkOperand( $file, $operand, $report );
			}
			$operand = array();
		};
		for ( $i = $start; $i < $end; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( T_OPEN_PARENTHESIS === $code && isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
				for ( $j = $i; $j <= $tokens[ $i ]['parenthesis_closer']; $j++ ) {
					$operand[] = $j;
				}
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( T_OPEN_SQUARE_BRACKET === $code && isset( $tokens[ $i ]['bracket_closer'] ) ) {
				for ( $j = $i; $j <= $tokens[ $i ]['bracket_closer']; $j++ ) {
					$operand[] = $j;
				}
				$i = $tokens[ $i ]['bracket_closer'];
				continue;
			}
			if ( T_INLINE_THEN === $code ) {
				$operand = array(); // The condition is not printed.
				continue;
			}
			if ( in_array( $code, array( T_STRING_CONCAT, T_COMMA, T_INLINE_ELSE ), true ) ) {
				$flush();
				continue;
			}
			if ( ! in_array( $code, array( T_WHITESPACE, T_COMMENT ), true ) ) {
				$operand[] = $i;
			}
		}
		$flush();
	}

	/** One operand: safe when it starts with a safe form and is nothing else. */
	private function checkOperand( File $file, array $operand, int $report ): void {
		$tokens = $file->getTokens();
		$first  = $tokens[ $operand[0] ];
		$code   = $first['code'];
		if ( 1 === count( $operand ) && in_array( $code, array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_TRUE, T_FALSE, T_NULL, T_LINE ), true ) ) {
			return;
		}
		if ( in_array( $code, array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) {
			return;
		}
		if ( T_STRING === $code ) {
			$name = strtolower( $first['content'] );
			if ( 1 === count( $operand ) && strtoupper( $first['content'] ) === $first['content'] ) {
				return; // A constant such as PHP_EOL.
			}
			$next = $operand[1] ?? null;
			if ( null !== $next && T_OPEN_PARENTHESIS === $tokens[ $next ]['code']
				&& $tokens[ $next ]['parenthesis_closer'] === end( $operand ) ) {
				if ( in_array( $name, self::SAFE, true ) ) {
					return;
				}
				if ( in_array( $name, self::WRAPPERS, true ) ) {
					$this->checkList( $file, $next + 1, $tokens[ $next ]['parenthesis_closer'], $report );
					return;
				}
			}
		}
		$file->addError( 'Printed value is not escaped: %s', $operand[0], 'Unescaped', array( $this->text( $file, $operand ) ) );
	}

	private function text( File $file, array $operand ): string {
		$tokens = $file->getTokens();
		$text   = '';
		foreach ( $operand as $i ) {
			$text .= $tokens[ $i ]['content'];
		}
		return strlen( $text ) > 60 ? substr( $text, 0, 57 ) . '...' : $text;
	}
}
