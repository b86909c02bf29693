<?php
/**
 * Router for PHP's built-in server (local development and tests only): serves
 * WordPress core from Debian's /usr/share/wordpress, the instance's wp-content
 * (plugins, theme, uploads) from WP_CONTENT_DIR, and sends every other address
 * to index.php so pretty permalinks and /wp-json/ work. Debian's wp-config.php
 * reads /etc/wordpress/config-masthead.php, which loads the instance's config
 * named by the MASTHEAD_WP_CONFIG environment variable.
 *
 * @package Masthead
 */

$_SERVER['WORDPRESS_CONFIG'] = 'masthead';

$masthead_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$masthead_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
// A path that could leave a folder is never looked up on disk: WordPress answers it (a REST address gets JSON).
$masthead_disk = strpos( $masthead_path, "\0" ) === false && ! preg_match( '#(^|/)\.\.(/|$)#', $masthead_path );

// The instance's wp-content lives outside the document root.
if ( $masthead_disk && strpos( $masthead_path, '/wp-content/' ) === 0 ) {
	$masthead_content = getenv( 'MASTHEAD_WP_CONTENT' );
	$masthead_file    = realpath( $masthead_content . substr( $masthead_path, strlen( '/wp-content' ) ) );
	if ( ! $masthead_file || ! is_file( $masthead_file ) || substr( $masthead_file, -4 ) === '.php' ) {
		http_response_code( 404 );
		exit;
	}
	$masthead_types = array(
		'css'   => 'text/css; charset=utf-8',
		'js'    => 'text/javascript; charset=utf-8',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'woff2' => 'font/woff2',
		'pdf'   => 'application/pdf',
		'csv'   => 'text/csv; charset=utf-8',
		'map'   => 'application/json',
	);
	$masthead_ext = strtolower( pathinfo( $masthead_file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $masthead_types[ $masthead_ext ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $masthead_file ) );
	readfile( $masthead_file );
	exit;
}

if ( ! $masthead_disk ) {
	$masthead_path = '/index.php';
}
$masthead_target = $masthead_root . $masthead_path;
if ( is_dir( $masthead_target ) ) {
	if ( substr( $masthead_path, -1 ) !== '/' ) {
		header( 'Location: ' . $masthead_path . '/', true, 301 );
		exit;
	}
	$masthead_path  .= 'index.php';
	$masthead_target = $masthead_root . $masthead_path;
}
if ( is_file( $masthead_target ) && substr( $masthead_target, -4 ) !== '.php' ) {
	return false; // Core's own static files: the built-in server sends them.
}
if ( ! is_file( $masthead_target ) ) {
	$masthead_path   = '/index.php';
	$masthead_target = $masthead_root . '/index.php';
}
$_SERVER['SCRIPT_NAME']     = $masthead_path;
$_SERVER['PHP_SELF']        = $masthead_path;
$_SERVER['SCRIPT_FILENAME'] = $masthead_target;
chdir( dirname( $masthead_target ) );
require $masthead_target;
