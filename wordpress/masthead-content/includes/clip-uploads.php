<?php
/**
 * Video and audio uploads no larger than the site serves (MASTHEAD_CLIP_MAX_BYTES, from contract/media-types.ts):
 * the site holds a file whole while it checks it, so a larger clip would never play. It is refused at upload,
 * saying why and what to do instead, rather than published and silent on the page.
 *
 * @package Masthead
 */

add_filter( 'wp_handle_upload_prefilter', 'masthead_clip_upload_size' );
add_filter( 'wp_handle_sideload_prefilter', 'masthead_clip_upload_size' );

/**
 * `wp_handle_upload_prefilter` (the media library, the editor) and `wp_handle_sideload_prefilter` (the REST API):
 * a video or audio file over the site's limit gets an error, which WordPress shows instead of storing it.
 *
 * @param array $file The upload: name, size, tmp_name, error.
 * @return array The upload, with an error when it is a clip over the limit.
 */
function masthead_clip_upload_size( $file ) {
	$extension = strtolower( (string) pathinfo( (string) ( $file['name'] ?? '' ), PATHINFO_EXTENSION ) );
	$max       = MASTHEAD_CLIP_MAX_BYTES[ $extension ] ?? null;
	$size      = (int) ( $file['size'] ?? 0 );
	if ( null !== $max && empty( $file['error'] ) && $size > $max ) {
		$file['error'] = sprintf(
			/* translators: 1: the file's size in MB, 2: the largest the site plays, in MB */
			__( 'This file is %1$s MB; the site plays video and audio files of up to %2$s MB. Put a longer video on YouTube or Vimeo and embed it.', 'masthead-content' ),
			number_format( ceil( $size / 104857.6 ) / 10, 1 ), // Rounded up: a file just over the limit reads as over it.
			(string) intdiv( $max, 1048576 )
		);
	}
	return $file;
}
