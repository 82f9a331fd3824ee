<?php
/**
 * The lead's validation (includes/leads/validation.php): what WordPress stores is only what it
 * checked, with the Russian messages the site shows at the fields.
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'leads/validation.php' );

final class ValidationTest extends TestCase {

	/** A lead as the site sends it. */
	private static function lead( array $changes = array() ): array {
		return array_merge(
			array(
				'request_id' => '6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B',
				'name'       => '  Анна Петрова ',
				'phone'      => '+7 (900) 000-00-00',
				'email'      => 'anna@example.ru',
				'message'    => 'Нужен сайт для клиники',
				'sphere'     => 'Медицина',
				'page'       => '/support/',
				'consent'    => true,
			),
			$changes
		);
	}

	protected function tearDown(): void {
		$GLOBALS['studio_test_filters'] = array();
	}

	public function test_a_good_lead_comes_back_trimmed_with_a_lower_case_id(): void {
		$result = studio_validate_lead( self::lead() );
		$this->assertArrayNotHasKey( 'errors', $result );
		$this->assertSame( 'Анна Петрова', $result['lead']['name'] );
		$this->assertSame( '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', $result['lead']['request_id'] );
		$this->assertTrue( $result['lead']['consent'] );
	}

	public function test_only_the_known_fields_are_kept(): void {
		$result = studio_validate_lead( self::lead( array( 'Телефон' => '+1 555', 'is_admin' => true, 'attribution' => array( 'utm_source' => 'yandex', 'evil' => 'x' ) ) ) );
		$this->assertSame(
			array( 'request_id', 'name', 'phone', 'page', 'consent', 'email', 'message', 'sphere', 'attribution' ),
			array_keys( $result['lead'] )
		);
		$this->assertSame( array( 'utm_source' => 'yandex' ), $result['lead']['attribution'] );
	}

	public function test_a_body_that_is_not_an_object_is_one_form_error(): void {
		foreach ( array( null, 'text', 42, array( 'a', 'b' ) ) as $body ) {
			$this->assertSame( array( 'form' ), array_keys( studio_validate_lead( $body )['errors'] ), var_export( $body, true ) );
		}
	}

	public function test_each_bad_field_gets_its_russian_message(): void {
		$errors = studio_validate_lead(
			self::lead(
				array(
					'request_id' => 'not-a-uuid',
					'consent'    => 'yes',
					'name'       => 'А',
					'phone'      => '+7 900 ABC-00-00',
					'email'      => 'anna@',
					'message'    => str_repeat( 'я', 2001 ),
					'sphere'     => array( 'Медицина' ),
					'page'       => 'https://evil.example/',
				)
			)
		)['errors'];
		$this->assertSame( 'Нужно согласие на обработку персональных данных', $errors['consent'] );
		$this->assertSame( 'Укажите телефон в формате +7 900 000-00-00', $errors['phone'] );
		$this->assertSame( 'Проверьте адрес почты', $errors['email'] );
		$this->assertSame( 'Не более 2000 символов', $errors['message'] );
		$this->assertSame( array( 'request_id', 'consent', 'name', 'phone', 'email', 'message', 'sphere', 'page' ), array_keys( $errors ) );
	}

	public function test_an_email_is_one_address_and_nothing_more(): void {
		foreach ( array( 'anna@example.ru', 'почта@пример.рф', "o'brien@example.com" ) as $email ) {
			$this->assertArrayNotHasKey( 'errors', studio_validate_lead( self::lead( array( 'email' => $email ) ) ), $email );
		}
		$bad = array( 'victim@corp.example?bcc=attacker', 'a,b@example.ru', 'a@b@example.ru', 'a@example.ru;x', 'a\\b@example.ru', '<a>@example.ru', 'a@example.ru&cc=x', 'a b@example.ru' );
		foreach ( $bad as $email ) {
			$this->assertSame( array( 'email' => 'Проверьте адрес почты' ), studio_validate_lead( self::lead( array( 'email' => $email ) ) )['errors'] ?? null, $email );
		}
	}

	public function test_attribution_drops_control_characters_and_overlong_values(): void {
		$clean = studio_clean_lead_attribution(
			array(
				'utm_source'   => "yandex\nSet-Cookie: x",
				'utm_medium'   => str_repeat( 'c', 201 ),
				'utm_campaign' => 'весна',
				'referrer'     => 42,
			)
		);
		$this->assertSame( array( 'utm_campaign' => 'весна' ), $clean );
	}

	public function test_a_studio_filter_can_add_a_field_error(): void {
		add_filter( 'studio_lead_errors', static fn( array $errors ) => $errors + array( 'phone' => 'Этот номер заблокирован' ) );
		$this->assertSame( array( 'phone' => 'Этот номер заблокирован' ), studio_validate_lead( self::lead() )['errors'] );
	}
}
