<?php
/**
 * Upload names: a file an editor uploads is stored under a name the site's media paths take
 * (contract/media-types.ts), whatever the camera or desktop called it.
 *
 * @package Masthead
 */

add_filter( 'sanitize_file_name', 'masthead_media_file_name', 20 );

/**
 * `sanitize_file_name`: an upload's name as the site's media paths take it (contract/media-types.ts: lower-case
 * letters, digits and hyphens, a lower-case extension), so a phone's `IMG_2041.JPG` is served as `img-2041.jpg`.
 */
function masthead_media_file_name( string $name ): string {
	$dot  = strrpos( $name, '.' );
	$base = false === $dot ? $name : substr( $name, 0, $dot );
	$ext  = false === $dot ? '' : strtolower( preg_replace( '/[^A-Za-z0-9]/', '', substr( $name, $dot + 1 ) ) );
	$base = trim( (string) preg_replace( '/-+/', '-', (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( function_exists( 'remove_accents' ) ? remove_accents( $base ) : $base ) ) ), '-' );
	$base = '' === $base ? 'file' : rtrim( substr( $base, 0, 100 ), '-' );
	return '' === $ext ? $base : "{$base}.{$ext}";
}
