<?php
/**
 * Approval links' pure parts (includes/approvals/rules.php; docs/WP-API.md 'Approval links'): the
 * token and what is stored of it, the link, the days, the expiry and status, the hourly
 * `opened` event, the contract's times, the client's answer; and the `approval` key's fixed
 * vector (docs/WP-API.md 'Keys').
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'previews/tokens.php' );
studio_test_require( 'settings/screen.php' );
studio_test_require( 'approvals/rules.php' );

final class RulesTest extends TestCase {

	public function test_a_token_is_32_random_bytes_as_43_base64url_characters(): void {
		$seen = array();
		for ( $i = 0; $i < 200; $i++ ) {
			$token = studio_approval_new_token();
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{43}$/', $token );
			$bytes = base64_decode( strtr( $token, '-_', '+/' ) . '=', true );
			$this->assertSame( 32, strlen( (string) $bytes ) );
			$seen[ $token ] = true;
		}
		$this->assertCount( 200, $seen, 'tokens repeat' );
	}

	public function test_only_43_characters_of_the_alphabet_are_a_token(): void {
		$this->assertTrue( studio_approval_token_is_well_formed( str_repeat( 'aZ0_-', 8 ) . 'abc' ) );
		$this->assertTrue( studio_approval_token_is_well_formed( studio_approval_new_token() ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 42 ) ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 44 ) ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 42 ) . '=' ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 42 ) . '+' ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 43 ) . "\n" ) );
		$this->assertFalse( studio_approval_token_is_well_formed( str_repeat( 'a', 41 ) . 'я' ) );
		$this->assertFalse( studio_approval_token_is_well_formed( null ) );
		$this->assertFalse( studio_approval_token_is_well_formed( 123 ) );
		$this->assertFalse( studio_approval_token_is_well_formed( array( str_repeat( 'a', 43 ) ) ) );
	}

	public function test_the_database_keeps_the_sha256_hex_of_the_token(): void {
		$token = 'w2qXz3v7Q9bQ1kq0m4Jr8m5rC0o7d1V3x2n6t8y0u1A';
		$this->assertSame( 43, strlen( $token ) );
		$this->assertSame( hash( 'sha256', $token ), studio_approval_token_hash( $token ) );
		$this->assertSame( 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', studio_approval_token_hash( 'abc' ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', studio_approval_token_hash( studio_approval_new_token() ) );
	}

	public function test_the_link_is_the_sites_approval_page(): void {
		$token = str_repeat( 'x', 43 );
		$this->assertSame( 'https://example.ru/approval/' . $token . '/', studio_approval_url( 'https://example.ru', $token ) );
		$this->assertSame( 'http://localhost:3030/approval/' . $token . '/', studio_approval_url( 'http://localhost:3030/', $token ) );
	}

	public function test_days_are_whole_numbers_from_1_to_30(): void {
		$this->assertSame( 1, studio_approval_days( 1 ) );
		$this->assertSame( 7, studio_approval_days( 7 ) );
		$this->assertSame( 30, studio_approval_days( 30 ) );
		$this->assertSame( 14, studio_approval_days( '14' ) );
		$this->assertSame( 14, studio_approval_days( ' 14 ' ) );
		foreach ( array( 0, 31, -1, 7.5, '7.5', '7 дней', '', true, null, array( 7 ), '1e1' ) as $bad ) {
			$this->assertNull( studio_approval_days( $bad ), var_export( $bad, true ) );
		}
	}

	public function test_a_link_expires_its_days_after_its_making(): void {
		$made = 1795773600; // 2026-11-27T10:00:00+00:00.
		$this->assertSame( $made + 7 * 86400, studio_approval_expiry( $made, 7 ) );
		$this->assertSame( '2026-12-04T10:00:00+00:00', gmdate( 'c', studio_approval_expiry( $made, 7 ) ) );
		$this->assertSame( '2026-12-27T10:00:00+00:00', gmdate( 'c', studio_approval_expiry( $made, 30 ) ) );
	}

	public function test_status_revoked_for_good_expired_from_its_expiry_else_active(): void {
		$expires = 1796378400;
		$this->assertSame( 'active', studio_approval_status( null, $expires, $expires - 1 ) );
		$this->assertSame( 'expired', studio_approval_status( null, $expires, $expires ) );
		$this->assertSame( 'expired', studio_approval_status( null, $expires, $expires + 86400 ) );
		$this->assertSame( 'revoked', studio_approval_status( $expires - 100, $expires, $expires - 50 ) );
		$this->assertSame( 'revoked', studio_approval_status( $expires - 100, $expires, $expires + 86400 ) );
	}

	public function test_an_opened_event_for_the_first_opening_then_at_most_one_an_hour(): void {
		$now = 1795773600;
		$this->assertTrue( studio_approval_open_is_logged( null, $now ) );
		$this->assertFalse( studio_approval_open_is_logged( $now - 10, $now ) );
		$this->assertFalse( studio_approval_open_is_logged( $now - 3599, $now ) );
		$this->assertTrue( studio_approval_open_is_logged( $now - 3600, $now ) );
	}

	public function test_times_are_iso_8601_in_utc_or_null(): void {
		$this->assertSame( '2026-11-27T10:00:00+00:00', studio_approval_time( '2026-11-27 10:00:00' ) );
		$this->assertNull( studio_approval_time( null ) );
		$this->assertNull( studio_approval_time( '' ) );
		$this->assertNull( studio_approval_time( '0000-00-00 00:00:00' ) );
		$this->assertSame( 1795773600, studio_approval_unix( '2026-11-27 10:00:00' ) );
		$this->assertNull( studio_approval_unix( null ) );
	}

	public function test_an_approval_needs_nothing_but_the_decision(): void {
		$this->assertSame(
			array(
				'decision' => 'approve',
				'name'     => null,
				'comment'  => null,
			),
			studio_approval_validate_decision( array( 'decision' => 'approve' ) )
		);
		$this->assertSame(
			array(
				'decision' => 'approve',
				'name'     => 'Анна Смирнова',
				'comment'  => "Всё отлично.\nПубликуйте.",
			),
			studio_approval_validate_decision(
				array(
					'decision' => 'approve',
					'name'     => "  Анна \n Смирнова ",
					'comment'  => "Всё отлично.\r\nПубликуйте.\x07",
				)
			)
		);
	}

	public function test_a_comment_needs_its_text(): void {
		$this->assertSame( array( 'comment' ), array_keys( studio_approval_validate_decision( array( 'decision' => 'comment' ) )['errors'] ) );
		$this->assertSame( array( 'comment' ), array_keys( studio_approval_validate_decision( array( 'decision' => 'comment', 'comment' => "  \n " ) )['errors'] ) );
		$this->assertSame( 'Поменяйте фото на обложке', studio_approval_validate_decision( array( 'decision' => 'comment', 'comment' => 'Поменяйте фото на обложке' ) )['comment'] );
	}

	public function test_limits_and_types_of_the_answer(): void {
		$errors = static fn( array $body ) => array_keys( studio_approval_validate_decision( $body )['errors'] ?? array() );
		$this->assertSame( array(), $errors( array( 'decision' => 'comment', 'comment' => str_repeat( 'я', 2000 ), 'name' => str_repeat( 'ё', 100 ) ) ) );
		$this->assertSame( array( 'comment' ), $errors( array( 'decision' => 'comment', 'comment' => str_repeat( 'я', 2001 ) ) ) );
		$this->assertSame( array( 'comment' ), $errors( array( 'decision' => 'approve', 'comment' => str_repeat( 'я', 2001 ) ) ) );
		$this->assertSame( array( 'name' ), $errors( array( 'decision' => 'approve', 'name' => str_repeat( 'ё', 101 ) ) ) );
		$this->assertSame( array( 'name' ), $errors( array( 'decision' => 'approve', 'name' => array( 'Анна' ) ) ) );
		$this->assertSame( array( 'comment' ), $errors( array( 'decision' => 'comment', 'comment' => 42 ) ) );
		$this->assertSame( array( 'decision' ), $errors( array( 'decision' => 'reject' ) ) );
		$this->assertSame( array( 'decision' ), $errors( array() ) );
		$this->assertSame( array( 'decision' ), $errors( array( 'decision' => 'APPROVE' ) ) );
		$this->assertSame( array( 'decision', 'name', 'comment' ), $errors( array( 'decision' => 1, 'name' => false, 'comment' => 1.5 ) ) );
		$this->assertSame( array( 'decision' ), array_keys( studio_approval_validate_decision( 'approve' )['errors'] ) );
		// Invalid UTF-8 is dropped, so it cannot pass for a comment.
		$this->assertSame( array( 'comment' ), $errors( array( 'decision' => 'comment', 'comment' => "\xC3\x28" ) ) );
	}

	public function test_the_approval_key_is_the_fixed_vector(): void {
		$GLOBALS['studio_test_options']['studio_revalidate_secret'] = 'demo-revalidate-secret-0123456789';
		try {
			$this->assertSame( 'b1c8888aa4aff4a6fc68ca44dfbb38889f135b883286ba2993a399ab0f72b350', studio_key( 'approval' ) );
			$this->assertSame( '56beafaa8eaad103eeb584a2ab714797cf6f47f2cc49b3e43138196b929e2342', studio_key( 'preview-read' ) );
			$this->assertSame( '', studio_key( 'approval-token' ) );
		} finally {
			unset( $GLOBALS['studio_test_options']['studio_revalidate_secret'] );
		}
		$this->assertSame( '', studio_key( 'approval' ) );
	}
}
