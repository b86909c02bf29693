<?php
/**
 * Lists every public page and post again through the plugin's own rebuild (includes/listing.php: shadow tables,
 * one swap, one rebuilder), to the end; or, with --chunks, one step of it as a background run does, for
 * test/wordpress/listing-sync.test.ts to stop a rebuild part way. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/listing-rebuild.php
 *   … listing-rebuild.php -- --chunks=2 --chunk-size=20 [--hold=3]
 *
 * --chunk-size sets the posts per chunk (default the plugin's 500); --hold sleeps that many seconds after the
 * rebuild begins, holding it, so a second process meets a rebuild under way. Prints JSON: `done` (true: the tables
 * are current; false: not finished; null: another process holds the rebuild), how many rebuilds this process began,
 * the chunks it filled, its peak memory and the rebuild's state after it.
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_options = getopt( '', array( 'chunks:', 'chunk-size:', 'hold:' ) );
$masthead_counts  = array(
	'begun'  => 0,
	'chunks' => 0,
);
add_action(
	'masthead_listing_rebuild_begun',
	static function () use ( &$masthead_counts, $masthead_options ) {
		++$masthead_counts['begun'];
		if ( isset( $masthead_options['hold'] ) ) {
			sleep( (int) $masthead_options['hold'] );
		}
	}
);
add_action(
	'masthead_listing_rebuild_chunk_done',
	static function () use ( &$masthead_counts ) {
		++$masthead_counts['chunks'];
	}
);
if ( isset( $masthead_options['chunk-size'] ) ) {
	add_filter(
		'masthead_listing_rebuild_chunk',
		static function () use ( $masthead_options ) {
			return (int) $masthead_options['chunk-size'];
		}
	);
}

$masthead_started = microtime( true );
if ( isset( $masthead_options['chunks'] ) ) {
	$masthead_done = masthead_listing_rebuild_step( 0, (int) $masthead_options['chunks'] );
} else {
	masthead_listing_rebuild();
	$masthead_done = true;
}
echo wp_json_encode(
	array(
		'done'    => $masthead_done,
		'seconds' => round( microtime( true ) - $masthead_started, 2 ),
		'peak_mb' => round( memory_get_peak_usage() / 1048576, 1 ),
		'state'   => masthead_rebuild_state(),
	) + $masthead_counts
) . "\n";
