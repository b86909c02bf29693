<?php
/**
 * The site at a future moment (docs/content-api.md, "Preview authorisation"). A content API call with
 * `at={unix seconds}` and a timeline token as its bearer (a preview token for id `{at}` and post type
 * MASTHEAD_TIMELINE_SCOPE, preview.php's signature) is answered as the site will be then: a scheduled (`future`) post,
 * page or job whose date has come is published, and one whose "unpublish at" (schedule.php) has come is not, the
 * site's rule (contract/schedule.ts isLiveAt). An `at` without a valid token is a 401, never the future; a timeline
 * answer is private, no-store. The listing tables hold what is published now, so a timeline's news list is their rows
 * less what has expired, plus what has come due, newest first.
 *
 * Editors get there from `/generate?at=…&path=…` (signed for whoever may edit posts), linked as "See the site at…"
 * beside each scheduled item in wp-admin's lists.
 *
 * @package Masthead
 */

add_filter( 'post_row_actions', 'masthead_timeline_row_action', 10, 2 );
add_filter( 'page_row_actions', 'masthead_timeline_row_action', 10, 2 );

/** The moment this request's content API call is about (unix seconds), or null: now. */
function masthead_timeline_at( ?int $set = null ): ?int {
	static $at = null;
	if ( null !== $set ) {
		$at = $set;
	}
	return $at;
}

/**
 * The moment the content API answers about (unix seconds): a timeline's, else now on the one clock. Every date rule
 * of an answer reads it (a role open that day, the SEO plugins' current date), so a timeline is the site as it will be.
 */
function masthead_content_now(): int {
	return masthead_timeline_at() ?? (int) masthead_now();
}

/** The date in London (Y-m-d) at a moment: a role is open through its closing day there (contract/london-day.ts). */
function masthead_london_date( int $at ): string {
	return ( new DateTimeImmutable( '@' . $at ) )->setTimezone( new DateTimeZone( 'Europe/London' ) )->format( 'Y-m-d' );
}

/** Reads a call's `at`: null when it has none or its token is valid for that moment (which is then set), else a 401 answer. */
function masthead_timeline_begin( WP_REST_Request $request ): ?WP_REST_Response {
	$asked = $request->get_param( 'at' );
	if ( null === $asked ) {
		return null;
	}
	$token = preg_match( '/^Bearer\s+(\S+)$/i', trim( (string) $request->get_header( 'authorization' ) ), $match ) ? $match[1] : '';
	if ( ! is_string( $asked ) || ! preg_match( '/^\d{1,12}$/', $asked ) || ! masthead_preview_verify( masthead_preview_secret(), $token, $asked, MASTHEAD_TIMELINE_SCOPE, masthead_now() ) ) {
		return masthead_error_response( 401, 'Unauthorized', 'A valid timeline token is required for at' );
	}
	masthead_timeline_at( (int) $asked );
	return null;
}

/** The site's rule (contract/schedule.ts isLiveAt), in unix seconds: live from `$publish_at` until `$unpublish_at` (null: none). */
function masthead_live_at( ?int $publish_at, ?int $unpublish_at, int $at ): bool {
	return ( null === $publish_at || $publish_at <= $at ) && ( null === $unpublish_at || $at < $unpublish_at );
}

/** Whether a post is published at `$at`: published or scheduled for then or before, not yet unpublished, no password. */
function masthead_timeline_live( WP_Post $post, int $at ): bool {
	if ( '' !== $post->post_password || ! in_array( $post->post_status, array( 'publish', 'future' ), true ) ) {
		return false;
	}
	$publish_at = 'future' === $post->post_status ? strtotime( $post->post_date_gmt . ' UTC' ) : false;
	$unpublish  = (string) get_post_meta( $post->ID, MASTHEAD_UNPUBLISH_META, true );
	$until      = '' === $unpublish ? false : strtotime( $unpublish );
	return masthead_live_at( false === $publish_at ? null : $publish_at, false === $until ? null : $until, $at );
}

/** The statuses a query for published items asks for: on a timeline, scheduled ones too (then masthead_timeline_filter). */
function masthead_timeline_statuses() {
	return null === masthead_timeline_at() ? 'publish' : array( 'publish', 'future' );
}

/** Of posts a query found with masthead_timeline_statuses(), those published at the timeline's moment (all without one). */
function masthead_timeline_filter( array $posts ): array {
	return null === masthead_timeline_at() ? $posts : array_values( array_filter( $posts, 'masthead_is_public' ) );
}

/**
 * Scheduled posts, pages and jobs due by `$at` and live then, oldest first (at most a day's worth of a newsroom), each
 * due page followed by the published pages under it: hidden from readers while it is scheduled (masthead_is_visible),
 * they come with it.
 */
function masthead_timeline_due( int $at ): array {
	static $due = array();
	if ( ! isset( $due[ $at ] ) ) {
		$live       = function ( WP_Post $post ) use ( $at ) {
			return masthead_timeline_live( $post, $at );
		};
		$due[ $at ] = array();
		foreach ( array_filter( masthead_future_due( $at, 200 ), $live ) as $post ) {
			$due[ $at ][] = $post;
			for ( $level = array( $post->ID ); 'page' === $post->post_type && array() !== $level; ) {
				$under        = array_filter(
					get_posts(
						array(
							'post_type'        => 'page',
							'post_status'      => 'publish',
							'post_parent__in'  => $level,
							'numberposts'      => 200,
							'suppress_filters' => true,
							'no_found_rows'    => true,
						)
					),
					$live
				);
				$due[ $at ]   = array_merge( $due[ $at ], $under );
				$level        = wp_list_pluck( $under, 'ID' );
			}
		}
	}
	return $due[ $at ];
}

/** The due post, page or job (pages first) that will live at exactly this path, or null. */
function masthead_timeline_due_at( string $path, int $at ): ?WP_Post {
	$found = null;
	foreach ( masthead_timeline_due( $at ) as $post ) {
		if ( masthead_is_visible( $post ) && masthead_path_of( $post ) === $path && ( null === $found || 'page' === $post->post_type ) ) {
			$found = $post;
		}
	}
	return $found;
}

/** The first due post or page whose path has this `/nodes` slug, or null. */
function masthead_timeline_due_with_slug( string $slug, int $at ): ?WP_Post {
	foreach ( masthead_timeline_due( $at ) as $post ) {
		$path = masthead_path_of( $post );
		if ( null !== $path && masthead_is_visible( $post ) && masthead_slug_of_path( $path ) === $slug ) {
			return $post;
		}
	}
	return null;
}

/** The news list at `$at`, newest first, up to `$count` items, and its length: `[items, total]`. */
function masthead_timeline_news( int $at, int $count ): array {
	global $wpdb;
	$table   = masthead_news_table();
	$due     = array();
	foreach ( masthead_timeline_due( $at ) as $post ) {
		$row = masthead_news_row( $post, masthead_route_row( $post ) );
		if ( null !== $row ) {
			$due[] = $row;
		}
	}
	$expired = masthead_timeline_expired( $table, 'position', $at );
	$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, post_date, item FROM {$table} ORDER BY position DESC LIMIT %d", $count + count( $expired ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$rows    = array_merge(
		$due,
		array_filter(
			$rows,
			function ( array $row ) use ( $expired ) {
				return ! in_array( (int) $row['post_id'], $expired, true );
			}
		)
	);
	// Newest first; a due item before a listed one of the same moment (it is published after it).
	usort(
		$rows,
		function ( array $a, array $b ) {
			return strcmp( $b['post_date'], $a['post_date'] );
		}
	);
	$items = array();
	foreach ( array_slice( $rows, 0, $count ) as $row ) {
		$item = json_decode( $row['item'], true );
		if ( is_array( $item ) ) {
			$items[] = $item;
		}
	}
	return array( $items, masthead_listing_span( $table, 'position' )[1] - count( $expired ) + count( $due ) );
}

/**
 * Posts whose "unpublish at" has come by `$at`, and every page under one: down with it, as readers find a page under
 * an unpublished parent (masthead_is_visible). Few posts carry the date; each level of pages under them is one read.
 */
function masthead_timeline_down( int $at ): array {
	static $down = array();
	if ( ! isset( $down[ $at ] ) ) {
		global $wpdb;
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value <> '' AND meta_value <= %s", MASTHEAD_UNPUBLISH_META, gmdate( 'Y-m-d\TH:i:s\Z', $at ) ) ) );
		for ( $level = $ids; array() !== $level; $ids = array_merge( $ids, $level ) ) {
			$level = array_diff( array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_parent IN (" . implode( ',', $level ) . ')' ) ), $ids ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$down[ $at ] = $ids;
	}
	return $down[ $at ];
}

/** Posts a listing table holds (rows with `$column` set) that are down by `$at` (masthead_timeline_down). */
function masthead_timeline_expired( string $table, string $column, int $at ): array {
	global $wpdb;
	$down = masthead_timeline_down( $at );
	return array() === $down ? array() : array_map(
		'intval',
		$wpdb->get_col( "SELECT post_id FROM {$table} WHERE {$column} IS NOT NULL AND post_id IN (" . implode( ',', $down ) . ')' ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	);
}

/** The route rows of scheduled posts and pages due by `$at` (internal ones only for `$internal`), as the table would list them. */
function masthead_timeline_due_routes( int $at, bool $internal ): array {
	$rows = array();
	foreach ( masthead_timeline_due( $at ) as $post ) {
		$row = masthead_route_row( $post );
		if ( null !== $row && ( ! $internal || $row['internal'] ) ) {
			$rows[] = $row;
		}
	}
	return $rows;
}

/**
 * The route listing at `$at` from its `$first` row (0-based), up to `$count` rows, and its length: `[rows, total]`.
 * The table's rows in order less what has expired, then what has come due (listed last, as a publish appends it).
 */
function masthead_timeline_route_rows( int $at, int $first, int $count, bool $internal ): array {
	global $wpdb;
	$table   = masthead_routes_table();
	$column  = $internal ? 'internal_position' : 'position';
	$expired = masthead_timeline_expired( $table, $column, $at );
	$listed  = masthead_listing_span( $table, $column )[1] - count( $expired );
	$due     = masthead_timeline_due_routes( $at, $internal );
	$rows    = array();
	if ( $first < $listed ) {
		$skip = array() === $expired ? '' : ' AND post_id NOT IN (' . implode( ',', $expired ) . ')';
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT path, lastmod, post_type, robots, internal, gone, canonical_path FROM {$table} WHERE {$column} IS NOT NULL{$skip} ORDER BY {$column} LIMIT %d, %d", $first, $count ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$rows = array_merge( $rows, array_slice( $due, max( 0, $first - $listed ), $count - count( $rows ) ) );
	return array( $rows, $listed + count( $due ) );
}

/**
 * What search adds to its "who may appear" SQL (search.php masthead_search_visible) on a timeline: not what has
 * expired by `$at`, and what has come due then (kept in the search table while scheduled), indexable as the route
 * listing would list it, a role while open on that day.
 */
function masthead_timeline_search_where( int $at ): string {
	$expired = masthead_timeline_expired( masthead_search_table(), 'post_id', $at );
	$due     = array();
	foreach ( masthead_timeline_due_routes( $at, false ) as $row ) {
		if ( ! $row['internal'] && ! $row['gone'] && '' === $row['canonical_path'] && 'index, follow' === $row['robots'] ) {
			$due[] = (int) $row['post_id'];
		}
	}
	foreach ( masthead_timeline_due( $at ) as $post ) {
		$closes = (string) get_post_meta( $post->ID, '_masthead_job_valid_through', true );
		if ( 'masthead_job' === $post->post_type && ( '' === $closes || $closes >= masthead_london_date( $at ) ) ) {
			$due[] = (int) $post->ID;
		}
	}
	return ( array() === $expired ? '' : ' AND s.post_id NOT IN (' . implode( ',', $expired ) . ')' )
		. ( array() === $due ? '' : ' OR s.post_id IN (' . implode( ',', $due ) . ')' );
}

/** Page `$page` of the news list at `$at`, as masthead_news_page() answers. */
function masthead_timeline_news_page( int $at, int $page, int $limit ): array {
	list( $items, $total ) = masthead_timeline_news( $at, $page * $limit );
	return array(
		'page'  => $page,
		'limit' => $limit,
		'total' => $total,
		'pages' => (int) ceil( $total / $limit ),
		'items' => array_slice( $items, ( $page - 1 ) * $limit, $limit ),
	);
}

/**
 * The site's timeline address for this user at `$at` (digits or a UTC ISO instant) showing `$path`, or a WP_Error
 * whose data is the HTTP status.
 *
 * @return string|WP_Error
 */
function masthead_timeline_generate( WP_User $user, string $at, string $path, int $now, string $id = '' ) {
	// Or the page of the item `$id` (the editor's link), when this user may edit it.
	$item = '' === $path && preg_match( '/^\d{1,12}$/', $id ) ? get_post( (int) $id ) : null;
	if ( $item instanceof WP_Post && user_can( $user, 'edit_post', $item->ID ) ) {
		$path = (string) masthead_path_of( $item );
	}
	$moment = preg_match( '/^\d{1,12}$/', $at ) ? (int) $at : ( preg_match( '/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?Z$/', $at ) ? strtotime( $at ) : false );
	if ( false === $moment || ( '' !== $path && ( ! masthead_is_site_path( $path ) || strlen( $path ) > MASTHEAD_MAX_PATH ) ) ) {
		return new WP_Error( 'masthead_bad_request', 'The site at a moment needs a time (unix seconds or a UTC ISO instant) and, if any, a site path.', 400 );
	}
	if ( ! user_can( $user, 'edit_posts' ) ) {
		return new WP_Error( 'masthead_forbidden', 'You are not allowed to see the site ahead of time.', 403 );
	}
	$secret = masthead_preview_secret();
	if ( '' === $secret ) {
		return new WP_Error( 'masthead_unconfigured', 'Previews are not configured: MASTHEAD_PREVIEW_SECRET is empty.', 503 );
	}
	$query = array(
		'at'    => $moment,
		'token' => masthead_preview_sign( $secret, (string) $moment, MASTHEAD_TIMELINE_SCOPE, $now + min( masthead_preview_ttl(), MASTHEAD_PREVIEW_MAX_LIFETIME ) ),
	);
	if ( '' !== $path ) {
		$query['path'] = $path;
	}
	return masthead_site_origin() . '/preview?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
}

/** "See the site at…" beside a scheduled item in wp-admin's lists: the site at its time, on its page. */
function masthead_timeline_row_action( $actions, $post ) {
	if ( ! $post instanceof WP_Post || 'future' !== $post->post_status || ! current_user_can( 'edit_post', $post->ID ) ) {
		return $actions;
	}
	$at    = strtotime( $post->post_date_gmt . ' UTC' );
	$path  = masthead_path_of( $post );
	$query = array( 'at' => $at );
	if ( null !== $path ) {
		$query['path'] = $path;
	}
	$actions['masthead_timeline'] = sprintf(
		'<a href="%s">%s</a>',
		esc_url( home_url( '/generate?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ) ) ),
		/* translators: %s: the scheduled time */
		esc_html( sprintf( __( 'See the site at %s', 'masthead' ), get_date_from_gmt( $post->post_date_gmt, 'j M Y H:i' ) ) )
	);
	return $actions;
}
