<?php
/**
 * Layout drawn as markup in a run of rich text, in the site's classes (app/styles/nodes.css): columns of text and
 * images side by side at the site's widths, a gallery's grid, an image as a figure with its widths.
 *
 * @package Masthead
 */

/**
 * `core/columns` whose every column holds text and images: the columns side by side (each with its width where the
 * editor gave one); `core/gallery`: its images in a grid of its column count, each with its caption. Null for any
 * other block, and for columns holding anything else (then its blocks in order, one under another). `$inner` is
 * the block's inner blocks converted.
 */
function masthead_layout_html( array $block, array $inner ): ?string {
	if ( 'core/gallery' === $block['blockName'] ) {
		return masthead_gallery_html( $block, $inner );
	}
	if ( 'core/columns' !== $block['blockName'] ) {
		return null;
	}
	$columns = array_values( array_filter( $inner, fn( $entry ) => 'core/column' === $entry['name'] && 'hidden' !== $entry['kind'] ) );
	$widths  = masthead_column_widths( array_column( $columns, 'block' ) );
	$html    = array();
	foreach ( $columns as $index => $column ) {
		// Side by side from 700 px (app/styles/nodes.css), each image at its column's share; stacked below that.
		$share = null === $widths ? 1 / max( 1, count( $columns ) ) : $widths[ $index ] / 100;
		$sizes = '(min-width: 1280px) ' . (int) ceil( 1200 * $share ) . 'px, (min-width: 700px) ' . (int) ceil( 92 * $share ) . 'vw, 92vw';
		$text  = '';
		foreach ( $column['nodes'] as $node ) {
			if ( masthead_is_hidden_node( $node ) ) {
				return null; // Hidden from some readers: a node of its own, for the site to hide.
			} elseif ( 'rich-text' === $node['type'] ) {
				$text .= $node['html'];
			} elseif ( 'image' === $node['type'] ) {
				$text .= masthead_figure_html( $node, $sizes );
			} else {
				return null;
			}
		}
		$html[] = $text;
	}
	if ( array() === $columns || '' === implode( '', $html ) ) {
		return null;
	}
	$out = '';
	foreach ( $html as $index => $text ) {
		$class = null === $widths ? '' : ' content-column--' . $widths[ $index ];
		$out  .= '<div class="content-column' . $class . '">' . $text . '</div>';
	}
	return '<div class="content-columns">' . $out . '</div>';
}

/**
 * Each column's share as one of the site's widths (25, 33, 50, 66, 75 per cent), the columns the editor left
 * without a width sharing what the others leave; null when no column has a width in per cent (equal columns).
 */
function masthead_column_widths( array $columns ): ?array {
	$given = array();
	foreach ( $columns as $index => $column ) {
		$width = isset( $column['attrs']['width'] ) && is_string( $column['attrs']['width'] ) ? trim( $column['attrs']['width'] ) : '';
		if ( 1 === preg_match( '/^(\d+(?:\.\d+)?)%$/', $width, $match ) ) {
			$given[ $index ] = (float) $match[1];
		}
	}
	if ( array() === $given ) {
		return null;
	}
	$rest   = count( $columns ) - count( $given );
	$share  = $rest > 0 ? max( 0, 100 - array_sum( $given ) ) / $rest : 0;
	$widths = array();
	foreach ( array_keys( $columns ) as $index ) {
		$percent = $given[ $index ] ?? $share;
		$nearest = 25;
		foreach ( array( 25, 33, 50, 66, 75 ) as $step ) {
			if ( abs( $percent - $step ) < abs( $percent - $nearest ) ) {
				$nearest = $step;
			}
		}
		$widths[] = $nearest;
	}
	return $widths;
}

/**
 * `core/gallery`: its images (as their Image blocks draw them, each with the upload's other widths for the reader's
 * screen) in a grid of the gallery's column count (3 when it gives none), each with its caption; null when no image
 * can be drawn. `$inner` is its inner blocks converted.
 */
function masthead_gallery_html( array $block, array $inner ): ?string {
	$columns = isset( $block['attrs']['columns'] ) && is_numeric( $block['attrs']['columns'] ) ? (int) $block['attrs']['columns'] : 3;
	$columns = min( 6, max( 2, $columns ) );
	// Two to a row in a narrow column (app/styles/nodes.css), the gallery's count in the site's widest (1200 px).
	$sizes = '(min-width: 1280px) ' . (int) ceil( 1200 / $columns ) . 'px, (min-width: 700px) ' . (int) ceil( 92 / $columns ) . 'vw, 46vw';
	$items = '';
	foreach ( $inner as $entry ) {
		if ( array() !== array_filter( $entry['nodes'], 'masthead_is_hidden_node' ) ) {
			return null; // An image hidden from some readers: the gallery's images one by one.
		}
		if ( 'core/image' === $entry['name'] && array() !== $entry['nodes'] ) {
			$items .= masthead_figure_html( $entry['nodes'][0], $sizes );
		}
	}
	return '' === $items ? null : '<div class="content-gallery content-gallery--' . $columns . '">' . $items . '</div>';
}

/**
 * An image node as a figure in rich text: the upload's narrowest width of at least 640 px as its source, every
 * width of the same shape in its `srcset` for a browser to choose from by `$sizes`, and its caption.
 */
function masthead_figure_html( array $node, string $sizes ): string {
	$image  = $node['image'];
	$src    = $image['src'];
	$width  = $image['width'];
	$widths = array( $image['width'] => $image['src'] );
	foreach ( $image['sizes'] ?? array() as $size ) {
		$widths[ $size['width'] ] = $size['src'];
		if ( $size['width'] >= 640 && $size['width'] < $width ) {
			$src   = $size['src'];
			$width = $size['width'];
		}
	}
	ksort( $widths );
	$set = array();
	foreach ( $widths as $candidate => $candidate_src ) {
		$set[] = $candidate_src . ' ' . $candidate . 'w';
	}
	$escape  = fn( $text ) => htmlspecialchars( (string) $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$height  = (int) round( $image['height'] * $width / $image['width'] );
	$srcset  = count( $set ) > 1 ? ' srcset="' . $escape( implode( ', ', $set ) ) . '" sizes="' . $escape( $sizes ) . '"' : '';
	$caption = isset( $node['caption'] ) ? '<figcaption>' . $escape( $node['caption'] ) . '</figcaption>' : '';
	return '<figure><img src="' . $escape( $src ) . '"' . $srcset . ' alt="' . $escape( $image['alt'] ) . '" width="' . $width . '" height="' . $height . '">' . $caption . '</figure>';
}

/** Whether a node is hidden from some readers (at some widths, or in a preview from all). */
function masthead_is_hidden_node( array $node ): bool {
	return isset( $node['hiddenOn'] ) || isset( $node['hiddenFromReaders'] );
}
