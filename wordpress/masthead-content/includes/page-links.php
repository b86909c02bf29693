<?php
/**
 * Which published pages link to a page (issue 57), so the editor can say so before the page is unpublished or
 * trashed and its links go dead. `{prefix}masthead_links` holds a row per published item and site path it links
 * to (a card's or button's `href`, a link in its text), read from the converted nodes readers are shown, as the
 * search row is and in the same step (search.php calls masthead_links_write on every save, status change, trash and
 * delete, and its background refresh rewrites both: search-refresh.php). Keyed by path, so "who links to /about/ or a page under it" is one range read
 * of the key. `GET masthead/v1/linked-from/{id}` answers it to those who may edit the item.
 *
 * @package Masthead
 */

/** At most this many paths a page keeps: a page of links is a few hundred; the table stays bounded. */
const MASTHEAD_LINKS_PER_PAGE = 500;

/** At most this many linking items are named; past it the answer says there are more. */
const MASTHEAD_LINKED_FROM_LIMIT = 20;

/** The longest path kept: the key's length (utf8mb4). */
const MASTHEAD_LINK_MAX = 191;

function masthead_links_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'masthead_links';
}

/** Creates the table or brings it to the code's shape (dbDelta): each post's links are written with its search row. */
function masthead_links_tables(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	dbDelta(
		'CREATE TABLE ' . masthead_links_table() . " (
  target varchar(191) NOT NULL,
  source_id bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (target,source_id),
  KEY source_id (source_id)
) ENGINE=InnoDB {$wpdb->get_charset_collate()};"
	);
}

/** The addresses whose absolute links are the site's own: the site's origin and WordPress's home. */
function masthead_link_origins(): array {
	return array_values( array_unique( array( masthead_site_origin(), untrailingslashit( home_url() ) ) ) );
}

/**
 * The site path a link leads to, or null when it leaves the site or names no page: `/about/team/` for
 * `/about/team`, `https://site/about/team/#x` or `https://wordpress-home/about/team/?a=b`; `id:12` for WordPress's
 * `?p=12` and `?page_id=12`. Paths end in `/` as the site's pages do (a file's path, `/media/a.pdf`, stays as it is).
 *
 * @param string   $href    The link as written.
 * @param string[] $origins Origins (with any path WordPress lives under) whose links are the site's.
 */
function masthead_link_target( string $href, array $origins ): ?string {
	$href = trim( html_entity_decode( $href, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	if ( 0 === strpos( $href, '//' ) ) {
		$href = 'https:' . $href;
	}
	if ( 1 === preg_match( '#^[a-z][a-z0-9+.-]*:#i', $href ) ) {
		$base = null;
		foreach ( $origins as $origin ) {
			$origin = (string) preg_replace( '#^https?:#i', '', rtrim( $origin, '/' ) );
			$rest   = (string) preg_replace( '#^https?:#i', '', $href, 1, $count );
			if ( $count > 0 && 0 === stripos( $rest, $origin ) && 1 === preg_match( '#^($|[/?\#])#', substr( $rest, strlen( $origin ) ) ) ) {
				$base = substr( $rest, strlen( $origin ) );
				break;
			}
		}
		if ( null === $base ) {
			return null;
		}
		$href = '' === $base || '/' !== $base[0] ? '/' . $base : $base;
	}
	if ( '' === $href || '/' !== $href[0] || 0 === strpos( $href, '//' ) ) {
		return null;
	}
	$path  = (string) preg_replace( '#[?\#].*$#s', '', $href );
	if ( '/' === $path && 1 === preg_match( '/\?([^#]*)/', $href, $query ) ) {
		parse_str( $query[1], $args );
		foreach ( array( 'p', 'page_id' ) as $key ) {
			if ( isset( $args[ $key ] ) && is_string( $args[ $key ] ) && 1 === preg_match( '/^[1-9]\d{0,18}$/', $args[ $key ] ) ) {
				return 'id:' . $args[ $key ];
			}
		}
	}
	$path = (string) preg_replace( '#/{2,}#', '/', $path );
	if ( 1 !== preg_match( '#\.[a-z0-9]{1,5}$#i', $path ) && '/' !== substr( $path, -1 ) ) {
		$path .= '/';
	}
	return strlen( $path ) <= MASTHEAD_LINK_MAX ? $path : null;
}

/** The links of a node tree, as written: each `href` field and each link in an HTML field. */
function masthead_node_links( $value, string $key, array &$out ): void {
	if ( is_string( $value ) ) {
		if ( 'href' === $key ) {
			$out[] = $value;
		} elseif ( 'html' === $key && preg_match_all( '/<a\s[^>]*?href\s*=\s*(["\'])(.*?)\1/is', $value, $found ) ) {
			array_push( $out, ...$found[2] );
		}
	} elseif ( is_array( $value ) ) {
		$list = masthead_search_is_list( $value );
		foreach ( $value as $name => $inner ) {
			masthead_node_links( $inner, $list ? $key : (string) $name, $out );
		}
	}
}

/**
 * The distinct site paths a page's nodes link to, in order, at most MASTHEAD_LINKS_PER_PAGE.
 *
 * @param array    $nodes   The nodes readers are shown.
 * @param string[] $origins As for masthead_link_target.
 */
function masthead_link_targets( array $nodes, array $origins ): array {
	$links = array();
	masthead_node_links( $nodes, '', $links );
	$targets = array();
	foreach ( $links as $href ) {
		$target = masthead_link_target( (string) $href, $origins );
		if ( null !== $target ) {
			$targets[ $target ] = true;
			if ( count( $targets ) >= MASTHEAD_LINKS_PER_PAGE ) {
				break;
			}
		}
	}
	return array_keys( $targets );
}

/** Replaces a post's rows with `$targets` (none when it is not public). */
function masthead_links_write( int $post_id, array $targets ): void {
	global $wpdb;
	$table = masthead_links_table();
	$wpdb->delete( $table, array( 'source_id' => $post_id ), array( '%d' ) );
	foreach ( array_chunk( $targets, 100 ) as $chunk ) {
		$values = implode( ',', array_fill( 0, count( $chunk ), '(%s,%d)' ) );
		$args   = array();
		foreach ( $chunk as $target ) {
			array_push( $args, $target, $post_id );
		}
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (target, source_id) VALUES {$values}", $args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/**
 * The published items whose content links to `$post` or, for a page, to a page under it (which goes when it does),
 * newest first: at most MASTHEAD_LINKED_FROM_LIMIT, and whether there are more.
 *
 * @return array{items: array<int, array{id: int, title: string, type: string, address: string, edit: ?string}>, more: bool}
 */
function masthead_linked_from( WP_Post $post ): array {
	global $wpdb;
	$table = masthead_links_table();
	$path  = masthead_path_of( $post );
	if ( 'masthead_job' === $post->post_type && '' !== $post->post_name ) {
		$path = '/jobs/' . $post->post_name . '/';
	}
	$where = array( 'target = %s' );
	$args  = array( 'id:' . $post->ID );
	if ( null !== $path && '/' !== $path ) {
		$where[] = 'target LIKE %s';
		$args[]  = $wpdb->esc_like( $path ) . '%';
	} elseif ( '/' === $path ) {
		$where[] = 'target = %s';
		$args[]  = '/';
	}
	$args[] = $post->ID;
	$args[] = MASTHEAD_LINKED_FROM_LIMIT + 1;
	$ids    = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT DISTINCT l.source_id FROM {$table} l JOIN {$wpdb->posts} p ON p.ID = l.source_id AND p.post_status = 'publish'
			WHERE (" . implode( ' OR ', $where ) . ') AND l.source_id <> %d ORDER BY l.source_id DESC LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$args
		)
	);
	$items = array();
	foreach ( array_slice( $ids, 0, MASTHEAD_LINKED_FROM_LIMIT ) as $id ) {
		$source = get_post( (int) $id );
		if ( $source instanceof WP_Post ) {
			$items[] = array(
				'id'      => (int) $source->ID,
				'title'   => html_entity_decode( get_the_title( $source ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'type'    => $source->post_type,
				'address' => (string) get_permalink( $source ),
				'edit'    => current_user_can( 'edit_post', $source->ID ) ? get_edit_post_link( $source->ID, 'raw' ) : null,
			);
		}
	}
	return array(
		'items' => $items,
		'more'  => count( $ids ) > MASTHEAD_LINKED_FROM_LIMIT,
	);
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			MASTHEAD_NAMESPACE,
			'/linked-from/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => static function ( WP_REST_Request $request ) {
					$post = get_post( (int) $request['id'] );
					if ( ! $post instanceof WP_Post ) {
						return new WP_Error( 'masthead_not_found', 'No such item.', array( 'status' => 404 ) );
					}
					$answer = new WP_REST_Response( masthead_linked_from( $post ) );
					$answer->header( 'Cache-Control', 'no-store' );
					return $answer;
				},
				'permission_callback' => static fn( WP_REST_Request $request ) => current_user_can( 'edit_post', (int) $request['id'] ),
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}
);
