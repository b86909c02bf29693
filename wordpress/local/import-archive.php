<?php
/**
 * Imports the synthetic archive (one post a line, from scripts/wordpress/archive-export.ts) into this WordPress in
 * bulk, for the scale bench: posts, their meta and categories in multi-row INSERTs of a thousand (wp_insert_post
 * with its hooks is about a hundred times slower at this size), then what the plugin keeps beside them: the
 * category counts, the listing tables (the plugin's own masthead_listing_rebuild()) and a search row for each post
 * (the plugin's own masthead_search_row()). Posts already there (by slug) are left alone, so a second run adds
 * nothing. Prints one JSON line: how many were added and the seconds each step took.
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/import-archive.php -- archive.ndjson
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
// No purge per post: the bench's site has cached nothing yet.
define( 'MASTHEAD_SUPPRESS_PURGE', true );
require __DIR__ . '/bootstrap.php';

const MASTHEAD_ARCHIVE_BATCH = 1000;

/** Stops the import with a message on stderr. */
function masthead_archive_fail( string $message ) {
	fwrite( STDERR, "import-archive.php: {$message}\n" );
	exit( 1 );
}

/** `(a,b,…)` of values, each prepared as the string or number it is. */
function masthead_archive_tuple( array $values ): string {
	global $wpdb;
	$cells = array();
	foreach ( $values as $value ) {
		$cells[] = $wpdb->prepare( is_int( $value ) ? '%d' : '%s', $value );
	}
	return '(' . implode( ',', $cells ) . ')';
}

/** Runs one multi-row INSERT (IGNORE: a row already there stays). */
function masthead_archive_insert( string $table, array $columns, array $tuples ): void {
	global $wpdb;
	if ( array() === $tuples ) {
		return;
	}
	if ( false === $wpdb->query( "INSERT IGNORE INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $tuples ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every value is prepared.
		masthead_archive_fail( $wpdb->last_error );
	}
}

/** Term taxonomy ids of the category names, creating the missing ones. */
function masthead_archive_categories( array $names ): array {
	$ids = array();
	foreach ( $names as $name ) {
		$term = get_term_by( 'name', $name, 'category' );
		if ( ! $term ) {
			$made = wp_insert_term( $name, 'category' );
			if ( is_wp_error( $made ) ) {
				masthead_archive_fail( $made->get_error_message() );
			}
			$term = get_term( (int) $made['term_id'], 'category' );
		}
		$ids[ $name ] = (int) $term->term_taxonomy_id;
	}
	return $ids;
}

/** Writes one batch of posts not there yet; returns the ids of the posts added. */
function masthead_archive_batch( array $entries, int $author ): array {
	global $wpdb;
	$slugs    = array_column( $entries, 'slug' );
	$existing = $wpdb->get_col( "SELECT post_name FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name IN (" . implode( ',', array_map( static fn( $slug ) => $wpdb->prepare( '%s', $slug ), $slugs ) ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	$entries  = array_values( array_filter( $entries, static fn( $entry ) => ! in_array( $entry['slug'], $existing, true ) ) );
	if ( array() === $entries ) {
		return array();
	}
	$posts = array();
	foreach ( $entries as $entry ) {
		$gmt     = get_gmt_from_date( $entry['date'] );
		$posts[] = masthead_archive_tuple(
			array( $author, $entry['date'], $gmt, $entry['content'], $entry['title'], $entry['excerpt'], 'publish', 'closed', 'closed', '', $entry['slug'], '', '', $entry['date'], $gmt, '', 0, home_url( '/' . $entry['slug'] . '/' ), 0, 'post', '', 0 )
		);
	}
	// In the order given, so ids rise with it: the newest article gets the lowest id, as the news order wants on a day.
	masthead_archive_insert(
		$wpdb->posts,
		array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' ),
		$posts
	);
	$ids = array();
	foreach ( $wpdb->get_results( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name IN (" . implode( ',', array_map( static fn( $entry ) => $wpdb->prepare( '%s', $entry['slug'] ), $entries ) ) . ')' ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$ids[ $row->post_name ] = (int) $row->ID;
	}
	$meta  = array();
	$terms = array();
	foreach ( $entries as $entry ) {
		$id = $ids[ $entry['slug'] ] ?? masthead_archive_fail( "{$entry['slug']} was not stored" );
		foreach ( $entry['meta'] as $key => $value ) {
			$meta[] = masthead_archive_tuple( array( $id, $key, (string) $value ) );
		}
		foreach ( $entry['categories'] ?? array() as $name ) {
			$terms[ $name ][] = $id;
		}
	}
	masthead_archive_insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
	$relationships = array();
	foreach ( masthead_archive_categories( array_keys( $terms ) ) as $name => $taxonomy_id ) {
		foreach ( $terms[ $name ] as $id ) {
			$relationships[] = masthead_archive_tuple( array( $id, $taxonomy_id, 0 ) );
		}
	}
	masthead_archive_insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id', 'term_order' ), $relationships );
	return array_values( $ids );
}

/** Search rows of these posts, as masthead_search_sync() writes them one at a time. */
function masthead_archive_search_rows( array $ids ): void {
	global $wpdb;
	_prime_post_caches( $ids, false, true );
	$rows    = array();
	$words   = array();
	$columns = array();
	foreach ( $ids as $id ) {
		$row     = masthead_search_row( get_post( $id ) );
		$columns = array_keys( $row );
		$rows[]  = masthead_archive_tuple( array_values( $row ) );
		foreach ( masthead_search_row_words( $row ) as $word ) {
			$words[ $word ] = ( $words[ $word ] ?? 0 ) + 1;
		}
	}
	masthead_archive_insert( masthead_search_table(), $columns, $rows );
	// The vocabulary's counts, added to what is there.
	$counts = array();
	foreach ( $words as $word => $docs ) {
		$counts[] = masthead_archive_tuple( array( (string) $word, $docs ) );
	}
	foreach ( array_chunk( $counts, 1000 ) as $chunk ) {
		$wpdb->query( 'INSERT INTO ' . masthead_search_vocab_table() . ' (word, docs) VALUES ' . implode( ',', $chunk ) . ' ON DUPLICATE KEY UPDATE docs = docs + VALUES(docs)' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every value is prepared.
	}
}

$masthead_file = $argv[1] ?? '';
$masthead_in   = is_file( $masthead_file ) ? fopen( $masthead_file, 'r' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
if ( false === $masthead_in ) {
	masthead_archive_fail( 'usage: import-archive.php <archive.ndjson>' );
}
foreach ( array( 'masthead_listing_rebuild', 'masthead_search_row', 'masthead_search_table' ) as $masthead_function ) {
	if ( ! function_exists( $masthead_function ) ) {
		masthead_archive_fail( "the plugin has no {$masthead_function}()" );
	}
}
$masthead_seconds = static function ( float $since ): float {
	return round( microtime( true ) - $since, 1 );
};
$masthead_started = microtime( true );
$masthead_author  = get_current_user_id();
$masthead_added   = 0;
$masthead_read    = 0;
$masthead_batch   = array();
$masthead_search  = 0.0;
while ( true ) {
	$masthead_line = fgets( $masthead_in );
	if ( false !== $masthead_line && '' !== trim( $masthead_line ) ) {
		$masthead_batch[] = json_decode( $masthead_line, true, 512, JSON_THROW_ON_ERROR );
	}
	if ( count( $masthead_batch ) === MASTHEAD_ARCHIVE_BATCH || ( false === $masthead_line && array() !== $masthead_batch ) ) {
		$masthead_read += count( $masthead_batch );
		$masthead_ids   = masthead_archive_batch( $masthead_batch, $masthead_author );
		$masthead_added += count( $masthead_ids );
		$masthead_mark   = microtime( true );
		if ( array() !== $masthead_ids ) {
			masthead_archive_search_rows( $masthead_ids );
		}
		$masthead_search += microtime( true ) - $masthead_mark;
		$masthead_batch   = array();
		// WordPress's in-memory object cache grows with every post read.
		wp_cache_flush_runtime();
	}
	if ( false === $masthead_line ) {
		break;
	}
}
fclose( $masthead_in ); // phpcs:ignore WordPress.WP.AlternativeFunctions
$masthead_posts_seconds = round( microtime( true ) - $masthead_started - $masthead_search, 1 );

$masthead_mark = microtime( true );
$masthead_tt   = get_terms(
	array(
		'taxonomy'   => 'category',
		'hide_empty' => false,
		'fields'     => 'tt_ids',
	)
);
wp_update_term_count_now( array_map( 'intval', $masthead_tt ), 'category' );
$masthead_mark_listing = microtime( true );
masthead_listing_rebuild();
wp_cache_flush();

echo wp_json_encode(
	array(
		'read'           => $masthead_read,
		'added'          => $masthead_added,
		'postsSeconds'   => $masthead_posts_seconds,
		'searchSeconds'  => round( $masthead_search, 1 ),
		'countsSeconds'  => round( $masthead_mark_listing - $masthead_mark, 1 ),
		'listingSeconds' => $masthead_seconds( $masthead_mark_listing ),
		'seconds'        => $masthead_seconds( $masthead_started ),
	)
) . "\n";
