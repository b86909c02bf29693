<?php
/**
 * Search rows written again when what they hold changes (MASTHEAD_SEARCH_SCHEMA is newer than the site's option):
 * a publisher's archive (100,000 posts: bench/wordpress-scale.ts) takes minutes to convert again, longer than a web
 * request may run. So the refresh never runs in a reader's request, and never empties what readers search: each
 * post's row (and its links, and the vocabulary's counts) is rewritten in place by masthead_search_write, a chunk of
 * posts by ID at a time, the last ID done recorded. Readers search the rows as they were until each is written.
 * It is continued as the listing rebuild is (listing.php): by each WP-Cron run and each of the site's minute schedule
 * calls (schedule.php), MASTHEAD_REBUILD_STEP_SECONDS at a time, one process at a time (GET_LOCK without waiting);
 * activation on the command line (install.php) runs it to the end at once.
 *
 * @package Masthead
 */

/** The refresh under way (autoloaded, so every request's check is free): '' or JSON `{after}`, the last post ID done. */
const MASTHEAD_SEARCH_REFRESH_STATE = 'masthead_search_refresh';

/** The WP-Cron event that continues a refresh. */
const MASTHEAD_SEARCH_REFRESH_HOOK = 'masthead_search_refresh_step';

/** Each request: a schema older than the code begins a refresh, and one under way is handed to WP-Cron. Readers never refresh. */
function masthead_search_check_schema(): void {
	if ( get_option( 'masthead_search_schema' ) !== MASTHEAD_SEARCH_SCHEMA ) {
		masthead_search_refresh_begin( false );
	}
	if ( '' !== (string) get_option( MASTHEAD_SEARCH_REFRESH_STATE, '' ) ) {
		masthead_background_later( MASTHEAD_SEARCH_REFRESH_HOOK );
	}
}
add_action( 'init', 'masthead_search_check_schema', 6 );

masthead_background_work( MASTHEAD_SEARCH_REFRESH_HOOK, 'masthead_search_refresh_step' );

/**
 * The tables brought to the code's shape and a refresh from the first post begun, the schema recorded. Once per
 * schema, whichever process comes first; `$fresh` (activation: saves made while the plugin was off went unseen)
 * begins one again in any case.
 */
function masthead_search_refresh_begin( bool $fresh ): void {
	masthead_locked(
		'masthead_search_refresh',
		$fresh ? 60 : 0,
		function () use ( $fresh ) {
			if ( ! $fresh && MASTHEAD_SEARCH_SCHEMA === masthead_option_now( 'masthead_search_schema' ) ) {
				return; // Another process began it since this request's options were read.
			}
			masthead_search_tables();
			update_option( MASTHEAD_SEARCH_REFRESH_STATE, wp_json_encode( array( 'after' => 0 ) ), true );
			update_option( 'masthead_search_schema', MASTHEAD_SEARCH_SCHEMA );
		}
	);
}

/** On the command line: a refresh begun when `$fresh` or the schema is older than the code, and run to the end. */
function masthead_search_refresh_now( bool $fresh ): void {
	if ( $fresh || get_option( 'masthead_search_schema' ) !== MASTHEAD_SEARCH_SCHEMA ) {
		masthead_search_refresh_begin( $fresh );
	}
	masthead_search_refresh_step( 0 );
}

/**
 * Continues the refresh for up to `$seconds` of chunks (0: to the end), at most `$chunks` of them. True when none is
 * under way any more; false when it is not finished; null when another process holds it (nothing done).
 */
function masthead_search_refresh_step( float $seconds, int $chunks = PHP_INT_MAX ): ?bool {
	$done = null;
	masthead_locked(
		'masthead_search_refresh',
		0,
		function () use ( $seconds, $chunks, &$done ) {
			$state = json_decode( (string) masthead_option_now( MASTHEAD_SEARCH_REFRESH_STATE ), true );
			$done  = ! is_array( $state );
			masthead_background_limits( $seconds );
			$until = $seconds > 0 ? microtime( true ) + $seconds : INF;
			while ( ! $done && 0 !== $chunks-- && microtime( true ) < $until ) {
				$done = masthead_search_refresh_chunk( $state );
			}
		}
	);
	return $done;
}

/** The next chunk of posts after `$state['after']` written again; after the last, rows whose post is gone. Whether it was the last. */
function masthead_search_refresh_chunk( array &$state ): bool {
	global $wpdb;
	$size  = max( 1, (int) apply_filters( 'masthead_search_refresh_chunk', 200 ) );
	$types = "'" . implode( "','", array_keys( MASTHEAD_SEARCH_TYPES ) ) . "'";
	// Every status: masthead_search_write writes a row for a public or scheduled post and removes any other's.
	$ids     = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type IN ({$types}) ORDER BY ID LIMIT %d", (int) $state['after'], $size ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$last    = count( $ids ) < $size;
	$changed = false;
	_prime_post_caches( $ids, true, true );
	if ( $last ) {
		// Rows of posts deleted past the hooks (straight from the database): written as a missing post's, removed.
		$table = masthead_search_table();
		$ids   = array_merge( $ids, array_map( 'intval', $wpdb->get_col( "SELECT s.post_id FROM {$table} s LEFT JOIN {$wpdb->posts} p ON p.ID = s.post_id WHERE p.ID IS NULL" ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	foreach ( $ids as $id ) {
		$changed = masthead_search_write( $id ) || $changed;
	}
	if ( $changed ) {
		masthead_search_changed(); // The stored ranked sets read the rows: ranked again when next asked.
	}
	$state['after'] = array() === $ids ? $state['after'] : max( $ids );
	update_option( MASTHEAD_SEARCH_REFRESH_STATE, $last ? '' : wp_json_encode( $state ), true );
	do_action( 'masthead_search_refresh_chunk_done', $state );
	masthead_forget_chunk();
	if ( $last ) {
		wp_clear_scheduled_hook( MASTHEAD_SEARCH_REFRESH_HOOK );
	}
	return $last;
}
