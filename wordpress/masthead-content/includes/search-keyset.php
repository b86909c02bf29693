<?php
/**
 * Search's keyset, pure (no database; wordpress/local/plugin-functions.php runs it in the unit tests): the rank key
 * of contract/search-rank.ts ([phrase, group, title terms, score, day, id], larger first but the id) as the cursor
 * the plugin hands out (`phrase.group.title.score.day.id`) and as a sort key, a fixed-width string whose byte order
 * is the rank order, so a page is an index range in the stored ranked set (search-ranked.php) and a cursor is where
 * that range starts. search-ranked.php writes the same key in SQL (masthead_search_sort_key_sql).
 *
 * @package Masthead
 */

/** Each column of the key: its most, and its width in the sort key (descending columns stored as most − value). */
const MASTHEAD_SEARCH_KEY_COLUMNS = array(
	array( 3, 1, true ),
	array( 1, 1, true ),
	array( 999, 3, true ),
	array( 999999999999, 12, true ),
	array( 9999999, 7, true ),
	array( 999999999999, 12, false ),
);

/** The rank key a cursor names, or null when it is not a cursor this plugin writes (any number out of range). */
function masthead_search_cursor_key( string $cursor ): ?array {
	if ( 1 !== preg_match( '/^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})$/D', $cursor, $parts ) ) {
		return null;
	}
	$key = array_map( 'intval', array_slice( $parts, 1 ) );
	foreach ( MASTHEAD_SEARCH_KEY_COLUMNS as $at => $column ) {
		if ( $key[ $at ] > $column[0] ) {
			return null;
		}
	}
	return $key;
}

/** The cursor of a rank key. */
function masthead_search_key_cursor( array $key ): string {
	return implode( '.', array_map( 'intval', $key ) );
}

/** The sort key of a rank key: zero-padded decimals, descending columns as most − value; null when out of range. */
function masthead_search_sort_key( array $key ): ?string {
	$out = '';
	foreach ( MASTHEAD_SEARCH_KEY_COLUMNS as $at => list( $most, $width, $descending ) ) {
		$value = (int) $key[ $at ];
		if ( $value < 0 || $value > $most ) {
			return null;
		}
		$out .= str_pad( (string) ( $descending ? $most - $value : $value ), $width, '0', STR_PAD_LEFT );
	}
	return $out;
}

/** The rank key a sort key holds (masthead_search_sort_key's inverse). */
function masthead_search_sort_key_rank( string $sort_key ): array {
	$key = array();
	$at  = 0;
	foreach ( MASTHEAD_SEARCH_KEY_COLUMNS as list( $most, $width, $descending ) ) {
		$value = (int) substr( $sort_key, $at, $width );
		$key[] = $descending ? $most - $value : $value;
		$at   += $width;
	}
	return $key;
}

/** The SQL of the sort key from the rank columns `$columns` (expressions, in key order): as masthead_search_sort_key. */
function masthead_search_sort_key_sql( array $columns ): string {
	$parts = array();
	foreach ( MASTHEAD_SEARCH_KEY_COLUMNS as $at => list( $most, $width, $descending ) ) {
		$value   = "LEAST({$most}, GREATEST(0, COALESCE({$columns[ $at ]}, 0)))";
		$parts[] = 'LPAD(' . ( $descending ? "{$most} - {$value}" : $value ) . ", {$width}, '0')";
	}
	return 'CONCAT(' . implode( ', ', $parts ) . ')';
}
