<?php
/**
 * WordPress's own block parser and attribute serialiser, without WordPress
 * (tests of scripts/wordpress/block-markup.ts): reads a JSON list of block
 * markup documents on stdin and prints a JSON list with, for each, the blocks
 * as parse_blocks() returns them and each top-level block's attributes written
 * back by serialize_block_attributes().
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$masthead_core = getenv( 'MASTHEAD_WP_CORE' ) ? getenv( 'MASTHEAD_WP_CORE' ) : '/usr/share/wordpress';

if ( ! function_exists( 'wp_json_encode' ) ) {
	/** WordPress's wp_json_encode() for valid UTF-8 (blocks.php needs it; functions.php would need all of WordPress). */
	function wp_json_encode( $data, $options = 0, $depth = 512 ) {
		return json_encode( $data, $options, $depth );
	}
}
require_once $masthead_core . '/wp-includes/class-wp-block-parser.php';
require_once $masthead_core . '/wp-includes/blocks.php'; // Defines functions only.

$masthead_documents = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $masthead_documents ) ) {
	fwrite( STDERR, "stdin must be a JSON list of block markup documents\n" );
	exit( 1 );
}

$masthead_parser  = new WP_Block_Parser();
$masthead_results = array();
foreach ( $masthead_documents as $masthead_document ) {
	$masthead_blocks     = $masthead_parser->parse( (string) $masthead_document );
	$masthead_attributes = array();
	foreach ( $masthead_blocks as $masthead_block ) {
		$masthead_attributes[] = empty( $masthead_block['attrs'] ) ? null : serialize_block_attributes( $masthead_block['attrs'] );
	}
	$masthead_results[] = array(
		'blocks'     => $masthead_blocks,
		'attributes' => $masthead_attributes,
	);
}

$masthead_json = json_encode( $masthead_results, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
if ( false === $masthead_json ) {
	fwrite( STDERR, json_last_error_msg() . "\n" );
	exit( 1 );
}
echo $masthead_json, "\n";
