<?php
/**
 * Loads the local WordPress instance for a PHP CLI script (run through
 * `scripts/wordpress/stack.ts --php`), logged in as the administrator, so
 * scripts use WordPress's own APIs as an editor would.
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$_SERVER['WORDPRESS_CONFIG'] = 'masthead';
$_SERVER['HTTP_HOST']        = (string) getenv( 'MASTHEAD_WP_HOST' );
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_NAME']      = '127.0.0.1';
$_SERVER['SERVER_PORT']      = '80';
$_SERVER['REQUEST_METHOD']   = 'GET';

require_once '/usr/share/wordpress/wp-load.php';

$masthead_admin = get_user_by( 'login', getenv( 'MASTHEAD_WP_ADMIN' ) ? getenv( 'MASTHEAD_WP_ADMIN' ) : 'admin' );
if ( $masthead_admin ) {
	wp_set_current_user( $masthead_admin->ID );
}
