<?php
/**
 * One step of the plugin's search refresh (includes/search-refresh.php) as a background run does it, for
 * test/wordpress/search-refresh.test.ts to stop a refresh part way. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/search-refresh.php
 *   … search-refresh.php -- --chunks=2 --chunk-size=20 [--hold=3]
 *
 * --chunks stops after that many chunks (default: to the end); --chunk-size sets the posts per chunk (default the
 * plugin's 200); --hold sleeps that many seconds holding the refresh after its first chunk, so a second process meets
 * a refresh under way. Prints JSON: `done` (true: no refresh under way; false: not finished; null: another process holds it), the chunks
 * it wrote and the refresh's state after it.
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_options = getopt( '', array( 'chunks:', 'chunk-size:', 'hold:' ) );
$masthead_chunks  = 0;
add_action(
	'masthead_search_refresh_chunk_done',
	static function () use ( &$masthead_chunks, $masthead_options ) {
		if ( 0 === $masthead_chunks++ && isset( $masthead_options['hold'] ) ) {
			sleep( (int) $masthead_options['hold'] );
		}
	}
);
if ( isset( $masthead_options['chunk-size'] ) ) {
	add_filter(
		'masthead_search_refresh_chunk',
		static function () use ( $masthead_options ) {
			return (int) $masthead_options['chunk-size'];
		}
	);
}
$masthead_done = masthead_search_refresh_step( 0, isset( $masthead_options['chunks'] ) ? (int) $masthead_options['chunks'] : PHP_INT_MAX );
echo wp_json_encode(
	array(
		'done'   => $masthead_done,
		'chunks' => $masthead_chunks,
		'state'  => json_decode( (string) masthead_option_now( MASTHEAD_SEARCH_REFRESH_STATE ), true ),
	)
) . "\n";
