<?php
/**
 * Site paths of WordPress content: a page lives at its ancestors' slugs
 * (`/a/b/`), the front page at `/`, a post at `/{post_name}/` (the permalinks
 * `/%postname%/`). The `/nodes` slug of a path is its last segment.
 *
 * @package Masthead
 */

const MASTHEAD_FRONT_PAGE_SLUG = 'website_front_page';

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
