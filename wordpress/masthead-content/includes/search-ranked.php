<?php
/**
 * Search's ranked sets (issue 59): a query's results are ranked once and stored, each as its sort key
 * (search-keyset.php) and post ID in `{prefix}masthead_search_ranked`, its count in `{prefix}masthead_search_sets`,
 * under a key of the normalised terms, the kind and the search generation, made new by an install or a rebuild. So
 * a page at any depth is an index range from the cursor's sort key, and the count is read, not recounted. Only the
 * ranking is stored, and only as far as readers page: the first masthead_search_ranked_step() results, then the next
 * step when a page reaches the end of what is stored; titles, excerpts and paths are read with each page. A change to one post (its search row, route row or a job's meta) is
 * noted in `{prefix}masthead_search_changes`, and each set is patched for the posts changed since when next read
 * (masthead_search_ranked_patch): ranking every match again took 3–14 s at 100,000 posts for a common word, and
 * each change made every set stale. A set also notes the London day it was ranked or patched on: a job is shown
 * through its closing day, so a set read on a later day is patched for the jobs that closed in between (a day in its
 * key made each query's first search of a day a full ranking: 1.06 s for a word every post holds at 100,000 posts).
 * Storing one drops the sets of earlier generations, those too far behind the changes to be patched and, past
 * MASTHEAD_SEARCH_RANKED_KEEP, the oldest (masthead_search_ranked_evict).
 *
 * @package Masthead
 */

require_once __DIR__ . '/search-keyset.php';

/** Bumped when the tables change shape. */
const MASTHEAD_SEARCH_RANKED_SCHEMA = '3';
/** Ranked sets kept. */
const MASTHEAD_SEARCH_RANKED_KEEP = 100;

/**
 * Results ranked and stored at a time: 50 pages. The option exists for tests, which page past a step on a small
 * site; it is never below a page and its look-ahead row.
 */
function masthead_search_ranked_step(): int {
	return max( MASTHEAD_SEARCH_PAGE_SIZE + 1, (int) get_option( 'masthead_search_ranked_step', 1000 ) );
}

/** The SQL of `$rank`'s results as (sort_key, post_id), after the sort key `$after` (null: from the first). */
function masthead_search_ranked_slice_sql( string $rank, ?string $after, int $limit ): string {
	global $wpdb;
	$sort = masthead_search_sort_key_sql( array( 'phrase', 'grp', 'tier', 'score', 'day', 'post_id' ) );
	return $wpdb->prepare(
		"SELECT sort_key, post_id FROM (SELECT {$sort} AS sort_key, post_id FROM ({$rank}) m) k WHERE sort_key > %s ORDER BY sort_key LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		(string) $after,
		$limit
	);
}

/**
 * The SQL of every one of `$rank`'s results, each as `sort_key:post_id` (a sort key is fixed-width, so these strings
 * sort as their keys), unordered: one pass over the matches yields the first step, the count and the bitmap. A
 * window or an ORDER BY here reads every match again in a temporary table (rows examined for 'readers' at 100,000
 * posts: 200,065 as this, 400,119 ordered, 500,146 numbered by ROW_NUMBER).
 */
function masthead_search_ranked_all_sql( string $rank ): string {
	$sort = masthead_search_sort_key_sql( array( 'phrase', 'grp', 'tier', 'score', 'day', 'post_id' ) );
	return "SELECT CONCAT({$sort}, ':', post_id) FROM ({$rank}) m";
}

function masthead_search_ranked_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_ranked';
}

function masthead_search_sets_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_sets';
}

function masthead_search_changes_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_changes';
}

function masthead_search_ranked_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$ranked  = masthead_search_ranked_table();
	$sets    = masthead_search_sets_table();
	$changes = masthead_search_changes_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$ranked} (
  set_key char(32) NOT NULL,
  sort_key char(36) NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (set_key,sort_key),
  KEY post (set_key,post_id)
) ENGINE=InnoDB {$charset};
CREATE TABLE {$sets} (
  set_key char(32) NOT NULL,
  generation varchar(40) NOT NULL,
  total int(10) unsigned NOT NULL,
  made bigint(20) unsigned NOT NULL,
  seq bigint(20) unsigned NOT NULL DEFAULT 0,
  patched tinyint(1) NOT NULL DEFAULT 0,
  members mediumblob NULL,
  day char(10) NOT NULL DEFAULT '',
  PRIMARY KEY  (set_key)
) ENGINE=InnoDB {$charset};
CREATE TABLE {$changes} (
  seq bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  post_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (seq)
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

/** Makes every stored set stale: called after a change to what every row's ranking reads (an install, a rebuild). */
function masthead_search_changed(): void {
	update_option( 'masthead_search_generation', uniqid( '', true ) );
}

/**
 * Notes a change to what search reads of one post (its search row, its route row, a job's meta): each stored set
 * is patched for it when next read (masthead_search_ranked_patch), not ranked again.
 */
function masthead_search_post_changed( int $post_id ): void {
	global $wpdb;
	$wpdb->insert( masthead_search_changes_table(), array( 'post_id' => $post_id ), array( '%d' ) );
}

// A job's meta decides whether it shows (its closing date), whichever way it is written.
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $masthead_hook ) {
	add_action(
		$masthead_hook,
		function ( $meta_id, $post_id, $meta_key ) {
			if ( 0 === strpos( (string) $meta_key, '_masthead_job_' ) ) {
				masthead_search_post_changed( (int) $post_id );
			}
		},
		30,
		3
	);
}

/** The last change noted (masthead_search_post_changed), 0 when none. */
function masthead_search_last_change(): int {
	global $wpdb;
	return (int) $wpdb->get_var( 'SELECT COALESCE(MAX(seq), 0) FROM ' . masthead_search_changes_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/** Today in London: a job shows through its closing day there (masthead_search_visible). */
function masthead_search_today(): string {
	return masthead_london_date( masthead_content_now() );
}

/** Whether a stored set (its `seq` and `day`) has patched every change up to `$last` and is of today. */
function masthead_search_set_current( array $set, int $last ): bool {
	return (int) $set['seq'] >= $last && masthead_search_today() === $set['day'];
}

/**
 * The jobs whose closing day lies between two London days (`$from` included, `$to` not, in either order): those shown
 * on one and not the other, which a set ranked on `$from` must take in as changed on `$to`. None when the days are
 * the same or `$from` is not known.
 *
 * @return int[]
 */
function masthead_search_jobs_between( string $from, string $to ): array {
	global $wpdb;
	if ( '' === $from || $from === $to ) {
		return array();
	}
	list( $low, $high ) = strcmp( $from, $to ) < 0 ? array( $from, $to ) : array( $to, $from );
	return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_masthead_job_valid_through' AND meta_value >= %s AND meta_value < %s", $low, $high ) ) );
}

/**
 * The stored set of a query (`$rank`: SQL selecting post_id, phrase, grp, tier, score, day of every result),
 * ranked and stored first when there is none for this generation, patched first for the posts changed since it was
 * and the jobs that closed since its day: [its key, its count], or a WP_Error.
 *
 * @return array{0: string, 1: int}|WP_Error
 */
function masthead_search_ranked_set( array $terms, ?string $kind, string $rank ) {
	global $wpdb;
	$sets       = masthead_search_sets_table();
	$generation = (string) get_option( 'masthead_search_generation', '' );
	// A timeline's set is its moment's own (who may appear differs).
	$key    = md5( (string) wp_json_encode( array( $generation, (string) $kind, $terms, masthead_timeline_at() ) ) );
	$stored = $wpdb->get_row( $wpdb->prepare( "SELECT total, seq, day FROM {$sets} WHERE set_key = %s", $key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( '' !== $wpdb->last_error ) {
		return new WP_Error( 'masthead_search_failed', $wpdb->last_error );
	}
	$last = masthead_search_last_change();
	if ( is_array( $stored ) && masthead_search_set_current( $stored, $last ) ) {
		return array( $key, (int) $stored['total'] );
	}
	// One request ranks or patches a query at a time; the others wait for its set.
	$lock = 'masthead_search_' . $key;
	$held = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 30)', $lock ) );
	try {
		$total = masthead_search_ranked_patch( $key, $terms, $kind );
		if ( null !== $total ) {
			return array( $key, $total );
		}
		return masthead_search_ranked_store( $key, $generation, $rank );
	} finally {
		if ( 1 === $held ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}
}

/**
 * Ranks a query and stores its first step under `$key`, with its count and, when it has more results than are
 * stored, which posts are results (a bitmap of post IDs: a patch must know whether a post it has not stored
 * counted): [its key, its count], or a WP_Error.
 *
 * @return array{0: string, 1: int}|WP_Error
 */
function masthead_search_ranked_store( string $key, string $generation, string $rank ) {
	global $wpdb;
	$sets   = masthead_search_sets_table();
	$ranked = masthead_search_ranked_table();
	$step   = masthead_search_ranked_step();
	// Changes from here on are patched in when the set is next read (a patch of a post already ranked is the same).
	$seq = masthead_search_last_change();
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$sets} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$ranked} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	// One pass over the matches, ranked here: the first step, the count and (when the step is not all) the bitmap.
	$rows = $wpdb->get_col( masthead_search_ranked_all_sql( $rank ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	if ( ! is_array( $rows ) || '' !== $wpdb->last_error ) {
		return new WP_Error( 'masthead_search_failed', $wpdb->last_error );
	}
	$wpdb->flush();
	sort( $rows, SORT_STRING );
	$count   = count( $rows );
	$first   = array();
	$members = $count > $step ? '' : null;
	foreach ( $rows as $at => $row ) {
		list( $sort_key, $id ) = explode( ':', (string) $row, 2 );
		if ( $at < $step ) {
			$first[] = array(
				'post_id'  => $id,
				'sort_key' => $sort_key,
			);
		}
		$members = null === $members ? null : masthead_search_members_set( $members, (int) $id, true );
	}
	unset( $rows );
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
	// The count last: a set without one is never read.
	$wpdb->query( $wpdb->prepare( "INSERT INTO {$sets} (set_key, generation, total, made, seq, members, day) VALUES (%s, %s, %d, %d, %d, UNHEX(%s), %s)", $key, $generation, $count, (int) ( microtime( true ) * 1000 ), $seq, bin2hex( (string) $members ), masthead_search_today() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	masthead_search_ranked_evict( $generation );
	return array( $key, (int) $count );
}

/** Whether post `$id` is in a members bitmap. */
function masthead_search_members_has( string $members, int $id ): bool {
	$at = $id >> 3;
	return $at < strlen( $members ) && 0 !== ( ord( $members[ $at ] ) & ( 1 << ( $id & 7 ) ) );
}

/** A members bitmap with post `$id` in or out. */
function masthead_search_members_set( string $members, int $id, bool $in ): string {
	$at = $id >> 3;
	if ( $at >= strlen( $members ) ) {
		$members = str_pad( $members, $at + 1, "\0" );
	}
	$bit          = 1 << ( $id & 7 );
	$members[ $at ] = chr( $in ? ord( $members[ $at ] ) | $bit : ord( $members[ $at ] ) & ~$bit );
	return $members;
}

/** Posts a set may patch at a time; more changes since it was stored and it is ranked again. */
const MASTHEAD_SEARCH_PATCH_MOST = 500;

/**
 * Patches the stored set `$key` of a query for the posts changed since it was stored or last patched (call it
 * holding the set's lock), instead of ranking every match again: its stored rows and the changed posts are scored
 * again in one read by their keys (masthead_search_rank_sql with ids), and stored in that order. Scored together,
 * since FULLTEXT relevance follows the whole index (every change moves every row's score a little): a set holding
 * every result is then what a full ranking now stores. A set holding the first steps keeps its rows and takes in a
 * changed post ranked among them (one ranked past them is the next step's), its count following its bitmap of
 * results; its next step is a full ranking (masthead_search_ranked_extend), since a row past the step might now
 * rank within it. Its count, or null when the set must be ranked again: none stored, a timeline's (who appears
 * follows schedules, not only these changes), or too many changes or rows.
 */
function masthead_search_ranked_patch( string $key, array $terms, ?string $kind ): ?int {
	global $wpdb;
	$sets    = masthead_search_sets_table();
	$ranked  = masthead_search_ranked_table();
	$changes = masthead_search_changes_table();
	$set     = $wpdb->get_row( $wpdb->prepare( "SELECT total, seq, members, day FROM {$sets} WHERE set_key = %s", $key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! is_array( $set ) || null !== masthead_timeline_at() ) {
		return null;
	}
	$last = masthead_search_last_change();
	if ( masthead_search_set_current( $set, $last ) ) {
		return (int) $set['total'];
	}
	$today = masthead_search_today();
	$changed = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$changes} WHERE seq > %d AND seq <= %d LIMIT %d", $set['seq'], $last, MASTHEAD_SEARCH_PATCH_MOST + 1 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$changed = array_values( array_unique( array_merge( $changed, masthead_search_jobs_between( (string) $set['day'], $today ) ) ) );
	$stored  = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, sort_key FROM {$ranked} WHERE set_key = %s LIMIT %d", $key, 2 * masthead_search_ranked_step() + 1 ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! is_array( $stored ) || count( $changed ) > MASTHEAD_SEARCH_PATCH_MOST || count( $stored ) > 2 * masthead_search_ranked_step() || '' !== $wpdb->last_error ) {
		return null;
	}
	$stored = array_column( $stored, 'sort_key', 'post_id' );
	$kept   = array_map( 'intval', array_keys( $stored ) );
	$was       = array_flip( $kept );
	$unchanged = array_diff_key( $was, array_flip( $changed ) );
	// Every score in one read of the index; of the changed posts, the rest of the key and whether they may appear.
	$scores = $wpdb->get_results( masthead_search_rescore_sql( $terms, array_merge( array_keys( $unchanged ), $changed ) ), ARRAY_A );
	$ranks  = $wpdb->get_results( 'SELECT post_id, phrase, grp, tier, day FROM (' . masthead_search_rank_sql( $terms, $kind, $changed ) . ') m', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! is_array( $scores ) || ! is_array( $ranks ) || '' !== $wpdb->last_error ) {
		return null;
	}
	$ranks = array_column( $ranks, null, 'post_id' );
	$now   = array();
	foreach ( $scores as $row ) {
		$id = (int) $row['post_id'];
		if ( isset( $unchanged[ $id ] ) ) {
			$rank = masthead_search_sort_key_rank( (string) $stored[ $id ] );
		} elseif ( isset( $ranks[ $id ] ) && (float) $row['matched'] > 0 ) {
			$rank = array( (int) $ranks[ $id ]['phrase'], (int) $ranks[ $id ]['grp'], (int) $ranks[ $id ]['tier'], 0, (int) $ranks[ $id ]['day'], $id );
		} else {
			continue;
		}
		$rank[3]  = max( 0, min( MASTHEAD_SEARCH_KEY_COLUMNS[3][0], (int) $row['score'] ) );
		$sort_key = masthead_search_sort_key( $rank );
		if ( null !== $sort_key ) {
			$now[ $id ] = $sort_key;
		}
	}
	$members = '' === (string) $set['members'] ? null : (string) $set['members'];
	$total   = (int) $set['total'];
	foreach ( $changed as $id ) {
		// A set holding every result knows its results by its rows; one holding the first steps, by its bitmap.
		$before  = null === $members ? isset( $was[ $id ] ) : masthead_search_members_has( $members, $id );
		$after   = isset( $now[ $id ] );
		$total  += (int) $after - (int) $before;
		$members = null === $members ? null : masthead_search_members_set( $members, $id, $after );
	}
	// The end of what a set of the first steps holds: its last unchanged row, as scored now.
	$end = null;
	foreach ( array_keys( $unchanged ) as $id ) {
		$end = isset( $now[ $id ] ) && ( null === $end || strcmp( $now[ $id ], $end ) > 0 ) ? $now[ $id ] : $end;
	}
	// Only the rows that move are written: a score the change left as it was keeps its row.
	$keep   = array();
	$values = array();
	foreach ( $now as $id => $sort_key ) {
		if ( null === $members || isset( $unchanged[ $id ] ) || ( null !== $end && strcmp( $sort_key, $end ) < 0 ) ) {
			$keep[ $id ] = $sort_key;
			if ( ( $stored[ $id ] ?? null ) !== $sort_key ) {
				$values[] = $wpdb->prepare( '(%s, %s, %d)', $key, $sort_key, $id );
			}
		}
	}
	$moved = array();
	foreach ( $stored as $id => $sort_key ) {
		if ( ( $keep[ $id ] ?? null ) !== $sort_key ) {
			$moved[] = (int) $id;
		}
	}
	$wpdb->query( 'START TRANSACTION' );
	foreach ( array_chunk( $moved, 500 ) as $chunk ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$ranked} WHERE set_key = %s AND post_id IN (" . implode( ',', $chunk ) . ')', $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	foreach ( array_chunk( $values, 500 ) as $chunk ) {
		$wpdb->query( "INSERT INTO {$ranked} (set_key, sort_key, post_id) VALUES " . implode( ', ', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$wpdb->query( $wpdb->prepare( "UPDATE {$sets} SET total = %d, seq = %d, patched = %d, members = UNHEX(%s), day = %s WHERE set_key = %s", max( 0, $total ), $last, null === $members ? 0 : 1, bin2hex( (string) $members ), $today, $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( '' !== $wpdb->last_error ) {
		$wpdb->query( 'ROLLBACK' );
		return null;
	}
	$wpdb->query( 'COMMIT' );
	masthead_search_changes_prune();
	return max( 0, $total );
}

/**
 * Drops the sets of other generations (no new request reads one) made over two minutes ago (one still being paged by
 * a request that began before the change stays a while), those further behind the changes than a patch takes (the
 * next read ranks them again, and meanwhile they would keep every change since), and, past
 * MASTHEAD_SEARCH_RANKED_KEEP, the oldest of this one; then the changes every set has patched.
 */
function masthead_search_ranked_evict( string $generation ): void {
	global $wpdb;
	$sets  = masthead_search_sets_table();
	$now   = (int) ( microtime( true ) * 1000 );
	$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$sets} WHERE generation = %s", $generation ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$keys  = $wpdb->get_col( $wpdb->prepare( "SELECT set_key FROM {$sets} WHERE ( generation <> %s AND made < %d ) OR seq + %d < %d", $generation, $now - 120000, MASTHEAD_SEARCH_PATCH_MOST, masthead_search_last_change() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $count > MASTHEAD_SEARCH_RANKED_KEEP ) {
		$keys = array_merge( $keys, $wpdb->get_col( $wpdb->prepare( "SELECT set_key FROM {$sets} WHERE generation = %s ORDER BY made LIMIT %d", $generation, $count - MASTHEAD_SEARCH_RANKED_KEEP ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	foreach ( array_unique( $keys ) as $key ) {
		// The count first: a set without one is never read.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$sets} WHERE set_key = %s", $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . masthead_search_ranked_table() . ' WHERE set_key = %s', $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	masthead_search_changes_prune();
}

/** Drops the changes every stored set has patched. */
function masthead_search_changes_prune(): void {
	global $wpdb;
	$oldest = $wpdb->get_var( 'SELECT MIN(seq) FROM ' . masthead_search_sets_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( null !== $oldest ) {
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . masthead_search_changes_table() . ' WHERE seq <= %d', $oldest ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/**
 * Up to `$limit` rows of a stored set after the sort key `$after` (null: from the first), in rank order, each with
 * what a result shows (the search row, the route's path, the post's slug) and its `sort_key`. A range of the primary
 * key: beside the patch's index on post_id, MariaDB would otherwise read the set from its start to the cursor.
 */
function masthead_search_ranked_page( string $key, ?string $after, int $limit ): ?array {
	global $wpdb;
	$ranked = masthead_search_ranked_table();
	$search = masthead_search_table();
	$routes = masthead_routes_table();
	$rows   = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT m.sort_key, s.post_id, s.kind, s.type, s.title, s.body, s.post_date, r.path, p.post_name
			FROM {$ranked} m FORCE INDEX (PRIMARY) JOIN {$search} s ON s.post_id = m.post_id
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
 * set has more (`$total`): its count, or null when the database failed. A patched set is ranked again instead: its
 * rows keep the scores of their ranking, and the next step's, scored now, might fall among them.
 */
function masthead_search_ranked_extend( string $key, string $rank, int $total ): ?int {
	global $wpdb;
	$ranked = masthead_search_ranked_table();
	$lock   = 'masthead_search_' . $key;
	$held   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 30)', $lock ) );
	try {
		$set    = $wpdb->get_row( $wpdb->prepare( 'SELECT generation, total, patched FROM ' . masthead_search_sets_table() . ' WHERE set_key = %s', $key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$stored = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS n, MAX(sort_key) AS last FROM {$ranked} WHERE set_key = %s", $key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! is_array( $set ) || ! is_array( $stored ) || '' !== $wpdb->last_error ) {
			return null;
		}
		if ( (int) $stored['n'] >= (int) $set['total'] ) {
			return (int) $set['total'];
		}
		if ( 1 === (int) $set['patched'] ) {
			$again = masthead_search_ranked_store( $key, (string) $set['generation'], $rank );
			return is_wp_error( $again ) ? null : $again[1];
		}
		// IGNORE: a request that extended it first, between this one's page and its lock, stored the same rows.
		$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$ranked} (set_key, sort_key, post_id) SELECT %s, sort_key, post_id FROM (", $key ) . masthead_search_ranked_slice_sql( $rank, (string) $stored['last'], masthead_search_ranked_step() ) . ') t' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return false !== $done && '' === $wpdb->last_error ? (int) $set['total'] : null;
	} finally {
		if ( 1 === $held ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}
}
