<?php
/**
 * Runs the plugin's pure functions without WordPress, for the server-free tests
 * (test/wordpress/unit/preview-purge-functions.test.ts): reads a JSON list of
 * calls `[{ "fn": "masthead_…", "args": […] }]` on stdin and prints their
 * results as a JSON list. Only the functions listed below can be called.
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

// The little of WordPress the files below touch while loading or in these functions.
function add_action() {}
function add_filter() {}
function wp_json_encode( $value, $flags = 0 ) {
	return json_encode( $value, $flags );
}
function __( $text ) {
	return $text;
}

$masthead_includes = dirname( __DIR__ ) . '/masthead-content/includes';
require $masthead_includes . '/config.php';
require $masthead_includes . '/block-nodes.php';
require $masthead_includes . '/uploads.php';
require $masthead_includes . '/clip-uploads.php';
require $masthead_includes . '/preview.php';
require $masthead_includes . '/purge-scope.php';
require $masthead_includes . '/purge-send.php';
require $masthead_includes . '/seo-fields.php';
require $masthead_includes . '/legacy-addresses.php';
require $masthead_includes . '/content-types.php';
require $masthead_includes . '/search.php';
require $masthead_includes . '/page-links.php';
require $masthead_includes . '/timeline.php';

$masthead_callable = array(
	'masthead_clip_upload_size',
	'masthead_preview_sign',
	'masthead_preview_verify',
	'masthead_live_at',
	'masthead_london_date',
	'masthead_purge_signature',
	'masthead_purge_is_tag',
	'masthead_purge_is_path',
	'masthead_purge_union',
	'masthead_purge_encode',
	'masthead_purge_visible',
	'masthead_purge_is_recent',
	'masthead_purge_backoff',
	'masthead_purge_change_scope',
	'masthead_media_file_name',
	'masthead_seo_resolve',
	'masthead_legacy_id_query',
	'masthead_sanitize_redirect_target',
	'masthead_link_targets',
	'masthead_search_cursor_key',
	'masthead_search_key_cursor',
	'masthead_search_sort_key',
	'masthead_search_sort_key_rank',
);

$masthead_results = array();
foreach ( json_decode( (string) stream_get_contents( STDIN ), true ) as $masthead_call ) {
	if ( ! in_array( $masthead_call['fn'], $masthead_callable, true ) ) {
		fwrite( STDERR, "not callable: {$masthead_call['fn']}\n" );
		exit( 1 );
	}
	$masthead_args = $masthead_call['args'];
	// A scope's context names the pages showing lists; the plugin reads them lazily, through callables.
	if ( 'masthead_purge_change_scope' === $masthead_call['fn'] ) {
		$masthead_lists                 = $masthead_args[2];
		$masthead_args[2]['news_lists'] = static fn() => $masthead_lists['news_lists'];
		$masthead_args[2]['jobs_lists'] = static fn() => $masthead_lists['jobs_lists'];
	}
	$masthead_results[] = call_user_func_array( $masthead_call['fn'], $masthead_args );
}
echo json_encode( $masthead_results, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
