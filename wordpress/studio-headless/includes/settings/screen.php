<?php
/**
 * The site this WordPress feeds: its URL and the revalidation webhook's secret (wp-config
 * constants `STUDIO_SITE_URL` and `STUDIO_REVALIDATE_SECRET` win over the settings screen), and
 * the screen Settings → «Сайт»: both values, a test call, the last deliveries (refresh/webhook.php),
 * and IndexNow's key and last calls (indexnow/settings.php).
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The settings screen's slug (options-general.php?page=…). */
const STUDIO_SITE_SETTINGS_PAGE = 'studio-site';

add_action( 'admin_init', 'studio_register_site_settings' );
add_action( 'admin_menu', 'studio_site_settings_menu' );
add_action( 'admin_post_studio_webhook_test', 'studio_site_settings_test_call' );

/**
 * The site's origin without a trailing slash (`https://example.ru`), or '' when none is set:
 * then nothing is sent and WordPress's front end is not redirected.
 */
function studio_site_url(): string {
	$url = defined( 'STUDIO_SITE_URL' ) ? (string) STUDIO_SITE_URL : (string) get_option( 'studio_site_url', '' );
	$url = untrailingslashit( trim( $url ) );
	// Any host and port (a local site runs on :3000): wp_http_validate_url() would refuse those.
	return preg_match( '#^https?://[^/?\#\s]+(/[^?\#\s]*)?$#', $url ) ? $url : '';
}

/** The shared secret (the site's REVALIDATE_SECRET), or ''. Only studio_key() reads it: it never travels. */
function studio_revalidate_secret(): string {
	return defined( 'STUDIO_REVALIDATE_SECRET' ) ? (string) STUDIO_REVALIDATE_SECRET : (string) get_option( 'studio_revalidate_secret', '' );
}

/** The jobs of the shared secret, each with a key of its own (docs/WP-API.md 'Keys'). */
const STUDIO_KEY_PURPOSES = array( 'revalidate', 'preview-read', 'preview-token', 'approval', 'render-token', 'render-read' );

/**
 * The key of one job, derived from the shared secret: lowercase hex of HMAC-SHA256 (key: the
 * secret, message: `studio-headless:` . purpose), as the site derives it (lib/security/keys.ts);
 * '' when no secret is set. `revalidate` goes in the webhook's `x-revalidate-secret`,
 * `preview-read` is what the preview routes demand in `x-preview-secret`, `preview-token` signs
 * the Preview links' tokens, `approval` is what the approval routes demand in `x-approval-secret`,
 * `render-token` signs the editor renders' tokens and `render-read` is what `POST {api}/render`
 * demands in `x-render-secret`.
 * A leaked key does not give the others, nor the secret.
 *
 * @param string $purpose One of STUDIO_KEY_PURPOSES.
 */
function studio_key( string $purpose ): string {
	$secret = studio_revalidate_secret();
	if ( '' === $secret || ! in_array( $purpose, STUDIO_KEY_PURPOSES, true ) ) {
		return '';
	}
	return hash_hmac( 'sha256', 'studio-headless:' . $purpose, $secret );
}

/**
 * A secret as the screen shows it: never in full, only its length and last four characters.
 *
 * @param string $secret The secret.
 */
function studio_mask_secret( string $secret ): string {
	if ( '' === $secret ) {
		return '';
	}
	$tail = strlen( $secret ) > 12 ? substr( $secret, -4 ) : '';
	return str_repeat( '•', 8 ) . $tail;
}

/**
 * The two options, not autoloaded on the front end's every request but cheap enough; the secret
 * keeps its stored value when the field is left empty (the screen never shows it).
 */
function studio_register_site_settings(): void {
	register_setting(
		'studio_site',
		'studio_site_url',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'studio_sanitize_site_url',
		)
	);
	register_setting(
		'studio_site',
		'studio_revalidate_secret',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'studio_sanitize_revalidate_secret',
		)
	);
}

/**
 * An http(s) URL without a trailing slash, or '' (with an error shown) for anything else. While
 * STUDIO_SITE_URL is a constant the stored option stays as it is: nothing posted to options.php
 * can stage another address (the constant wins anyway, and the webhook and its test call only
 * ever go to studio_site_url()).
 *
 * @param mixed $value The submitted value.
 */
function studio_sanitize_site_url( $value ): string {
	if ( defined( 'STUDIO_SITE_URL' ) ) {
		return (string) get_option( 'studio_site_url', '' );
	}
	$url = untrailingslashit( esc_url_raw( trim( is_scalar( $value ) ? (string) $value : '' ), array( 'http', 'https' ) ) );
	if ( '' !== trim( is_scalar( $value ) ? (string) $value : '' ) && '' === $url ) {
		add_settings_error( 'studio_site_url', 'studio_site_url', __( 'Адрес сайта должен начинаться с http:// или https://', 'studio-headless' ) );
	}
	return $url;
}

/**
 * The new secret, or the stored one when the field was left empty.
 *
 * @param mixed $value The submitted value.
 */
function studio_sanitize_revalidate_secret( $value ): string {
	$secret = trim( sanitize_text_field( is_scalar( $value ) ? (string) $value : '' ) );
	return '' === $secret ? (string) get_option( 'studio_revalidate_secret', '' ) : $secret;
}

/**
 * Settings → «Сайт».
 */
function studio_site_settings_menu(): void {
	add_options_page(
		__( 'Сайт', 'studio-headless' ),
		__( 'Сайт', 'studio-headless' ),
		'manage_options',
		STUDIO_SITE_SETTINGS_PAGE,
		'studio_site_settings_render'
	);
}

/**
 * The admin-post action of the 'Отправить тестовый вызов' button: a `header` refresh, sent now,
 * to studio_site_url() only (the constant, else the saved option): the request names no address.
 */
function studio_site_settings_test_call(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Недостаточно прав.', 'studio-headless' ), 403 );
	}
	check_admin_referer( 'studio_webhook_test' );
	$result = studio_webhook_deliver( array( array( 'type' => 'header' ) ), 1, 'test' );
	wp_safe_redirect(
		add_query_arg(
			array(
				'page'        => STUDIO_SITE_SETTINGS_PAGE,
				'studio_test' => $result['ok'] ? 'ok' : 'fail',
			),
			admin_url( 'options-general.php' )
		)
	);
	exit;
}

/**
 * The screen.
 */
function studio_site_settings_render(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$url_constant    = defined( 'STUDIO_SITE_URL' );
	$secret_constant = defined( 'STUDIO_REVALIDATE_SECRET' );
	$secret          = studio_revalidate_secret();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a notice after our own redirect.
	$test = isset( $_GET['studio_test'] ) ? sanitize_key( wp_unslash( $_GET['studio_test'] ) ) : '';
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Сайт', 'studio-headless' ); ?></h1>
		<p><?php esc_html_e( 'WordPress работает как админка: после каждого сохранения кейса, статьи, решения, вакансии, направления, технологии, категории или промо «Создадим решение» он вызывает вебхук сайта, и страницы обновляются сразу. Если сайт не ответил, вызов повторяется позже (через 1, 5 и 15 минут); в любом случае сайт сам обновляет данные раз в 5 минут.', 'studio-headless' ); ?></p>
		<?php if ( 'ok' === $test ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'Тестовый вызов принят сайтом.', 'studio-headless' ); ?></p></div>
		<?php elseif ( 'fail' === $test ) : ?>
			<div class="notice notice-error"><p><?php esc_html_e( 'Тестовый вызов не прошёл: см. журнал ниже.', 'studio-headless' ); ?></p></div>
		<?php endif; ?>
		<?php settings_errors( 'studio_site_url' ); ?>

		<form method="post" action="options.php">
			<?php settings_fields( 'studio_site' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="studio_site_url"><?php esc_html_e( 'Адрес сайта', 'studio-headless' ); ?></label></th>
					<td>
						<?php if ( $url_constant ) : ?>
							<input type="url" id="studio_site_url" class="regular-text code" value="<?php echo esc_attr( studio_site_url() ); ?>" disabled>
							<p class="description"><?php esc_html_e( 'Задан константой STUDIO_SITE_URL в wp-config.php.', 'studio-headless' ); ?></p>
						<?php else : ?>
							<input type="url" id="studio_site_url" name="studio_site_url" class="regular-text code" value="<?php echo esc_attr( (string) get_option( 'studio_site_url', '' ) ); ?>" placeholder="https://example.ru">
							<p class="description"><?php esc_html_e( 'Например, https://example.ru. Пока адрес не задан, вебхук не вызывается и страницы WordPress не перенаправляются на сайт.', 'studio-headless' ); ?></p>
						<?php endif; ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="studio_revalidate_secret"><?php esc_html_e( 'Секрет вебхука', 'studio-headless' ); ?></label></th>
					<td>
						<?php if ( $secret_constant ) : ?>
							<input type="text" id="studio_revalidate_secret" class="regular-text code" value="<?php echo esc_attr( studio_mask_secret( $secret ) ); ?>" disabled>
							<p class="description"><?php esc_html_e( 'Задан константой STUDIO_REVALIDATE_SECRET в wp-config.php.', 'studio-headless' ); ?></p>
						<?php else : ?>
							<input type="password" id="studio_revalidate_secret" name="studio_revalidate_secret" class="regular-text code" value="" autocomplete="new-password" placeholder="<?php echo esc_attr( '' === $secret ? __( 'не задан', 'studio-headless' ) : studio_mask_secret( $secret ) ); ?>">
							<p class="description"><?php esc_html_e( 'Значение REVALIDATE_SECRET сайта. Оставьте поле пустым, чтобы сохранить текущий секрет.', 'studio-headless' ); ?></p>
						<?php endif; ?>
					</td>
				</tr>
				<?php studio_indexnow_render_key_row(); ?>
			</table>
			<?php if ( ! $url_constant || ! $secret_constant || ! defined( 'STUDIO_INDEXNOW_KEY' ) ) : ?>
				<?php submit_button(); ?>
			<?php endif; ?>
		</form>

		<h2><?php esc_html_e( 'Проверка', 'studio-headless' ); ?></h2>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="studio_webhook_test">
			<?php wp_nonce_field( 'studio_webhook_test' ); ?>
			<?php submit_button( __( 'Отправить тестовый вызов', 'studio-headless' ), 'secondary', 'submit', false, '' === studio_site_url() || '' === $secret ? array( 'disabled' => 'disabled' ) : null ); ?>
		</form>

		<h2><?php esc_html_e( 'Последние вызовы', 'studio-headless' ); ?></h2>
		<?php studio_site_settings_render_log(); ?>

		<?php studio_indexnow_render_log(); ?>
	</div>
	<?php
}

/**
 * The table of the last deliveries, newest first.
 */
function studio_site_settings_render_log(): void {
	$log = studio_webhook_log();
	if ( ! $log ) {
		echo '<p>' . esc_html__( 'Вызовов ещё не было.', 'studio-headless' ) . '</p>';
		return;
	}
	$sources = array(
		'save'  => __( 'сохранение', 'studio-headless' ),
		'retry' => __( 'повтор', 'studio-headless' ),
		'test'  => __( 'тест', 'studio-headless' ),
	);
	?>
	<table class="widefat striped studio-deliveries">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Время', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Что обновлялось', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Повод', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Ответ сайта', 'studio-headless' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Попытка', 'studio-headless' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $log as $row ) : ?>
				<tr class="<?php echo esc_attr( $row['ok'] ? 'studio-delivery-ok' : 'studio-delivery-failed' ); ?>">
					<td><?php echo esc_html( wp_date( 'd.m.Y H:i:s', (int) $row['time'] ) ); ?></td>
					<td><code><?php echo esc_html( studio_webhook_describe( (array) $row['items'] ) ); ?></code></td>
					<td><?php echo esc_html( $sources[ $row['source'] ] ?? (string) $row['source'] ); ?></td>
					<td>
						<?php if ( $row['ok'] ) : ?>
							<?php echo esc_html( studio_webhook_result_label( $row['result'] ) ); ?>
						<?php else : ?>
							<strong style="color:#b32d2e"><?php echo esc_html( studio_webhook_result_label( $row['result'] ) ); ?></strong>
						<?php endif; ?>
					</td>
					<td><?php echo esc_html( (string) (int) $row['tries'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php
}
