<?php
/**
 * The case constructor: one `studio/*` block type per SPEC 2.9 type (blocks/<name>/block.json),
 * and the reading of a case's block content into the contract's `constructor` array.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

/**
 * Block name (after `studio/`) => the contract's type. `_` is written as `-` in block names;
 * functional-create keeps its dash in the contract (SPEC 2.9).
 */
const STUDIO_BLOCK_TYPES = array(
	'offering'                   => 'offering',
	'case-page'                  => 'case_page',
	'case-design'                => 'case_design',
	'opportunity'                => 'opportunity',
	'functional-create'          => 'functional-create',
	'list'                       => 'list',
	'column'                     => 'column',
	'column-with-slider'         => 'column_with_slider',
	'opportunity-with-list'      => 'opportunity_with_list',
	'column-with-list'           => 'column_with_list',
	'review'                     => 'review',
	'mobile-version'             => 'mobile_version',
	'control-system'             => 'control_system',
	'case-cooperation-with-list' => 'case_cooperation_with_list',
	'morphing-link'              => 'morphing_link',
	'create-solutions'           => 'create_solutions',
);

/** Block attributes that hold an image URL, or a list of them. */
const STUDIO_BLOCK_IMAGE_ATTRIBUTES = array( 'image', 'bg_img' );
const STUDIO_BLOCK_IMAGE_LIST_ATTRIBUTES = array( 'images' );

add_action( 'init', 'studio_register_blocks' );
add_filter( 'block_categories_all', 'studio_block_category' );

/**
 * Registers every block type from its block.json folder, and the editor's stylesheet that each
 * block.json names as its `editorStyle` (so that WordPress loads it into the iframed editor
 * canvas of block API version 3 as well as into the editor's own page).
 */
function studio_register_blocks(): void {
	wp_register_style(
		'studio-case-editor',
		plugins_url( 'assets/editor.css', STUDIO_HEADLESS_FILE ),
		array(),
		(string) filemtime( STUDIO_HEADLESS_DIR . '/assets/editor.css' )
	);
	foreach ( array_keys( STUDIO_BLOCK_TYPES ) as $name ) {
		register_block_type( STUDIO_HEADLESS_DIR . '/blocks/' . $name );
	}
}

/**
 * The attributes a case block declares itself, in its block.json's order: its fields. WordPress
 * adds attributes of its own to every block type (`lock`, `metadata`, `className`, … and whatever
 * a later release adds); those are never the block's fields, in the editor or in the contract.
 *
 * @param string $name The block's name after `studio/` (a key of STUDIO_BLOCK_TYPES).
 * @return string[] Attribute names; none for an unknown block.
 */
function studio_block_fields( string $name ): array {
	static $fields = array();
	if ( ! isset( $fields[ $name ] ) ) {
		$fields[ $name ] = array();
		$file            = STUDIO_HEADLESS_DIR . '/blocks/' . $name . '/block.json';
		if ( isset( STUDIO_BLOCK_TYPES[ $name ] ) && is_readable( $file ) ) {
			$json = wp_json_file_decode( $file, array( 'associative' => true ) );
			if ( is_array( $json ) && is_array( $json['attributes'] ?? null ) ) {
				$fields[ $name ] = array_map( 'strval', array_keys( $json['attributes'] ) );
			}
		}
	}
	return $fields[ $name ];
}

/**
 * The inserter's group for the case blocks.
 *
 * @param array $categories Block categories.
 * @return array
 */
function studio_block_category( $categories ) {
	array_unshift(
		$categories,
		array(
			'slug'  => 'studio-case',
			'title' => __( 'Блоки кейса', 'studio-headless' ),
			'icon'  => null,
		)
	);
	return $categories;
}

/**
 * The contract's type of a `studio/*` block name, or null for any other block. A `studio/*` block
 * this plugin does not register (a newer or retired one) keeps its name with `-` read as `_`:
 * the site skips types it does not know.
 *
 * @param string|null $block_name A parsed block's name.
 */
function studio_block_type( ?string $block_name ): ?string {
	if ( null === $block_name || ! str_starts_with( $block_name, 'studio/' ) ) {
		return null;
	}
	$name = substr( $block_name, strlen( 'studio/' ) );
	return STUDIO_BLOCK_TYPES[ $name ] ?? str_replace( '-', '_', $name );
}

/**
 * The constructor of a case: its `studio/*` blocks in document order (also inside core groups
 * or columns), each with its declared defaults, and its images as the media library knows them.
 *
 * @param string $content The case's post_content.
 * @return array<int, array<string, mixed>>
 */
function studio_constructor( string $content ): array {
	$out = array();
	studio_collect_blocks( parse_blocks( $content ), $out );
	return $out;
}

/**
 * Walks parsed blocks depth first.
 *
 * @param array $blocks Parsed blocks.
 * @param array $out    Collected constructor entries.
 */
function studio_collect_blocks( array $blocks, array &$out ): void {
	$registry = WP_Block_Type_Registry::get_instance();
	foreach ( $blocks as $block ) {
		$type = studio_block_type( $block['blockName'] ?? null );
		if ( null === $type ) {
			if ( ! empty( $block['innerBlocks'] ) ) {
				studio_collect_blocks( $block['innerBlocks'], $out );
			}
			continue;
		}
		$attributes = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		// A case block answers its own fields only: WordPress's attributes (metadata, lock, …)
		// stay behind. A studio/* block of no known type (an old theme's) answers as it is stored;
		// the site skips unknown types.
		$fields = studio_block_fields( substr( (string) $block['blockName'], strlen( 'studio/' ) ) );
		if ( array() !== $fields ) {
			$attributes = array_intersect_key( $attributes, array_flip( $fields ) );
		}
		$block_type = $registry->get_registered( $block['blockName'] );
		if ( $block_type && is_array( $block_type->attributes ) ) {
			foreach ( $block_type->attributes as $key => $schema ) {
				if ( ! array_key_exists( $key, $attributes ) && is_array( $schema ) && array_key_exists( 'default', $schema ) ) {
					$attributes[ $key ] = $schema['default'];
				}
			}
		}
		foreach ( STUDIO_BLOCK_IMAGE_ATTRIBUTES as $key ) {
			if ( isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ) {
				$attributes[ $key ] = studio_image_from_url( $attributes[ $key ] );
			}
		}
		foreach ( STUDIO_BLOCK_IMAGE_LIST_ATTRIBUTES as $key ) {
			if ( isset( $attributes[ $key ] ) && is_array( $attributes[ $key ] ) ) {
				$attributes[ $key ] = array_map(
					static fn( $url ) => is_string( $url ) ? studio_image_from_url( $url ) : $url,
					array_values( $attributes[ $key ] )
				);
			}
		}
		$out[] = array( 'type' => $type ) + $attributes;
	}
}
