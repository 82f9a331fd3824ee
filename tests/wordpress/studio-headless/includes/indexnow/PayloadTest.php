<?php
/**
 * IndexNow's pure parts (includes/indexnow/payload.php): which URLs a post's page has, what is
 * public, which keys are valid, and the one JSON body of a call.
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'indexnow/payload.php' );

final class PayloadTest extends TestCase {

	public function test_each_type_has_its_page_and_a_vacancy_the_list(): void {
		$this->assertSame( array( '/cases/fk-volna/' ), studio_indexnow_post_paths( 'case', 'fk-volna' ) );
		$this->assertSame( array( '/blog/kak-vybrat/' ), studio_indexnow_post_paths( 'post', 'kak-vybrat' ) );
		$this->assertSame( array( '/solutions/crm/' ), studio_indexnow_post_paths( 'solution', 'crm' ) );
		$this->assertSame( array( '/vacancies/php-developer/', '/vacancies/' ), studio_indexnow_post_paths( 'vacancy', 'php-developer' ) );
		$this->assertSame( array(), studio_indexnow_post_paths( 'page', 'about' ) );
		$this->assertSame( array(), studio_indexnow_post_paths( 'case', '' ) );
	}

	public function test_a_slug_is_one_encoded_segment_never_encoded_twice(): void {
		$this->assertSame( array( '/blog/%D0%BA%D0%B5%D0%B9%D1%81/' ), studio_indexnow_post_paths( 'post', 'кейс' ) );
		$this->assertSame( array( '/blog/%D0%BA%D0%B5%D0%B9%D1%81/' ), studio_indexnow_post_paths( 'post', '%d0%ba%d0%b5%d0%b9%d1%81' ) );
		// wp_trash_post() renames the slug: the page was the original's.
		$this->assertSame( array( '/cases/fk-volna/' ), studio_indexnow_post_paths( 'case', 'fk-volna__trashed' ) );
	}

	public function test_public_means_published_without_a_password(): void {
		$this->assertTrue( studio_indexnow_is_public( (object) array( 'post_status' => 'publish', 'post_password' => '' ) ) );
		$this->assertFalse( studio_indexnow_is_public( (object) array( 'post_status' => 'publish', 'post_password' => 'nda' ) ) );
		foreach ( array( 'draft', 'pending', 'private', 'future', 'trash', 'auto-draft' ) as $status ) {
			$this->assertFalse( studio_indexnow_is_public( (object) array( 'post_status' => $status, 'post_password' => '' ) ), $status );
		}
	}

	public function test_keys_are_8_to_128_letters_digits_and_dashes(): void {
		$this->assertTrue( studio_indexnow_key_is_valid( 'abcd-1234' ) );
		$this->assertTrue( studio_indexnow_key_is_valid( str_repeat( 'a', 128 ) ) );
		$this->assertFalse( studio_indexnow_key_is_valid( 'short-1' ) );
		$this->assertFalse( studio_indexnow_key_is_valid( str_repeat( 'a', 129 ) ) );
		$this->assertFalse( studio_indexnow_key_is_valid( 'with space1' ) );
		$this->assertFalse( studio_indexnow_key_is_valid( 'slash/../key' ) );
		$this->assertFalse( studio_indexnow_key_is_valid( '' ) );
	}

	public function test_the_body_names_the_host_the_key_its_file_and_absolute_urls(): void {
		$this->assertSame(
			array(
				'host'        => 'example.ru',
				'key'         => 'abcd-1234',
				'keyLocation' => 'https://example.ru/abcd-1234.txt',
				'urlList'     => array( 'https://example.ru/cases/a/', 'https://example.ru/vacancies/' ),
			),
			studio_indexnow_payload( 'https://example.ru', 'abcd-1234', array( '/cases/a/', '/vacancies/', '/cases/a/' ) )
		);
		$this->assertSame( 'localhost', studio_indexnow_payload( 'http://localhost:3000', 'abcd-1234', array( '/x/' ) )['host'] );
	}

	public function test_a_body_holds_at_most_10000_urls(): void {
		$paths = array_map( static fn( $i ) => "/blog/a{$i}/", range( 1, 10005 ) );
		$this->assertCount( 10000, studio_indexnow_payload( 'https://example.ru', 'abcd-1234', $paths )['urlList'] );
	}
}
