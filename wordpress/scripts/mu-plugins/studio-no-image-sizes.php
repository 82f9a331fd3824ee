<?php
/**
 * Plugin Name: Studio no image sizes
 * Description: Throw-away test WordPress only: uploads keep the original file and make no resized copies.
 *
 * Installed by wordpress/scripts/wp-server.mjs when started with `imageSizes: false`
 * (`--no-image-sizes`): the resized copies cost about 0.2 s of CPU per image (the demo import goes
 * from ~22 s to ~2.5 s without them), and the contract answers only the full-size file.
 *
 * @package StudioHeadless
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'intermediate_image_sizes_advanced', '__return_empty_array' );
// Large originals are otherwise scaled down to a '-scaled' copy, a resize of its own.
add_filter( 'big_image_size_threshold', '__return_false' );
