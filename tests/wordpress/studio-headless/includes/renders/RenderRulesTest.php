<?php
/**
 * Editor renders' pure parts (includes/renders/rules.php; docs/WP-API.md 'Editor renders'): the
 * `render-token` and `render-read` keys' fixed vectors (docs/WP-API.md 'Keys'), the token (the
 * Preview links' form, signed with `render-token`), the block names a render takes, the 64 KB
 * limit of its attributes and the fields it keeps, the link, and the case editor's
 * Content-Security-Policy.
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'previews/tokens.php' );
studio_test_require( 'settings/screen.php' );
studio_test_require( 'blocks/case-blocks.php' );
studio_test_require( 'renders/rules.php' );

final class RenderRulesTest extends TestCase {

	private const SECRET = 'demo-revalidate-secret-0123456789';
	private const RENDER_TOKEN_KEY = 'b02e1af8fda0ebd659577683a82a423014e0026819cbb8b5e34ceb6ce775b9c5';
	private const RENDER_READ_KEY = '64f9ab7a31d2e2f90b64457fddf64afb734093024df9f0ec391ca7a0d9cefecd';

	/** Runs `$test` with the contract's secret set, then unsets it. */
	private function with_secret( callable $test ): void {
		$GLOBALS['studio_test_options']['studio_revalidate_secret'] = self::SECRET;
		try {
			$test();
		} finally {
			unset( $GLOBALS['studio_test_options']['studio_revalidate_secret'] );
		}
	}

	public function test_the_render_keys_are_the_fixed_vectors(): void {
		$this->with_secret(
			function () {
				$this->assertSame( self::RENDER_TOKEN_KEY, studio_key( 'render-token' ) );
				$this->assertSame( self::RENDER_READ_KEY, studio_key( 'render-read' ) );
				// The other jobs' keys are unchanged.
				$this->assertSame( 'ccd8f1d861a1b49d1da7277ac22b283524d797c0c8165db29dad2a763aed1dc7', studio_key( 'preview-token' ) );
				$this->assertSame( '', studio_key( 'render' ) );
			}
		);
		$this->assertSame( '', studio_key( 'render-token' ) );
		$this->assertSame( '', studio_key( 'render-read' ) );
	}

	public function test_a_render_token_has_the_preview_tokens_form_signed_with_the_render_token_key(): void {
		$expiry = 1795773660;
		$token  = studio_preview_token( 42, 'block', $expiry, self::RENDER_TOKEN_KEY, 'abc123' );
		$parts  = explode( '.', $token );
		$this->assertCount( 2, $parts );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/', $token );
		$this->assertSame(
			array(
				'id'    => 42,
				'type'  => 'block',
				'exp'   => $expiry,
				'nonce' => 'abc123',
			),
			json_decode( base64_decode( strtr( $parts[0], '-_', '+/' ) ), true )
		);
		// The signature, computed here as the site computes it (HMAC-SHA256 keyed by the 64 hex characters).
		$this->assertSame( rtrim( strtr( base64_encode( hash_hmac( 'sha256', $parts[0], self::RENDER_TOKEN_KEY, true ) ), '+/', '-_' ), '=' ), $parts[1] );
		$this->assertSame(
			array(
				'id'    => 42,
				'type'  => 'block',
				'exp'   => $expiry,
				'nonce' => 'abc123',
			),
			studio_preview_token_payload( $token, self::RENDER_TOKEN_KEY )
		);
	}

	public function test_a_token_of_another_key_or_changed_is_forged(): void {
		$token = studio_preview_token( 42, 'case', time() + STUDIO_RENDER_TTL, self::RENDER_TOKEN_KEY );
		$this->assertNotNull( studio_preview_token_payload( $token, self::RENDER_TOKEN_KEY ) );
		// A Preview link's token (preview-token key) is no render token, and the reverse.
		$this->assertNull( studio_preview_token_payload( $token, 'ccd8f1d861a1b49d1da7277ac22b283524d797c0c8165db29dad2a763aed1dc7' ) );
		$this->assertNull( studio_preview_token_payload( $token, self::RENDER_READ_KEY ) );
		$this->assertNull( studio_preview_token_payload( $token, '' ) );
		list( $payload, $signature ) = explode( '.', $token );
		$other                       = rtrim( strtr( base64_encode( (string) wp_json_encode( array( 'id' => 43, 'type' => 'case', 'exp' => time() + 60, 'nonce' => 'x' ) ) ), '+/', '-_' ), '=' );
		$this->assertNull( studio_preview_token_payload( $other . '.' . $signature, self::RENDER_TOKEN_KEY ) );
		$this->assertNull( studio_preview_token_payload( $payload . '.' . strrev( $signature ), self::RENDER_TOKEN_KEY ) );
		$this->assertNull( studio_preview_token_payload( $payload, self::RENDER_TOKEN_KEY ) );
		$this->assertNull( studio_preview_token_payload( $token . '.x', self::RENDER_TOKEN_KEY ) );
	}

	public function test_tokens_get_a_new_nonce_each_and_work_60_seconds(): void {
		$this->assertSame( 60, STUDIO_RENDER_TTL );
		$this->assertSame( array( 'block', 'case' ), STUDIO_RENDER_TYPES );
		$seen = array();
		for ( $i = 0; $i < 50; $i++ ) {
			$nonce = studio_token_nonce();
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{24}$/', $nonce );
			$seen[ $nonce ] = true;
			$payload        = studio_preview_token_payload( studio_preview_token( 1, 'case', 100, self::RENDER_TOKEN_KEY ), self::RENDER_TOKEN_KEY );
			$seen[ $payload['nonce'] ] = true;
		}
		$this->assertCount( 100, $seen );
	}

	public function test_only_the_16_studio_blocks_are_rendered(): void {
		$this->assertCount( 16, STUDIO_BLOCK_TYPES );
		foreach ( array_keys( STUDIO_BLOCK_TYPES ) as $slug ) {
			$this->assertSame( $slug, studio_render_block_slug( 'studio/' . $slug ) );
		}
		foreach ( array( 'core/paragraph', 'studio/unknown', 'studio/', 'offering', 'studio/offering ', 'Studio/offering', 'studio/case_page', '', null, 7, array( 'studio/offering' ) ) as $bad ) {
			$this->assertNull( studio_render_block_slug( $bad ), var_export( $bad, true ) );
		}
	}

	public function test_attributes_up_to_64_kb_as_json(): void {
		$this->assertSame( 65536, STUDIO_RENDER_MAX_ATTRIBUTES );
		$this->assertFalse( studio_render_attributes_too_large( array() ) );
		// {"title":"…"} is 12 bytes around the text.
		$this->assertFalse( studio_render_attributes_too_large( array( 'title' => str_repeat( 'a', 65536 - 12 ) ) ) );
		$this->assertTrue( studio_render_attributes_too_large( array( 'title' => str_repeat( 'a', 65536 - 11 ) ) ) );
		// Cyrillic counts as the browser sends it: two bytes a letter, not a six-byte \u escape.
		$this->assertFalse( studio_render_attributes_too_large( array( 'title' => str_repeat( 'я', 30000 ) ) ) );
		$this->assertTrue( studio_render_attributes_too_large( array( 'title' => str_repeat( 'я', 33000 ) ) ) );
		$this->assertTrue( studio_render_attributes_too_large( array( 'list' => array_fill( 0, 5000, array( 'item' => str_repeat( 'x', 20 ) ) ) ) ) );
	}

	public function test_a_render_keeps_the_blocks_own_fields_only(): void {
		$block = studio_render_block(
			'offering',
			array(
				'client'   => 'Сеть клубов «Старт»',
				'year'     => '2026',
				'lock'     => array( 'move' => true ),
				'metadata' => array( 'name' => 'x' ),
				'evil'     => '<script>',
			),
			array( 'client', 'year', 'task' )
		);
		$this->assertSame(
			array(
				'blockName'    => 'studio/offering',
				'attrs'        => array(
					'client' => 'Сеть клубов «Старт»',
					'year'   => '2026',
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			$block
		);
	}

	public function test_the_link_is_the_sites_editor_render_page(): void {
		$this->assertSame( 'https://example.ru/editor-render/a.b/', studio_render_url( 'https://example.ru', 'a.b' ) );
		$this->assertSame( 'http://localhost:3030/editor-render/a.b/', studio_render_url( 'http://localhost:3030/', 'a.b' ) );
		$this->assertSame( '2026-11-27T10:01:00+00:00', studio_render_time( 1795773660 ) );
	}

	public function test_the_case_editor_policy_reads_wordpress_and_the_site_only(): void {
		$this->assertSame( "connect-src 'self' https://example.ru; frame-src 'self' blob:", studio_render_csp( 'https://example.ru' ) );
		$this->assertSame( "connect-src 'self' http://localhost:3030; frame-src 'self' blob:", studio_render_csp( 'http://localhost:3030' ) );
		// The origin, not the path; scheme and host in lowercase.
		$this->assertSame( "connect-src 'self' https://example.ru:8443; frame-src 'self' blob:", studio_render_csp( 'HTTPS://Example.RU:8443/site' ) );
		// No site: WordPress alone.
		$this->assertSame( "connect-src 'self'; frame-src 'self' blob:", studio_render_csp( '' ) );
		$this->assertSame( "connect-src 'self'; frame-src 'self' blob:", studio_render_csp( 'javascript:alert(1)' ) );
	}

	public function test_the_policy_is_for_a_cases_editor_only(): void {
		$this->assertTrue( studio_render_is_case_editor( 'post', 'case' ) );
		$this->assertFalse( studio_render_is_case_editor( 'post', 'post' ) );
		$this->assertFalse( studio_render_is_case_editor( 'post', 'solution' ) );
		$this->assertFalse( studio_render_is_case_editor( 'edit', 'case' ) );
		$this->assertFalse( studio_render_is_case_editor( 'dashboard', '' ) );
	}
}
