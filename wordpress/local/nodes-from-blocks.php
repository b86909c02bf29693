<?php
/**
 * Block markup on stdin → the plugin's slots of nodes as JSON on stdout, with
 * only the WordPress files the conversion needs (no database): the plugin's
 * block conversion tested without a running WordPress
 * (test/wordpress/unit/block-nodes.test.ts). With `--batch`, stdin is a JSON
 * list of documents and the answer the list of their slots (one `php` run for
 * many; `--batch --preview` as a preview draws them); with `--sizes`, a JSON list of byte counts and the answer the sizes as
 * the downloads node states them; with `--notes`, a JSON list of documents and
 * the answer each one's notes to its editor (block-notes.php); with `--counted`, a JSON list of
 * `{ "of": "notes" | "slots" | "save", "content": … }` and the answer each one's notes (or the error refusing it),
 * slots or why a save of it is refused (validation.php; null when it is not), with how many blocks were converted
 * and how many measured on the way, and the milliseconds it took.
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
error_reporting( E_ALL );
ini_set( 'display_errors', 'stderr' );

define( 'ABSPATH', '/usr/share/wordpress/' );
define( 'WPINC', 'wp-includes' );
foreach ( array( 'plugin.php', 'class-wp-error.php', 'class-wp-block-parser.php', 'blocks.php', 'formatting.php', 'http.php', 'shortcodes.php' ) as $masthead_file ) {
	require_once ABSPATH . WPINC . '/' . $masthead_file;
}
if ( ! function_exists( '__' ) ) {
	/** WordPress's translation, untranslated (l10n.php needs the whole of WordPress). */
	function __( string $text ): string {
		return $text;
	}
}
// A media library without a database: MASTHEAD_TEST_ATTACHMENTS, a JSON object of attachment id → its metadata
// (test/wordpress/unit/classic-content.test.ts's `[gallery]`).
$masthead_attachments = json_decode( (string) getenv( 'MASTHEAD_TEST_ATTACHMENTS' ), true );
if ( is_array( $masthead_attachments ) ) {
	/** The stored metadata of an attachment, as WordPress's own function answers. */
	function wp_get_attachment_metadata( int $id ) {
		global $masthead_attachments;
		return $masthead_attachments[ (string) $id ] ?? false;
	}
}
// Synced patterns without a database: MASTHEAD_TEST_PATTERNS, a JSON object of `wp_block` id → its post fields.
$masthead_patterns = json_decode( (string) getenv( 'MASTHEAD_TEST_PATTERNS' ), true );
if ( is_array( $masthead_patterns ) ) {
	/** A post as WordPress's own function answers (null when there is none). */
	function get_post( int $id ) {
		global $masthead_patterns;
		return isset( $masthead_patterns[ (string) $id ] ) ? (object) array_merge(
			array(
				'post_type'     => 'wp_block',
				'post_status'   => 'publish',
				'post_password' => '',
			),
			$masthead_patterns[ (string) $id ]
		) : null;
	}
}
require_once dirname( __DIR__ ) . '/masthead-content/includes/block-nodes.php';
require_once dirname( __DIR__ ) . '/masthead-content/includes/block-notes.php';

$masthead_input = (string) stream_get_contents( STDIN );
if ( in_array( '--counted', $argv, true ) ) {
	require_once dirname( __DIR__ ) . '/masthead-content/includes/content-types.php';
	require_once dirname( __DIR__ ) . '/masthead-content/includes/validation.php';
	$masthead_conversions = 0;
	$masthead_measured    = 0;
	add_action(
		'masthead_block_converted',
		static function () use ( &$masthead_conversions ) {
			++$masthead_conversions;
		}
	);
	add_action(
		'masthead_blocks_measured',
		static function ( int $count ) use ( &$masthead_measured ) {
			$masthead_measured += $count;
		}
	);
	$masthead_answer = array();
	foreach ( (array) json_decode( $masthead_input, true ) as $masthead_call ) {
		$masthead_conversions = 0;
		$masthead_measured    = 0;
		$masthead_start       = hrtime( true );
		$masthead_content     = (string) $masthead_call['content'];
		if ( 'save' === $masthead_call['of'] ) {
			$masthead_result = masthead_content_problem( $masthead_content, false );
		} else {
			$masthead_result = 'notes' === $masthead_call['of'] ? masthead_block_notes_of( $masthead_content ) : masthead_slots_from_content( $masthead_content );
		}
		$masthead_answer[] = array(
			'conversions' => $masthead_conversions,
			'measured'    => $masthead_measured,
			'ms'          => ( hrtime( true ) - $masthead_start ) / 1e6,
			'answer'      => $masthead_result instanceof WP_Error ? array(
				'code'    => $masthead_result->get_error_code(),
				'status'  => $masthead_result->get_error_data()['status'],
				'message' => $masthead_result->get_error_message(),
			) : $masthead_result,
		);
	}
} elseif ( in_array( '--sizes', $argv, true ) ) {
	$masthead_answer = array_map( 'masthead_format_file_size', array_map( 'intval', (array) json_decode( $masthead_input, true ) ) );
} elseif ( in_array( '--notes', $argv, true ) ) {
	$masthead_answer = array_map( fn( $document ) => masthead_block_notes( parse_blocks( (string) $document ) ), (array) json_decode( $masthead_input, true ) );
} elseif ( in_array( '--batch', $argv, true ) ) {
	// With `--preview` too, as a preview draws them (blocks hidden from readers kept, marked).
	$masthead_preview = in_array( '--preview', $argv, true );
	$masthead_answer  = array_map( fn( $document ) => masthead_slots_from_content( (string) $document, $masthead_preview ), (array) json_decode( $masthead_input, true ) );
} else {
	$masthead_answer = masthead_slots_from_content( $masthead_input );
}
echo json_encode( $masthead_answer, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE ) . "\n";
