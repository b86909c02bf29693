<?php
/**
 * The `masthead/{type}` blocks in the block editor (docs/decisions/011-wordpress-back-end.md, "Blocks and
 * nodes"): every block type registered from its built block.json, the editor script that edits them (built
 * from editor/ by `npm run build:editor`), the site's code it draws them with (`masthead-site`), the site's
 * CSS scoped to the canvas (each block's editorStyle, so WordPress also puts it in the device-preview
 * iframe) and the Masthead category. Without a build the blocks stay unregistered: the API works as before.
 *
 * @package Masthead
 */

add_action( 'init', 'masthead_register_blocks' );
add_action( 'enqueue_block_editor_assets', 'masthead_enqueue_block_editor_ui' );
add_filter( 'block_categories_all', 'masthead_block_categories' );
add_filter( 'allowed_block_types_all', 'masthead_allowed_block_types' );

/** The plugin's build folder. */
function masthead_blocks_build_dir(): string {
	return MASTHEAD_CONTENT_DIR . '/build';
}

/** A built script's asset file (dependencies, version), or null when it was not built. */
function masthead_blocks_asset( string $name ): ?array {
	$file = masthead_blocks_build_dir() . "/{$name}.asset.php";
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$asset = require $file;
	return is_array( $asset ) && isset( $asset['dependencies'], $asset['version'] ) ? $asset : null;
}

/** Registers the scripts, styles and block types of the build. */
function masthead_register_blocks(): void {
	$site   = masthead_blocks_asset( 'site' );
	$editor = masthead_blocks_asset( 'index' );
	if ( null === $site || null === $editor ) {
		return;
	}
	$url = plugins_url( 'build/', MASTHEAD_CONTENT_DIR . '/masthead-content.php' );
	wp_register_script( 'masthead-site', $url . 'site.js', $site['dependencies'], $site['version'], false );
	wp_register_script( 'masthead-blocks-editor', $url . 'index.js', $editor['dependencies'], $editor['version'], false );
	wp_add_inline_script( 'masthead-blocks-editor', 'var mastheadEditor = ' . wp_json_encode( masthead_block_editor_config() ) . ';', 'before' );
	wp_register_style( 'masthead-site-canvas', $url . 'site-canvas.css', array(), $site['version'] );
	wp_register_style( 'masthead-blocks-editor-ui', $url . 'editor.css', array( 'wp-components' ), $editor['version'] );
	foreach ( (array) glob( masthead_blocks_build_dir() . '/blocks/*/block.json' ) as $metadata ) {
		register_block_type( dirname( $metadata ) );
	}
}

/** What the editor script needs to know: where WordPress and its uploads are, and which media the site serves. */
function masthead_block_editor_config(): array {
	$origin = untrailingslashit( home_url() );
	$bases  = array( untrailingslashit( rest_url( 'masthead/v1' ) ), $origin );
	if ( function_exists( 'masthead_site_origin' ) && '' !== masthead_site_origin() ) {
		$bases[] = untrailingslashit( masthead_site_origin() );
	}
	return array(
		'homeUrl'    => $origin,
		// WordPress's links to posts and pages name the site (site-links.php): a picked page is a path under it too.
		'siteOrigin' => function_exists( 'masthead_site_origin' ) ? masthead_site_origin() : $origin,
		'uploadsUrl' => untrailingslashit( wp_get_upload_dir()['baseurl'] ),
		'mediaBases' => array_values( array_unique( $bases ) ),
	);
}

/** The blocks' forms in the sidebar are styled outside the canvas. */
function masthead_enqueue_block_editor_ui(): void {
	if ( wp_style_is( 'masthead-blocks-editor-ui', 'registered' ) ) {
		wp_enqueue_style( 'masthead-blocks-editor-ui' );
	}
}

/** The Masthead category first in the inserter. */
function masthead_block_categories( array $categories ): array {
	return array_merge(
		array(
			array(
				'slug'  => 'masthead',
				'title' => __( 'Masthead', 'masthead-content' ),
				'icon'  => null,
			),
		),
		$categories
	);
}

/**
 * `allowed_block_types_all`: the inserter offers the Masthead blocks and the core blocks the site draws
 * (MASTHEAD_CORE_BLOCKS in block-nodes.php), nothing else, so nothing an editor adds vanishes from the page.
 * Core Pullquote is drawn as Masthead's Quote, so both may be offered.
 *
 * @param bool|string[] $allowed What another filter allowed (true: everything).
 * @return string[]
 */
function masthead_allowed_block_types( $allowed ): array {
	$names = MASTHEAD_CORE_BLOCKS;
	foreach ( array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ) as $name ) {
		if ( 0 === strpos( $name, 'masthead/' ) ) {
			$names[] = $name;
		}
	}
	return is_array( $allowed ) ? array_values( array_intersect( $names, $allowed ) ) : $names;
}
