<?php
/**
 * Site paths of WordPress content: a page lives at its ancestors' slugs
 * (`/a/b/`), the front page at `/`, a post at `/{post_name}/` (the permalinks
 * `/%postname%/`). The `/nodes` slug of a path is its last segment.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** The site path of a page or post, or null when it has none (another type, no slug yet). */
function masthead_path_of( WP_Post $post ): ?string {
	if ( 'page' === $post->post_type ) {
		if ( (int) get_option( 'page_on_front' ) === (int) $post->ID && 'page' === get_option( 'show_on_front' ) ) {
			return '/';
		}
		$uri = get_page_uri( $post );
		return is_string( $uri ) && '' !== $uri ? '/' . $uri . '/' : null;
	}
	if ( 'post' === $post->post_type ) {
		return '' !== $post->post_name ? '/' . $post->post_name . '/' : null;
	}
	return null;
}

/** The segments of a path: `/a/b/` → `['a', 'b']`. */
function masthead_path_segments( string $path ): array {
	return array_values( array_filter( explode( '/', $path ), 'strlen' ) );
}

/** The `/nodes` slug of a path: its last segment, `website_front_page` for `/`. */
function masthead_slug_of_path( string $path ): string {
	$segments = masthead_path_segments( $path );
	return array() === $segments ? MASTHEAD_FRONT_PAGE_SLUG : (string) end( $segments );
}

/** The route name of a path: its segments joined with `-`, `home` for `/`. */
function masthead_name_of_path( string $path ): string {
	$segments = masthead_path_segments( $path );
	return array() === $segments ? 'home' : implode( '-', $segments );
}

/** Whether a string is a site path the API can answer for: `/`, segments, a trailing slash or a file name. */
function masthead_is_site_path( string $path ): bool {
	return strlen( $path ) <= 2048 && 1 === preg_match( '#^/[^\s?\#\\\\]*$#', $path ) && false === strpos( $path, '//' );
}

/** Most characters of a path or redirect target the API reads. */
const MASTHEAD_MAX_PATH = 2048;

/** The published CMS redirect (post type `masthead_redirect`, titled with its source path) at a path, or null. */
function masthead_redirect_at( string $path ): ?array {
	global $wpdb;
	$id = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'masthead_redirect' AND post_status = 'publish' AND post_title IN (%s, %s) ORDER BY ID LIMIT 1", $path, untrailingslashit( $path ) ) );
	if ( null === $id ) {
		return null;
	}
	$to     = trim( (string) get_post_meta( (int) $id, '_masthead_redirect_to', true ) );
	$status = (int) get_post_meta( (int) $id, '_masthead_redirect_status', true );
	if ( '' === $to || strlen( $to ) > MASTHEAD_MAX_PATH ) {
		return null;
	}
	return array(
		'to'     => $to,
		'status' => in_array( $status, array( 301, 302, 307, 308 ), true ) ? $status : 301,
	);
}

/** A renamed article's old address (WordPress's `_wp_old_slug`) as a redirect to where it lives now, or null. */
function masthead_old_slug_redirect( string $path ): ?array {
	global $wpdb;
	$segments = masthead_path_segments( $path );
	if ( 1 !== count( $segments ) || '/' . $segments[0] . '/' !== $path ) {
		return null;
	}
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_wp_old_slug' AND m.meta_value = %s AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' ORDER BY p.post_date DESC, p.ID DESC LIMIT 5", $segments[0] ) );
	foreach ( $ids as $id ) {
		$post = get_post( (int) $id );
		$to   = $post instanceof WP_Post ? masthead_path_of( $post ) : null;
		if ( null !== $to && $to !== $path ) {
			return array(
				'to'     => $to,
				'status' => 301,
			);
		}
	}
	return null;
}

/**
 * The page readers find at exactly this path: a listed route, or a page of the
 * news index (`/news/page-N/`, 2 ≤ N ≤ the last page), which shows the content
 * of `/news/`. `['post' => WP_Post, 'entry' => route entry]`, or null.
 */
function masthead_page_at( string $path ): ?array {
	$news_page = masthead_news_page_number( $path );
	if ( null !== $news_page && $news_page > 1 ) {
		$index = masthead_route_at_path( '/news/' );
		if ( null === $index || $news_page > masthead_news_page_count( masthead_news_total() ) ) {
			return null;
		}
		return array(
			'post'  => $index,
			'entry' => masthead_news_page_entry( masthead_route_entry( $index, '/news/' ), $news_page ),
		);
	}
	$post = masthead_route_at_path( $path );
	return null === $post ? null : array(
		'post'  => $post,
		'entry' => masthead_route_entry( $post, $path ),
	);
}

/** Most redirects followed to find where a chain ends. */
const MASTHEAD_MAX_HOPS = 5;

/** The redirect a site path answers on its own: Masthead's redirects, then the Redirection plugin's rules. */
function masthead_rule_at( string $path ): ?array {
	return masthead_redirect_at( $path ) ?? masthead_redirection_at( $path );
}

/**
 * A redirect followed to where its chain ends, so readers take one hop (`/a/` → `/b/` → `/c/` answers `/c/`, with
 * the first hop's status). An address elsewhere ends it; a loop or a longer chain is answered as it was written.
 */
function masthead_final_redirect( array $redirect ): array {
	$seen = array();
	$to   = $redirect['to'];
	for ( $hop = 0; $hop < MASTHEAD_MAX_HOPS; $hop++ ) {
		$path = '/' === substr( $to, 0, 1 ) ? (string) strtok( $to, '?#' ) : '';
		if ( isset( $seen[ $path ] ) ) {
			return $redirect;
		}
		$seen[ $path ] = true;
		$next          = masthead_is_site_path( $path ) ? masthead_rule_at( trailingslashit( $path ) ) : null;
		if ( null === $next || isset( $next['gone'] ) ) {
			return array(
				'to'     => $to,
				'status' => $redirect['status'],
			);
		}
		$to = $next['to'];
	}
	return $redirect;
}

/**
 * `/paths`: the redirect at a path, and the route that lives there. CMS
 * redirects (Masthead's, then the Redirection plugin's rules; and page 1 of
 * the news index) come before routes, as the contract says; the route is named
 * beside a redirect, so a site that refuses the redirect (an off-site target
 * not on its allow-list) still finds the page. A Redirection "410 gone" rule
 * answers `gone`. Old addresses (a renamed article's old slug, the previous
 * permalink structure) only where no route lives (as WordPress itself
 * redirects old slugs only from a 404), so a new post that takes an old slug
 * is not hidden. `/?p=N` names a post by id (legacy-addresses.php).
 */
function masthead_path_lookup( string $path ): array {
	$legacy_id = masthead_legacy_id_query( $path );
	if ( null !== $legacy_id ) {
		return array(
			'redirect' => masthead_legacy_to( get_post( $legacy_id ), $path ),
			'route'    => null,
		);
	}
	$redirect = masthead_rule_at( $path );
	$gone     = null !== $redirect && isset( $redirect['gone'] );
	$redirect = $gone ? null : $redirect;
	if ( null === $redirect && '/news/page-1/' === $path ) {
		$redirect = array(
			'to'     => '/news/',
			'status' => 301,
		);
	}
	$page = masthead_page_at( $path );
	if ( null === $redirect && ! $gone && null === $page ) {
		$redirect = masthead_old_slug_redirect( $path ) ?? masthead_legacy_structure_redirect( $path );
	}
	$answer = array(
		'redirect' => null === $redirect ? null : masthead_final_redirect( $redirect ),
		'route'    => null === $page ? null : $page['entry'],
	);
	if ( $gone ) {
		$answer['gone'] = true;
	}
	return $answer;
}
