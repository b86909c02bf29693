<?php
/**
 * A child page takes its place's breadcrumbs by default (issue 57): when a page is created under a parent, or moved
 * under another, with no breadcrumbs of its own, it gets each ancestor from the top and then itself as `{title,
 * slug}`, as the sidebar's "Fill from ancestors" writes them. Breadcrumbs an editor set are kept; clearing them on a
 * page that stays where it is keeps them cleared.
 *
 * @package Masthead
 */

add_action( 'wp_after_insert_post', 'masthead_default_breadcrumbs', 20, 4 );

/** At most this many levels up: a loop in the parents (a broken database) ends here. */
const MASTHEAD_CRUMB_DEPTH = 32;

/**
 * @param int          $post_id     The page.
 * @param WP_Post      $post        It, as written.
 * @param bool         $update      Whether it existed before.
 * @param WP_Post|null $post_before It before the write (null when new).
 */
function masthead_default_breadcrumbs( $post_id, $post, $update, $post_before ) {
	// The importer writes pages as the pack holds them (it suppresses purges while it does).
	$importing = defined( 'MASTHEAD_SUPPRESS_PURGE' ) && MASTHEAD_SUPPRESS_PURGE;
	if ( $importing || ! $post instanceof WP_Post || 'page' !== $post->post_type || $post->post_parent <= 0 || '' === $post->post_name ) {
		return;
	}
	$placed = ! $update || ! $post_before instanceof WP_Post || 'auto-draft' === $post_before->post_status || (int) $post_before->post_parent !== (int) $post->post_parent;
	if ( ! $placed || '' !== (string) get_post_meta( $post_id, '_masthead_breadcrumbs', true ) ) {
		return;
	}
	update_post_meta( $post_id, '_masthead_breadcrumbs', wp_slash( (string) wp_json_encode( masthead_crumbs_of( $post ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ) );
}

/** Each ancestor of `$page` from the top, then the page itself. */
function masthead_crumbs_of( WP_Post $page ): array {
	$crumbs = array(
		array(
			'title' => $page->post_title,
			'slug'  => $page->post_name,
		),
	);
	$parent = (int) $page->post_parent;
	for ( $depth = 0; $parent > 0 && $depth < MASTHEAD_CRUMB_DEPTH; $depth++ ) {
		$ancestor = get_post( $parent );
		if ( ! $ancestor instanceof WP_Post ) {
			break;
		}
		array_unshift(
			$crumbs,
			array(
				'title' => $ancestor->post_title,
				'slug'  => $ancestor->post_name,
			)
		);
		$parent = (int) $ancestor->post_parent;
	}
	return $crumbs;
}
