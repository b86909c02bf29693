<?php
/**
 * The two listing tables of docs/decisions/011-wordpress-back-end.md, kept in
 * step with every change: `{prefix}masthead_routes` (every published page and
 * post, in the order they were listed, new ones at the end; also the path
 * index of `/paths`) and `{prefix}masthead_news` (the articles readers may
 * find, oldest first by date, the later ID first on equal dates, read
 * backwards). Both have a dense `position` primary key, so a page of either
 * listing is one range read (`BETWEEN`), never an OFFSET scan. Beside the
 * news, `{prefix}masthead_news_brands` names each article's brands (brands.php)
 * and the news rows their category: the news narrowed to a brand or a type
 * (`/news?brand=&type=`) reads those, newest first, from positions kept until
 * the news next changes (masthead_news_narrowed_index). Dense from the
 * lowest position, not from 0: a row in or out moves the rows on its shorter
 * side, so a save near either end (a new or recent article, an old page, the
 * oldest article) moves a few rows, not 100,000 (bench/wordpress-scale.ts).
 *
 * @package Masthead
 */

/** Bumped when the tables change shape or content: a rebuild in the background replaces them (below). */
const MASTHEAD_LISTING_SCHEMA = '5';

/** Where the rebuild numbers news rows before their final order (past any real position). */
const MASTHEAD_REBUILD_OFFSET = 1000000000000;

/** Where a rebuild starts numbering: room below for rows that come in at the low end. */
const MASTHEAD_LISTING_BASE = 1000000000;

/** The rebuild under way (autoloaded, so every request's check is free): '' or JSON `{schema, after, numbered}`. */
const MASTHEAD_REBUILD_STATE = 'masthead_listing_rebuild';

/** The WP-Cron event that continues a rebuild. */
const MASTHEAD_REBUILD_HOOK = 'masthead_listing_rebuild_step';

/** Seconds of rebuild one background request (a WP-Cron run, the site's minute call) does before handing on. */
const MASTHEAD_REBUILD_STEP_SECONDS = 20;

/** Meta keys whose change moves a post in or out of a listing. */
const MASTHEAD_LISTED_META = array( '_masthead_gone', '_masthead_internal', '_masthead_canonical_path', '_masthead_noindex', ...MASTHEAD_SEO_ROBOTS_META );

function masthead_routes_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_routes';
}

function masthead_news_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_news';
}

function masthead_news_brands_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_news_brands';
}

/** Post IDs whose rows must be synced again: `pending` (a save that could not take the lock), `replay` (into a rebuild's tables). */
function masthead_listing_queue_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_listing_queue';
}

/** The three listing tables readers read (`''`), or a rebuild's shadow copies of them (`'_next'`). */
function masthead_listing_tables( string $suffix = '' ): array {
	return array(
		'routes' => masthead_routes_table() . $suffix,
		'news'   => masthead_news_table() . $suffix,
		'brands' => masthead_news_brands_table() . $suffix,
	);
}

/** Creates or updates the three tables, or their `_next` copies of the same shape (dbDelta); the queue with the live ones. */
function masthead_install_tables( string $suffix = '' ): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$charset = $wpdb->get_charset_collate();
	$tables  = masthead_listing_tables( $suffix );
	$queue   = '' === $suffix ? 'CREATE TABLE ' . masthead_listing_queue_table() . " (
  kind varchar(10) NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (kind,post_id)
) {$charset};" : '';
	dbDelta(
		"CREATE TABLE {$tables['routes']} (
  position bigint(20) unsigned NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  internal_position bigint(20) unsigned DEFAULT NULL,
  path varchar(2048) NOT NULL,
  slug varchar(200) NOT NULL,
  post_type varchar(20) NOT NULL,
  lastmod date NOT NULL,
  robots varchar(20) NOT NULL,
  internal tinyint(1) NOT NULL DEFAULT 0,
  gone tinyint(1) NOT NULL DEFAULT 0,
  canonical_path varchar(2048) NOT NULL DEFAULT '',
  PRIMARY KEY  (position),
  UNIQUE KEY post_id (post_id),
  UNIQUE KEY internal_position (internal_position),
  KEY path (path(191)),
  KEY slug (slug(191))
) {$charset};
CREATE TABLE {$tables['news']} (
  position bigint(20) unsigned NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  post_date datetime NOT NULL,
  category varchar(100) NOT NULL DEFAULT '',
  item longtext NOT NULL,
  PRIMARY KEY  (position),
  UNIQUE KEY post_id (post_id),
  KEY sort (post_date,post_id),
  KEY category (category,position)
) {$charset};
CREATE TABLE {$tables['brands']} (
  brand varchar(40) NOT NULL,
  post_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (brand,post_id),
  KEY post_id (post_id)
) {$charset};
{$queue}"
	);
}

/**
 * Every request: a save deferred (masthead_listing_defer) is listed now, if the lock is free; and when the plugin's
 * code is newer than the tables (an update without reactivation) or a rebuild is under way, WP-Cron is asked to
 * continue it. Readers never rebuild: they read the current tables until the swap (masthead_rebuild_finish).
 */
function masthead_listing_check_schema(): void {
	if ( '1' === get_option( 'masthead_listing_pending' ) ) {
		masthead_listing_locked( 'masthead_listing_drain', 0 );
	}
	if ( get_option( 'masthead_listing_schema' ) !== MASTHEAD_LISTING_SCHEMA || '' !== (string) get_option( MASTHEAD_REBUILD_STATE, '' ) ) {
		masthead_background_later( MASTHEAD_REBUILD_HOOK );
	}
}
add_action( 'init', 'masthead_listing_check_schema', 5 );

/**
 * Runs `$work` holding the named MariaDB lock (GET_LOCK: one holder across every PHP worker), waiting up to `$wait`
 * seconds for it. Returns whether it ran: without the lock nothing is done (the caller defers, retries or leaves it be).
 */
function masthead_locked( string $name, int $wait, callable $work ): bool {
	global $wpdb;
	$lock = $wpdb->prefix . $name;
	if ( 1 !== (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, $wait ) ) ) {
		return false;
	}
	try {
		$work();
		return true;
	} finally {
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
	}
}

/** Runs `$work` holding the listing lock, so two PHP workers never number the same position (masthead_locked). */
function masthead_listing_locked( callable $work, int $wait = 10 ): bool {
	return masthead_locked( 'masthead_listing', $wait, $work );
}

/** Room for a background step of `$seconds` (0: no limit, the command line) and one more chunk. */
function masthead_background_limits( float $seconds ): void {
	wp_raise_memory_limit( 'admin' );
	if ( function_exists( 'set_time_limit' ) ) {
		@set_time_limit( $seconds > 0 ? (int) $seconds + 120 : 0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- some hosts forbid it; the budget still holds.
	}
}

/**
 * What a chunk of a background step read, let go: WordPress's in-memory object cache (flushed only where the cache
 * can flush its in-memory layer alone: 6.1's wp_cache_supports) and, with SAVEQUERIES, every query.
 */
function masthead_forget_chunk(): void {
	global $wpdb;
	$wpdb->queries = array();
	if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
		wp_cache_flush_runtime();
	}
}

// --- What a post's rows are. ---

/** Whether a post is public content: published, not password-protected; on a timeline, published at its moment (timeline.php). */
function masthead_is_public( ?WP_Post $post ): bool {
	$at = masthead_timeline_at();
	if ( null !== $at ) {
		return $post instanceof WP_Post && masthead_timeline_live( $post, $at );
	}
	return $post instanceof WP_Post && 'publish' === $post->post_status && '' === $post->post_password;
}

/**
 * Whether readers may see a post: public itself and, for a page, every ancestor public too. A published page under
 * a private, draft, pending, scheduled or trashed parent is hidden with it: listed nowhere, served nowhere, so
 * its path never tells a stranger the parent's slug.
 */
function masthead_is_visible( ?WP_Post $post ): bool {
	if ( ! masthead_is_public( $post ) ) {
		return false;
	}
	foreach ( get_post_ancestors( $post ) as $ancestor ) {
		if ( ! masthead_is_public( get_post( (int) $ancestor ) ) ) {
			return false;
		}
	}
	return true;
}

/** The route row of a post, or null when it is not a listed route (not visible, not a page or post, no path). */
function masthead_route_row( WP_Post $post ): ?array {
	if ( ! masthead_is_visible( $post ) ) {
		return null;
	}
	$path = masthead_path_of( $post );
	if ( null === $path ) {
		return null;
	}
	$id        = (int) $post->ID;
	$canonical = masthead_listed_canonical( $post, $path );
	return array(
		'post_id'        => $id,
		'path'           => $path,
		'slug'           => masthead_slug_of_path( $path ),
		'post_type'      => 'post' === $post->post_type ? 'post' : 'page',
		'lastmod'        => substr( max( (string) $post->post_date, (string) $post->post_modified ), 0, 10 ),
		'robots'         => masthead_seo_robots( $id, masthead_meta_flag( $id, '_masthead_noindex' ) ),
		'internal'       => masthead_meta_flag( $id, '_masthead_internal' ) ? 1 : 0,
		'gone'           => masthead_meta_flag( $id, '_masthead_gone' ) ? 1 : 0,
		'canonical_path' => null === $canonical ? '' : $canonical,
	);
}

/** The news row of an article readers may find (no duplicate, internal or gone one), or null. */
function masthead_news_row( WP_Post $post, ?array $route ): ?array {
	if ( null === $route || 'post' !== $post->post_type || $route['internal'] || $route['gone'] || '' !== $route['canonical_path'] ) {
		return null;
	}
	$item = array(
		'title'   => (string) $post->post_title,
		'href'    => $route['path'],
		'date'    => masthead_date_text( masthead_iso_date( $post ) ),
		'excerpt' => (string) $post->post_excerpt,
	);
	$published = masthead_published_moment( $post );
	if ( null !== $published ) {
		$item['published'] = $published;
	}
	$category = masthead_category_of( $post );
	if ( null !== $category ) {
		$item['category'] = $category;
	}
	$brands = masthead_brands_of( $post );
	if ( array() !== $brands ) {
		$item['brands'] = $brands;
	}
	// Readers find it in the news list; the news sitemap leaves it out (an SEO field's noindex).
	if ( 0 === strpos( $route['robots'], 'noindex' ) ) {
		$item['noindex'] = true;
	}
	// The card image is the article header's, as the reference CMS takes it (the featured image's without one).
	$main = masthead_post_slots( $post )['main'];
	foreach ( $main as $node ) {
		if ( 'article-header' === $node['type'] ) {
			if ( isset( $node['image'] ) && is_array( $node['image'] ) && array() !== $node['image'] ) {
				$item['image'] = $node['image'];
			}
			break;
		}
	}
	// No excerpt written (most found posts): the card sums it up as WordPress's lists did, from what readers read.
	if ( '' === trim( $item['excerpt'] ) ) {
		$item['excerpt'] = masthead_nodes_summary( $main );
	}
	return array(
		'post_id'   => (int) $post->ID,
		'post_date' => (string) $post->post_date,
		'category'  => null === $category ? '' : mb_substr( $category, 0, 100 ),
		'item'      => wp_json_encode( $item, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE ),
	);
}

// --- Keeping one post's rows in step. ---

/**
 * Inserts, updates or removes one post's rows after any change; a no-op when nothing changed. Without the lock
 * (another worker held it for 10 s) nothing is written: the post is queued for the next request (masthead_listing_defer).
 */
function masthead_listing_sync( int $post_id ): void {
	$synced = masthead_listing_locked(
		function () use ( $post_id ) {
			masthead_listing_sync_post( $post_id );
		}
	);
	if ( ! $synced ) {
		masthead_listing_defer( $post_id );
	}
}

/**
 * One post's rows in the tables readers read (the lock held); while a rebuild is under way it may have read the post
 * before this change, so the post and the rows that followed it are queued to be replayed into its tables before the swap.
 */
function masthead_listing_sync_post( int $post_id ): void {
	$synced = masthead_listing_sync_unlocked( $post_id, masthead_listing_tables() );
	// Read from the database, not this request's options: the rebuild may have begun since they were loaded.
	if ( null !== masthead_rebuild_state() ) {
		masthead_listing_queue( 'replay', $synced );
	}
}

/** Post IDs into the queue (masthead_listing_queue_table), once each. */
function masthead_listing_queue( string $kind, array $post_ids ): void {
	global $wpdb;
	$rows = array();
	foreach ( array_unique( $post_ids ) as $id ) {
		$rows[] = $wpdb->prepare( '(%s, %d)', $kind, $id );
	}
	if ( array() !== $rows ) {
		$wpdb->query( 'INSERT IGNORE INTO ' . masthead_listing_queue_table() . ' (kind, post_id) VALUES ' . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every value is prepared above.
	}
}

/** A save whose rows could not be written (no lock): queued, and listed by the next request that gets the lock. */
function masthead_listing_defer( int $post_id ): void {
	masthead_listing_queue( 'pending', array( $post_id ) );
	update_option( 'masthead_listing_pending', '1', true );
}

/** Lists the deferred saves (the lock held): the flag is cleared first, so a save deferred meanwhile raises it again. */
function masthead_listing_drain(): void {
	global $wpdb;
	update_option( 'masthead_listing_pending', '0', true );
	$queue = masthead_listing_queue_table();
	foreach ( array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$queue} WHERE kind = 'pending'" ) ) as $id ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->delete(
			$queue,
			array(
				'kind'    => 'pending',
				'post_id' => $id,
			)
		);
		masthead_listing_sync_post( $id );
	}
}

/** Syncs one post's rows in `$tables` (masthead_listing_tables) and, when its path moved, its descendants'; returns every post ID synced. */
function masthead_listing_sync_unlocked( int $post_id, array $tables ): array {
	global $wpdb;
	$post   = get_post( $post_id );
	$post   = $post instanceof WP_Post ? $post : null;
	$row    = null === $post ? null : masthead_route_row( $post );
	$old    = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$tables['routes']} WHERE post_id = %d", $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$synced = array( $post_id );
	masthead_sync_route( $old, $row, $tables['routes'] );
	masthead_sync_news( $post_id, null === $post ? null : masthead_news_row( $post, $row ), $tables );
	// A page's new path is its children's new path too, and a page hidden (or shown) hides (or shows) its children.
	if ( ( $old['path'] ?? null ) !== ( $row['path'] ?? null ) ) {
		foreach ( masthead_listing_descendants( $post, $old, $tables['routes'] ) as $child ) {
			$synced = array_merge( $synced, masthead_listing_sync_unlocked( $child, $tables ) );
		}
	}
	return $synced;
}

/**
 * The posts whose rows follow a page's: its child pages, and while it was listed the rows under its old path
 * (a page deleted for good leaves its children to its own parent without a hook of theirs).
 */
function masthead_listing_descendants( ?WP_Post $post, ?array $old, string $routes ): array {
	global $wpdb;
	$ids = array();
	if ( null !== $post && 'page' === $post->post_type ) {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_parent = %d AND post_type = 'page'", $post->ID ) );
	}
	if ( null !== $old && 'page' === $old['post_type'] && '/' !== $old['path'] ) {
		$under = $wpdb->esc_like( $old['path'] ) . '%';
		$ids   = array_merge( $ids, $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$routes} WHERE path LIKE %s AND post_id <> %d", $under, $old['post_id'] ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	return array_values( array_unique( array_map( 'intval', $ids ) ) );
}

function masthead_sync_route( ?array $old, ?array $row, string $table ): void {
	global $wpdb;
	if ( null === $row ) {
		if ( null !== $old ) {
			masthead_search_post_changed( (int) $old['post_id'] );
			$wpdb->delete( $table, array( 'position' => $old['position'] ) );
			masthead_close_gap( $table, 'position', (int) $old['position'] );
			if ( null !== $old['internal_position'] ) {
				masthead_close_gap( $table, 'internal_position', (int) $old['internal_position'] );
			}
		}
		return;
	}
	if ( null === $old ) {
		masthead_search_post_changed( (int) $row['post_id'] );
		$row['position']          = masthead_next_position( $table, 'position' );
		$row['internal_position'] = $row['internal'] ? masthead_next_position( $table, 'internal_position' ) : null;
		$wpdb->insert( $table, $row );
		return;
	}
	$changes = array_diff_assoc( array_map( 'strval', $row ), array_map( 'strval', array_intersect_key( $old, $row ) ) );
	if ( array() === $changes ) {
		return;
	}
	masthead_search_post_changed( (int) $old['post_id'] );
	if ( $row['internal'] && null === $old['internal_position'] ) {
		$changes['internal_position'] = masthead_next_position( $table, 'internal_position' );
	}
	$wpdb->update( $table, $changes, array( 'position' => $old['position'] ) );
	if ( ! $row['internal'] && null !== $old['internal_position'] ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET internal_position = NULL WHERE position = %d", $old['position'] ) );
		masthead_close_gap( $table, 'internal_position', (int) $old['internal_position'] );
	}
}

function masthead_sync_news( int $post_id, ?array $row, array $tables ): void {
	global $wpdb;
	$table = $tables['news'];
	$old   = $wpdb->get_row( $wpdb->prepare( "SELECT position, post_date, category, item FROM {$table} WHERE post_id = %d", $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	masthead_sync_news_brands( $post_id, null === $row ? array() : ( json_decode( $row['item'], true )['brands'] ?? array() ), $tables['brands'] );
	if ( null !== $old && null !== $row && $old['post_date'] === $row['post_date'] ) {
		if ( $old['item'] !== $row['item'] || $old['category'] !== $row['category'] ) {
			$wpdb->update(
				$table,
				array(
					'item'     => $row['item'],
					'category' => $row['category'],
				),
				array( 'position' => $old['position'] )
			);
			if ( $old['category'] !== $row['category'] ) {
				masthead_news_changed();
			}
		}
		return;
	}
	if ( null === $old && null === $row ) {
		return;
	}
	if ( null !== $old ) {
		$wpdb->delete( $table, array( 'position' => $old['position'] ) );
		masthead_close_gap( $table, 'position', (int) $old['position'] );
	}
	if ( null !== $row ) {
		// Rows before it, oldest first: earlier dates, and on its date the later IDs.
		$at                    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE post_date < %s OR ( post_date = %s AND post_id > %d )", $row['post_date'], $row['post_date'], $post_id ) );
		list( $first, $count ) = masthead_listing_span( $table, 'position' );
		if ( $at < $count - $at && $first > 0 ) {
			// Nearer the low end: the rows before it move down one.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET position = position - 1 WHERE position < %d ORDER BY position ASC", $first + $at ) );
			$row['position'] = $first + $at - 1;
		} else {
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET position = position + 1 WHERE position >= %d ORDER BY position DESC", $first + $at ) );
			$row['position'] = $first + $at;
		}
		$wpdb->insert( $table, $row );
	}
	// Rows moved: after the writes, so an index read before them is never kept as current.
	masthead_news_changed();
}

/** An article's rows of the brands table: one a brand it names while it is in the news list. */
function masthead_sync_news_brands( int $post_id, array $brands, string $table ): void {
	global $wpdb;
	$had   = $wpdb->get_col( $wpdb->prepare( "SELECT brand FROM {$table} WHERE post_id = %d ORDER BY brand", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wants = array_values( array_unique( $brands ) );
	sort( $wants );
	if ( $had === $wants ) {
		return;
	}
	$wpdb->delete( $table, array( 'post_id' => $post_id ) );
	masthead_insert_rows( $table, masthead_brand_rows( $post_id, $wants ) );
	masthead_news_changed();
}

function masthead_brand_rows( int $post_id, array $brands ): array {
	return array_map(
		static function ( string $brand ) use ( $post_id ) {
			return array(
				'brand'   => $brand,
				'post_id' => $post_id,
			);
		},
		$brands
	);
}

/** `[first position, rows]` of a dense column (rows: 0 and the rebuild's first position when empty). */
function masthead_listing_span( string $table, string $column ): array {
	global $wpdb;
	$ends = $wpdb->get_row( "SELECT MIN({$column}) AS first, MAX({$column}) AS last FROM {$table}", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column are ours.
	return null === $ends || null === $ends['first'] ? array( MASTHEAD_LISTING_BASE, 0 ) : array( (int) $ends['first'], (int) $ends['last'] - (int) $ends['first'] + 1 );
}

/** The next free position of a dense column: after its last. */
function masthead_next_position( string $table, string $column ): int {
	list( $first, $count ) = masthead_listing_span( $table, $column );
	return $first + $count;
}

/** Closes the gap a removed position left, so the column stays dense: the rows on its shorter side move one. */
function masthead_close_gap( string $table, string $column, int $removed ): void {
	global $wpdb;
	$ends = $wpdb->get_row( "SELECT MIN({$column}) AS first, MAX({$column}) AS last FROM {$table}", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column are ours.
	if ( null === $ends || null === $ends['first'] ) {
		return;
	}
	if ( $removed - (int) $ends['first'] < (int) $ends['last'] - $removed ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$column} = {$column} + 1 WHERE {$column} < %d ORDER BY {$column} DESC", $removed ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column are ours.
	} else {
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$column} = {$column} - 1 WHERE {$column} > %d ORDER BY {$column} ASC", $removed ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column are ours.
	}
}

// --- The whole rebuild (a schema change, activation, the importers). ---

/*
 * A publisher's archive (100,000 posts: bench/wordpress-scale.ts) takes minutes to list again, longer than a web
 * request may run, so a rebuild never empties what readers read: it fills shadow copies (`{table}_next`) in chunks
 * of posts by ID, recording the last ID done, and one RENAME TABLE swaps all three at the end; only then is the
 * schema option written. It runs in the background, never in a reader's request: each WP-Cron run (spawned by any
 * request, or a host's system cron) and each of the site's minute schedule calls (schedule.php; WP-Cron is off on
 * managed hosts) continues it for MASTHEAD_REBUILD_STEP_SECONDS, so no run nears PHP's time or memory limit and a
 * run that dies loses one chunk. One rebuilder at a time (GET_LOCK without waiting): the others leave it be.
 * Command-line tools (the importers, activation from the command line) run it to the end in one go.
 */

/** The rebuild under way, from the database itself (another process may have begun or finished it since this request's options were loaded), or null. */
function masthead_rebuild_state(): ?array {
	$value = masthead_option_now( MASTHEAD_REBUILD_STATE );
	$state = null === $value || '' === $value ? null : json_decode( $value, true );
	return is_array( $state ) ? $state : null;
}

/** An option as the database holds it now, past this request's cache. */
function masthead_option_now( string $name ): ?string {
	global $wpdb;
	return $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
}

function masthead_rebuild_save_state( ?array $state ): void {
	update_option( MASTHEAD_REBUILD_STATE, null === $state ? '' : wp_json_encode( $state ), true );
}

/** Asks WP-Cron to run `$hook` (once: a duplicate event is refused). */
function masthead_background_later( string $hook ): void {
	if ( ! wp_next_scheduled( $hook ) ) {
		wp_schedule_single_event( time(), $hook );
	}
}

/**
 * `$step` (seconds of work: false when not finished, null when another process holds it) as what WP-Cron's `$hook`
 * continues: each run a step of MASTHEAD_REBUILD_STEP_SECONDS, and another run asked for when it did not finish.
 */
function masthead_background_work( string $hook, callable $step ): void {
	add_action(
		$hook,
		static function () use ( $hook, $step ) {
			if ( false === $step( MASTHEAD_REBUILD_STEP_SECONDS ) ) {
				masthead_background_later( $hook );
			}
		}
	);
}
masthead_background_work( MASTHEAD_REBUILD_HOOK, 'masthead_listing_rebuild_step' );

/**
 * Continues the rebuild due (or begins one; `$fresh`: a new one in any case, as activation needs) for up to `$seconds`
 * of chunks (0: to the end), at most `$chunks` of them. True when the tables are current (swapped, or nothing was
 * due); false when it is not finished yet; null when another process holds the rebuild (nothing done).
 */
function masthead_listing_rebuild_step( float $seconds, int $chunks = PHP_INT_MAX, bool $fresh = false ): ?bool {
	$done = null;
	masthead_locked(
		'masthead_listing_rebuild',
		0,
		function () use ( $seconds, $chunks, $fresh, &$done ) {
			$current = ! $fresh && null === masthead_rebuild_state() && MASTHEAD_LISTING_SCHEMA === masthead_option_now( 'masthead_listing_schema' );
			$done    = $current || masthead_rebuild_run( $seconds, $chunks, $fresh );
		}
	);
	return $done;
}

/**
 * Lists every public page and post again, to the end, from the start (after an import or activation the content is
 * not what a rebuild under way has read): waits for a rebuild another process is running, then takes over.
 */
function masthead_listing_rebuild(): void {
	masthead_locked(
		'masthead_listing_rebuild',
		600,
		function () {
			$fresh = true;
			// The swap waits for the listing lock; a save holding it is brief, so try again until it is done.
			while ( ! masthead_rebuild_run( 0, PHP_INT_MAX, $fresh ) ) {
				$fresh = false;
			}
		}
	);
}

/** Whether a table exists. */
function masthead_table_exists( string $table ): bool {
	global $wpdb;
	return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
}

/** The rebuild lock held: begins when nothing is under way (or `$fresh`), fills chunks within the budget, swaps at the end. */
function masthead_rebuild_run( float $seconds, int $chunks, bool $fresh ): bool {
	$state = masthead_rebuild_state();
	if ( $fresh || null === $state || MASTHEAD_LISTING_SCHEMA !== ( $state['schema'] ?? null ) || ! masthead_table_exists( masthead_listing_tables( '_next' )['routes'] ) ) {
		$state = masthead_rebuild_begin();
	}
	masthead_background_limits( $seconds );
	$until = $seconds > 0 ? microtime( true ) + $seconds : INF;
	while ( empty( $state['numbered'] ) ) {
		if ( 0 === $chunks-- || microtime( true ) >= $until ) {
			return false;
		}
		masthead_rebuild_chunk( $state );
	}
	return masthead_rebuild_finish();
}

/** New, empty shadow tables; the live ones made or brought to the code's shape (dbDelta adds, never empties). */
function masthead_rebuild_begin(): array {
	global $wpdb;
	// On first activation readers find empty tables, not missing ones, until the swap.
	masthead_install_tables();
	foreach ( masthead_listing_tables( '_next' ) as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	masthead_install_tables( '_next' );
	$wpdb->query( 'DELETE FROM ' . masthead_listing_queue_table() . " WHERE kind = 'replay'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$state = array(
		'schema' => MASTHEAD_LISTING_SCHEMA,
		'after'  => 0,
	);
	masthead_rebuild_save_state( $state );
	do_action( 'masthead_listing_rebuild_begun' );
	return $state;
}

/**
 * The next chunk of posts after `$state['after']` into the shadow tables, then the last ID done recorded; after the
 * last chunk the news renumbered by date. Rows of a chunk a stopped process wrote but did not record go first.
 */
function masthead_rebuild_chunk( array &$state ): void {
	global $wpdb;
	$next  = masthead_listing_tables( '_next' );
	$after = (int) $state['after'];
	foreach ( $next as $table ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE post_id > %d", $after ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$size     = max( 1, (int) apply_filters( 'masthead_listing_rebuild_chunk', 500 ) );
	$position = masthead_next_position( $next['routes'], 'position' );
	$internal = masthead_next_position( $next['routes'], 'internal_position' );
	$article  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$next['news']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$ids      = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_type IN ('page', 'post') AND post_status = 'publish' AND post_password = '' ORDER BY ID LIMIT %d", $after, $size ) ) );
	_prime_post_caches( $ids, true, true );
	$route_rows = array();
	$news_rows  = array();
	$brand_rows = array();
	foreach ( $ids as $id ) {
		$post = get_post( $id );
		$row  = $post instanceof WP_Post ? masthead_route_row( $post ) : null;
		if ( null === $row ) {
			continue;
		}
		$row['position']          = $position++;
		$row['internal_position'] = $row['internal'] ? $internal++ : null;
		$route_rows[]             = $row;
		$item                     = masthead_news_row( $post, $row );
		if ( null !== $item ) {
			// Numbered past any final position for now: renumbered by date at the end.
			$item['position'] = MASTHEAD_REBUILD_OFFSET + $article++;
			$news_rows[]      = $item;
			$brand_rows       = array_merge( $brand_rows, masthead_brand_rows( $id, array_unique( json_decode( $item['item'], true )['brands'] ?? array() ) ) );
		}
	}
	masthead_insert_rows( $next['routes'], $route_rows );
	masthead_insert_rows( $next['news'], $news_rows );
	masthead_insert_rows( $next['brands'], $brand_rows );
	if ( count( $ids ) < $size ) {
		// Rows a stopped run numbered already move out of the way first, so no new number meets an old one.
		$wpdb->query( $wpdb->prepare( "UPDATE {$next['news']} SET position = position + %d WHERE position < %d ORDER BY position DESC", MASTHEAD_REBUILD_OFFSET, MASTHEAD_REBUILD_OFFSET ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( 'SET @masthead_position := %d', MASTHEAD_LISTING_BASE - 1 ) );
		$wpdb->query( "UPDATE {$next['news']} SET position = (@masthead_position := @masthead_position + 1) ORDER BY post_date ASC, post_id DESC" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$state['numbered'] = true;
	}
	$state['after'] = array() === $ids ? $after : end( $ids );
	masthead_rebuild_save_state( $state );
	do_action( 'masthead_listing_rebuild_chunk_done', $state );
	masthead_forget_chunk();
}

/**
 * The swap, under the listing lock (false without it: the next step tries again): deferred saves listed, the saves
 * made since the rebuild began replayed into the shadow tables, then one RENAME TABLE for all three (readers see
 * the old tables or the new, never neither), the old dropped, and only then the schema option written.
 */
function masthead_rebuild_finish(): bool {
	$done = masthead_listing_locked(
		function () {
			global $wpdb;
			$live  = masthead_listing_tables();
			$next  = masthead_listing_tables( '_next' );
			$queue = masthead_listing_queue_table();
			masthead_listing_drain();
			foreach ( array_map( 'intval', $wpdb->get_col( "SELECT post_id FROM {$queue} WHERE kind = 'replay'" ) ) as $id ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				masthead_listing_sync_unlocked( $id, $next );
			}
			$renames = array();
			foreach ( $live as $key => $table ) {
				$wpdb->query( "DROP TABLE IF EXISTS {$table}_old" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$renames[] = "{$table} TO {$table}_old, {$next[ $key ]} TO {$table}";
			}
			$wpdb->query( 'RENAME TABLE ' . implode( ', ', $renames ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table names are ours.
			masthead_news_changed();
			foreach ( $live as $table ) {
				$wpdb->query( "DROP TABLE IF EXISTS {$table}_old" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			}
			$wpdb->query( "DELETE FROM {$queue} WHERE kind = 'replay'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			update_option( 'masthead_listing_schema', MASTHEAD_LISTING_SCHEMA );
			masthead_rebuild_save_state( null );
		}
	);
	if ( $done ) {
		wp_clear_scheduled_hook( MASTHEAD_REBUILD_HOOK );
		// Search's stored sets read who is listed (search-ranked.php).
		masthead_search_changed();
		do_action( 'masthead_listing_rebuilt' );
	}
	return $done;
}

/** One multi-row INSERT of rows that share their keys. */
function masthead_insert_rows( string $table, array $rows ): void {
	global $wpdb;
	if ( array() === $rows ) {
		return;
	}
	$columns = array_keys( $rows[0] );
	$values  = array();
	foreach ( $rows as $row ) {
		$cells = array();
		foreach ( $columns as $column ) {
			$cells[] = null === $row[ $column ] ? 'NULL' : $wpdb->prepare( is_int( $row[ $column ] ) ? '%d' : '%s', $row[ $column ] );
		}
		$values[] = '(' . implode( ',', $cells ) . ')';
	}
	$wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- every value is prepared above.
}

// --- Reading the listings. ---

/** The 0-based position of a post in the newest-first news list, or null when it is not listed. */
function masthead_news_position( int $post_id ): ?int {
	global $wpdb;
	$table    = masthead_news_table();
	$position = $wpdb->get_var( $wpdb->prepare( "SELECT position FROM {$table} WHERE post_id = %d", $post_id ) );
	return null === $position ? null : masthead_next_position( $table, 'position' ) - 1 - (int) $position;
}

/** Page `$page` (1-based) of the route listing: `{page, limit, total, pages, routes}`; on a timeline, as at its moment. */
function masthead_route_list_page( int $page, int $limit, bool $internal ): array {
	global $wpdb;
	$at = masthead_timeline_at();
	if ( null !== $at ) {
		list( $rows, $total ) = masthead_timeline_route_rows( $at, ( $page - 1 ) * $limit, $limit, $internal );
	} else {
		$table                  = masthead_routes_table();
		$column                 = $internal ? 'internal_position' : 'position';
		list( $lowest, $total ) = masthead_listing_span( $table, $column );
		$first                  = ( $page - 1 ) * $limit;
		$rows                   = $first >= $total ? array() : $wpdb->get_results( $wpdb->prepare( "SELECT path, lastmod, post_type, robots, internal, gone, canonical_path FROM {$table} WHERE {$column} BETWEEN %d AND %d ORDER BY {$column}", $lowest + $first, $lowest + $first + $limit - 1 ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	return array(
		'page'   => $page,
		'limit'  => $limit,
		'total'  => $total,
		'pages'  => (int) ceil( $total / $limit ),
		'routes' => array_map( 'masthead_route_list_item', $rows ),
	);
}

/** A route table row as the route listing gives it. */
function masthead_route_list_item( array $row ): array {
	$item = array(
		'path'    => $row['path'],
		'lastmod' => $row['lastmod'],
		'type'    => $row['post_type'],
		'robots'  => $row['robots'],
	);
	if ( '1' === (string) $row['internal'] ) {
		$item['internal'] = true;
	}
	if ( '1' === (string) $row['gone'] ) {
		$item['gone'] = true;
	}
	if ( '' !== $row['canonical_path'] ) {
		$item['canonical_path'] = $row['canonical_path'];
	}
	return $item;
}

/** How many articles the news list holds. */
function masthead_news_total(): int {
	$at = masthead_timeline_at();
	if ( null !== $at ) {
		return masthead_timeline_news( $at, 0 )[1];
	}
	return masthead_listing_span( masthead_news_table(), 'position' )[1];
}

/** Page `$page` (1-based) of the newest-first news list: `{page, limit, total, pages, items}`. */
function masthead_news_page( int $page, int $limit ): array {
	global $wpdb;
	$at = masthead_timeline_at();
	if ( null !== $at ) {
		return masthead_timeline_news_page( $at, $page, $limit );
	}
	$table                  = masthead_news_table();
	list( $lowest, $total ) = masthead_listing_span( $table, 'position' );
	// Newest-first index i is position lowest + total - 1 - i.
	$high  = $lowest + $total - 1 - ( $page - 1 ) * $limit;
	$low   = max( $lowest, $high - $limit + 1 );
	$rows  = $high >= $lowest ? $wpdb->get_col( $wpdb->prepare( "SELECT item FROM {$table} WHERE position BETWEEN %d AND %d ORDER BY position DESC", $low, $high ) ) : array(); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return masthead_news_page_answer( $page, $limit, $total, masthead_news_items_of( $rows ) );
}

/** The stored items' JSON decoded, any row that is not an item left out. */
function masthead_news_items_of( array $rows ): array {
	$items = array();
	foreach ( $rows as $json ) {
		$item = json_decode( $json, true );
		if ( is_array( $item ) ) {
			$items[] = $item;
		}
	}
	return $items;
}

/** A page of the news as the content API answers it. */
function masthead_news_page_answer( int $page, int $limit, int $total, array $items ): array {
	return array(
		'page'  => $page,
		'limit' => $limit,
		'total' => $total,
		'pages' => (int) ceil( $total / $limit ),
		'items' => $items,
	);
}

/**
 * Page `$page` of the news narrowed to a brand's articles and a category (null: any), newest first: the brands table
 * and the category key give the rows in news order, a page at a time; on a timeline, the timeline's news filtered.
 */
function masthead_news_filtered_page( int $page, int $limit, ?string $brand, ?string $category ): array {
	global $wpdb;
	$at = masthead_timeline_at();
	if ( null !== $at ) {
		$items = array_values(
			array_filter(
				masthead_timeline_news( $at, masthead_news_total() )[0],
				static function ( array $item ) use ( $brand, $category ) {
					return ( null === $brand || in_array( $brand, $item['brands'] ?? array(), true ) ) && ( null === $category || ( $item['category'] ?? null ) === $category );
				}
			)
		);
		$total = count( $items );
		$items = array_slice( $items, ( $page - 1 ) * $limit, $limit );
	} else {
		$news  = masthead_news_table();
		$from  = null === $brand ? "{$news} n" : $wpdb->prepare( "{$news} n JOIN " . masthead_news_brands_table() . ' b ON b.post_id = n.post_id AND b.brand = %s', $brand ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$where = null === $category ? '1 = 1' : $wpdb->prepare( 'n.category = %s', $category );
		$index = masthead_news_narrowed_index( $from, $where, "{$brand}|{$category}" );
		$total = $index['total'];
		$first = ( $page - 1 ) * $limit;
		// From the mark at or before the page's first row: an offset below MASTHEAD_NARROWED_MARK, however deep the page.
		$rows  = $first >= $total ? array() : $wpdb->get_col( $wpdb->prepare( "SELECT n.item FROM {$from} WHERE {$where} AND n.position <= %d ORDER BY n.position DESC LIMIT %d OFFSET %d", $index['marks'][ intdiv( $first, MASTHEAD_NARROWED_MARK ) ], $limit, $first % MASTHEAD_NARROWED_MARK ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared above.
		$items = masthead_news_items_of( $rows );
	}
	return masthead_news_page_answer( $page, $limit, $total, $items );
}

/** Rows of a narrowed news list from one mark of its index to the next. */
const MASTHEAD_NARROWED_MARK = 64;

/**
 * The index of the news narrowed to a brand or a type: its rows' count and the position of every
 * MASTHEAD_NARROWED_MARK-th row, newest first. Read in one pass over positions (no items) once per change to the
 * news (masthead_news_changed) and kept in an option, so a request neither counts the list nor skips rows to its
 * page; an empty list is not kept (any well-formed brand slug may be asked for).
 */
function masthead_news_narrowed_index( string $from, string $where, string $key ): array {
	global $wpdb;
	$generation = (string) get_option( 'masthead_news_generation', '' );
	$option     = 'masthead_narrowed_' . md5( $key );
	$kept       = json_decode( (string) get_option( $option, '' ), true );
	if ( is_array( $kept ) && ( $kept['generation'] ?? null ) === $generation ) {
		return $kept;
	}
	$positions = array_map( 'intval', $wpdb->get_col( "SELECT n.position FROM {$from} WHERE {$where} ORDER BY n.position DESC" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- prepared by the caller.
	$index     = array(
		'generation' => $generation,
		'total'      => count( $positions ),
		'marks'      => array_values( array_filter( $positions, static fn( $at ) => 0 === $at % MASTHEAD_NARROWED_MARK, ARRAY_FILTER_USE_KEY ) ),
	);
	if ( $index['total'] > 0 ) {
		update_option( $option, wp_json_encode( $index ), false );
	}
	return $index;
}

/** Notes a change that moves news rows or their brands or types: every narrowed list's index is read again. */
function masthead_news_changed(): void {
	update_option( 'masthead_news_generation', uniqid( '', true ), true );
}

/** The routes listed `$first` to `$first + $count - 1` (0-based), in order, as `['post' => WP_Post, 'path' => string]`. */
function masthead_listed_routes( int $first, int $count ): array {
	global $wpdb;
	$table  = masthead_routes_table();
	$lowest = masthead_listing_span( $table, 'position' )[0];
	$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, path FROM {$table} WHERE position BETWEEN %d AND %d ORDER BY position", $lowest + $first, $lowest + $first + $count - 1 ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$ids = array_map( 'intval', wp_list_pluck( $rows, 'post_id' ) );
	_prime_post_caches( $ids, true, true );
	$summaries = masthead_summaries( $ids );
	$routes    = array();
	foreach ( $rows as $row ) {
		$post = masthead_first_listed( array( $row['post_id'] ), $row['path'] );
		if ( null !== $post ) {
			$routes[] = array(
				'post'    => $post,
				'path'    => $row['path'],
				'summary' => $summaries[ (int) $post->ID ] ?? '',
			);
		}
	}
	return $routes;
}

/** The published page or post listed at exactly this path (a page before a post of the same path), or null. */
function masthead_route_at_path( string $path ): ?WP_Post {
	global $wpdb;
	$table = masthead_routes_table();
	$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$table} WHERE path = %s ORDER BY post_type = 'page' DESC, position LIMIT 2", $path ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$at    = masthead_timeline_at();
	return masthead_first_listed( $ids, $path ) ?? ( null === $at ? null : masthead_timeline_due_at( $path, $at ) );
}

/** The first route listed with this `/nodes` slug (the reference CMS's lookup by slug), or null. */
function masthead_route_with_slug( string $slug ): ?WP_Post {
	global $wpdb;
	$table = masthead_routes_table();
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, path FROM {$table} WHERE slug = %s ORDER BY position LIMIT 1", $slug ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$found = array() === $rows ? null : masthead_first_listed( array( $rows[0]['post_id'] ), $rows[0]['path'] );
	$at    = masthead_timeline_at();
	return $found ?? ( null === $at ? null : masthead_timeline_due_with_slug( $slug, $at ) );
}

/** The first of these posts that is still visible and still at `$path` (the table is never trusted to show a draft). */
function masthead_first_listed( array $ids, string $path ): ?WP_Post {
	foreach ( $ids as $id ) {
		$post = get_post( (int) $id );
		if ( $post instanceof WP_Post && masthead_is_visible( $post ) && masthead_path_of( $post ) === $path ) {
			return $post;
		}
	}
	return null;
}

// --- Hooks: every change that can move a post in or out of a listing. ---

/** Whether changes are listed as they happen; a bulk import turns it off and rebuilds once at the end. */
function masthead_listing_live(): bool {
	return (bool) apply_filters( 'masthead_listing_live_sync', true );
}

function masthead_listing_on_post( $post_id ): void {
	if ( masthead_listing_live() && in_array( get_post_type( (int) $post_id ), array( 'page', 'post', false ), true ) ) {
		masthead_listing_sync( (int) $post_id );
	}
}
add_action( 'wp_after_insert_post', 'masthead_listing_on_post', 5 );
add_action( 'trashed_post', 'masthead_listing_on_post', 5 );
add_action( 'untrashed_post', 'masthead_listing_on_post', 5 );

/** A post deleted for good: its rows go (the post no longer exists, so the type check cannot run). */
function masthead_listing_on_delete( $post_id ): void {
	if ( masthead_listing_live() ) {
		masthead_listing_sync( (int) $post_id );
	}
}
add_action( 'deleted_post', 'masthead_listing_on_delete', 5 );

/** A listing flag changed outside a save (`update_post_meta` from code or a tool). */
function masthead_listing_on_meta( $meta_ids, $post_id, $meta_key ): void {
	if ( in_array( $meta_key, MASTHEAD_LISTED_META, true ) ) {
		masthead_listing_on_post( $post_id );
	}
}
add_action( 'added_post_meta', 'masthead_listing_on_meta', 5, 3 );
add_action( 'updated_post_meta', 'masthead_listing_on_meta', 5, 3 );
add_action( 'deleted_post_meta', 'masthead_listing_on_meta', 5, 3 );

/** Categories or brands set outside a save: the news item names them. */
function masthead_listing_on_terms( $post_id, $terms, $tt_ids, $taxonomy ): void {
	if ( 'category' === $taxonomy || MASTHEAD_BRAND_TAXONOMY === $taxonomy ) {
		masthead_listing_on_post( $post_id );
	}
}
add_action( 'set_object_terms', 'masthead_listing_on_terms', 5, 4 );

/** A category renamed: the news items of its articles name it. */
function masthead_listing_on_category( $term_id ): void {
	if ( ! masthead_listing_live() ) {
		return;
	}
	$ids = get_objects_in_term( (int) $term_id, 'category' );
	foreach ( is_array( $ids ) ? $ids : array() as $id ) {
		masthead_listing_sync( (int) $id );
	}
}
add_action( 'edited_category', 'masthead_listing_on_category', 5 );

/** Another front page: the old one moves to its own path, the new one to `/`. */
function masthead_listing_on_front( $old, $new ): void {
	foreach ( array_unique( array( (int) $old, (int) $new, (int) get_option( 'page_on_front' ) ) ) as $id ) {
		if ( $id > 0 ) {
			masthead_listing_on_post( $id );
		}
	}
}
add_action( 'update_option_page_on_front', 'masthead_listing_on_front', 5, 2 );
add_action(
	'update_option_show_on_front',
	function () {
		masthead_listing_on_front( 0, 0 );
	},
	5
);
