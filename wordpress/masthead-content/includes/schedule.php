<?php
/**
 * Publishing and unpublishing on time (docs/content-api.md "Schedule"). WP-Cron runs only when a request reaches
 * WordPress, and managed hosts turn it off (DISABLE_WP_CRON), so the site's Cron Trigger calls
 * `POST /wp-json/masthead/v1/schedule` every minute, signed with the schedule key (masthead_signing_key(),
 * derived from MASTHEAD_PURGE_SECRET with a label of its own: a purge signature opens nothing here). The call publishes every
 * scheduled post, page or job whose time has passed (WordPress's own check_and_publish_future_post) and takes down
 * every published one whose "unpublish at" (`_masthead_unpublish_at`, UTC ISO-8601) has passed. Both are status
 * changes the purge collector sees (purge.php), so the site is told at the end of the call, as for any publish.
 *
 * Unpublished means draft, not private: the content API serves neither, but "Privately Published" would tell editors
 * the item is still published, and a draft is one click from publishing again. The date is cleared as it is acted
 * on, so an item published again stays up. WP-Cron stays a second path (an event at each unpublish time; WordPress's
 * own for scheduled posts); every path is idempotent, since each acts only on what is still due.
 *
 * @package Masthead
 */

const MASTHEAD_SCHEDULE_WINDOW     = 300;
const MASTHEAD_SCHEDULE_HOOK       = 'masthead_schedule_run';
const MASTHEAD_UNPUBLISH_META      = '_masthead_unpublish_at';
const MASTHEAD_SCHEDULE_TYPES      = array( 'post', 'page', 'masthead_job' );
/** Most items one call acts on of each kind; the next minute takes the rest. */
const MASTHEAD_SCHEDULE_BATCH      = 50;

add_action( 'init', 'masthead_schedule_register_meta' );
add_action( 'rest_api_init', 'masthead_schedule_register_route' );
add_action( MASTHEAD_SCHEDULE_HOOK, 'masthead_schedule_run' );
add_action( 'added_post_meta', 'masthead_schedule_on_meta', 10, 4 );
add_action( 'updated_post_meta', 'masthead_schedule_on_meta', 10, 4 );

/** The "unpublish at" field, in REST for the editor's sidebar; whoever may edit the post may set it. */
function masthead_schedule_register_meta() {
	foreach ( MASTHEAD_SCHEDULE_TYPES as $post_type ) {
		register_post_meta(
			$post_type,
			MASTHEAD_UNPUBLISH_META,
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => 'masthead_sanitize_instant',
				'auth_callback'     => 'masthead_can_edit_meta',
			)
		);
	}
}

/** An instant as UTC ISO-8601 (`2026-11-30T07:00:00Z`); a time without a zone is read as UTC; '' otherwise. */
function masthead_sanitize_instant( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value || strlen( $value ) > 40 || ! preg_match( '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/', $value ) ) {
		return '';
	}
	$time = strtotime( preg_match( '/(Z|[+-]\d{2}:?\d{2})$/', $value ) ? $value : "{$value}Z" );
	return false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time );
}

/** WordPress's cron as the second path: an event at each unpublish time (the site's minute call is the first). */
function masthead_schedule_on_meta( $meta_id, $post_id, $meta_key, $value ) {
	if ( MASTHEAD_UNPUBLISH_META !== $meta_key || '' === (string) $value ) {
		return;
	}
	$at = strtotime( (string) $value );
	if ( false !== $at && ! wp_next_scheduled( MASTHEAD_SCHEDULE_HOOK, array( (int) $post_id ) ) ) {
		wp_schedule_single_event( max( $at, time() ), MASTHEAD_SCHEDULE_HOOK, array( (int) $post_id ) );
	}
}

function masthead_schedule_register_route() {
	register_rest_route(
		MASTHEAD_NAMESPACE,
		'/schedule',
		array(
			'methods'             => 'POST',
			'callback'            => masthead_guarded( 'masthead_rest_schedule' ),
			// Checked in the callback, so a refusal is the content API's error body.
			'permission_callback' => '__return_true',
		)
	);
}

/** Hex HMAC-SHA256 of `{timestamp}.{body}` under the schedule key derived from `$secret`. */
function masthead_schedule_signature( string $secret, string $timestamp, string $body ): string {
	return hash_hmac( 'sha256', "{$timestamp}.{$body}", masthead_signing_key( 'schedule', $secret ) );
}

/** Whether the call is signed with the schedule key and dated within the window of this site's clock. */
function masthead_schedule_signed( string $timestamp, string $body, string $signature, int $now ): bool {
	$secret = masthead_purge_secret();
	if ( '' === $secret || ! preg_match( '/^\d{1,12}$/', $timestamp ) || abs( $now - (int) $timestamp ) > MASTHEAD_SCHEDULE_WINDOW ) {
		return false;
	}
	return 1 === preg_match( '/^[0-9a-f]{64}$/', $signature ) && hash_equals( masthead_schedule_signature( $secret, $timestamp, $body ), $signature );
}

/** `POST /schedule`: 401 unless signed; else what was published and unpublished. */
function masthead_rest_schedule( WP_REST_Request $request ) {
	$signed = masthead_schedule_signed(
		(string) $request->get_header( 'x_masthead_timestamp' ),
		(string) $request->get_body(),
		(string) $request->get_header( 'x_masthead_signature' ),
		masthead_now()
	);
	if ( ! $signed ) {
		return masthead_error_response( 401, 'Unauthorized', 'The schedule call is not signed correctly' );
	}
	$answer = array( 'ok' => true ) + masthead_schedule_run();
	// A listing rebuild, then a search refresh, under way continue here too, where WP-Cron never runs (listing.php,
	// search-refresh.php): 10 s of the site's 30, the search's turn once the listings are current.
	if ( true === masthead_listing_rebuild_step( 10 ) ) {
		masthead_search_refresh_step( 10 );
	}
	return masthead_json( $answer, 'no-store' );
}

/**
 * Scheduled (`future`) posts, pages and jobs whose time has come by `$at` (unix seconds), oldest first, at most
 * `$limit`: what the schedule publishes now, and what a timeline shows published then (timeline.php).
 *
 * @return WP_Post[]
 */
function masthead_future_due( int $at, int $limit ): array {
	return get_posts(
		array(
			'post_type'        => MASTHEAD_SCHEDULE_TYPES,
			'post_status'      => 'future',
			'date_query'       => array(
				array(
					'column'    => 'post_date_gmt',
					'before'    => gmdate( 'Y-m-d H:i:s', $at ),
					'inclusive' => true,
				),
			),
			'orderby'          => 'date',
			'order'            => 'ASC',
			'numberposts'      => $limit,
			'suppress_filters' => true,
			'no_found_rows'    => true,
		)
	);
}

/**
 * Publishes what is due and unpublishes what has expired, by WordPress's clock (the one its post dates are on).
 *
 * @return array{published: int[], unpublished: int[]}
 */
function masthead_schedule_run(): array {
	$now       = time();
	$published = array();
	$due       = masthead_future_due( $now, MASTHEAD_SCHEDULE_BATCH );
	foreach ( $due as $post ) {
		check_and_publish_future_post( $post );
		if ( 'publish' === get_post_status( $post->ID ) ) {
			$published[] = (int) $post->ID;
		}
	}
	$unpublished = array();
	$expired     = get_posts(
		array(
			'post_type'        => MASTHEAD_SCHEDULE_TYPES,
			'post_status'      => 'publish',
			'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
				array(
					'key'     => MASTHEAD_UNPUBLISH_META,
					'value'   => '',
					'compare' => '!=',
				),
				array(
					'key'     => MASTHEAD_UNPUBLISH_META,
					'value'   => gmdate( 'Y-m-d\TH:i:s\Z', $now ),
					'compare' => '<=',
				),
			),
			'fields'           => 'ids',
			'numberposts'      => MASTHEAD_SCHEDULE_BATCH,
			'suppress_filters' => true,
			'no_found_rows'    => true,
		)
	);
	foreach ( $expired as $post_id ) {
		masthead_schedule_unpublish( (int) $post_id );
		$unpublished[] = (int) $post_id;
	}
	return array(
		'published'   => $published,
		'unpublished' => $unpublished,
	);
}

/**
 * Takes a published item down to a draft as wp_publish_post() puts one up: the status alone, written directly (no
 * rewrite of the content through the filters of a request that has no user), then the hooks a status change fires,
 * which the listings and the purge collector follow.
 */
function masthead_schedule_unpublish( int $post_id ) {
	global $wpdb;
	$before = get_post( $post_id );
	if ( ! $before instanceof WP_Post || 'publish' !== $before->post_status ) {
		return;
	}
	delete_post_meta( $post_id, MASTHEAD_UNPUBLISH_META );
	$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $post_id ) );
	clean_post_cache( $post_id );
	$post = get_post( $post_id );
	wp_transition_post_status( 'draft', 'publish', $post );
	/** This action is documented in wp-includes/post.php */
	do_action( "save_post_{$post->post_type}", $post_id, $post, true );
	/** This action is documented in wp-includes/post.php */
	do_action( 'save_post', $post_id, $post, true );
	wp_after_insert_post( $post, true, $before );
	wp_clear_scheduled_hook( MASTHEAD_SCHEDULE_HOOK, array( $post_id ) );
}
