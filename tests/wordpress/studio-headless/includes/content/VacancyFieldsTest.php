<?php
/**
 * A vacancy's JobPosting fields as the plugin stores them (includes/content/vacancy-fields.php):
 * only known employment types, each once; whole non-negative amounts; a real calendar day or
 * nothing; a currency or a period from its list, else the default.
 *
 * @package StudioHeadless
 */

use PHPUnit\Framework\TestCase;

studio_test_require( 'content/vacancy-fields.php' );

final class VacancyFieldsTest extends TestCase {

	public function test_employment_types_keep_the_known_ones_once_in_order(): void {
		$this->assertSame(
			array( 'PART_TIME', 'FULL_TIME' ),
			studio_sanitize_employment_types( array( 'PART_TIME', 'full_time', 'FULL_TIME', 'PART_TIME', '<script>', array( 'INTERN' ), 7 ) )
		);
		$this->assertSame( array( 'INTERN' ), studio_sanitize_employment_types( 'INTERN' ) );
		$this->assertSame( array(), studio_sanitize_employment_types( null ) );
	}

	public function test_salary_amounts_are_whole_non_negative_numbers(): void {
		$this->assertSame( 250000, studio_sanitize_salary_amount( '250 000 ₽' ) );
		$this->assertSame( 180000, studio_sanitize_salary_amount( 180000 ) );
		$this->assertSame( 0, studio_sanitize_salary_amount( -5 ) );
		$this->assertSame( 0, studio_sanitize_salary_amount( 'договорная' ) );
		$this->assertSame( 0, studio_sanitize_salary_amount( array( 1 ) ) );
		$this->assertSame( 100000000, studio_sanitize_salary_amount( '99999999999999' ) );
	}

	public function test_valid_through_is_a_real_calendar_day_or_nothing(): void {
		$this->assertSame( '2027-01-31', studio_sanitize_iso_day( ' 2027-01-31 ' ) );
		$this->assertSame( '', studio_sanitize_iso_day( '2027-02-30' ) );
		$this->assertSame( '', studio_sanitize_iso_day( '31.01.2027' ) );
		$this->assertSame( '', studio_sanitize_iso_day( '2027-01-31T10:00:00' ) );
		$this->assertSame( '', studio_sanitize_iso_day( 20270131 ) );
	}

	public function test_a_choice_outside_its_list_is_the_default(): void {
		$this->assertSame( 'USD', studio_pick( 'USD', STUDIO_SALARY_CURRENCIES, 'RUB' ) );
		$this->assertSame( 'RUB', studio_pick( 'BTC', STUDIO_SALARY_CURRENCIES, 'RUB' ) );
		$this->assertSame( 'MONTH', studio_pick( array( 'YEAR' ), STUDIO_SALARY_UNITS, 'MONTH' ) );
	}
}
