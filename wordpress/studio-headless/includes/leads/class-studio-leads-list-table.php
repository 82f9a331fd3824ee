<?php
/**
 * The 'Заявки' list (WP_List_Table): newest first, 20 a page, searched by name, phone, e-mail,
 * page and anything in the payload (message, utm_*).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * The leads list table.
 */
class Studio_Leads_List_Table extends WP_List_Table {

	/** Rows per page. */
	const PER_PAGE = 20;

	/**
	 * Plural labels.
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'lead',
				'plural'   => 'leads',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The WHERE clause of a search (prepared), or ''.
	 *
	 * @param string $search The search text.
	 */
	private static function where( string $search ): string {
		global $wpdb;
		if ( '' === $search ) {
			return '';
		}
		$like = '%' . $wpdb->esc_like( $search ) . '%';
		return $wpdb->prepare( 'WHERE name LIKE %s OR phone LIKE %s OR email LIKE %s OR page LIKE %s OR payload LIKE %s', $like, $like, $like, $like, $like );
	}

	/**
	 * Decoded rows, newest first; $limit 0 means all.
	 *
	 * @param string $search The search text.
	 * @param int    $limit  Rows (0: all).
	 * @param int    $offset Rows to skip.
	 * @return array<int, array<string, mixed>>
	 */
	public static function query( string $search, int $limit, int $offset ): array {
		global $wpdb;
		$table = studio_leads_table();
		$where = self::where( $search );
		$sql   = "SELECT * FROM {$table} {$where} ORDER BY created_at DESC, id DESC";
		if ( $limit > 0 ) {
			$sql .= $wpdb->prepare( ' LIMIT %d OFFSET %d', $limit, $offset );
		}
		// phpcs:ignore StudioSecurity.Sql.Prepared.NotPrepared -- the table is ours, the WHERE and LIMIT prepared above.
		return array_map( 'studio_lead_decode', (array) $wpdb->get_results( $sql, ARRAY_A ) );
	}

	/**
	 * How many leads match.
	 *
	 * @param string $search The search text.
	 */
	public static function count( string $search ): int {
		global $wpdb;
		$table = studio_leads_table();
		// phpcs:ignore StudioSecurity.Sql.Prepared.NotPrepared -- the table is ours, the WHERE prepared by where().
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} " . self::where( $search ) );
	}

	/**
	 * The columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'name'        => __( 'Имя', 'studio-headless' ),
			'phone'       => __( 'Телефон', 'studio-headless' ),
			'email'       => __( 'E-mail', 'studio-headless' ),
			'page'        => __( 'Страница', 'studio-headless' ),
			'sphere'      => __( 'Сфера', 'studio-headless' ),
			'attribution' => __( 'Откуда', 'studio-headless' ),
			'created_at'  => __( 'Дата', 'studio-headless' ),
			'notify'      => __( 'Уведомление', 'studio-headless' ),
		);
	}

	/**
	 * Loads the page of rows.
	 */
	public function prepare_items() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view.
		$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
		$page   = $this->get_pagenum();
		$total  = self::count( $search );
		$this->set_pagination_args(
			array(
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
			)
		);
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'name' );
		$this->items           = self::query( $search, self::PER_PAGE, ( $page - 1 ) * self::PER_PAGE );
	}

	/**
	 * Shown when there are no leads.
	 */
	public function no_items() {
		esc_html_e( 'Заявок пока нет.', 'studio-headless' );
	}

	/**
	 * The name, linking to the lead.
	 *
	 * @param array $item The row.
	 */
	public function column_name( $item ) {
		$url   = admin_url( 'admin.php?page=studio-leads&lead=' . (int) $item['id'] );
		$label = '' !== (string) $item['name'] ? (string) $item['name'] : __( 'Данные удалены', 'studio-headless' );
		return '<strong><a class="row-title" href="' . esc_url( $url ) . '">' . esc_html( $label ) . '</a></strong>'
			. $this->row_actions( array( 'view' => '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Открыть', 'studio-headless' ) . '</a>' ) );
	}

	/**
	 * Where the visit came from: source / medium / campaign, then the landing page and referrer.
	 *
	 * @param array $item The row.
	 */
	public function column_attribution( $item ) {
		$a     = studio_lead_attribution( $item );
		$utm   = array_filter( array( $a['utm_source'] ?? '', $a['utm_medium'] ?? '', $a['utm_campaign'] ?? '' ) );
		$lines = array();
		if ( $utm ) {
			$lines[] = '<strong>' . esc_html( implode( ' / ', $utm ) ) . '</strong>';
		}
		foreach ( array( 'utm_term', 'utm_content' ) as $extra ) {
			if ( isset( $a[ $extra ] ) ) {
				$lines[] = esc_html( $extra . ': ' . $a[ $extra ] );
			}
		}
		if ( isset( $a['landing_page'] ) ) {
			// The path only: its utm_* are on the line above; the lead's page shows the whole URL.
			$path    = (string) strtok( studio_lead_readable_url( $a['landing_page'] ), '?#' );
			$lines[] = esc_html__( 'вход:', 'studio-headless' ) . ' ' . esc_html( '' === $path ? '/' : $path );
		}
		if ( isset( $a['referrer'] ) ) {
			$host    = wp_parse_url( $a['referrer'], PHP_URL_HOST );
			$lines[] = esc_html__( 'пришёл с', 'studio-headless' ) . ' ' . esc_html( is_string( $host ) ? $host : $a['referrer'] );
		}
		return $lines ? implode( '<br>', $lines ) : '<span aria-hidden="true">—</span>';
	}

	/**
	 * The date in the site's time zone.
	 *
	 * @param array $item The row.
	 */
	public function column_created_at( $item ) {
		return esc_html( get_date_from_gmt( (string) $item['created_at'], 'd.m.Y H:i' ) );
	}

	/**
	 * The notification's delivery.
	 *
	 * @param array $item The row.
	 */
	public function column_notify( $item ) {
		$status = (string) ( $item['notify_status'] ?? '' );
		$color  = 'failed' === $status ? '#b32d2e' : ( 'sent' === $status ? '#007017' : '#646970' );
		return '<span style="color:' . esc_attr( $color ) . '">' . esc_html( studio_lead_notify_label( $item ) ) . '</span>';
	}

	/**
	 * The other columns as escaped text.
	 *
	 * @param array  $item        The row.
	 * @param string $column_name The column.
	 */
	public function column_default( $item, $column_name ) {
		$value = (string) ( $item[ $column_name ] ?? '' );
		if ( 'sphere' === $column_name ) {
			$value = studio_lead_sphere_label( $value );
		}
		return '' === $value ? '<span aria-hidden="true">—</span>' : esc_html( $value );
	}
}
