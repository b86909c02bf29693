<?php
/**
 * Search (`GET /search?q=…[&kind=…][&cursor=…]`, contract/search.ts) over a table the plugin keeps,
 * `{prefix}masthead_search` (one row per published page, post or job: its title and plain text), with InnoDB
 * FULLTEXT indexes on the title and on title and text. Kept in step on every save, status change, trash and
 * delete; created by dbDelta and filled on activation or when its schema option is older than the code.
 * Matched in natural language mode with the terms the contract's normalisation leaves (no operator reaches
 * MariaDB); ranked by title match first, then a weighted score (title three times the text), then the newer,
 * then the ID. Who may appear is decided at query time by the route listing (listing.php: published with every
 * ancestor published, not internal, gone, a duplicate or unindexed) and, for jobs, by being published and open.
 * The cursor is the last result's rank key, so paging is keyset.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** Bumped when the table changes shape: the next request installs and refills it. */
const MASTHEAD_SEARCH_SCHEMA = '1';

/** Post types search reads, and the kind each is. */
const MASTHEAD_SEARCH_TYPES = array(
	'post'         => 'news',
	'page'         => 'page',
	'masthead_job' => 'job',
);

function masthead_search_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search';
}

/** Creates or updates the table (dbDelta) and fills it from the published content. */
function masthead_search_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table = masthead_search_table();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  kind varchar(8) NOT NULL,
  title text NOT NULL,
  body mediumtext NOT NULL,
  post_date date NOT NULL,
  PRIMARY KEY  (post_id),
  FULLTEXT KEY title (title),
  FULLTEXT KEY title_body (title,body)
) ENGINE=InnoDB {$wpdb->get_charset_collate()};"
	);
	$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$types = "'" . implode( "','", array_keys( MASTHEAD_SEARCH_TYPES ) ) . "'";
	$ids   = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_type IN ({$types})" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	foreach ( $ids as $id ) {
		masthead_search_sync( (int) $id );
	}
	update_option( 'masthead_search_schema', MASTHEAD_SEARCH_SCHEMA );
}

function masthead_search_check_schema(): void {
	if ( get_option( 'masthead_search_schema' ) !== MASTHEAD_SEARCH_SCHEMA ) {
		masthead_search_install();
	}
}
add_action( 'init', 'masthead_search_check_schema', 6 );

/** A post's plain text: its excerpt, then its content without markup (block comments, tags, entities). */
function masthead_search_text( WP_Post $post ): string {
	$parts = array( (string) $post->post_excerpt, wp_strip_all_tags( (string) $post->post_content ) );
	if ( 'masthead_job' === $post->post_type ) {
		foreach ( array( 'department', 'location', 'brand' ) as $key ) {
			$parts[] = (string) get_post_meta( $post->ID, '_masthead_job_' . $key, true );
		}
	}
	$text = html_entity_decode( implode( ' ', $parts ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/** Writes, or removes, one post's row: only public posts of the searched types have one. */
function masthead_search_sync( $post_id ): void {
	global $wpdb;
	$post_id = (int) $post_id;
	$post    = get_post( $post_id );
	$table   = masthead_search_table();
	if ( ! $post instanceof WP_Post || ! isset( MASTHEAD_SEARCH_TYPES[ $post->post_type ] ) || ! masthead_is_public( $post ) ) {
		$wpdb->delete( $table, array( 'post_id' => $post_id ), array( '%d' ) );
		return;
	}
	$wpdb->replace(
		$table,
		array(
			'post_id'   => $post_id,
			'kind'      => MASTHEAD_SEARCH_TYPES[ $post->post_type ],
			'title'     => (string) $post->post_title,
			'body'      => masthead_search_text( $post ),
			'post_date' => substr( (string) $post->post_date, 0, 10 ),
		),
		array( '%d', '%s', '%s', '%s', '%s' )
	);
}
add_action( 'wp_after_insert_post', 'masthead_search_sync', 20 );
add_action( 'trashed_post', 'masthead_search_sync', 20 );
add_action( 'untrashed_post', 'masthead_search_sync', 20 );
add_action( 'deleted_post', 'masthead_search_sync', 20 );
add_action(
	'transition_post_status',
	function ( $new_status, $old_status, $post ) {
		if ( $post instanceof WP_Post && $new_status !== $old_status ) {
			masthead_search_sync( $post->ID );
		}
	},
	20,
	3
);
// A job's meta (its closing date, its department) is written after the post.
add_action(
	'updated_post_meta',
	function ( $meta_id, $post_id, $meta_key ) {
		if ( 0 === strpos( (string) $meta_key, '_masthead_job_' ) ) {
			masthead_search_sync( $post_id );
		}
	},
	20,
	3
);

// --- The query's rules (contract/search.ts, through the generated constants). ---

/** The terms of a query: NFKC (when PHP has intl), lower case, words only, no short words or stopwords. */
function masthead_search_terms( string $raw ): array {
	$text = mb_convert_encoding( $raw, 'UTF-8', 'UTF-8' );
	if ( class_exists( 'Normalizer' ) ) {
		$normal = Normalizer::normalize( $text, Normalizer::FORM_KC );
		$text   = false === $normal ? $text : $normal;
	}
	$words = explode( ' ', trim( (string) preg_replace( MASTHEAD_SEARCH_NOT_WORD, ' ', mb_strtolower( $text, 'UTF-8' ) ) ) );
	$terms = array();
	foreach ( $words as $word ) {
		$length = mb_strlen( $word, 'UTF-8' );
		if ( $length < MASTHEAD_SEARCH_MIN_TERM || $length > MASTHEAD_SEARCH_MAX_TERM || in_array( $word, MASTHEAD_SEARCH_STOPWORDS, true ) || in_array( $word, $terms, true ) ) {
			continue;
		}
		$terms[] = $word;
		if ( count( $terms ) === MASTHEAD_SEARCH_MAX_TERMS ) {
			break;
		}
	}
	return $terms;
}

/** Where the terms occur in a text, as [start, length] pairs in code points. */
function masthead_search_matches( string $text, array $terms ): array {
	$pairs = array();
	if ( ! preg_match_all( MASTHEAD_SEARCH_WORD, $text, $found, PREG_OFFSET_CAPTURE ) ) {
		return $pairs;
	}
	foreach ( $found[0] as $match ) {
		if ( in_array( mb_strtolower( $match[0], 'UTF-8' ), $terms, true ) ) {
			$pairs[] = array( mb_strlen( substr( $text, 0, $match[1] ), 'UTF-8' ), mb_strlen( $match[0], 'UTF-8' ) );
		}
	}
	return $pairs;
}

/** A plain-text excerpt around the first term (as contract/search.ts `excerptOf` cuts it) and the terms' places in it. */
function masthead_search_excerpt( string $text, array $terms ): array {
	$points = preg_split( '//u', trim( (string) preg_replace( '/\s+/u', ' ', $text ) ), -1, PREG_SPLIT_NO_EMPTY );
	$points = false === $points ? array() : $points;
	$all    = masthead_search_matches( implode( '', $points ), $terms );
	$first  = array() === $all ? 0 : $all[0][0];
	$start  = max( 0, $first - 60 );
	while ( $start > 0 && ' ' !== $points[ $start - 1 ] ) {
		--$start;
	}
	$count = count( $points );
	$end   = min( $count, $start + MASTHEAD_SEARCH_EXCERPT_MAX - 2 );
	if ( $end < $count ) {
		$cut = $end;
		while ( $cut > $start + 1 && ' ' !== $points[ $cut ] ) {
			--$cut;
		}
		if ( $cut > $start + 1 ) {
			$end = $cut;
		}
	}
	$excerpt = ( $start > 0 ? '…' : '' ) . trim( implode( '', array_slice( $points, $start, $end - $start ) ) ) . ( $end < $count ? '…' : '' );
	return array( $excerpt, masthead_search_matches( $excerpt, $terms ) );
}

// --- The answer. ---

/**
 * One page of results; null when the cursor is not one this plugin wrote; a WP_Error when the database failed.
 * `$kind` is null or one of MASTHEAD_SEARCH_KINDS; `$terms` is not empty.
 *
 * @return array|WP_Error|null
 */
function masthead_search( array $terms, ?string $kind, ?string $cursor ) {
	global $wpdb;
	$after = null;
	if ( null !== $cursor ) {
		if ( 1 !== preg_match( '/^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})$/D', $cursor, $parts ) ) {
			return null;
		}
		$after = array_map( 'intval', array_slice( $parts, 1 ) );
	}
	$query  = implode( ' ', $terms );
	$table  = masthead_search_table();
	$routes = masthead_routes_table();
	$today  = gmdate( 'Y-m-d', (int) masthead_now() );
	// Ranked in a derived table, so the keyset compares the integers the cursor holds.
	$ranked = $wpdb->prepare(
		"SELECT s.post_id, s.kind, s.title, s.body, s.post_date, r.path, p.post_name,
			IF(MATCH(s.title) AGAINST(%s IN NATURAL LANGUAGE MODE) > 0, 1, 0) AS tier,
			CAST(ROUND(1000 * (3 * MATCH(s.title) AGAINST(%s IN NATURAL LANGUAGE MODE) + MATCH(s.title, s.body) AGAINST(%s IN NATURAL LANGUAGE MODE))) AS SIGNED) AS score,
			TO_DAYS(s.post_date) AS day
		FROM {$table} s
		JOIN {$wpdb->posts} p ON p.ID = s.post_id AND p.post_status = 'publish' AND p.post_password = ''
		LEFT JOIN {$routes} r ON r.post_id = s.post_id
		LEFT JOIN {$wpdb->postmeta} vt ON vt.post_id = s.post_id AND vt.meta_key = '_masthead_job_valid_through'
		WHERE MATCH(s.title, s.body) AGAINST(%s IN NATURAL LANGUAGE MODE) > 0
			AND ( ( s.kind <> 'job' AND r.post_id IS NOT NULL AND r.internal = 0 AND r.gone = 0 AND r.canonical_path = '' AND r.robots = 'index, follow' )
				OR ( s.kind = 'job' AND ( vt.meta_value IS NULL OR vt.meta_value = '' OR vt.meta_value >= %s ) ) )
			AND ( %s = '' OR s.kind = %s )", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$query,
		$query,
		$query,
		$query,
		$today,
		(string) $kind,
		(string) $kind
	);
	// A failed query reads as "no results" unless asked: a database error is the caller's 503, never an empty answer.
	$quiet = $wpdb->suppress_errors( true );
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM ({$ranked}) m" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$error = $wpdb->last_error;
	$where = '';
	if ( null !== $after ) {
		list( $tier, $score, $day, $id ) = $after;
		$where = $wpdb->prepare(
			'WHERE tier < %d OR (tier = %d AND (score < %d OR (score = %d AND (day < %d OR (day = %d AND post_id > %d)))))',
			$tier,
			$tier,
			$score,
			$score,
			$day,
			$day,
			$id
		);
	}
	$limit = MASTHEAD_SEARCH_PAGE_SIZE + 1;
	$rows  = '' === $error ? $wpdb->get_results( "SELECT * FROM ({$ranked}) m {$where} ORDER BY tier DESC, score DESC, day DESC, post_id ASC LIMIT {$limit}", ARRAY_A ) : null; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$error = '' !== $error ? $error : $wpdb->last_error;
	$wpdb->suppress_errors( $quiet );
	if ( '' !== $error || ! is_array( $rows ) ) {
		return new WP_Error( 'masthead_search_failed', $error );
	}
	$shown = array_slice( $rows, 0, MASTHEAD_SEARCH_PAGE_SIZE );
	$last  = end( $shown );
	return array(
		'query'   => $query,
		'kind'    => $kind,
		'total'   => $total,
		'results' => array_map(
			function ( array $row ) use ( $terms ) {
				return masthead_search_result( $row, $terms );
			},
			$shown
		),
		'next'    => count( $rows ) > MASTHEAD_SEARCH_PAGE_SIZE && false !== $last
			? implode( '.', array( (int) $last['tier'], (int) $last['score'], (int) $last['day'], (int) $last['post_id'] ) )
			: null,
	);
}

function masthead_search_result( array $row, array $terms ): array {
	$title = (string) $row['title'];
	list( $excerpt, $matches ) = masthead_search_excerpt( '' !== (string) $row['body'] ? (string) $row['body'] : $title, $terms );
	return array(
		'title'         => '' === $title ? '(untitled)' : mb_substr( $title, 0, 300, 'UTF-8' ),
		'path'          => 'job' === $row['kind'] ? '/jobs/' . $row['post_name'] : (string) $row['path'],
		'kind'          => (string) $row['kind'],
		'date'          => (string) $row['post_date'],
		'excerpt'       => $excerpt,
		'matches'       => $matches,
		'title_matches' => masthead_search_matches( $title, $terms ),
	);
}

/** `GET /search`: the parameters checked as the contract says (400 with an error body), then the answer. */
function masthead_rest_search( WP_REST_Request $request ): WP_REST_Response {
	$q      = masthead_query( $request, 'q', MASTHEAD_SEARCH_QUERY_MAX * 4, '' );
	$kind   = masthead_query( $request, 'kind', 8, '' );
	$cursor = masthead_query( $request, 'cursor', 128, '' );
	foreach ( array( $q, $kind, $cursor ) as $value ) {
		if ( $value instanceof WP_REST_Response ) {
			return $value;
		}
	}
	if ( mb_strlen( mb_convert_encoding( $q, 'UTF-8', 'UTF-8' ), 'UTF-8' ) > MASTHEAD_SEARCH_QUERY_MAX ) {
		return masthead_bad_request( 'Searches are at most ' . MASTHEAD_SEARCH_QUERY_MAX . ' characters long.' );
	}
	if ( '' !== $kind && ! in_array( $kind, MASTHEAD_SEARCH_KINDS, true ) ) {
		return masthead_bad_request( 'kind must be one of ' . implode( ', ', MASTHEAD_SEARCH_KINDS ) . '.' );
	}
	if ( '' !== $cursor && 1 !== preg_match( MASTHEAD_SEARCH_CURSOR, $cursor ) ) {
		return masthead_bad_request( 'The page of results asked for is not valid.' );
	}
	$terms = masthead_search_terms( $q );
	if ( array() === $terms ) {
		return masthead_bad_request( 'q must hold a word to search for' );
	}
	$answer = masthead_search( $terms, '' === $kind ? null : $kind, '' === $cursor ? null : $cursor );
	if ( null === $answer ) {
		return masthead_bad_request( 'The cursor is not one this CMS wrote' );
	}
	if ( is_wp_error( $answer ) ) {
		// Logged for the operator; the caller learns only that search is down (the site keeps what it has).
		error_log( 'masthead search: ' . $answer->get_error_message() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
		return masthead_error_response( 503, 'Service Unavailable', 'Search is unavailable for a moment' );
	}
	return masthead_json( $answer );
}
