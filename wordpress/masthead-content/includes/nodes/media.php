<?php
/**
 * Media blocks: images (sized from the library's attachment, else the markup), clips from the uploads with their
 * tracks, files of a downloads list, and a picture beside text (Media & Text, Cover); uploads addresses as the
 * site's `/media/…` paths.
 *
 * @package Masthead
 */

/** `core/image`: the picked file as CMS media, its size from the attachment (or the markup), the caption. */
function masthead_image_node( array $block ): ?array {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	$image = null === $xpath ? null : masthead_block_image( $xpath, '//img', (int) ( $block['attrs']['id'] ?? 0 ) );
	if ( null === $image ) {
		return null;
	}
	$node    = array(
		'type'  => 'image',
		'image' => $image,
	);
	$caption = masthead_dom_text( $xpath, '//figcaption' );
	if ( '' !== $caption ) {
		$node['caption'] = $caption;
	}
	return $node;
}

/** The first `<img>` at `$query` as the contract's Image (its size from the attachment, else the markup), or null. */
function masthead_block_image( DOMXPath $xpath, string $query, int $attachment_id ): ?array {
	$img = $xpath->query( $query )->item( 0 );
	if ( ! $img instanceof DOMElement || '' === $img->getAttribute( 'src' ) ) {
		return null;
	}
	return masthead_image_of( $img->getAttribute( 'src' ), $img->getAttribute( 'alt' ), $attachment_id, (int) $img->getAttribute( 'width' ), (int) $img->getAttribute( 'height' ) );
}

/** An Image of the contract, or null when its size is unknown; other widths from the attachment's sizes. */
function masthead_image_of( string $url, string $alt, int $attachment_id, int $width, int $height ): ?array {
	$src = masthead_media_src( $url );
	if ( $attachment_id <= 0 && 0 === strpos( $src, '/media/' ) && function_exists( 'attachment_url_to_postid' ) ) {
		// An image written without its library id (pasted, imported, from an older post): the upload whose file it
		// names, if the library has one, sizes it.
		$uploads       = wp_get_upload_dir();
		$attachment_id = attachment_url_to_postid( $uploads['baseurl'] . '/' . substr( $src, strlen( '/media/' ) ) );
	}
	$metadata = $attachment_id > 0 && function_exists( 'wp_get_attachment_metadata' ) ? wp_get_attachment_metadata( $attachment_id ) : false;
	$sizes    = array();
	if ( is_array( $metadata ) && isset( $metadata['file'] ) ) {
		$directory = dirname( '/media/' . $metadata['file'] );
		$variants  = array( basename( $metadata['file'] ) => array( (int) ( $metadata['width'] ?? 0 ), (int) ( $metadata['height'] ?? 0 ) ) );
		foreach ( (array) ( $metadata['sizes'] ?? array() ) as $size ) {
			if ( isset( $size['file'], $size['width'], $size['height'] ) ) {
				$variants[ $size['file'] ] = array( (int) $size['width'], (int) $size['height'] );
			}
		}
		$found = false;
		foreach ( $variants as $file => $dimensions ) {
			if ( $directory . '/' . $file === $src ) {
				list( $width, $height ) = $dimensions;
				$found                  = true;
			}
		}
		foreach ( $variants as $file => $dimensions ) {
			// Other widths of the same picture: not the square thumbnail or another crop WordPress made of it.
			$same_shape = $width > 0 && $height > 0 && $dimensions[1] > 0 && abs( $dimensions[0] / $dimensions[1] - $width / $height ) < 0.02 * $width / $height;
			if ( $same_shape && $directory . '/' . $file !== $src && count( $sizes ) < 12 ) {
				$sizes[] = array(
					'src'   => $directory . '/' . $file,
					'width' => $dimensions[0],
				);
			}
		}
		if ( ! $found ) {
			// A block placed before the image was edited (cropped, rotated) names a file the edit kept as a backup:
			// the picture the editor still sees there, at its own size, with none of the edited file's widths.
			$backups = function_exists( 'get_post_meta' ) ? get_post_meta( $attachment_id, '_wp_attachment_backup_sizes', true ) : array();
			foreach ( is_array( $backups ) ? $backups : array() as $backup ) {
				if ( isset( $backup['file'], $backup['width'], $backup['height'] ) && $directory . '/' . $backup['file'] === $src ) {
					list( $width, $height ) = array( (int) $backup['width'], (int) $backup['height'] );
					$sizes                  = array();
				}
			}
		}
	}
	if ( $width <= 0 || $height <= 0 ) {
		return null;
	}
	$image = array(
		'src'    => $src,
		'alt'    => $alt,
		'width'  => $width,
		'height' => $height,
	);
	if ( array() !== $sizes ) {
		$image['sizes'] = $sizes;
	}
	return $image;
}

/** A file in the uploads folder as its `/media/…` path; any other address unchanged (the site decides). */
function masthead_media_src( string $url ): string {
	$relative = masthead_uploads_relative( $url );
	return null === $relative ? $url : '/media/' . $relative;
}

/** The path under uploads of an uploads URL (absolute or `/wp-content/uploads/…`) or a `/media/…` path; null otherwise. */
function masthead_uploads_relative( string $url ): ?string {
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	if ( 0 === strpos( $url, '/media/' ) ) {
		return substr( $url, strlen( '/media/' ) );
	}
	$uploads = function_exists( 'wp_get_upload_dir' ) ? wp_get_upload_dir() : null;
	$base    = is_array( $uploads ) ? (string) wp_parse_url( $uploads['baseurl'], PHP_URL_PATH ) : '/wp-content/uploads';
	$base    = rtrim( $base, '/' ) . '/';
	if ( '' !== $path && 0 === strpos( $path, $base ) ) {
		return substr( $path, strlen( $base ) );
	}
	return null;
}

/**
 * `core/video` or `core/audio`: the file from the uploads with its caption, the video's poster, and the clip's
 * text tracks (WebVTT files, as the block's markup lists them). A file from elsewhere is a link to it, so nothing
 * the editor added vanishes; null without a file.
 */
function masthead_clip_node( array $block, string $type ): ?array {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	$clip  = null === $xpath ? null : $xpath->query( "//{$type}[@src]" )->item( 0 );
	if ( ! $clip instanceof DOMElement || '' === trim( $clip->getAttribute( 'src' ) ) ) {
		return null;
	}
	$src     = masthead_media_src( trim( $clip->getAttribute( 'src' ) ) );
	$caption = masthead_dom_text( $xpath, '//figcaption' );
	if ( 1 !== preg_match( MASTHEAD_MEDIA_PATH, $src ) ) {
		$label = '' !== $caption ? $caption : ( 'video' === $type ? 'Watch the video' : 'Listen to the audio' );
		return array(
			'type' => 'rich-text',
			'html' => '<p><a href="' . htmlspecialchars( $src, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '">' . htmlspecialchars( $label, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '</a></p>',
		);
	}
	$node   = array(
		'type' => $type,
		'src'  => $src,
	);
	$poster = trim( $clip->getAttribute( 'poster' ) );
	if ( 'video' === $type && '' !== $poster ) {
		$node['poster'] = array( 'src' => masthead_media_src( $poster ) );
	}
	if ( '' !== $caption ) {
		$node['caption'] = $caption;
	}
	$tracks = array();
	foreach ( $xpath->query( './track[@src]', $clip ) as $track ) {
		$kind = strtolower( $track->getAttribute( 'kind' ) );
		$item = array(
			'src'  => masthead_media_src( $track->getAttribute( 'src' ) ),
			'kind' => in_array( $kind, array( 'subtitles', 'captions', 'descriptions', 'chapters' ), true ) ? $kind : 'subtitles',
		);
		foreach ( array( 'srclang', 'label' ) as $name ) {
			if ( '' !== $track->getAttribute( $name ) ) {
				$item[ $name ] = substr( $track->getAttribute( $name ), 0, 'srclang' === $name ? 35 : 200 );
			}
		}
		if ( $track->hasAttribute( 'default' ) ) {
			$item['default'] = true;
		}
		if ( count( $tracks ) < 8 ) {
			$tracks[] = $item;
		}
	}
	$node['tracks'] = $tracks;
	return $node;
}

/** `core/file`: one file of a downloads list (its size filled when served), or null without a link. */
function masthead_file_node( array $block ): ?array {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	$link  = null === $xpath ? null : $xpath->query( '//a[@href]' )->item( 0 );
	$href  = isset( $block['attrs']['href'] ) && is_string( $block['attrs']['href'] ) ? $block['attrs']['href'] : ( $link instanceof DOMElement ? $link->getAttribute( 'href' ) : '' );
	if ( '' === $href ) {
		return null;
	}
	$src   = masthead_media_src( $href );
	$title = $link instanceof DOMElement ? masthead_collapse( $link->textContent ) : '';
	$name  = basename( (string) wp_parse_url( $src, PHP_URL_PATH ) );
	$dot   = strrpos( $name, '.' );
	return array(
		'type'   => 'downloads',
		'files'  => array(
			array(
				'title'  => '' !== $title ? $title : $name,
				'href'   => $src,
				'format' => false === $dot ? 'File' : strtoupper( substr( $name, $dot + 1 ) ),
			),
		),
		'_joins' => true,
	);
}

/** `core/media-text`: an image beside text (its blocks' text), on the side the editor chose. */
function masthead_media_text_node( array $block, array $inner ): ?array {
	$xpath = masthead_dom( masthead_own_markup( $block ) );
	$image = null === $xpath ? null : masthead_block_image( $xpath, '//figure//img', (int) ( $block['attrs']['mediaId'] ?? 0 ) );
	if ( null === $image ) {
		return null;
	}
	return array(
		'type'          => 'image-with-text',
		'image'         => $image,
		'html'          => masthead_rich_text_of( $inner ),
		'imagePosition' => isset( $block['attrs']['mediaPosition'] ) && 'right' === $block['attrs']['mediaPosition'] ? 'right' : 'left',
	);
}

/**
 * `core/cover`: its picture with the text written over it, as in the editor (the site sets its own scrim under the
 * text for contrast); null when it has no picture the site can size (a colour or a video behind it), and then its
 * blocks are drawn in order. `$inner` is its blocks' nodes.
 */
function masthead_cover_node( array $block, array $inner ): ?array {
	$xpath = masthead_dom( masthead_own_markup( $block ) );
	$id    = isset( $block['attrs']['backgroundType'] ) && 'image' !== $block['attrs']['backgroundType'] ? -1 : (int) ( $block['attrs']['id'] ?? 0 );
	$image = null === $xpath || $id < 0 ? null : masthead_block_image( $xpath, '//img[contains(concat(" ", @class, " "), " wp-block-cover__image-background ")]', $id );
	if ( null === $image ) {
		return null;
	}
	return array(
		'type'          => 'image-with-text',
		'image'         => $image,
		'html'          => masthead_rich_text_of( $inner ),
		'imagePosition' => 'behind',
	);
}
