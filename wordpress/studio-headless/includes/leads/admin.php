<?php
/**
 * The 'Заявки' screens in wp-admin: the list of stored leads (newest first, paged, searchable),
 * one lead with every field, the CSV export, and the settings submenu (settings.php).
 * Editors and administrators (capability studio_manage_leads) see leads; the settings need
 * manage_options, as the address personal data is mailed to is an administrator's decision.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'studio_leads_admin_menu' );
add_action( 'admin_post_studio_leads_export', 'studio_leads_export_csv' );

/**
 * The top-level 'Заявки' menu and its 'Настройки' submenu.
 */
function studio_leads_admin_menu(): void {
	add_menu_page(
		__( 'Заявки', 'studio-headless' ),
		__( 'Заявки', 'studio-headless' ),
		STUDIO_LEADS_CAP,
		'studio-leads',
		'studio_leads_screen',
		'dashicons-email-alt',
		26
	);
	add_submenu_page( 'studio-leads', __( 'Заявки', 'studio-headless' ), __( 'Все заявки', 'studio-headless' ), STUDIO_LEADS_CAP, 'studio-leads', 'studio_leads_screen' );
	add_submenu_page( 'studio-leads', __( 'Настройки заявок', 'studio-headless' ), __( 'Настройки', 'studio-headless' ), 'manage_options', 'studio-leads-settings', 'studio_leads_settings_screen' );
}

/**
 * The list, or one lead when `lead` is given.
 */
function studio_leads_screen(): void {
	if ( ! current_user_can( STUDIO_LEADS_CAP ) ) {
		wp_die( esc_html__( 'Недостаточно прав для просмотра заявок.', 'studio-headless' ), 403 );
	}
	// Retention where WP-Cron never runs: the screen purges first (at most once an hour).
	studio_leads_maybe_purge( 'screen' );
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view.
	$id = isset( $_GET['lead'] ) ? absint( wp_unslash( $_GET['lead'] ) ) : 0;
	if ( $id ) {
		studio_leads_single_screen( $id );
		return;
	}
	require_once __DIR__ . '/class-studio-leads-list-table.php';
	$table = new Studio_Leads_List_Table();
	$table->prepare_items();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only view.
	$search     = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
	$export_url = wp_nonce_url(
		add_query_arg(
			array_filter(
				array(
					'action' => 'studio_leads_export',
					's'      => $search,
				)
			),
			admin_url( 'admin-post.php' )
		),
		'studio_leads_export'
	);
	echo '<div class="wrap">';
	echo '<h1 class="wp-heading-inline">' . esc_html__( 'Заявки', 'studio-headless' ) . '</h1> ';
	echo '<a href="' . esc_url( $export_url ) . '" class="page-title-action">' . esc_html__( 'Экспорт CSV', 'studio-headless' ) . '</a>';
	if ( '' !== $search ) {
		/* translators: %s: the search text. */
		echo '<span class="subtitle">' . esc_html( sprintf( __( 'Результаты поиска: «%s»', 'studio-headless' ), $search ) ) . '</span>';
	}
	echo '<hr class="wp-header-end">';
	$retention = studio_leads_retention_days();
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %d: days. */
			_n( 'Заявки хранятся %d день, затем удаляются автоматически.', 'Заявки хранятся %d дней, затем удаляются автоматически.', $retention, 'studio-headless' ),
			$retention
		)
	) . ' ' . esc_html( studio_leads_last_purge_text() ) . '</p>';
	echo '<form method="get">';
	echo '<input type="hidden" name="page" value="studio-leads">';
	$table->search_box( __( 'Найти заявки', 'studio-headless' ), 'studio-leads' );
	$table->display();
	echo '</form></div>';
}

/**
 * One lead with every field, escaped.
 *
 * @param int $id The row id.
 */
function studio_leads_single_screen( int $id ): void {
	$row = studio_get_lead( $id );
	echo '<div class="wrap">';
	echo '<p><a href="' . esc_url( admin_url( 'admin.php?page=studio-leads' ) ) . '">&larr; ' . esc_html__( 'Все заявки', 'studio-headless' ) . '</a></p>';
	if ( ! $row ) {
		echo '<h1>' . esc_html__( 'Заявка не найдена', 'studio-headless' ) . '</h1>';
		echo '<p>' . esc_html__( 'Возможно, она удалена по сроку хранения.', 'studio-headless' ) . '</p></div>';
		return;
	}
	$title = '' !== (string) $row['name'] ? (string) $row['name'] : __( 'Персональные данные удалены', 'studio-headless' );
	/* translators: %s: the visitor's name. */
	echo '<h1>' . esc_html( sprintf( __( 'Заявка: %s', 'studio-headless' ), $title ) ) . '</h1>';
	echo '<table class="widefat striped studio-lead" style="max-width:60em"><tbody>';
	// The links come from the row's validated columns, never from a label's text.
	$phone = (string) $row['phone'];
	$email = (string) ( $row['email'] ?? '' );
	$links = array(
		__( 'Телефон', 'studio-headless' ) => '' !== $phone ? 'tel:' . preg_replace( '/[^\d+]/', '', $phone ) : '',
		__( 'E-mail', 'studio-headless' )  => studio_lead_mailto( $email ),
	);
	foreach ( studio_lead_fields( $row ) as $label => $value ) {
		echo '<tr><th scope="row" style="width:16em">' . esc_html( $label ) . '</th><td>';
		if ( '' === $value ) {
			echo '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'нет', 'studio-headless' ) . '</span>';
		} elseif ( ! empty( $links[ $label ] ) ) {
			echo '<a href="' . esc_url( $links[ $label ], array( 'tel', 'mailto' ) ) . '">' . esc_html( $value ) . '</a>';
		} else {
			echo nl2br( esc_html( $value ) );
		}
		echo '</td></tr>';
	}
	echo '</tbody></table>';
	$extra = studio_lead_extra_fields( $row );
	if ( $extra ) {
		echo '<h2>' . esc_html( studio_lead_extra_heading() ) . '</h2>';
		echo '<p class="description">' . esc_html__( 'Эти поля пришли вместе с заявкой, но форма сайта их не отправляет и WordPress их не проверял: это не имя, телефон или e-mail заявки, даже если названы так же. Не переходите по ссылкам из них.', 'studio-headless' ) . '</p>';
		echo '<table class="widefat striped studio-lead-extra" style="max-width:60em"><tbody>';
		foreach ( $extra as $key => $value ) {
			echo '<tr><th scope="row" style="width:16em"><code>' . esc_html( $key ) . '</code></th><td>' . nl2br( esc_html( $value ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
	echo '</div>';
}

/**
 * Заявки → Настройки.
 */
function studio_leads_settings_screen(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Недостаточно прав для изменения настроек.', 'studio-headless' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Настройки заявок', 'studio-headless' ) . '</h1>';
	settings_errors();
	echo '<form method="post" action="options.php">';
	settings_fields( 'studio_leads' );
	do_settings_sections( 'studio-leads-settings' );
	submit_button( __( 'Сохранить', 'studio-headless' ) );
	echo '</form></div>';
}

/**
 * A CSV cell that a spreadsheet will not run as a formula: text starting with = + - @ (or a tab
 * or carriage return) gets a leading apostrophe.
 *
 * @param string $value The cell's text.
 */
function studio_leads_csv_cell( string $value ): string {
	return preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
}

/**
 * Заявки → Экспорт CSV (admin-post.php): every lead (or the searched ones), newest first; UTF-8
 * with a BOM and semicolons, as Excel with Russian settings opens it.
 */
function studio_leads_export_csv(): void {
	if ( ! current_user_can( STUDIO_LEADS_CAP ) ) {
		wp_die( esc_html__( 'Недостаточно прав для выгрузки заявок.', 'studio-headless' ), 403 );
	}
	check_admin_referer( 'studio_leads_export' );
	$search = isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '';
	require_once __DIR__ . '/class-studio-leads-list-table.php';
	$rows = Studio_Leads_List_Table::query( $search, 0, 0 );

	nocache_headers();
	header( 'Content-Type: text/csv; charset=UTF-8' );
	header( 'Content-Disposition: attachment; filename="leads-' . gmdate( 'Y-m-d' ) . '.csv"' );
	header( 'X-Content-Type-Options: nosniff' );
	$out = fopen( 'php://output', 'w' );
	fwrite( $out, "\xEF\xBB\xBF" );
	$header = null;
	foreach ( $rows as $row ) {
		$fields = studio_lead_fields( $row );
		if ( null === $header ) {
			$header = studio_leads_csv_columns();
			fputcsv( $out, array_map( 'studio_leads_csv_cell', $header ), ';', '"', '' );
		}
		$line  = array();
		$extra = studio_lead_extra_heading();
		foreach ( $header as $label ) {
			$line[] = studio_leads_csv_cell( $extra === $label ? studio_lead_extra_json( $row ) : ( $fields[ $label ] ?? '' ) );
		}
		fputcsv( $out, $line, ';', '"', '' );
	}
	if ( null === $header ) {
		fputcsv( $out, studio_leads_csv_columns(), ';', '"', '' );
	}
	fclose( $out );
	exit;
}

/**
 * The CSV's columns: the labels of studio_lead_fields, then one column with everything else the
 * caller sent (a JSON object, under studio_lead_extra_heading()).
 *
 * @return string[]
 */
function studio_leads_csv_columns(): array {
	$columns = array(
		__( 'Дата', 'studio-headless' ),
		__( 'Имя', 'studio-headless' ),
		__( 'Телефон', 'studio-headless' ),
		__( 'E-mail', 'studio-headless' ),
		__( 'Сообщение', 'studio-headless' ),
		__( 'Сфера', 'studio-headless' ),
		__( 'Страница', 'studio-headless' ),
	);
	$columns   = array_merge( $columns, array_values( studio_leads_attribution_labels() ) );
	$columns[] = __( 'Уведомление', 'studio-headless' );
	$columns[] = __( 'Согласие на обработку данных', 'studio-headless' );
	$columns[] = 'request_id';
	$columns[] = studio_lead_extra_heading();
	return $columns;
}
