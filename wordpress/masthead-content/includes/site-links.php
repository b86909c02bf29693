<?php
/**
 * Every link WordPress gives to a post, page or job opens the site, not WordPress's own address (issue 57): the
 * editor's View and permalink, the lists' View, REST's `link`. Posts and pages keep their paths (the permalinks are
 * the site's, `/%postname%/`), on the site's origin; a job, which WordPress gives no address of its own, is at
 * `/jobs/{slug}`. A link with a query (a draft without a slug yet: `?p=12`) is left to WordPress; previews have
 * their own link (preview.php).
 *
 * @package Masthead
 */

add_filter( 'post_link', 'masthead_site_link', 20, 2 );
add_filter( 'page_link', 'masthead_site_link', 20, 2 );
add_filter( 'post_type_link', 'masthead_site_link', 20, 2 );

/**
 * The site's address for WordPress's link to `$post`.
 *
 * @param string      $link WordPress's link.
 * @param WP_Post|int $post The post (page_link passes its id).
 */
function masthead_site_link( $link, $post ) {
	$post = get_post( $post );
	if ( ! $post instanceof WP_Post || ! is_string( $link ) ) {
		return $link;
	}
	if ( 'masthead_job' === $post->post_type ) {
		return '' === $post->post_name ? $link : masthead_site_origin() . '/jobs/' . $post->post_name;
	}
	$home = untrailingslashit( home_url() );
	if ( ! in_array( $post->post_type, array( 'post', 'page' ), true ) || false !== strpos( $link, '?' ) || 0 !== strpos( $link, $home . '/' ) ) {
		return $link;
	}
	return masthead_site_origin() . substr( $link, strlen( $home ) );
}
