<?php
/**
 * What a PHP CLI script of the local stack tells WordPress about "the request" before loading it: Debian's
 * wp-config.php picks the instance's config through WORDPRESS_CONFIG, and WordPress reads the host it serves.
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
