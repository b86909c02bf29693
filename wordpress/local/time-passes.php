<?php
/**
 * Moves one item's times back by some seconds, as if that much time had passed, for test/wordpress/schedule.test.ts:
 * its dates (a scheduled item keeps its `future` status, so it is now overdue) and its "unpublish at". Nothing else
 * changes and no hook runs: what is due waits for whatever publishes it. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/time-passes.php -- 123 300
 *
 * Prints JSON: the item's status, dates and unpublish time after the move.
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_id      = isset( $argv[1] ) ? (int) $argv[1] : 0;
$masthead_seconds = isset( $argv[2] ) ? (int) $argv[2] : 0;
$masthead_post    = get_post( $masthead_id );
if ( ! $masthead_post instanceof WP_Post || $masthead_seconds <= 0 ) {
	fwrite( STDERR, "usage: time-passes.php <post id> <seconds>\n" );
	exit( 1 );
}

global $wpdb;
$masthead_back = static fn( string $date ): string => gmdate( 'Y-m-d H:i:s', strtotime( "{$date} UTC" ) - $masthead_seconds );
$wpdb->update(
	$wpdb->posts,
	array(
		'post_date'     => $masthead_back( $masthead_post->post_date ),
		'post_date_gmt' => $masthead_back( $masthead_post->post_date_gmt ),
	),
	array( 'ID' => $masthead_id )
);
$masthead_until = (string) get_post_meta( $masthead_id, '_masthead_unpublish_at', true );
if ( '' !== $masthead_until ) {
	$wpdb->update(
		$wpdb->postmeta,
		array( 'meta_value' => gmdate( 'Y-m-d\TH:i:s\Z', strtotime( $masthead_until ) - $masthead_seconds ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		array(
			'post_id'  => $masthead_id,
			'meta_key' => '_masthead_unpublish_at', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
		)
	);
}
clean_post_cache( $masthead_id );
wp_cache_delete( $masthead_id, 'post_meta' );
$masthead_post = get_post( $masthead_id );
echo wp_json_encode(
	array(
		'status'       => $masthead_post->post_status,
		'date_gmt'     => $masthead_post->post_date_gmt,
		'unpublish_at' => (string) get_post_meta( $masthead_id, '_masthead_unpublish_at', true ),
	)
), "\n";
