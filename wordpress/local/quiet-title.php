<?php
/**
 * Retitles one post in the database and nothing else: no hook runs, so no purge is sent and the site keeps what it
 * served, for test/wordpress/check-live.test.ts (a lost purge, as after an incident). Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/quiet-title.php -- 123 'New title'
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_id    = isset( $argv[1] ) ? (int) $argv[1] : 0;
$masthead_title = isset( $argv[2] ) ? (string) $argv[2] : '';
if ( ! get_post( $masthead_id ) instanceof WP_Post || '' === $masthead_title ) {
	fwrite( STDERR, "usage: quiet-title.php <post id> <title>\n" );
	exit( 1 );
}
global $wpdb;
$wpdb->update( $wpdb->posts, array( 'post_title' => $masthead_title ), array( 'ID' => $masthead_id ) );
clean_post_cache( $masthead_id );
echo wp_json_encode( array( 'title' => get_post( $masthead_id )->post_title ) ), "\n";
