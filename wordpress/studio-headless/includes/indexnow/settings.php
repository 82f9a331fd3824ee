<?php
/**
 * IndexNow on the settings screen «Сайт» (settings/screen.php): the key's field (the
 * STUDIO_INDEXNOW_KEY constant wins over it), the endpoint, and the last calls with their results.
 * The key is no secret: the site publishes it at `/{key}.txt`.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_init', 'studio_indexnow_register_setting' );

/**
 * The key's option, in the screen's settings group.
 */
function studio_indexnow_register_setting(): void {
	register_setting(
		'studio_site',
		'studio_indexnow_key',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'studio_indexnow_sanitize_key',
		)
	);
}

/**
 * A key IndexNow takes, or '' (IndexNow off); anything else keeps the stored key, with an error
 * shown. While STUDIO_INDEXNOW_KEY is a constant the stored option stays as it is.
 *
 * @param mixed $value The submitted value.
 */
function studio_indexnow_sanitize_key( $value ): string {
	$stored = (string) get_option( 'studio_indexnow_key', '' );
	if ( defined( 'STUDIO_INDEXNOW_KEY' ) ) {
		return $stored;
	}
	$key = trim( is_scalar( $value ) ? (string) $value : '' );
	if ( '' === $key || studio_indexnow_key_is_valid( $key ) ) {
		return $key;
	}
	add_settings_error( 'studio_site_url', 'studio_indexnow_key', __( 'Ключ IndexNow: от 8 до 128 латинских букв, цифр и дефисов.', 'studio-headless' ) );
	return $stored;
}

/**
 * The key's row of the screen's form table.
 */
function studio_indexnow_render_key_row(): void {
	?>
	<tr>
		<th scope="row"><label for="studio_indexnow_key"><?php esc_html_e( 'Ключ IndexNow', 'studio-headless' ); ?></label></th>
		<td>
			<?php if ( defined( 'STUDIO_INDEXNOW_KEY' ) ) : ?>
				<input type="text" id="studio_indexnow_key" class="regular-text code" value="<?php echo esc_attr( (string) STUDIO_INDEXNOW_KEY ); ?>" disabled>
				<p class="description"><?php esc_html_e( 'Задан константой STUDIO_INDEXNOW_KEY в wp-config.php.', 'studio-headless' ); ?></p>
			<?php else : ?>
				<input type="text" id="studio_indexnow_key" name="studio_indexnow_key" class="regular-text code" value="<?php echo esc_attr( (string) get_option( 'studio_indexnow_key', '' ) ); ?>" pattern="[a-zA-Z0-9\-]{8,128}" autocomplete="off">
				<p class="description"><?php esc_html_e( 'От 8 до 128 латинских букв, цифр и дефисов; тот же ключ — в INDEXNOW_KEY сайта, который отдаёт его файлом /{ключ}.txt. Пусто — поисковые системы не уведомляются.', 'studio-headless' ); ?></p>
			<?php endif; ?>
			<p class="description">
				<?php
				/* translators: %s: the IndexNow endpoint's URL. */
				echo esc_html( sprintf( __( 'Адрес IndexNow: %s (константа STUDIO_INDEXNOW_ENDPOINT).', 'studio-headless' ), studio_indexnow_endpoint() ) );
				?>
			</p>
		</td>
	</tr>
	<?php
}

/**
 * The screen's IndexNow section: whether it is on, and the last calls, newest first.
 */
function studio_indexnow_render_log(): void {
	?>
	<h2><?php esc_html_e( 'IndexNow', 'studio-headless' ); ?></h2>
	<p><?php esc_html_e( 'После публикации, изменения, снятия с публикации или удаления кейса, статьи, решения или вакансии WordPress сообщает адреса изменившихся страниц поисковым системам (Яндекс и другие, принимающие IndexNow). Черновики и страницы под паролем не сообщаются. Если вызов не прошёл, он повторяется через 1, 5 и 15 минут.', 'studio-headless' ); ?></p>
	<?php
	if ( ! studio_indexnow_enabled() ) {
		echo '<p><strong>' . esc_html__( 'IndexNow выключен: не задан ключ или адрес сайта.', 'studio-headless' ) . '</strong></p>';
	}
	$log = studio_indexnow_log();
	if ( ! $log ) {
		echo '<p>' . esc_html__( 'Вызовов IndexNow ещё не было.', 'studio-headless' ) . '</p>';
		return;
	}
	$sources = array(
		'save'  => __( 'сохранение', 'studio-headless' ),
		'retry' => __( 'повтор', 'studio-headless' ),
	);
	?>
	<table class="widefat striped studio-indexnow-calls">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Время', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Адреса', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Повод', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Ответ IndexNow', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Попытка', 'studio-headless' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $log as $row ) : ?>
				<?php
				$urls  = array_map( 'strval', (array) ( $row['urls'] ?? array() ) );
				$more  = max( 0, (int) ( $row['count'] ?? count( $urls ) ) - count( $urls ) );
				$label = studio_webhook_result_label( $row['result'] ?? '' );
				?>
				<tr class="<?php echo esc_attr( ! empty( $row['ok'] ) ? 'studio-indexnow-ok' : 'studio-indexnow-failed' ); ?>">
					<td><?php echo esc_html( wp_date( 'd.m.Y H:i:s', (int) ( $row['time'] ?? 0 ) ) ); ?></td>
					<td>
						<code><?php echo esc_html( implode( ', ', $urls ) ); ?></code>
						<?php if ( $more > 0 ) : ?>
							<?php
							/* translators: %d: how many more URLs the call carried. */
							echo esc_html( sprintf( __( 'и ещё %d', 'studio-headless' ), $more ) );
							?>
						<?php endif; ?>
					</td>
					<td><?php echo esc_html( $sources[ $row['source'] ?? '' ] ?? (string) ( $row['source'] ?? '' ) ); ?></td>
					<td>
						<?php if ( ! empty( $row['ok'] ) ) : ?>
							<?php echo esc_html( $label ); ?>
						<?php else : ?>
							<strong style="color:#b32d2e"><?php echo esc_html( $label ); ?></strong>
						<?php endif; ?>
					</td>
					<td><?php echo esc_html( (string) (int) ( $row['tries'] ?? 1 ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}
