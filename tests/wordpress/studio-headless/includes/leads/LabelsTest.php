<?php
/**
 * What the studio reads of a lead (includes/leads/labels.php): its fields are the validated
 * columns under their labels; whatever else a caller sent stays apart, as text, whatever its key
 * is called; a mailto: link can only ever address the validated e-mail.
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'leads/validation.php' );
studio_test_require( 'leads/storage.php' );
studio_test_require( 'leads/labels.php' );

final class LabelsTest extends TestCase {

	/** A stored row whose payload carries keys named like the labels. */
	private static function row(): array {
		return studio_lead_decode(
			array(
				'id'            => 7,
				'created_at'    => '2026-11-27 09:00:00',
				'request_id'    => '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
				'name'          => 'Анна',
				'phone'         => '+7 900 111-22-33',
				'email'         => 'anna@example.ru',
				'message'       => '',
				'sphere'        => '',
				'page'          => '/support/',
				'consent'       => 1,
				'notify_status' => 'sent',
				'anonymised_at' => null,
				'payload'       => wp_json_encode(
					array(
						'name'        => 'Анна',
						'phone'       => '+7 900 111-22-33',
						'Телефон'     => '+7 999 666-66-66',
						'E-mail'      => 'victim@corp.example?bcc=attacker@evil.example',
						'note'        => '<script>alert(1)</script>',
						'nested'      => array( 'a' => 1 ),
						'attribution' => array( 'utm_source' => 'yandex' ),
					)
				),
			)
		);
	}

	public function test_the_fields_are_the_validated_columns_whatever_the_payload_says(): void {
		$fields = studio_lead_fields( self::row() );
		$this->assertSame( '+7 900 111-22-33', $fields['Телефон'] );
		$this->assertSame( 'anna@example.ru', $fields['E-mail'] );
		$this->assertSame( 'Анна', $fields['Имя'] );
		$this->assertNotContains( '+7 999 666-66-66', $fields );
	}

	public function test_the_other_keys_stay_apart_as_text_in_the_order_sent(): void {
		$this->assertSame(
			array(
				'Телефон' => '+7 999 666-66-66',
				'E-mail'  => 'victim@corp.example?bcc=attacker@evil.example',
				'note'    => '<script>alert(1)</script>',
				'nested'  => '{"a":1}',
			),
			studio_lead_extra_fields( self::row() )
		);
		$this->assertSame( 'Прочие присланные поля (не проверены)', studio_lead_extra_heading() );
		$this->assertSame( array( 'Телефон', 'E-mail', 'note', 'nested' ), array_keys( json_decode( studio_lead_extra_json( self::row() ), true ) ) );
	}

	public function test_a_lead_without_other_keys_has_no_extra_column(): void {
		$row            = self::row();
		$row['payload'] = array( 'name' => 'Анна' );
		$this->assertSame( array(), studio_lead_extra_fields( $row ) );
		$this->assertSame( '', studio_lead_extra_json( $row ) );
	}

	public function test_a_mailto_link_addresses_only_the_address(): void {
		$this->assertSame( 'mailto:anna@example.ru', studio_lead_mailto( 'anna@example.ru' ) );
		$this->assertSame( '', studio_lead_mailto( '' ) );
		$this->assertSame( '', studio_lead_mailto( 'not an address' ) );
		$link = studio_lead_mailto( 'a?bcc=x@example.ru' );
		$this->assertStringNotContainsString( '?', $link );
	}
}
