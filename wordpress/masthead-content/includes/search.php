<?php
/**
 * Search (`GET /search?q=…[&kind=…][&cursor=…]`, contract/search.ts) over a table the plugin keeps,
 * `{prefix}masthead_search` (one row per published page, post or job: its title and the text readers see, what it
 * is and whether it is a listing, and both as term lines for phrases), with InnoDB FULLTEXT indexes on the title and
 * on title and text, and `{prefix}masthead_search_vocab` (each word of the rows and how many rows hold it: the
 * vocabulary "Did you mean" reads, a row a word however many posts hold it).
 * The text is the page's converted nodes' (includes/nodes: hidden blocks left out, synced patterns' words in,
 * classic content through its pipeline), computed when the post is saved, never its raw post_content. Kept in step
 * on every save, status change, trash and delete, and a synced pattern's save refreshes the posts using it;
 * created by dbDelta and refilled in the background when its schema option is older than the code
 * (search-refresh.php). Matched in natural
 * language mode with the terms the contract's normalisation leaves (no operator reaches MariaDB); ranked by the
 * rank key of contract/search-rank.ts (phrase, listing or not, terms in the title, then the FULLTEXT score with
 * the title three times the text, the newer, the ID). Who may appear is decided at query time by the route listing
 * (listing.php: published with every ancestor published, not internal, gone, a duplicate or unindexed) and, for
 * jobs, by being published and open. A query is ranked once and stored, then patched for each changed post
 * (search-ranked.php); the cursor is the last result's rank key, so each page is an index range of the stored set
 * (search-keyset.php).
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';
require_once __DIR__ . '/search-ranked.php';

/** Bumped when the table changes shape or what it holds: every row is written again in the background (search-refresh.php). */
const MASTHEAD_SEARCH_SCHEMA = '5';

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

function masthead_search_vocab_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_search_vocab';
}

/** Creates the tables or brings them to the code's shape (dbDelta adds, never empties): search-refresh.php refills them. */
function masthead_search_tables(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = masthead_search_table();
	$vocab   = masthead_search_vocab_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
  post_id bigint(20) unsigned NOT NULL,
  kind varchar(8) NOT NULL,
  type varchar(16) NOT NULL DEFAULT 'page',
  listing tinyint(1) NOT NULL DEFAULT 0,
  title text NOT NULL,
  body mediumtext NOT NULL,
  title_line text NOT NULL,
  body_line mediumtext NOT NULL,
  post_date date NOT NULL,
  PRIMARY KEY  (post_id),
  FULLTEXT KEY title (title),
  FULLTEXT KEY title_body (title,body)
) ENGINE=InnoDB {$charset};
CREATE TABLE {$vocab} (
  word varchar(84) NOT NULL,
  docs int(10) unsigned NOT NULL,
  PRIMARY KEY  (word)
) ENGINE=InnoDB {$charset};"
	);
	// The paths each row links to are read from the same nodes (page-links.php), written with the rows.
	masthead_links_tables();
	// Schema 2 kept a row per word and post: the vocabulary's counts replace it.
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}masthead_search_words" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/** Text of HTML: tags dropped, entities decoded, spaces collapsed (cms/server/search-text.ts `plainText`). */
function masthead_search_plain( string $html ): string {
	$text = html_entity_decode( (string) preg_replace( '/<[^>]*>/', ' ', $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/** The strings of a node's text fields (MASTHEAD_SEARCH_TEXT_FIELDS), in order, each field's HTML as plain text. */
function masthead_search_node_texts( $value, string $key, array &$out ): void {
	if ( is_string( $value ) ) {
		if ( in_array( $key, MASTHEAD_SEARCH_TEXT_FIELDS, true ) ) {
			$out[] = 'html' === $key ? masthead_search_plain( $value ) : $value;
		}
	} elseif ( is_array( $value ) ) {
		$list = masthead_search_is_list( $value );
		foreach ( $value as $name => $inner ) {
			masthead_search_node_texts( $inner, $list ? $key : (string) $name, $out );
		}
	}
}

/** Whether an array is a list (array_is_list arrived in PHP 8.1). */
function masthead_search_is_list( array $value ): bool {
	return array() === $value || array_keys( $value ) === range( 0, count( $value ) - 1 );
}

/** How many words a node's text fields hold (contract/search-rank.ts `wordCount`). */
function masthead_search_word_count( array $node ): int {
	$texts = array();
	masthead_search_node_texts( $node, '', $texts );
	$count = 0;
	foreach ( $texts as $text ) {
		$count += (int) preg_match_all( MASTHEAD_SEARCH_WORD, (string) preg_replace( '/<[^>]*>/', ' ', $text ) );
	}
	return $count;
}

/** Whether a page is a listing (contract/search-rank.ts `isListing`): a filled list, or at least as many card words as its own. */
function masthead_search_is_listing( WP_Post $post, array $nodes ): bool {
	if ( 'page' !== $post->post_type ) {
		return false;
	}
	$cards = 0;
	$own   = 0;
	foreach ( $nodes as $node ) {
		$type = (string) ( $node['type'] ?? '' );
		if ( in_array( $type, MASTHEAD_SEARCH_FILLED_NODES, true ) ) {
			return true;
		}
		if ( in_array( $type, MASTHEAD_SEARCH_CARD_NODES, true ) ) {
			$cards += masthead_search_word_count( $node );
		} else {
			$own += masthead_search_word_count( $node );
		}
	}
	return $cards > 0 && $cards >= $own;
}

/** What a post is (contract/search-rank.ts `searchTypeOf`). */
function masthead_search_type( WP_Post $post, array $nodes ): string {
	if ( 'masthead_job' === $post->post_type ) {
		return 'job';
	}
	if ( 'post' === $post->post_type ) {
		return MASTHEAD_SEARCH_PRESS_RELEASE === masthead_category_of( $post ) ? 'press-release' : 'news';
	}
	foreach ( $nodes as $node ) {
		if ( MASTHEAD_SEARCH_BRAND_NODE === ( $node['type'] ?? '' ) ) {
			return 'brand';
		}
	}
	return 'page';
}

/** A text's searchable words in order, folded, with a space at each end (contract/search-rank.ts `termLine`). */
function masthead_search_line( string $text ): string {
	$text = masthead_search_fold( $text );
	if ( ! preg_match_all( MASTHEAD_SEARCH_WORD, $text, $found ) ) {
		return ' ';
	}
	$kept = array_filter( $found[0], 'masthead_search_is_term' );
	return array() === $kept ? ' ' : ' ' . implode( ' ', $kept ) . ' ';
}

/** NFKC (when PHP has intl) and lower case, on valid UTF-8. */
function masthead_search_fold( string $text ): string {
	$text = mb_convert_encoding( $text, 'UTF-8', 'UTF-8' );
	if ( class_exists( 'Normalizer' ) ) {
		$normal = Normalizer::normalize( $text, Normalizer::FORM_KC );
		$text   = false === $normal ? $text : $normal;
	}
	return mb_strtolower( $text, 'UTF-8' );
}

/** Whether a folded word can be a query's term. */
function masthead_search_is_term( string $word ): bool {
	$length = mb_strlen( $word, 'UTF-8' );
	return $length >= MASTHEAD_SEARCH_MIN_TERM && $length <= MASTHEAD_SEARCH_MAX_TERM && ! in_array( $word, MASTHEAD_SEARCH_STOPWORDS, true );
}

/**
 * What search reads of a post: its type, whether it is a listing, and its plain text: the excerpt, then the text of
 * the nodes readers are shown (masthead_post_slots: hidden blocks out, synced patterns in, classic content through
 * its pipeline), not the lists the CMS fills; a job's department, location and brand too. Each string once.
 *
 * And the site paths those nodes link to (page-links.php), read from the same conversion.
 *
 * @return array{type: string, listing: bool, body: string, links: string[]}
 */
function masthead_search_document( WP_Post $post ): array {
	$nodes = masthead_post_slots( $post )['main'] ?? array();
	$parts = array( (string) $post->post_excerpt );
	$own   = masthead_search_read_nodes( $nodes, $parts );
	if ( 'masthead_job' === $post->post_type ) {
		foreach ( array( 'department', 'location', 'brand' ) as $key ) {
			$parts[] = (string) get_post_meta( $post->ID, '_masthead_job_' . $key, true );
		}
	}
	$parts = masthead_search_distinct( $parts );
	return array(
		'type'    => masthead_search_type( $post, $nodes ),
		'listing' => masthead_search_is_listing( $post, $nodes ),
		'body'    => trim( (string) preg_replace( '/\s+/u', ' ', implode( ' ', $parts ) ) ),
		'links'   => masthead_link_targets( $own, masthead_link_origins() ),
	);
}

/**
 * The automatic summary (route-entry.php, masthead_summary_of) of nodes readers are shown, as search reads their
 * text; for a card, written with the post's rows, when search's own row may not be written yet.
 */
function masthead_nodes_summary( array $nodes ): string {
	$parts = array();
	masthead_search_read_nodes( $nodes, $parts, 2 * MASTHEAD_SUMMARY_MAX ); // Enough to cut from.
	return masthead_summary_of( implode( ' ', masthead_search_distinct( $parts ) ) );
}

/**
 * The text of the nodes readers are shown (not those filled from other pages: MASTHEAD_SEARCH_FILLED_NODES) added
 * to `$parts` in order, node by node, until the parts hold more than `$enough` characters. Returns the nodes read.
 */
function masthead_search_read_nodes( array $nodes, array &$parts, int $enough = PHP_INT_MAX ): array {
	$read = array();
	foreach ( $nodes as $node ) {
		if ( is_array( $node ) && ! in_array( $node['type'] ?? '', MASTHEAD_SEARCH_FILLED_NODES, true ) ) {
			masthead_search_node_texts( $node, '', $parts );
			$read[] = $node;
			if ( PHP_INT_MAX !== $enough && mb_strlen( implode( ' ', $parts ), 'UTF-8' ) > $enough ) {
				break;
			}
		}
	}
	return $read;
}

/** Text parts trimmed, the empty and repeated ones left out (a caption repeating its image's alt text, say). */
function masthead_search_distinct( array $parts ): array {
	return array_unique( array_filter( array_map( 'trim', $parts ), 'strlen' ) );
}

/**
 * A public post's row of the search table, by column.
 *
 * @param WP_Post    $post     The post.
 * @param array|null $document Its masthead_search_document, when already read.
 */
function masthead_search_row( WP_Post $post, ?array $document = null ): array {
	$document = $document ?? masthead_search_document( $post );
	$title    = (string) $post->post_title;
	return array(
		'post_id'    => (int) $post->ID,
		'kind'       => MASTHEAD_SEARCH_TYPES[ $post->post_type ],
		'type'       => $document['type'],
		'listing'    => $document['listing'] ? 1 : 0,
		'title'      => $title,
		'body'       => $document['body'],
		'title_line' => masthead_search_line( $title ),
		'body_line'  => masthead_search_line( $document['body'] ),
		'post_date'  => substr( (string) $post->post_date, 0, 10 ),
	);
}

/** The distinct words of a row (its term lines'): what it adds to the vocabulary. */
function masthead_search_row_words( array $row ): array {
	return array_values( array_unique( array_filter( explode( ' ', $row['title_line'] . ' ' . $row['body_line'] ), 'strlen' ) ) );
}

/** Adds `$change` (1 or -1) to the count of each word; a word no row holds any more leaves the vocabulary. */
function masthead_search_count_words( array $words, int $change ): void {
	global $wpdb;
	$vocab = masthead_search_vocab_table();
	foreach ( array_chunk( $words, 200 ) as $chunk ) {
		if ( $change > 0 ) {
			$values = implode( ',', array_fill( 0, count( $chunk ), '(%s,1)' ) );
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$vocab} (word, docs) VALUES {$values} ON DUPLICATE KEY UPDATE docs = docs + 1", $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			continue;
		}
		$in = implode( ',', array_fill( 0, count( $chunk ), '%s' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$vocab} SET docs = docs - 1 WHERE docs > 0 AND word IN ({$in})", $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$vocab} WHERE docs = 0 AND word IN ({$in})", $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/**
 * masthead_search_write, then, when the row changed, the change noted for the stored ranked sets to patch
 * (search-ranked.php): a save that changes nothing search reads (a revision, an autosave, the same text) notes none.
 */
function masthead_search_sync( $post_id ): void {
	if ( masthead_search_write( $post_id ) ) {
		masthead_search_post_changed( (int) $post_id );
	}
}

/**
 * Writes, or removes, one post's row and its links (page-links.php), and moves the vocabulary's counts from its old
 * words to its new: whether the row changed.
 */
function masthead_search_write( $post_id ): bool {
	global $wpdb;
	$post_id = (int) $post_id;
	$post    = get_post( $post_id );
	$table   = masthead_search_table();
	$old     = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d", $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$before  = is_array( $old ) ? masthead_search_row_words( $old ) : array();
	$after   = array();
	// A scheduled one is kept too, for the timeline (timeline.php): masthead_search_visible() shows it to no one else.
	$scheduled = $post instanceof WP_Post && 'future' === $post->post_status && '' === $post->post_password;
	if ( ! $post instanceof WP_Post || ! isset( MASTHEAD_SEARCH_TYPES[ $post->post_type ] ) || ! ( $scheduled || masthead_is_public( $post ) ) ) {
		$changed = is_array( $old );
		$wpdb->delete( $table, array( 'post_id' => $post_id ), array( '%d' ) );
		masthead_links_write( $post_id, array() );
	} else {
		$document = masthead_search_document( $post );
		$row      = masthead_search_row( $post, $document );
		$after    = masthead_search_row_words( $row );
		$changed  = ! is_array( $old ) || array_map( 'strval', $row ) != array_map( 'strval', array_intersect_key( $old, $row ) ); // phpcs:ignore Universal.Operators.StrictComparisons.LooseNotEqual -- the same columns in any order.
		if ( $changed ) {
			$wpdb->replace( $table, $row, array( '%d', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s' ) );
		}
		masthead_links_write( $post_id, $scheduled ? array() : $document['links'] );
	}
	masthead_search_count_words( array_values( array_diff( $before, $after ) ), -1 );
	masthead_search_count_words( array_values( array_diff( $after, $before ) ), 1 );
	return $changed;
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
// A synced pattern's words are the words of every post using it: its save refreshes their rows.
add_action(
	'wp_after_insert_post',
	function ( $post_id, $post ) {
		global $wpdb;
		if ( ! $post instanceof WP_Post || 'wp_block' !== $post->post_type ) {
			return;
		}
		$like  = '%' . $wpdb->esc_like( '"ref":' . (int) $post_id ) . '%';
		$users = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_content LIKE %s", $like ) );
		foreach ( $users as $user ) {
			masthead_search_sync( (int) $user );
		}
	},
	21,
	2
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
function masthead_search( array $terms, ?string $kind, ?string $cursor, bool $suggest = true ) {
	$after = null;
	if ( null !== $cursor ) {
		$key   = masthead_search_cursor_key( $cursor );
		$after = null === $key ? null : masthead_search_sort_key( $key );
		if ( null === $after ) {
			return null;
		}
	}
	// A failed query reads as "no results" unless asked: a database error is the caller's 503, never an empty answer.
	global $wpdb;
	$quiet = $wpdb->suppress_errors( true );
	$rank  = masthead_search_rank_sql( $terms, $kind );
	$set   = masthead_search_ranked_set( $terms, $kind, $rank );
	$rows  = is_wp_error( $set ) ? null : masthead_search_ranked_page( $set[0], $after, MASTHEAD_SEARCH_PAGE_SIZE + 1 );
	// The page ran past what is stored of a longer ranking: the next step is stored, and the page read again.
	if ( is_array( $rows ) && count( $rows ) <= MASTHEAD_SEARCH_PAGE_SIZE && $set[1] > masthead_search_ranked_step() ) {
		$extended = masthead_search_ranked_extend( $set[0], $rank, $set[1] );
		if ( null !== $extended ) {
			$set[1] = $extended;
			$rows   = masthead_search_ranked_page( $set[0], $after, MASTHEAD_SEARCH_PAGE_SIZE + 1 );
		}
	}
	$error = is_wp_error( $set ) ? $set->get_error_message() : $wpdb->last_error;
	$total = is_wp_error( $set ) ? 0 : $set[1];
	$suggestions = '' === $error && is_array( $rows ) && 0 === $total && null === $after && $suggest ? masthead_search_suggestions( $terms, $kind ) : array();
	$error       = '' !== $error ? $error : $wpdb->last_error;
	$wpdb->suppress_errors( $quiet );
	if ( '' !== $error || ! is_array( $rows ) ) {
		return new WP_Error( 'masthead_search_failed', '' !== $error ? $error : 'search failed' );
	}
	$shown = array_slice( $rows, 0, MASTHEAD_SEARCH_PAGE_SIZE );
	$last  = end( $shown );
	return array(
		'query'       => implode( ' ', $terms ),
		'kind'        => $kind,
		'total'       => $total,
		'results'     => array_map(
			function ( array $row ) use ( $terms ) {
				return masthead_search_result( $row, $terms );
			},
			$shown
		),
		'next'        => count( $rows ) > MASTHEAD_SEARCH_PAGE_SIZE && false !== $last
			? masthead_search_key_cursor( masthead_search_sort_key_rank( (string) $last['sort_key'] ) )
			: null,
		'suggestions' => $suggestions,
	);
}

/**
 * SQL selecting every result's post_id and rank key (contract/search-rank.ts): phrase, grp (0 a listing), tier
 * (`titleRank`), score (the FULLTEXT relevance, the title three times the text) and day. Only the columns the
 * ranking reads: search-ranked.php stores the ranking once per query and reads the rest for a page's rows. With
 * `$ids`, those posts' that may appear, matching or not, without their score (a patch, search-ranked.php, reads it
 * with masthead_search_rescore_sql): read by their keys, not through the FULLTEXT index's every match.
 */
function masthead_search_rank_sql( array $terms, ?string $kind, ?array $ids = null ): string {
	global $wpdb;
	$query  = implode( ' ', $terms );
	$table  = masthead_search_table();
	$phrase = ' ' . $query . ' ';
	// Terms the title holds: each a whole word of its term line.
	$tier = array();
	foreach ( $terms as $term ) {
		$tier[] = $wpdb->prepare( '(LOCATE(%s, s.title_line) > 0)', ' ' . $term . ' ' );
	}
	// contract/search-rank.ts `titleRank`: terms held, then the fewer other words (a term line's spaces less one).
	$held       = '(' . implode( ' + ', $tier ) . ')';
	$title_rank = "({$held} * 100 + 99 - LEAST(99, GREATEST(0, CHAR_LENGTH(s.title_line) - CHAR_LENGTH(REPLACE(s.title_line, ' ', '')) - 1 - {$held})))";
	$visible    = masthead_search_visible();
	$score      = null === $ids ? masthead_search_score_sql( $terms ) : '0';
	$which      = null === $ids
		? "FROM {$table} s {$visible['join']} WHERE " . $wpdb->prepare( 'MATCH(s.title, s.body) AGAINST(%s IN NATURAL LANGUAGE MODE) > 0', $query )
		: "FROM {$table} s FORCE INDEX (PRIMARY) {$visible['join']} WHERE s.post_id IN (" . implode( ',', array_map( 'intval', array() === $ids ? array( 0 ) : $ids ) ) . ')';
	return $wpdb->prepare(
		"SELECT s.post_id,
			CASE WHEN s.title_line = %s THEN 3 WHEN LOCATE(%s, s.title_line) > 0 THEN 2 WHEN LOCATE(%s, s.body_line) > 0 THEN 1 ELSE 0 END AS phrase,
			1 - s.listing AS grp,
			{$title_rank} AS tier,
			{$score} AS score,
			TO_DAYS(s.post_date) AS day
		{$which} AND {$visible['where']}
			AND ( %s = '' OR s.kind = %s )", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$phrase,
		$phrase,
		$phrase,
		(string) $kind,
		(string) $kind
	);
}

/** The rank key's score of a row `s`: its FULLTEXT relevance, the title three times the text, in thousandths. */
function masthead_search_score_sql( array $terms ): string {
	global $wpdb;
	$query = implode( ' ', $terms );
	return $wpdb->prepare( 'CAST(ROUND(1000 * (3 * MATCH(s.title) AGAINST(%s IN NATURAL LANGUAGE MODE) + MATCH(s.title, s.body) AGAINST(%s IN NATURAL LANGUAGE MODE))) AS SIGNED)', $query, $query );
}

/**
 * SQL of the score of posts `$ids` that match, read by their keys: what a stored row's rank key takes from the rest
 * of the index (its phrase, tier, day and who may see it are its own, and change only with a change to it). One
 * read of the FULLTEXT index's lists of the terms, however many posts.
 */
function masthead_search_rescore_sql( array $terms, array $ids ): string {
	global $wpdb;
	$table = masthead_search_table();
	return 'SELECT s.post_id, ' . masthead_search_score_sql( $terms ) . ' AS score, ' . $wpdb->prepare( 'MATCH(s.title, s.body) AGAINST(%s IN NATURAL LANGUAGE MODE)', implode( ' ', $terms ) ) . " AS matched FROM {$table} s FORCE INDEX (PRIMARY) WHERE s.post_id IN (" . implode( ',', array_map( 'intval', array() === $ids ? array( 0 ) : $ids ) ) . ')';
}

/**
 * Who may appear, as SQL over the search table `s`: pages and posts the route listing offers (published with every
 * ancestor published, not internal, gone, a duplicate or unindexed), jobs published and open; on a timeline, as at
 * its moment (timeline.php).
 *
 * @return array{join: string, where: string}
 */
function masthead_search_visible(): array {
	global $wpdb;
	$routes = masthead_routes_table();
	$at     = masthead_timeline_at();
	$today  = masthead_london_date( masthead_content_now() );
	return array(
		// A route row is a visible post's (listing.php): only a job's post and meta are read.
		'join'  => "LEFT JOIN {$routes} r ON r.post_id = s.post_id AND s.kind <> 'job'
		LEFT JOIN {$wpdb->posts} p ON p.ID = s.post_id AND s.kind = 'job'
		LEFT JOIN {$wpdb->postmeta} vt ON vt.post_id = s.post_id AND s.kind = 'job' AND vt.meta_key = '_masthead_job_valid_through'",
		'where' => '(' . $wpdb->prepare(
			"( ( s.kind <> 'job' AND r.post_id IS NOT NULL AND r.internal = 0 AND r.gone = 0 AND r.canonical_path = '' AND r.robots = 'index, follow' )
				OR ( s.kind = 'job' AND p.post_status = 'publish' AND p.post_password = '' AND ( vt.meta_value IS NULL OR vt.meta_value = '' OR vt.meta_value >= %s ) ) )",
			$today
		) . ( null === $at ? '' : masthead_timeline_search_where( $at ) ) . ')',
	);
}

/** Levenshtein distance over code points, or `$limit + 1` once it exceeds `$limit` (contract/search-rank.ts `editDistance`). */
function masthead_search_distance( string $a, string $b, int $limit ): int {
	$x = preg_split( '//u', $a, -1, PREG_SPLIT_NO_EMPTY );
	$y = preg_split( '//u', $b, -1, PREG_SPLIT_NO_EMPTY );
	$x = false === $x ? array() : $x;
	$y = false === $y ? array() : $y;
	if ( abs( count( $x ) - count( $y ) ) > $limit ) {
		return $limit + 1;
	}
	$previous = range( 0, count( $y ) );
	for ( $i = 1; $i <= count( $x ); $i++ ) {
		$current = array( $i );
		$best    = $i;
		for ( $j = 1; $j <= count( $y ); $j++ ) {
			$current[ $j ] = min( $previous[ $j ] + 1, $current[ $j - 1 ] + 1, $previous[ $j - 1 ] + ( $x[ $i - 1 ] === $y[ $j - 1 ] ? 0 : 1 ) );
			$best          = min( $best, $current[ $j ] );
		}
		if ( $best > $limit ) {
			return $limit + 1;
		}
		$previous = $current;
	}
	return $previous[ count( $y ) ];
}

/**
 * Queries to offer when nothing matched (contract/search-rank.ts `suggestQueries`): each term no row holds replaced
 * by one of the nearest words rows hold (the vocabulary), nearer first, then the more common, then alphabetical;
 * only those that find something (of `$kind`), so a word only hidden posts hold is never offered.
 */
function masthead_search_suggestions( array $terms, ?string $kind ): array {
	global $wpdb;
	$lengths = array_map(
		function ( $term ) {
			return mb_strlen( $term, 'UTF-8' );
		},
		$terms
	);
	$vocab = masthead_search_vocab_table();
	$rows  = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT word, docs FROM {$vocab} WHERE docs > 0 AND CHAR_LENGTH(word) BETWEEN %d AND %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			max( 1, min( $lengths ) - 2 ),
			max( $lengths ) + 2
		),
		ARRAY_A
	);
	$vocabulary = array();
	foreach ( is_array( $rows ) ? $rows : array() as $row ) {
		$vocabulary[ (string) $row['word'] ] = (int) $row['docs'];
	}
	$lacking = array_values(
		array_filter(
			$terms,
			function ( $term ) use ( $vocabulary ) {
				return ! isset( $vocabulary[ $term ] );
			}
		)
	);
	if ( array() === $lacking ) {
		return array();
	}
	$near = array();
	foreach ( $lacking as $term ) {
		$limit = mb_strlen( $term, 'UTF-8' ) <= 5 ? 1 : 2;
		$list  = array();
		foreach ( $vocabulary as $word => $docs ) {
			$distance = masthead_search_distance( $term, (string) $word, $limit );
			if ( $distance <= $limit && $distance > 0 ) {
				$list[] = array( (string) $word, $distance, $docs );
			}
		}
		usort(
			$list,
			function ( $a, $b ) {
				return $a[1] - $b[1] ?: ( $b[2] - $a[2] ?: strcmp( $a[0], $b[0] ) );
			}
		);
		$near[ $term ] = $list;
	}
	$queries = array();
	for ( $at = 0; $at < MASTHEAD_SEARCH_SUGGESTIONS; $at++ ) {
		$any = false;
		foreach ( $near as $list ) {
			$any = $any || isset( $list[ $at ] );
		}
		if ( ! $any ) {
			break;
		}
		$query = array();
		foreach ( $terms as $term ) {
			$list    = $near[ $term ] ?? null;
			$query[] = null === $list ? $term : ( $list[ $at ][0] ?? ( $list[0][0] ?? $term ) );
		}
		$queries[] = implode( ' ', $query );
	}
	// Only suggestions that find something: a word only hidden pages hold is never offered.
	return array_values(
		array_filter(
			array_unique( $queries ),
			function ( $query ) use ( $kind ) {
				$answer = masthead_search( explode( ' ', $query ), $kind, null, false );
				return is_array( $answer ) && $answer['total'] > 0;
			}
		)
	);
}

/** A page's or post's path: its route row's, or on a timeline, a scheduled one's own (it has no row yet). */
function masthead_search_path( array $row ): string {
	$post = null === $row['path'] && null !== masthead_timeline_at() ? get_post( (int) $row['post_id'] ) : null;
	return $post instanceof WP_Post ? (string) masthead_path_of( $post ) : (string) $row['path'];
}

function masthead_search_result( array $row, array $terms ): array {
	$title = (string) $row['title'];
	list( $excerpt, $matches ) = masthead_search_excerpt( '' !== (string) $row['body'] ? (string) $row['body'] : $title, $terms );
	return array(
		'title'         => '' === $title ? '(untitled)' : mb_substr( $title, 0, 300, 'UTF-8' ),
		'path'          => 'job' === $row['kind'] ? '/jobs/' . $row['post_name'] : masthead_search_path( $row ),
		'kind'          => (string) $row['kind'],
		'type'          => (string) $row['type'],
		'date'          => (string) $row['post_date'],
		'excerpt'       => $excerpt,
		'matches'       => $matches,
		'title_matches' => masthead_search_matches( $title, $terms ),
	);
}

/** `GET /search`: the parameters checked as the contract says (400 with an error body), then the answer. */
function masthead_rest_search( WP_REST_Request $request ): WP_REST_Response {
	$started = microtime( true );
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
	$response = masthead_json( $answer );
	// WordPress's own start, then search's work: what a search costs beside what every request to WordPress costs.
	$response->header( 'Server-Timing', masthead_search_timing( $started, microtime( true ) ) );
	return $response;
}

/** Server-Timing of a search: `wordpress` from the request's start to the handler (when PHP knows it), `search` the handler. */
function masthead_search_timing( float $started, float $ended ): string {
	$request = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : null;
	$parts   = null === $request ? array() : array( sprintf( 'wordpress;dur=%.1f', max( 0, $started - $request ) * 1000 ) );
	$parts[] = sprintf( 'search;dur=%.1f', ( $ended - $started ) * 1000 );
	return implode( ', ', $parts );
}
