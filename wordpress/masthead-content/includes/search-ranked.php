<?php
/**
 * Search's ranked sets (issue 59): a query's results are ranked once and stored, each as its sort key
 * (search-keyset.php) and post ID in `{prefix}masthead_search_ranked`, its count in `{prefix}masthead_search_sets`,
 * under a key of the normalised terms, the kind, the day (a job's closing date is read against it) and the search
 * generation, a value made new after every change to what search reads (a search row, a route row, a job's meta).
 * So a page at any depth is an index range from the cursor's sort key, and the count is read, not recounted; the
 * ranking over all matches (FULLTEXT, phrases, visibility) runs once per query and generation. Only the ranking is
 * stored, and only as far as readers page: the first masthead_search_ranked_step() results, then the next step when
 * a page reaches the end of what is stored. Storing every result of a word every post holds (100,000 rows at a
 * publisher's scale) took 6–18 s on the first search after each change; the top of a ranking costs what one
 * ranked read did before. Titles, excerpts and paths are read with each page. Storing one drops the sets of earlier generations and,
 * past MASTHEAD_SEARCH_RANKED_KEEP, the oldest (masthead_search_ranked_evict).
 *
 * @package Masthead
 */

require_once __DIR__ . '/search-keyset.php';

/** Bumped when the tables change shape. */
const MASTHEAD_SEARCH_RANKED_SCHEMA = '1';
/** Ranked sets kept. */
const MASTHEAD_SEARCH_RANKED_KEEP = 100;

/**
 * Results ranked and stored at a time: 50 pages. The option exists for tests, which page past a step on a small
 * site; it is never below a page and its look-ahead row.
 */
function masthead_search_ranked_step(): int {
	return max( MASTHEAD_SEARCH_PAGE_SIZE + 1, (int) get_option( 'masthead_search_ranked_step', 1000 ) );
}

/**
 * The SQL of `$rank`'s results as (sort_key, post_id), after the sort key `$after` (null: from the first); with
 * `$counted`, each row also carries `total`, the number of all results.
 */
function masthead_search_ranked_slice_sql( string $rank, ?string $after, int $limit, bool $counted = false ): string {
	global $wpdb;
	$sort  = masthead_search_sort_key_sql( array( 'phrase', 'grp', 'tier', 'score', 'day', 'post_id' ) );
	$total = $counted ? ', COUNT(*) OVER () AS total' : '';
	return $wpdb->prepare(
		"SELECT sort_key, post_id{$total} FROM (SELECT {$sort} AS sort_key, post_id FROM ({$rank}) m) k WHERE sort_key > %s ORDER BY sort_key LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		(string) $after,
		$limit
	);
}

function masthead_search_ranked_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_ranked';
}

function masthead_search_sets_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_sets';
}

function masthead_search_ranked_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$ranked  = masthead_search_ranked_table();
	$sets    = masthead_search_sets_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$ranked} (
  set_key char(32) NOT NULL,
  sort_key char(36) NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (set_key,sort_key)
) ENGINE=InnoDB {$charset};
CREATE TABLE {$sets} (
  set_key char(32) NOT NULL,
  generation varchar(40) NOT NULL,
  total int(10) unsigned NOT NULL,
  made bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (set_key)
) ENGINE=InnoDB {$charset};"
	);
	$wpdb->query( "DELETE FROM {$sets}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( "DELETE FROM {$ranked}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	update_option( 'masthead_search_ranked_schema', MASTHEAD_SEARCH_RANKED_SCHEMA );
}

function masthead_search_ranked_check_schema(): void {
	if ( get_option( 'masthead_search_ranked_schema' ) !== MASTHEAD_SEARCH_RANKED_SCHEMA ) {
		masthead_search_ranked_install();
	}
}
add_action( 'init', 'masthead_search_ranked_check_schema', 6 );

/** Makes every stored set stale: called after each change to what search reads. */
function masthead_search_changed(): void {
	update_option( 'masthead_search_generation', uniqid( '', true ) );
}

// A job's meta decides whether it shows (its closing date), whichever way it is written.
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $masthead_hook ) {
	add_action(
		$masthead_hook,
		function ( $meta_id, $post_id, $meta_key ) {
			if ( 0 === strpos( (string) $meta_key, '_masthead_job_' ) ) {
				masthead_search_changed();
			}
		},
		30,
		3
	);
}

/**
 * The stored set of a query (`$rank`: SQL selecting post_id, phrase, grp, tier, score, day of every result),
 * ranked and stored first when there is none for this generation and day: [its key, its count], or a WP_Error.
 *
 * @return array{0: string, 1: int}|WP_Error
 */
function masthead_search_ranked_set( array $terms, ?string $kind, string $rank ) {
	global $wpdb;
	$sets       = masthead_search_sets_table();
	$generation = (string) get_option( 'masthead_search_generation', '' );
	// A timeline's set is its moment's own (who may appear differs).
	$key        = md5( (string) wp_json_encode( array( $generation, masthead_london_date( masthead_content_now() ), (string) $kind, $terms, masthead_timeline_at() ) ) );
	$total      = $wpdb->get_var( $wpdb->prepare( "SELECT total FROM {$sets} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( '' !== $wpdb->last_error ) {
		return new WP_Error( 'masthead_search_failed', $wpdb->last_error );
	}
	if ( null !== $total ) {
		return array( $key, (int) $total );
	}
	// One request ranks a query at a time; the others wait for its set.
	$lock = 'masthead_search_' . $key;
	$held = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 30)', $lock ) );
	try {
		$total = $wpdb->get_var( $wpdb->prepare( "SELECT total FROM {$sets} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( null !== $total ) {
			return array( $key, (int) $total );
		}
		$ranked = masthead_search_ranked_table();
		$step   = masthead_search_ranked_step();
		// A set whose count was never written is a failed store's: its rows go first.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$ranked} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// One pass over the matches: the first step, and (a window over every match) how many there are.
		$first = $wpdb->get_results( masthead_search_ranked_slice_sql( $rank, null, $step, true ), ARRAY_A );
		if ( ! is_array( $first ) || '' !== $wpdb->last_error ) {
			return new WP_Error( 'masthead_search_failed', $wpdb->last_error );
		}
		$count = array() === $first ? 0 : (int) $first[0]['total'];
		foreach ( array_chunk( $first, 500 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				$values[] = $wpdb->prepare( '(%s, %s, %d)', $key, $row['sort_key'], $row['post_id'] );
			}
			$wpdb->query( "INSERT INTO {$ranked} (set_key, sort_key, post_id) VALUES " . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( '' !== $wpdb->last_error ) {
				return new WP_Error( 'masthead_search_failed', $wpdb->last_error );
			}
		}
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$sets} (set_key, generation, total, made) VALUES (%s, %s, %d, %d)", $key, $generation, $count, (int) ( microtime( true ) * 1000 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		masthead_search_ranked_evict( $generation );
		return array( $key, (int) $count );
	} finally {
		if ( 1 === $held ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}
}

/**
 * Drops the sets of other generations (no new request reads one) made over two minutes ago (one still being paged
 * by a request that began before the change stays a while) and, past MASTHEAD_SEARCH_RANKED_KEEP, the oldest of
 * this one.
 */
function masthead_search_ranked_evict( string $generation ): void {
	global $wpdb;
	$sets  = masthead_search_sets_table();
	$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$sets} WHERE generation = %s", $generation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$keys  = $wpdb->get_col( $wpdb->prepare( "SELECT set_key FROM {$sets} WHERE generation <> %s AND made < %d", $generation, (int) ( microtime( true ) * 1000 ) - 120000 ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $count > MASTHEAD_SEARCH_RANKED_KEEP ) {
		$keys = array_merge( $keys, $wpdb->get_col( $wpdb->prepare( "SELECT set_key FROM {$sets} WHERE generation = %s ORDER BY made LIMIT %d", $generation, $count - MASTHEAD_SEARCH_RANKED_KEEP ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	foreach ( $keys as $key ) {
		// The count first: a set without one is never read.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$sets} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . masthead_search_ranked_table() . ' WHERE set_key = %s', $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/**
 * Up to `$limit` rows of a stored set after the sort key `$after` (null: from the first), in rank order, each with
 * what a result shows (the search row, the route's path, the post's slug) and its `sort_key`.
 */
function masthead_search_ranked_page( string $key, ?string $after, int $limit ): ?array {
	global $wpdb;
	$ranked = masthead_search_ranked_table();
	$search = masthead_search_table();
	$routes = masthead_routes_table();
	$rows   = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT m.sort_key, s.post_id, s.kind, s.type, s.title, s.body, s.post_date, r.path, p.post_name
			FROM {$ranked} m JOIN {$search} s ON s.post_id = m.post_id
			LEFT JOIN {$routes} r ON r.post_id = m.post_id
			LEFT JOIN {$wpdb->posts} p ON p.ID = m.post_id
			WHERE m.set_key = %s AND m.sort_key > %s
			ORDER BY m.sort_key LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$key,
			(string) $after,
			$limit
		),
		ARRAY_A
	);
	return is_array( $rows ) && '' === $wpdb->last_error ? $rows : null;
}

/**
 * Stores the next step of a set's ranking (`$rank`) after what is stored, when a page has reached its end and the
 * set has more (`$total`). False when the database failed.
 */
function masthead_search_ranked_extend( string $key, string $rank, int $total ): bool {
	global $wpdb;
	$ranked = masthead_search_ranked_table();
	$lock   = 'masthead_search_' . $key;
	$held   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 30)', $lock ) );
	try {
		$stored = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, MAX(sort_key) AS last FROM {$ranked} WHERE set_key = %s", $key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! is_array( $stored ) || '' !== $wpdb->last_error ) {
			return false;
		}
		if ( (int) $stored['n'] >= $total ) {
			return true;
		}
		// IGNORE: a request that extended it first, between this one's page and its lock, stored the same rows.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$ranked} (set_key, sort_key, post_id) SELECT %s, sort_key, post_id FROM (", $key ) . masthead_search_ranked_slice_sql( $rank, (string) $stored['last'], masthead_search_ranked_step() ) . ') t' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return false !== $done && '' === $wpdb->last_error;
	} finally {
		if ( 1 === $held ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}
}
