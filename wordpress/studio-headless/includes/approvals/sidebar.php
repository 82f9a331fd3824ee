<?php
/**
 * The case's sidebar panel «Согласование с клиентом» in the block editor (assets/approvals.js):
 * loaded for cases only, with its words and the editor routes' namespace.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'enqueue_block_editor_assets', 'studio_approval_sidebar_assets' );

/**
 * The panel's script and its words, on the block editor of a case.
 */
function studio_approval_sidebar_assets(): void {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || 'case' !== $screen->post_type ) {
		return;
	}
	wp_enqueue_script(
		'studio-approvals',
		plugins_url( 'assets/approvals.js', STUDIO_HEADLESS_FILE ),
		array( 'wp-element', 'wp-components', 'wp-api-fetch', 'wp-data', 'wp-date', 'wp-editor', 'wp-edit-post', 'wp-plugins' ),
		(string) filemtime( STUDIO_HEADLESS_DIR . '/assets/approvals.js' ),
		true
	);
	$words = array(
		'namespace'     => studio_api_namespace(),
		'minDays'       => STUDIO_APPROVAL_MIN_DAYS,
		'maxDays'       => STUDIO_APPROVAL_MAX_DAYS,
		'defaultDays'   => STUDIO_APPROVAL_DEFAULT_DAYS,
		'title'         => __( 'Согласование с клиентом', 'studio-headless' ),
		'intro'         => __( 'Ссылка открывает клиенту черновик кейса на сайте без входа в WordPress; клиент может согласовать его или оставить комментарий.', 'studio-headless' ),
		'unsaved'       => __( 'Сначала сохраните кейс (хотя бы как черновик): ссылку на согласование можно создать только для сохранённого кейса.', 'studio-headless' ),
		'days'          => __( 'Срок действия, дней', 'studio-headless' ),
		/* translators: 1: the fewest days, 2: the most days. */
		'daysHelp'      => sprintf( __( 'От %1$d до %2$d.', 'studio-headless' ), STUDIO_APPROVAL_MIN_DAYS, STUDIO_APPROVAL_MAX_DAYS ),
		'create'        => __( 'Создать ссылку', 'studio-headless' ),
		'newLink'       => __( 'Ссылка для клиента', 'studio-headless' ),
		'copy'          => __( 'Скопировать', 'studio-headless' ),
		'copied'        => __( 'Скопировано', 'studio-headless' ),
		'shownOnce'     => __( 'Ссылка показывается только один раз: скопируйте её сейчас и отправьте клиенту.', 'studio-headless' ),
		'links'         => __( 'Ссылки этого кейса', 'studio-headless' ),
		'loading'       => __( 'Загружаем ссылки…', 'studio-headless' ),
		'none'          => __( 'Ссылок на согласование ещё не создавали.', 'studio-headless' ),
		'status'        => array(
			'active'  => __( 'Активна', 'studio-headless' ),
			'expired' => __( 'Истекла', 'studio-headless' ),
			'revoked' => __( 'Отозвана', 'studio-headless' ),
		),
		'until'         => __( 'действует до', 'studio-headless' ),
		'expiredAt'     => __( 'истекла', 'studio-headless' ),
		'createdBy'     => __( 'Создал(а)', 'studio-headless' ),
		'revokedBy'     => __( 'Отозвал(а)', 'studio-headless' ),
		'opened'        => __( 'Открыта', 'studio-headless' ),
		'opens'         => __( 'открытий', 'studio-headless' ),
		'lastOpened'    => __( 'последний раз', 'studio-headless' ),
		'notOpened'     => __( 'Ещё не открывали', 'studio-headless' ),
		'approved'      => __( 'Согласовано', 'studio-headless' ),
		'comments'      => __( 'Комментарии клиента', 'studio-headless' ),
		'anonymous'     => __( 'без имени', 'studio-headless' ),
		'someone'       => __( 'пользователь удалён', 'studio-headless' ),
		'revoke'        => __( 'Отозвать', 'studio-headless' ),
		'confirmRevoke' => __( 'Отозвать ссылку? Клиент больше не сможет открыть по ней черновик, и это не отменить.', 'studio-headless' ),
		'failLoad'      => __( 'Не удалось загрузить ссылки', 'studio-headless' ),
		'failCreate'    => __( 'Не удалось создать ссылку', 'studio-headless' ),
		'failRevoke'    => __( 'Не удалось отозвать ссылку', 'studio-headless' ),
		'failCopy'      => __( 'Не удалось скопировать: выделите ссылку и скопируйте её вручную.', 'studio-headless' ),
		'tryAgain'      => __( 'проверьте соединение и попробуйте ещё раз.', 'studio-headless' ),
	);
	wp_add_inline_script( 'studio-approvals', 'window.studioApprovals = ' . wp_json_encode( $words ) . ';', 'before' );
}
