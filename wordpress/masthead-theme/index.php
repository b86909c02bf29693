<?php
/**
 * WordPress's own front end is not the site: readers who reach it (a "View page" link, an old address) are sent
 * to the same path on the Masthead site, and a preview address to the site's preview.
 *
 * @package Masthead
 */

// WordPress's own preview address of a draft (`/?p={id}&preview=true`, what the block editor opens for a post
// without an autosave) goes to the site's preview hand-off, as the Preview button's filtered link does.
// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only redirect; /generate checks the user.
$masthead_preview_id = 0;
foreach ( array( 'preview_id', 'p', 'page_id' ) as $masthead_key ) {
	if ( ! $masthead_preview_id && isset( $_GET[ $masthead_key ] ) ) {
		$masthead_preview_id = absint( wp_unslash( $_GET[ $masthead_key ] ) );
	}
}
if ( isset( $_GET['preview'] ) && $masthead_preview_id && function_exists( 'masthead_preview_post_link' ) ) {
	$masthead_link = masthead_preview_post_link( '', $masthead_preview_id );
	if ( '' !== $masthead_link ) {
		wp_redirect( $masthead_link, 302, 'Masthead' ); // phpcs:ignore WordPress.Security.SafeRedirect
		exit;
	}
}
// phpcs:enable

$masthead_origin = function_exists( 'masthead_site_origin' ) ? masthead_site_origin() : home_url();
$masthead_path   = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH );
if ( '' === $masthead_path || '/' !== $masthead_path[0] || 0 === strpos( $masthead_path, '//' ) ) {
	$masthead_path = '/';
}
// WordPress's plain link to a post (`/?p=12`, `/?page_id=12`) keeps its id: the site answers it with a 301 to where
// the post lives (legacy-addresses.php), where the path alone would be the home page.
$masthead_query = '/' === $masthead_path && $masthead_preview_id ? '?p=' . $masthead_preview_id : '';
wp_redirect( $masthead_origin . $masthead_path . $masthead_query, 302, 'Masthead' ); // phpcs:ignore WordPress.Security.SafeRedirect
exit;
