<?php
/**
 * Notes a refused purge on one item, as if the site had answered its last change with `503`, for
 * test/wordpress/live-notice.test.ts (the site the tests run cannot be made to refuse on demand): the outcome of
 * includes/live-status.php. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/live-outcome.php -- 123
 *
 * Prints JSON: the outcome the REST route answers after.
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_id = isset( $argv[1] ) ? (int) $argv[1] : 0;
if ( ! get_post( $masthead_id ) instanceof WP_Post ) {
	fwrite( STDERR, "usage: live-outcome.php <post id>\n" );
	exit( 1 );
}
masthead_live_note(
	array( $masthead_id ),
	array(
		'ok'     => false,
		'status' => 503,
		'error'  => 'the site answered 503',
	)
);
echo wp_json_encode( masthead_live_outcome( $masthead_id ) ), "\n";
