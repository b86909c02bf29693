<?php
/**
 * The content API's routes under /wp-json/masthead/v1 (docs/content-api.md):
 * each validates its parameters (400 error bodies) and answers public content
 * only. Every callback runs inside a guard, so a failure is a 500 error body.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** Highest page number a paged call accepts (far past any real listing, well inside 64-bit arithmetic). */
const MASTHEAD_MAX_PAGE = 1000000000;
/** Most routes the whole-table answer (`/routes`) sends. */
const MASTHEAD_WHOLE_TABLE_MAX = 5000;

add_action( 'rest_api_init', 'masthead_register_routes' );

function masthead_register_routes(): void {
	$routes = array(
		'/site'                      => 'masthead_rest_site',
		'/paths'                     => 'masthead_rest_paths',
		'/route-list'                => 'masthead_rest_route_list',
		'/news'                      => 'masthead_rest_news',
		'/news/counts'               => 'masthead_rest_news_counts',
		'/routes'                    => 'masthead_rest_routes',
		'/nodes'                     => 'masthead_rest_nodes',
		'/jobs'                      => 'masthead_rest_jobs',
		'/search'                    => 'masthead_rest_search',
		'/jobs/(?P<id>[^/]+)'        => 'masthead_rest_job',
		'/media/(?P<path>[^?#]+)'    => 'masthead_media_answer',
	);
	foreach ( $routes as $route => $callback ) {
		register_rest_route(
			MASTHEAD_NAMESPACE,
			$route,
			array(
				'methods'             => 'GET',
				'callback'            => masthead_guarded( $callback ),
				'permission_callback' => '__return_true',
			)
		);
	}
}

/**
 * A callback whose failures answer 500 with an error body (logged), never WordPress's error or HTML; a call with `at`
 * is answered as at that moment under a valid timeline token, privately, else 401 (timeline.php).
 */
function masthead_guarded( callable $callback ): callable {
	return function ( WP_REST_Request $request ) use ( $callback ) {
		try {
			$refused = masthead_timeline_begin( $request );
			if ( null !== $refused ) {
				return $refused;
			}
			$answer = $callback( $request );
			if ( null !== masthead_timeline_at() && $answer instanceof WP_REST_Response ) {
				$answer->header( 'Cache-Control', 'private, no-store' );
			}
			return $answer;
		} catch ( Throwable $error ) {
			error_log( 'masthead-content: ' . $request->get_route() . ': ' . $error ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			return masthead_error_response( 500, 'Internal Server Error', 'The content API failed to answer' );
		}
	};
}

/** A JSON answer with a cache-control header (null: none, as on `/paths`). */
function masthead_json( $data, ?string $cache_control = 'no-cache' ): WP_REST_Response {
	$response = new WP_REST_Response( $data, 200 );
	if ( null !== $cache_control ) {
		$response->header( 'Cache-Control', $cache_control );
	}
	return $response;
}

/** 400 with an error body. */
function masthead_bad_request( string $message ): WP_REST_Response {
	return masthead_error_response( 400, 'Bad Request', $message );
}

/**
 * A query parameter as a string: `$default` when absent, a 400 answer when it
 * is not a string (`?a[]=x`) or longer than `$max` characters.
 *
 * @return string|WP_REST_Response|null
 */
function masthead_query( WP_REST_Request $request, string $name, int $max, ?string $default = null ) {
	$params = $request->get_query_params();
	if ( ! array_key_exists( $name, $params ) ) {
		return $default;
	}
	$value = $params[ $name ];
	if ( ! is_string( $value ) ) {
		return masthead_bad_request( "{$name} must be a single value" );
	}
	if ( strlen( $value ) > $max ) {
		return masthead_bad_request( "{$name} is longer than {$max} characters" );
	}
	return $value;
}

/**
 * `page` and `limit` of a paged call, or a 400 answer: positive integers, `limit` at most 1,000.
 *
 * @return array{0: int, 1: int}|WP_REST_Response
 */
function masthead_paging( WP_REST_Request $request, int $default_limit ) {
	$problem = masthead_bad_request( 'page must be a positive integer and limit between 1 and ' . MASTHEAD_MAX_PAGE_LIMIT );
	$page    = masthead_query( $request, 'page', 12, '1' );
	$limit   = masthead_query( $request, 'limit', 12, (string) $default_limit );
	if ( ! is_string( $page ) || ! is_string( $limit ) || 1 !== preg_match( '/^\d{1,10}$/', $page ) || 1 !== preg_match( '/^\d{1,10}$/', $limit ) ) {
		return $problem;
	}
	$page  = (int) $page;
	$limit = (int) $limit;
	if ( $page < 1 || $page > MASTHEAD_MAX_PAGE || $limit < 1 || $limit > MASTHEAD_MAX_PAGE_LIMIT ) {
		return $problem;
	}
	return array( $page, $limit );
}

function masthead_rest_site(): WP_REST_Response {
	return masthead_json( masthead_site() );
}

function masthead_rest_paths( WP_REST_Request $request ): WP_REST_Response {
	$path = masthead_query( $request, 'path', MASTHEAD_MAX_PATH );
	if ( $path instanceof WP_REST_Response ) {
		return $path;
	}
	if ( null === $path || ! ( masthead_is_site_path( $path ) || null !== masthead_legacy_id_query( $path ) ) ) {
		return masthead_bad_request( 'path must be a site path starting with /, or /?p=<id>' );
	}
	return masthead_json( masthead_path_lookup( $path ), null );
}

function masthead_rest_route_list( WP_REST_Request $request ): WP_REST_Response {
	$paging   = masthead_paging( $request, MASTHEAD_MAX_PAGE_LIMIT );
	$internal = masthead_query( $request, 'internal', 5, 'false' );
	if ( $paging instanceof WP_REST_Response ) {
		return $paging;
	}
	if ( $internal instanceof WP_REST_Response ) {
		return $internal;
	}
	return masthead_json( masthead_route_list_page( $paging[0], $paging[1], 'true' === $internal ) );
}

function masthead_rest_news( WP_REST_Request $request ): WP_REST_Response {
	$paging = masthead_paging( $request, MASTHEAD_NEWS_PAGE_SIZE );
	if ( $paging instanceof WP_REST_Response ) {
		return $paging;
	}
	$brand = masthead_query( $request, 'brand', 40 );
	$type  = masthead_query( $request, 'type', 40 );
	foreach ( array( $brand, $type ) as $value ) {
		if ( $value instanceof WP_REST_Response ) {
			return $value;
		}
	}
	if ( null !== $brand && 1 !== preg_match( MASTHEAD_BRAND_SLUG, $brand ) ) {
		return masthead_bad_request( 'brand must be a brand slug' );
	}
	if ( null !== $type && ! array_key_exists( $type, MASTHEAD_NEWS_TYPES ) ) {
		return masthead_bad_request( 'type must be one of ' . implode( ', ', array_keys( MASTHEAD_NEWS_TYPES ) ) );
	}
	if ( null === $brand && null === $type ) {
		return masthead_json( masthead_news_page( $paging[0], $paging[1] ) );
	}
	return masthead_json( masthead_news_filtered_page( $paging[0], $paging[1], $brand, null === $type ? null : MASTHEAD_NEWS_TYPES[ $type ] ) );
}

function masthead_rest_news_counts(): WP_REST_Response {
	return masthead_json( masthead_news_counts() );
}

/** The whole route table, in listing order; 413 past 5,000 routes (read `/route-list` instead). */
function masthead_rest_routes(): WP_REST_Response {
	$total = masthead_listing_span( masthead_routes_table(), 'position' )[1];
	if ( $total > MASTHEAD_WHOLE_TABLE_MAX ) {
		return masthead_error_response( 413, 'Content Too Large', 'The route table has more than ' . MASTHEAD_WHOLE_TABLE_MAX . ' routes: read it a page at a time from /route-list' );
	}
	$routes = array();
	for ( $first = 0; $first < $total; $first += 500 ) {
		foreach ( masthead_listed_routes( $first, 500 ) as $listed ) {
			$routes[] = masthead_route_entry( $listed['post'], $listed['path'], $listed['summary'] );
		}
	}
	// On a timeline, what has come due by then too (what has expired is not visible, so not listed above).
	$at = masthead_timeline_at();
	foreach ( null === $at ? array() : masthead_timeline_due_routes( $at, false ) as $row ) {
		$routes[] = masthead_route_entry( get_post( $row['post_id'] ), $row['path'] );
	}
	return masthead_json( array( 'routes' => $routes ) );
}

/** `/nodes`: a published page's slots by slug (and path), or a draft's (`preview_id`, signed). */
function masthead_rest_nodes( WP_REST_Request $request ): WP_REST_Response {
	// Any length: whether the id and its token are valid is the preview's question (401), not a 400.
	$preview = masthead_query( $request, 'preview_id', 4096 );
	if ( $preview instanceof WP_REST_Response ) {
		return $preview;
	}
	if ( null !== $preview && '' !== $preview ) {
		if ( ! function_exists( 'masthead_preview_answer' ) ) {
			return masthead_error_response( 401, 'Unauthorized', 'A valid preview token is required' );
		}
		return masthead_preview_answer( $request );
	}
	$slug = masthead_query( $request, 'slug', 200, '' );
	$path = masthead_query( $request, 'path', MASTHEAD_MAX_PATH );
	foreach ( array( $slug, $path ) as $value ) {
		if ( $value instanceof WP_REST_Response ) {
			return $value;
		}
	}
	if ( null !== $path && ! masthead_is_site_path( $path ) ) {
		return masthead_bad_request( 'path must be a site path starting with /' );
	}
	$page = masthead_page_for( $slug, $path );
	if ( null === $page ) {
		return masthead_error_response( 404, 'Not Found', 'No page with slug ' . $slug );
	}
	$answer          = new stdClass(); // An object even for a slug like "0".
	$answer->{$slug} = masthead_fill_slots( masthead_post_slots( $page['post'] ), $page['entry']['path'] );
	return masthead_json( $answer );
}

/** The page of a `/nodes` call: by path when its slug matches (slugs repeat across sections), else the first route with the slug. */
function masthead_page_for( string $slug, ?string $path ): ?array {
	$exact = null === $path ? null : masthead_page_at( $path );
	if ( null !== $exact && masthead_slug_of_path( $exact['entry']['path'] ) === $slug ) {
		return $exact;
	}
	$post = '' === $slug ? null : masthead_route_with_slug( $slug );
	$at   = null === $post ? null : masthead_path_of( $post );
	return null === $at ? null : masthead_page_at( $at );
}

function masthead_rest_jobs(): WP_REST_Response {
	return masthead_json( array( 'jobs' => masthead_job_summaries() ), null );
}

/** One job; an unknown id is a 404 whose words do not repeat the id (the site writes its own). */
function masthead_rest_job( WP_REST_Request $request ): WP_REST_Response {
	$id  = (string) $request['id'];
	$job = masthead_job( $id );
	if ( null === $job ) {
		return masthead_error_response( 404, 'Job Not Found', 'No job has this id.' );
	}
	return masthead_json( array( 'job' => $job ), null );
}
