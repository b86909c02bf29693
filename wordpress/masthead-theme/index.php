<?php
/**
 * WordPress's own front end is not the site: readers who reach it (a "View page" link, an old address) are sent
 * to the same path on the Masthead site.
 *
 * @package Masthead
 */

$masthead_origin = function_exists( 'masthead_site_origin' ) ? masthead_site_origin() : home_url();
$masthead_path   = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '/' ), PHP_URL_PATH );
if ( '' === $masthead_path || '/' !== $masthead_path[0] || 0 === strpos( $masthead_path, '//' ) ) {
	$masthead_path = '/';
}
wp_redirect( $masthead_origin . $masthead_path, 302, 'Masthead' ); // phpcs:ignore WordPress.Security.SafeRedirect
exit;
