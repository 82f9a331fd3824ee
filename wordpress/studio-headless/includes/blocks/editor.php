<?php
/**
 * The case constructor in the block editor: one generic field editor (assets/editor.js) for the
 * 16 studio/* blocks, driven by each block.json's attributes and the Russian labels below; the
 * `is_constructor` switch in the document sidebar; case content limited to the case blocks.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_action( 'enqueue_block_editor_assets', 'studio_editor_assets' );
add_filter( 'allowed_block_types_all', 'studio_case_allowed_blocks', 10, 2 );

/**
 * Labels of block fields (by attribute name) and of list rows' fields, for editors.
 *
 * @return array<string, string>
 */
function studio_editor_labels(): array {
	return array(
		'title'          => __( 'Заголовок', 'studio-headless' ),
		'text'           => __( 'Текст', 'studio-headless' ),
		'text1'          => __( 'Текст 2', 'studio-headless' ),
		'text2'          => __( 'Текст 3', 'studio-headless' ),
		'content'        => __( 'Абзацы', 'studio-headless' ),
		'image'          => __( 'Изображение', 'studio-headless' ),
		'images'         => __( 'Изображения', 'studio-headless' ),
		'direction'      => __( 'Изображение', 'studio-headless' ) . ': ' . __( 'сторона', 'studio-headless' ),
		'list'           => __( 'Список', 'studio-headless' ),
		'marker_color'   => __( 'Цвет маркеров', 'studio-headless' ),
		'bg_color'       => __( 'Цвет фона', 'studio-headless' ),
		'text_color'     => __( 'Цвет текста', 'studio-headless' ),
		'title_color'    => __( 'Цвет заголовка', 'studio-headless' ),
		'client'         => __( 'Клиент', 'studio-headless' ),
		'year'           => __( 'Год', 'studio-headless' ),
		'task_title'     => __( 'Заголовок задач', 'studio-headless' ),
		'task'           => __( 'Задачи', 'studio-headless' ),
		'offering_title' => __( 'Заголовок предложений', 'studio-headless' ),
		'offer'          => __( 'Что предложили', 'studio-headless' ),
		'name'           => __( 'Имя автора', 'studio-headless' ),
		'position'       => __( 'Должность автора', 'studio-headless' ),
		'bg_img'         => __( 'Фоновое изображение', 'studio-headless' ),
		'wave_color'     => __( 'Цвет волны', 'studio-headless' ),
		'show_wave'      => __( 'Показывать волну', 'studio-headless' ),
		'cooperation_bg' => __( 'Цвет карточки', 'studio-headless' ),
		'elem_color'     => __( 'Цвет элемента', 'studio-headless' ),
		'link'           => __( 'Адрес ссылки', 'studio-headless' ),
		'link_text'      => __( 'Текст ссылки', 'studio-headless' ),
		'show'           => __( 'Показывать промо', 'studio-headless' ),
		'category'       => __( 'Промо', 'studio-headless' ),
		'text_task'      => __( 'Задача', 'studio-headless' ),
		'text_offer'     => __( 'Предложение', 'studio-headless' ),
		'item'           => __( 'Пункт', 'studio-headless' ),
		'item_title'     => __( 'Заголовок пункта', 'studio-headless' ),
		'item_text'      => __( 'Текст пункта', 'studio-headless' ),
	);
}

/**
 * The editor script and its words, on the block editor of a case.
 */
function studio_editor_assets(): void {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	if ( ! $screen || ! in_array( $screen->post_type, array( 'case', 'post', 'solution' ), true ) ) {
		return;
	}
	wp_enqueue_script(
		'studio-case-editor',
		plugins_url( 'assets/editor.js', STUDIO_HEADLESS_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-data', 'wp-core-data', 'wp-edit-post', 'wp-plugins', 'wp-i18n' ),
		(string) filemtime( STUDIO_HEADLESS_DIR . '/assets/editor.js' ),
		true
	);
	// Registered with the blocks (case-blocks.php): here for the sidebar's fields.
	wp_enqueue_style( 'studio-case-editor' );
	$words = array(
		'labels'      => studio_editor_labels(),
		// Each block's own fields (block.json), never the attributes WordPress adds to every block.
		'blocks'      => array_combine(
			array_map( static fn( $name ) => 'studio/' . $name, array_keys( STUDIO_BLOCK_TYPES ) ),
			array_map( 'studio_block_fields', array_keys( STUDIO_BLOCK_TYPES ) )
		),
		'add'         => __( 'Добавить', 'studio-headless' ),
		'remove'      => __( 'Удалить', 'studio-headless' ),
		'up'          => __( 'Выше', 'studio-headless' ),
		'down'        => __( 'Ниже', 'studio-headless' ),
		'addRow'      => array(
			'content' => __( 'Добавить абзац', 'studio-headless' ),
			'task'    => __( 'Добавить задачу', 'studio-headless' ),
			'offer'   => __( 'Добавить предложение', 'studio-headless' ),
			'list'    => __( 'Добавить пункт', 'studio-headless' ),
		),
		'chooseImage' => __( 'Выбрать изображение', 'studio-headless' ),
		'addImages'   => __( 'Добавить изображения', 'studio-headless' ),
		'noValue'     => __( 'не задан', 'studio-headless' ),
		'constructor' => __( 'Конструктор кейса', 'studio-headless' ),
		'useBlocks'   => __( 'Собирать страницу кейса из блоков', 'studio-headless' ),
		'useBlocksOn' => __( 'Сайт показывает блоки этого кейса по порядку.', 'studio-headless' ),
		'useBlocksOff' => __( 'Блоки сохранены, но сайт их не показывает.', 'studio-headless' ),
		'postType'     => $screen->post_type,
		// Editor renders (includes/renders/, assets/renders.js): the site draws the blocks.
		'namespace'    => studio_api_namespace(),
		'siteUrl'      => studio_site_url(),
		'render'       => array(
			'fieldsButton' => __( 'Поля', 'studio-headless' ),
			'fieldsPanel'  => __( 'Поля блока', 'studio-headless' ),
			/* translators: %s: the block's title. */
			'frameTitle'   => __( 'Блок «%s» так, как его покажет сайт', 'studio-headless' ),
			'loading'      => __( 'Загружаем вид блока с сайта…', 'studio-headless' ),
			'failed'       => __( 'Сайт недоступен — блок показан полями; сохранение работает как обычно.', 'studio-headless' ),
			'sideTitle'    => __( 'Предпросмотр сбоку', 'studio-headless' ),
			'sideFrame'    => __( 'Черновик кейса так, как его покажет сайт', 'studio-headless' ),
			'width'        => __( 'Ширина', 'studio-headless' ),
			'phone'        => __( 'Телефон', 'studio-headless' ),
			'desktop'      => __( 'Компьютер', 'studio-headless' ),
			'refresh'      => __( 'Обновить', 'studio-headless' ),
			'sideLoading'  => __( 'Загружаем черновик с сайта…', 'studio-headless' ),
		),
		'head'         => __( 'Шапка кейса', 'studio-headless' ),
		'seo'          => __( 'SEO и соцсети', 'studio-headless' ),
		'fields'       => array(
			'case_description_extended' => __( 'Описание в шапке', 'studio-headless' ),
			'case_outer_link'           => __( 'Ссылка на проект (https://…)', 'studio-headless' ),
			'background_color'          => __( 'Цвет шапки', 'studio-headless' ),
			'seo_title'                 => __( 'Заголовок для поисковиков и соцсетей', 'studio-headless' ),
			'seo_description'           => __( 'Описание для поисковиков и соцсетей', 'studio-headless' ),
			'seo_image'                 => __( 'Картинка для соцсетей (1200×630; без неё — изображение записи)', 'studio-headless' ),
		),
	);
	wp_add_inline_script( 'studio-case-editor', 'window.studioCaseEditor = ' . wp_json_encode( $words ) . ';', 'before' );
	if ( 'case' === $screen->post_type ) {
		// The site's renders of the case blocks and the side preview of the draft (includes/renders/).
		wp_enqueue_script(
			'studio-renders',
			plugins_url( 'assets/renders.js', STUDIO_HEADLESS_FILE ),
			array( 'studio-case-editor', 'wp-element', 'wp-components', 'wp-api-fetch', 'wp-data', 'wp-editor', 'wp-edit-post', 'wp-plugins' ),
			(string) filemtime( STUDIO_HEADLESS_DIR . '/assets/renders.js' ),
			true
		);
	}
}

/**
 * A case's content is its constructor: the inserter offers the case blocks only.
 *
 * @param bool|string[]           $allowed Allowed block names, or true for all.
 * @param WP_Block_Editor_Context $context The editor's context.
 * @return bool|string[]
 */
function studio_case_allowed_blocks( $allowed, $context ) {
	if ( isset( $context->post ) && $context->post instanceof WP_Post && 'case' === $context->post->post_type ) {
		return array_map( static fn( $name ) => 'studio/' . $name, array_keys( STUDIO_BLOCK_TYPES ) );
	}
	return $allowed;
}
