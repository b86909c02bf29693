<?php
/**
 * The featured image editors set in the document sidebar (issue 45). A post whose blocks hold no Article header
 * gets one from its title, category, date and featured image, as the site draws a published article: so the
 * picture leads the article, feeds its news card (listing.php takes the card image from the header) and, when the
 * post names no social image of its own, is its og:image: the 1200×630 crop WordPress makes of an upload large enough, else the largest it has.
 *
 * @package Masthead
 */

/** The crop social networks show (spec: og images 1200×630). */
const MASTHEAD_SOCIAL_SIZE = 'masthead-social';

add_action( 'init', 'masthead_add_social_size' );

function masthead_add_social_size(): void {
	add_image_size( MASTHEAD_SOCIAL_SIZE, MASTHEAD_OG_WIDTH, MASTHEAD_OG_HEIGHT, true );
}

/** A post's featured image as the contract's Image, or null when it has none the site can serve. */
function masthead_featured_image( int $post_id ): ?array {
	$attachment = (int) get_post_thumbnail_id( $post_id );
	$url        = $attachment > 0 ? wp_get_attachment_url( $attachment ) : false;
	if ( ! is_string( $url ) || '' === $url ) {
		return null;
	}
	$alt = trim( (string) get_post_meta( $attachment, '_wp_attachment_image_alt', true ) );
	return masthead_image_of( $url, $alt, $attachment, 0, 0 );
}

/**
 * A post's featured image for social cards: its 1200×630 crop, else the largest picture WordPress has of it. WordPress
 * makes no crop of an upload already that size, and from a smaller or portrait upload makes a crop no bigger than
 * the upload (800×630 of an 800×1200 portrait) or none at all, so the card takes what exists at its real size rather
 * than no image. Null when the post has none.
 *
 * @return array{path: string, width: int, height: int}|null
 */
function masthead_featured_social_image( int $post_id ): ?array {
	$attachment = (int) get_post_thumbnail_id( $post_id );
	$metadata   = $attachment > 0 ? wp_get_attachment_metadata( $attachment ) : false;
	if ( ! is_array( $metadata ) || ! isset( $metadata['file'] ) || ! is_string( $metadata['file'] ) ) {
		return null;
	}
	$path = '/media/' . $metadata['file'];
	$crop = $metadata['sizes'][ MASTHEAD_SOCIAL_SIZE ] ?? null;
	if ( is_array( $crop ) && isset( $crop['file'] ) && (int) ( $crop['width'] ?? 0 ) > 0 && (int) ( $crop['height'] ?? 0 ) > 0 ) {
		return array(
			'path'   => dirname( $path ) . '/' . $crop['file'],
			'width'  => (int) $crop['width'],
			'height' => (int) $crop['height'],
		);
	}
	$width  = (int) ( $metadata['width'] ?? 0 );
	$height = (int) ( $metadata['height'] ?? 0 );
	if ( $width <= 0 || $height <= 0 ) {
		return null;
	}
	return array(
		'path'   => $path,
		'width'  => $width,
		'height' => $height,
	);
}

/**
 * A post's slots as the site draws them: its blocks' nodes (of `$source`, an autosave, when previewing; in a
 * `$preview`, blocks hidden from readers too, marked), led by an Article header made from the post when its
 * blocks hold none and it has a featured image.
 */
function masthead_post_slots( WP_Post $post, ?WP_Post $source = null, bool $preview = false ): array {
	$source = $source ?? $post;
	$slots  = masthead_slots_from_content( (string) $source->post_content, $preview );
	if ( 'post' !== $post->post_type ) {
		return $slots;
	}
	foreach ( $slots['main'] as $node ) {
		if ( 'article-header' === $node['type'] ) {
			return $slots;
		}
	}
	$image = masthead_featured_image( $post->ID );
	if ( null === $image ) {
		return $slots;
	}
	$header   = array(
		'type'  => 'article-header',
		'title' => (string) $source->post_title,
		'date'  => masthead_date_text( masthead_iso_date( $post ) ),
	);
	$category = masthead_category_of( $post );
	if ( null !== $category ) {
		$header['category'] = $category;
	}
	if ( '' !== trim( (string) $source->post_excerpt ) ) {
		$header['standfirst'] = trim( (string) $source->post_excerpt );
	}
	$header['image'] = $image;
	array_unshift( $slots['main'], $header );
	return $slots;
}
