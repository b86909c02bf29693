<?php
/**
 * `GET /media/{path}`: a file of the uploads folder, by its path under it
 * (`/media/2026/11/x.jpg` is `wp-content/uploads/2026/11/x.jpg`). Only the
 * media types of contract/media-types.ts (generated into MASTHEAD_MEDIA_TYPES),
 * only regular files inside uploads, never a hidden file; the type comes from
 * the extension.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php'; // MASTHEAD_MEDIA_TYPES: the extensions served, and as what.

/** A file to send as it is (the REST server would encode anything else as JSON). */
class Masthead_File_Response extends WP_REST_Response {
	/** Absolute path of the file. */
	public $file = '';
}

/** The absolute path of an uploads file by its path under uploads, or null when it is not one the API serves. */
function masthead_media_file( string $relative ): ?string {
	if ( '' === $relative || strlen( $relative ) > 1024 || 1 !== preg_match( '#^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$#', $relative ) ) {
		return null; // Absolute paths, `..`, hidden files, backslashes, empty segments, odd characters.
	}
	if ( ! isset( MASTHEAD_MEDIA_TYPES[ masthead_media_extension( $relative ) ] ) ) {
		return null;
	}
	$base = realpath( wp_get_upload_dir()['basedir'] );
	$file = false === $base ? false : realpath( $base . '/' . $relative );
	if ( false === $file || 0 !== strpos( $file, $base . '/' ) || ! is_file( $file ) || ! is_readable( $file ) ) {
		return null;
	}
	return $file;
}

function masthead_media_extension( string $path ): string {
	return strtolower( (string) pathinfo( $path, PATHINFO_EXTENSION ) );
}

/** The answer of `/media/{path}`: the file with its type, size and validators, a 304 when the caller has it, else a 404 body. */
function masthead_media_answer( WP_REST_Request $request ): WP_REST_Response {
	$relative = (string) $request['path'];
	$file     = masthead_media_file( $relative );
	if ( null === $file ) {
		return masthead_error_response( 404, 'Not Found', 'No such media file' );
	}
	$stat     = stat( $file );
	$etag     = '"' . dechex( (int) $stat['size'] ) . '-' . dechex( (int) $stat['mtime'] ) . '"';
	$modified = gmdate( 'D, d M Y H:i:s', (int) $stat['mtime'] ) . ' GMT';
	$headers  = array(
		'Content-Type'  => MASTHEAD_MEDIA_TYPES[ masthead_media_extension( $file ) ],
		'Cache-Control' => 'public, max-age=86400',
		'ETag'          => $etag,
		'Last-Modified' => $modified,
	);
	if ( masthead_media_not_modified( $request, $etag, (int) $stat['mtime'] ) ) {
		$response = new Masthead_File_Response( null, 304, $headers );
		return $response;
	}
	$headers['Content-Length'] = (string) $stat['size'];
	$response                  = new Masthead_File_Response( null, 200, $headers );
	$response->file            = $file;
	return $response;
}

/** Whether the caller's copy is current (If-None-Match first, then If-Modified-Since). */
function masthead_media_not_modified( WP_REST_Request $request, string $etag, int $mtime ): bool {
	$match = (string) $request->get_header( 'if_none_match' );
	if ( '' !== $match ) {
		return in_array( $etag, array_map( 'trim', explode( ',', str_replace( 'W/', '', $match ) ) ), true ) || '*' === trim( $match );
	}
	$since = strtotime( (string) $request->get_header( 'if_modified_since' ) );
	return false !== $since && $since >= $mtime;
}

/** Sends a file response's bytes (headers are already out); nothing for HEAD or 304. */
function masthead_serve_file( $served, $result, $request ) {
	if ( $served || ! $result instanceof Masthead_File_Response ) {
		return $served;
	}
	if ( '' !== $result->file && 'HEAD' !== $request->get_method() ) {
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		readfile( $result->file );
	}
	return true;
}
add_filter( 'rest_pre_serve_request', 'masthead_serve_file', 10, 3 );
