<?php
/**
 * `GET /news/counts`: how many articles the news list holds, of each type and naming each brand (of each type), so
 * the site's filter lines show live counts (contract/api.ts `NewsCountsSchema`; the reference CMS's `newsCounts`).
 * Two grouped reads on the listing's indexes (listing.php): the news rows' category key, and the brands table
 * joined to its news rows by post. Zeros are left out. On a timeline, the timeline's news counted.
 *
 * @package Masthead
 */

/** The counts as the content API answers them. */
function masthead_news_counts(): array {
	$at = masthead_timeline_at();
	return masthead_news_counts_answer( null === $at ? masthead_news_count_rows() : masthead_news_count_rows_of( masthead_timeline_news( $at, masthead_news_total() )[0] ) );
}

/**
 * `[total, by category, by brand and category]` read from the listing: every news row; the rows of each type's
 * category (its key's ranges); and each brand's rows by category. Kept until the news rows next change
 * (`masthead_news_generation`, listing.php), so the two grouped reads run once per change, not per request.
 */
function masthead_news_count_rows(): array {
	$generation = (string) get_option( 'masthead_news_generation', '' );
	$kept       = json_decode( (string) get_option( 'masthead_news_counts', '' ), true );
	if ( is_array( $kept ) && ( $kept['generation'] ?? null ) === $generation && is_array( $kept['rows'] ?? null ) ) {
		return $kept['rows'];
	}
	$rows = masthead_news_count_rows_read();
	update_option(
		'masthead_news_counts',
		wp_json_encode(
			array(
				'generation' => $generation,
				'rows'       => $rows,
			)
		),
		false
	);
	return $rows;
}

/** The count rows as the tables hold them now. */
function masthead_news_count_rows_read(): array {
	global $wpdb;
	$news       = masthead_news_table();
	$brands     = masthead_news_brands_table();
	$categories = array_values( MASTHEAD_NEWS_TYPES );
	$in         = implode( ', ', array_fill( 0, count( $categories ), '%s' ) );
	$types      = $wpdb->get_results( $wpdb->prepare( "SELECT category, COUNT(*) AS n FROM {$news} WHERE category IN ({$in}) GROUP BY category", $categories ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	$by_brand   = $wpdb->get_results( "SELECT b.brand, n.category, COUNT(*) AS n FROM {$brands} b JOIN {$news} n ON n.post_id = b.post_id GROUP BY b.brand, n.category", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return array( masthead_news_total(), $types, $by_brand );
}

/** The same rows counted from a list of news items (a timeline's). */
function masthead_news_count_rows_of( array $items ): array {
	$types    = array();
	$by_brand = array();
	foreach ( $items as $item ) {
		$category           = (string) ( $item['category'] ?? '' );
		$types[ $category ] = ( $types[ $category ] ?? 0 ) + 1;
		foreach ( array_unique( $item['brands'] ?? array() ) as $brand ) {
			$by_brand[ $brand ][ $category ] = ( $by_brand[ $brand ][ $category ] ?? 0 ) + 1;
		}
	}
	$type_rows = array();
	foreach ( $types as $category => $n ) {
		$type_rows[] = array(
			'category' => $category,
			'n'        => $n,
		);
	}
	$brand_rows = array();
	foreach ( $by_brand as $brand => $categories ) {
		foreach ( $categories as $category => $n ) {
			$brand_rows[] = array(
				'brand'    => $brand,
				'category' => $category,
				'n'        => $n,
			);
		}
	}
	return array( count( $items ), $type_rows, $brand_rows );
}

/** `{total, types, brands}` from the rows: categories named by their type's slug, any other counted in a brand's total only. */
function masthead_news_counts_answer( array $rows ): array {
	list( $total, $type_rows, $brand_rows ) = $rows;
	$slug_of                                = array_flip( MASTHEAD_NEWS_TYPES );
	$types                                  = array();
	foreach ( $type_rows as $row ) {
		$slug = $slug_of[ (string) $row['category'] ] ?? null;
		if ( null !== $slug ) {
			$types[ $slug ] = (int) $row['n'];
		}
	}
	$brands = array();
	foreach ( $brand_rows as $row ) {
		$brand                      = (string) $row['brand'];
		$brands[ $brand ]         ??= array(
			'total' => 0,
			'types' => array(),
		);
		$brands[ $brand ]['total'] += (int) $row['n'];
		$slug                       = $slug_of[ (string) $row['category'] ] ?? null;
		if ( null !== $slug ) {
			$brands[ $brand ]['types'][ $slug ] = (int) $row['n'];
		}
	}
	ksort( $brands );
	foreach ( $brands as $brand => $counts ) {
		$brands[ $brand ]['types'] = (object) $counts['types'];
	}
	return array(
		'total'  => $total,
		'types'  => (object) $types,
		'brands' => (object) $brands,
	);
}
