<?php
/**
 * A page's blocks as the contract's slots of nodes (docs/decisions/011-wordpress-back-end.md,
 * "Blocks and nodes"): `masthead/{type}` blocks carry a node in their attributes;
 * runs of WordPress's own text blocks become one `rich-text` node; core images,
 * quotes and tables become the matching nodes; `masthead/slot` holds another
 * slot's blocks. Then the data-bearing nodes are filled as the reference CMS
 * fills them (cms/server/content-index.ts `fillSlots`).
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** Core blocks whose markup is rich text: a run of them is one `rich-text` node. */
const MASTHEAD_RICH_BLOCKS = array( 'core/html', 'core/paragraph', 'core/list', 'core/freeform', 'core/heading', 'core/separator', 'core/code', 'core/preformatted', 'core/buttons', 'core/embed' );

/** Core blocks that only arrange others: their inner blocks are drawn in order, one under another. */
const MASTHEAD_CONTAINER_BLOCKS = array( 'core/group', 'core/columns', 'core/column' );

/**
 * Every core block the editor offers (blocks.php's `allowed_block_types_all`), each drawn by the site: text runs,
 * containers, and the blocks masthead_node_of_block converts. Anything else is kept out of the inserter, and a
 * test holds each of these to a node.
 */
const MASTHEAD_CORE_BLOCKS = array( 'core/paragraph', 'core/heading', 'core/list', 'core/list-item', 'core/html', 'core/freeform', 'core/separator', 'core/code', 'core/preformatted', 'core/buttons', 'core/button', 'core/group', 'core/columns', 'core/column', 'core/image', 'core/gallery', 'core/quote', 'core/table', 'core/file', 'core/details', 'core/media-text', 'core/pullquote', 'core/cover', 'core/embed', 'core/video', 'core/audio' );

/** Node fields that hold objects: stored empty, they come back as `[]` from the parser and must stay `{}`. */
const MASTHEAD_OBJECT_FIELDS = array( 'image', 'cta', 'link', 'viewAll', 'pagination', 'job' );

/** Attributes the block editor adds that are no node's fields. */
const MASTHEAD_EDITOR_ATTRIBUTES = array( 'lock', 'metadata', 'className', 'style', 'blockCommentId' );

/** Blocks whose inner blocks are converted with them: containers, and the blocks drawing their inner blocks' text. */
const MASTHEAD_HOLDING_BLOCKS = array( 'core/group', 'core/columns', 'core/column', 'core/gallery', 'core/cover', 'core/details', 'core/media-text', 'masthead/slot' );

/**
 * The most blocks a post may hold, and the deepest they may nest, for the plugin to convert it (issue 54). The
 * editor nests two blocks for each level of a bulleted list: a Group › Columns › Column › Details holding a list
 * four bullets deep is 12 levels, and 16 leaves room past that; 5,000 blocks is more than twice the largest post a
 * newsroom writes (2,000). Each block is converted once, so a post within both costs what its size does.
 */
const MASTHEAD_MAX_BLOCK_DEPTH = 16;
const MASTHEAD_MAX_BLOCKS      = 5000;

/** The slots of a page from its `post_content`: always `main`, and any slot a `masthead/slot` block names. */
function masthead_slots_from_content( string $post_content ): array {
	$slots = array( 'main' => array() );
	$main  = array();
	foreach ( masthead_bounded_blocks( parse_blocks( $post_content ) ) as $block ) {
		if ( 'masthead/slot' === $block['blockName'] ) {
			$name = isset( $block['attrs']['name'] ) && is_string( $block['attrs']['name'] ) ? $block['attrs']['name'] : 'aside';
			if ( 1 === preg_match( MASTHEAD_SLOT_NAME, $name ) ) {
				$slots[ $name ] = array_merge( $slots[ $name ] ?? array(), masthead_nodes_from_blocks( $block['innerBlocks'] ) );
			}
			$main[] = null; // A slot ends a run of text in main.
			continue;
		}
		$main[] = $block;
	}
	$slots['main'] = array_merge( masthead_nodes_from_blocks( $main ), $slots['main'] );
	foreach ( $slots as $name => $nodes ) {
		foreach ( $nodes as $index => $node ) {
			unset( $slots[ $name ][ $index ]['_joins'] );
		}
	}
	return $slots;
}

/** How far parsed blocks reach: `[deepest nesting, number of blocks]`, the parser's whitespace not counted. */
function masthead_blocks_extent( array $blocks ): array {
	$deepest = 0;
	$count   = 0;
	$lists   = array( array( $blocks, 1 ) );
	while ( array() !== $lists ) {
		list( $list, $depth ) = array_pop( $lists );
		foreach ( $list as $block ) {
			if ( ! masthead_is_blank_block( $block ) ) {
				++$count;
				$deepest = max( $deepest, $depth );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$lists[] = array( $block['innerBlocks'], $depth + 1 );
			}
		}
	}
	return array( $deepest, $count );
}

/** Why parsed blocks are more than the plugin converts, in the editor's words; null when they are within it. */
function masthead_blocks_bound_problem( array $blocks ): ?string {
	list( $depth, $count ) = masthead_blocks_extent( $blocks );
	if ( $depth > MASTHEAD_MAX_BLOCK_DEPTH ) {
		/* translators: 1: how deep the blocks nest, 2: the most the site draws */
		return sprintf( __( 'Blocks are nested %1$d deep here, and the site draws at most %2$d levels of blocks inside blocks: take some out of their groups, columns or details.', 'masthead-content' ), $depth, MASTHEAD_MAX_BLOCK_DEPTH );
	}
	if ( $count > MASTHEAD_MAX_BLOCKS ) {
		/* translators: 1: the post's blocks, 2: the most the site draws */
		return sprintf( __( 'This holds %1$d blocks, and the site draws at most %2$d in one post: split it in two.', 'masthead-content' ), $count, MASTHEAD_MAX_BLOCKS );
	}
	return null;
}

/**
 * Parsed blocks cut to the bound: the first 5,000, none deeper than 16. Saves past it are refused
 * (validation.php), so only a post written around the editor (SQL, WP-CLI, an import) is cut.
 */
function masthead_bounded_blocks( array $blocks ): array {
	if ( null === masthead_blocks_bound_problem( $blocks ) ) {
		return $blocks;
	}
	$left = MASTHEAD_MAX_BLOCKS;
	return masthead_cut_blocks( $blocks, 1, $left );
}

function masthead_cut_blocks( array $blocks, int $depth, int &$left ): array {
	$kept = array();
	foreach ( $blocks as $block ) {
		if ( $left <= 0 ) {
			break;
		}
		$left                -= masthead_is_blank_block( $block ) ? 0 : 1;
		$block['innerBlocks'] = $depth >= MASTHEAD_MAX_BLOCK_DEPTH ? array() : masthead_cut_blocks( $block['innerBlocks'], $depth + 1, $left );
		$kept[]               = $block;
	}
	return $kept;
}

/** Nodes from a list of blocks (masthead_convert_blocks). */
function masthead_nodes_from_blocks( array $blocks ): array {
	return masthead_convert_blocks( $blocks )['nodes'];
}

/**
 * A list of blocks converted: `nodes`, text blocks in a row joined into one rich-text node and every other block
 * converted on its own (unknown and empty blocks give nothing; a null in the list ends a run, where a slot block
 * stood); and `blocks`, each block's conversion in order (masthead_convert_block; the parser's whitespace left
 * out), which the notes to editors read (block-notes.php) instead of converting again.
 */
function masthead_convert_blocks( array $blocks ): array {
	$nodes     = array();
	$converted = array();
	$run       = null; // HTML of the current run of text blocks, null when none.
	foreach ( $blocks as $block ) {
		if ( null !== $block && masthead_is_blank_block( $block ) ) {
			continue; // The whitespace between blocks.
		}
		$entry = null === $block ? null : masthead_convert_block( $block );
		if ( null !== $entry ) {
			$converted[] = $entry;
		}
		if ( null !== $entry && null !== $entry['html'] ) {
			$run = ( $run ?? '' ) . $entry['html'];
			continue;
		}
		masthead_push_rich_text( $nodes, $run );
		$run = null;
		foreach ( null === $entry ? array() : $entry['nodes'] as $node ) {
			masthead_push_node( $nodes, $node );
		}
	}
	masthead_push_rich_text( $nodes, $run );
	return array(
		'nodes'  => $nodes,
		'blocks' => $converted,
	);
}

/**
 * One block converted, once (its inner blocks with it, where it draws them): `name`, `block`, `kind` (`text`: HTML
 * for the run of text it stands in; `layout`: columns or a gallery as markup in that run; `container`: its inner
 * blocks' nodes in order; `node`: its own node, or none), `html` (for `text` and `layout`, else null), `nodes`
 * (else) and `inner`, its inner blocks' conversions. The `masthead_block_converted` action counts conversions
 * (test/wordpress/unit/block-notes.test.ts).
 */
function masthead_convert_block( array $block ): array {
	do_action( 'masthead_block_converted', $block );
	$name  = null === $block['blockName'] ? 'core/freeform' : (string) $block['blockName'];
	$inner = in_array( $name, MASTHEAD_HOLDING_BLOCKS, true ) ? masthead_convert_blocks( $block['innerBlocks'] ) : null;
	$entry = array(
		'name'  => $name,
		'block' => $block,
		'kind'  => 'node',
		'html'  => null,
		'nodes' => array(),
		'inner' => null === $inner ? array() : $inner['blocks'],
	);
	$layout = null === $inner ? null : masthead_layout_html( $block, $inner['blocks'] );
	if ( null !== $layout ) {
		// Columns of text side by side, a gallery's grid: markup in the run (the site's classes, app/styles/nodes.css).
		$entry['kind'] = 'layout';
		$entry['html'] = $layout;
		return $entry;
	}
	$cover = 'core/cover' === $name ? masthead_cover_node( $block, $inner['nodes'] ) : null;
	// A group, columns holding more than text and images, a gallery of no drawable image, a cover without a picture
	// the site can draw: its blocks in order.
	if ( in_array( $name, array( 'core/group', 'core/columns', 'core/column', 'core/gallery' ), true ) || ( 'core/cover' === $name && null === $cover ) ) {
		$entry['kind']  = 'container';
		$entry['nodes'] = $inner['nodes'];
		return $entry;
	}
	// A YouTube or Vimeo video is a node of its own (a facade); any other embed is a link in the text.
	$video = 'core/embed' === $name ? masthead_embed_node( $block ) : null;
	$html  = 'core/embed' === $name && null !== $video ? null : masthead_rich_html( $block );
	if ( null === $html && 'core/table' === $name && masthead_table_has_markup( $block ) ) {
		$html = trim( masthead_block_markup( $block ) ); // Its cells' bold, italics and links kept: the table as rich text.
	}
	if ( null !== $html ) {
		$entry['kind'] = 'text';
		$entry['html'] = $html;
		return $entry;
	}
	$node           = 'core/cover' === $name ? $cover : ( 'core/embed' === $name ? $video : masthead_node_of_block( $block, null === $inner ? array() : $inner['nodes'] ) );
	$entry['nodes'] = null === $node ? array() : array( $node );
	return $entry;
}

/** The nodes one block gives on its own (a run of its text as one rich-text node). */
function masthead_entry_nodes( array $entry ): array {
	$nodes = array();
	masthead_push_rich_text( $nodes, $entry['html'] );
	return null === $entry['html'] ? $entry['nodes'] : $nodes;
}

/**
 * Adds a node; a File or Details block right after another of its kind joins the list before it (one downloads
 * list, one accordion), as an editor reads a run of them.
 */
function masthead_push_node( array &$nodes, array $node ): void {
	$last  = count( $nodes ) - 1;
	$joins = array(
		'downloads' => 'files',
		'accordion' => 'items',
	);
	$key   = $joins[ $node['type'] ] ?? null;
	if ( null !== $key && $last >= 0 && $nodes[ $last ]['type'] === $node['type'] && ! empty( $node['_joins'] ) && ! empty( $nodes[ $last ]['_joins'] ) ) {
		$nodes[ $last ][ $key ] = array_merge( $nodes[ $last ][ $key ], $node[ $key ] );
		return;
	}
	$nodes[] = $node;
}

/** Adds a rich-text node for a finished run, unless it holds nothing but whitespace. */
function masthead_push_rich_text( array &$nodes, ?string $html ): void {
	if ( null !== $html && '' !== trim( $html ) ) {
		$nodes[] = array(
			'type' => 'rich-text',
			'html' => $html,
		);
	}
}

/** Whether a block is the parser's whitespace between blocks. */
function masthead_is_blank_block( array $block ): bool {
	return null === $block['blockName'] && '' === trim( (string) $block['innerHTML'] );
}

/** The HTML a text block adds to a run, or null when the block is not text. */
function masthead_rich_html( array $block ): ?string {
	$name = null === $block['blockName'] ? 'core/freeform' : $block['blockName'];
	if ( ! in_array( $name, MASTHEAD_RICH_BLOCKS, true ) ) {
		return null;
	}
	if ( 'core/html' === $name ) {
		// Byte for byte, less the one newline the serialiser writes on each side.
		return preg_replace( '/\A\n|\n\z/', '', masthead_block_markup( $block ) );
	}
	if ( 'core/separator' === $name ) {
		return '<hr>';
	}
	if ( 'core/buttons' === $name ) {
		return masthead_buttons_html( $block );
	}
	if ( 'core/embed' === $name ) {
		return masthead_embed_html( $block );
	}
	$html = trim( masthead_block_markup( $block ) );
	if ( 'core/freeform' === $name ) {
		return function_exists( 'wpautop' ) ? trim( wpautop( $html ) ) : $html;
	}
	// An empty paragraph, heading or list (the editor leaves them behind) adds nothing.
	return '' === trim( strip_tags( $html, '<img><iframe><video><audio><svg><object><embed>' ) ) ? '' : $html;
}

/**
 * A block's markup without block comments: its own HTML with its inner blocks' markup in place. The blank lines
 * the editor writes between two inner blocks (a list's items) go: they are the serialiser's, not the writer's.
 */
function masthead_block_markup( array $block ): string {
	$html   = '';
	$inner  = 0;
	$chunks = $block['innerContent'];
	foreach ( $chunks as $index => $chunk ) {
		$between = $index > 0 && null === $chunks[ $index - 1 ] && array_key_exists( $index + 1, $chunks ) && null === $chunks[ $index + 1 ];
		if ( is_string( $chunk ) && $between && '' === trim( $chunk ) ) {
			continue;
		}
		if ( is_string( $chunk ) ) {
			$html .= $chunk;
		} elseif ( isset( $block['innerBlocks'][ $inner ] ) ) {
			$html .= trim( masthead_block_markup( $block['innerBlocks'][ $inner ] ) );
			++$inner;
		}
	}
	if ( in_array( $block['blockName'], array( 'core/heading', 'core/list' ), true ) ) {
		// The class later editors add to every heading and list (6.2 on) and 6.1 does not: one node whichever wrote it.
		$html = preg_replace( '/^(\s*<(?:h[1-6]|ul|ol)\b[^>]*?) class="wp-block-(?:heading|list)"/', '$1', $html );
	}
	return $html;
}

/** A block's own markup, its inner blocks left out: the summary of a Details, the picture of a Cover. */
function masthead_own_markup( array $block ): string {
	return implode( '', array_filter( $block['innerContent'], 'is_string' ) );
}

/** The node of one block that is not text, or null (unknown, or empty); `$inner` its inner blocks' nodes. */
function masthead_node_of_block( array $block, array $inner ): ?array {
	$name = (string) $block['blockName'];
	if ( 0 === strpos( $name, 'masthead/' ) ) {
		return masthead_node_of_attributes( substr( $name, strlen( 'masthead/' ) ), $block['attrs'] );
	}
	switch ( $name ) {
		case 'core/image':
			return masthead_image_node( $block );
		case 'core/quote':
		case 'core/pullquote':
			return masthead_quote_node( $block );
		case 'core/table':
			return masthead_table_node( $block );
		case 'core/file':
			return masthead_file_node( $block );
		case 'core/details':
			return masthead_details_node( $block, $inner );
		case 'core/media-text':
			return masthead_media_text_node( $block, $inner );
		case 'core/video':
		case 'core/audio':
			return masthead_clip_node( $block, substr( $name, strlen( 'core/' ) ) );
	}
	return null;
}

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
	$columns = array_values( array_filter( $inner, fn( $entry ) => 'core/column' === $entry['name'] ) );
	$widths  = masthead_column_widths( array_column( $columns, 'block' ) );
	$html    = array();
	foreach ( $columns as $index => $column ) {
		// Side by side from 700 px (app/styles/nodes.css), each image at its column's share; stacked below that.
		$share = null === $widths ? 1 / max( 1, count( $columns ) ) : $widths[ $index ] / 100;
		$sizes = '(min-width: 1280px) ' . (int) ceil( 1200 * $share ) . 'px, (min-width: 700px) ' . (int) ceil( 92 * $share ) . 'vw, 92vw';
		$text  = '';
		foreach ( $column['nodes'] as $node ) {
			if ( 'rich-text' === $node['type'] ) {
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

/** `core/buttons`: its buttons' links, in one paragraph, each drawn as the site's call to action. */
function masthead_buttons_html( array $block ): string {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	if ( null === $xpath ) {
		return '';
	}
	$links = array();
	foreach ( $xpath->query( '//a[@href]' ) as $link ) {
		$label = masthead_collapse( $link->textContent );
		if ( '' !== $label ) {
			$links[] = '<a class="button button--primary" href="' . htmlspecialchars( $link->getAttribute( 'href' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '">' . htmlspecialchars( $label, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '</a>';
		}
	}
	return array() === $links ? '' : '<p class="content-buttons">' . implode( ' ', $links ) . '</p>';
}

/**
 * `core/embed` (a YouTube or Vimeo video, a post elsewhere): a link to it, labelled with its caption and where it
 * lives. Readers' browsers ask the other site for nothing until they follow it (no player, no tracking, nothing
 * for the CSP to allow); '' when the address is not a web address.
 */
function masthead_embed_html( array $block ): string {
	$url = isset( $block['attrs']['url'] ) && is_string( $block['attrs']['url'] ) ? trim( $block['attrs']['url'] ) : '';
	if ( 1 !== preg_match( '#^https?://[^\s"<>]+$#i', $url ) ) {
		return '';
	}
	$names    = array(
		'youtube' => 'YouTube',
		'vimeo'   => 'Vimeo',
	);
	$slug     = isset( $block['attrs']['providerNameSlug'] ) && is_string( $block['attrs']['providerNameSlug'] ) ? $block['attrs']['providerNameSlug'] : '';
	$provider = $names[ $slug ] ?? ( '' !== $slug ? ucfirst( $slug ) : (string) wp_parse_url( $url, PHP_URL_HOST ) );
	$video    = isset( $block['attrs']['type'] ) && 'video' === $block['attrs']['type'];
	$xpath    = masthead_dom( masthead_block_markup( $block ) );
	$caption  = null === $xpath ? '' : masthead_dom_text( $xpath, '//figcaption' );
	$action   = ( $video ? 'watch on ' : 'see it on ' ) . $provider;
	$label    = '' !== $caption ? "{$caption}: {$action}" : ucfirst( $action );
	return '<p><a href="' . htmlspecialchars( $url, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '">' . htmlspecialchars( $label, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '</a></p>';
}

/**
 * `core/embed` of a YouTube or Vimeo video: the `embed` node the site draws as a facade (a poster and a link that
 * loads the player on a click), its caption under it; null for any other address (then a link: masthead_embed_html).
 */
function masthead_embed_node( array $block ): ?array {
	$url   = isset( $block['attrs']['url'] ) && is_string( $block['attrs']['url'] ) ? trim( $block['attrs']['url'] ) : '';
	$video = masthead_video_of_url( $url );
	if ( null === $video ) {
		return null;
	}
	$xpath   = masthead_dom( masthead_block_markup( $block ) );
	$caption = null === $xpath ? '' : masthead_dom_text( $xpath, '//figcaption' );
	$node    = array(
		'type'     => 'embed',
		'provider' => $video[0],
		'videoId'  => $video[1],
		'href'     => $url,
	);
	if ( '' !== $caption ) {
		$node['caption'] = $caption;
	}
	return $node;
}

/**
 * The provider and id of a YouTube or Vimeo video address (youtube.com/watch?v=, youtu.be/, /shorts/, /embed/,
 * vimeo.com/123, player.vimeo.com/video/123), or null.
 */
function masthead_video_of_url( string $url ): ?array {
	if ( 1 !== preg_match( '#^https?://[^\s"<>]+$#i', $url ) ) {
		return null;
	}
	$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	$host = preg_replace( '/^(?:www\.|m\.)/', '', $host );
	if ( in_array( $host, array( 'youtube.com', 'youtube-nocookie.com' ), true ) ) {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$id = '/watch' === $path && isset( $query['v'] ) && is_string( $query['v'] ) ? $query['v'] : ( 1 === preg_match( '#^/(?:shorts|embed|live)/([^/]+)#', $path, $match ) ? $match[1] : '' );
	} elseif ( 'youtu.be' === $host ) {
		$id = ltrim( $path, '/' );
	} elseif ( 'vimeo.com' === $host || 'player.vimeo.com' === $host ) {
		$id = 1 === preg_match( '#^/(?:video/|channels/[^/]+/)?(\d{1,12})(?:/|$)#', $path, $match ) ? $match[1] : '';
		return '' === $id ? null : array( 'vimeo', $id );
	} else {
		return null;
	}
	return 1 === preg_match( '/^[A-Za-z0-9_-]{11}$/', $id ) ? array( 'youtube', $id ) : null;
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

/** `core/details`: one question of an accordion, its summary the title and its blocks (`$inner`, their nodes) the answer. */
function masthead_details_node( array $block, ?array $inner = null ): ?array {
	$xpath = masthead_dom( masthead_own_markup( $block ) );
	$title = null === $xpath ? '' : masthead_dom_text( $xpath, '//summary' );
	$html  = masthead_rich_text_of( $inner ?? masthead_nodes_from_blocks( $block['innerBlocks'] ) );
	if ( '' === $title && '' === trim( $html ) ) {
		return null;
	}
	return array(
		'type'   => 'accordion',
		'items'  => array(
			array(
				'title' => $title,
				'html'  => $html,
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
 * `core/cover`: its picture with the text written over it, as an image beside that text (the site sets text on
 * no picture); null when it has no picture the site can size (a colour or a video behind it), and then its
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
		'imagePosition' => 'left',
	);
}

/** A `masthead/{type}` block's node: the type, then its attributes (object fields kept as objects). */
function masthead_node_of_attributes( string $type, $attrs ): ?array {
	if ( ! in_array( $type, MASTHEAD_NODE_TYPES, true ) ) {
		return null;
	}
	$attrs = is_array( $attrs ) ? $attrs : array();
	foreach ( MASTHEAD_EDITOR_ATTRIBUTES as $key ) {
		unset( $attrs[ $key ] );
	}
	unset( $attrs['type'] );
	return array_merge( array( 'type' => $type ), masthead_keep_objects( $attrs ) );
}

/** Empty arrays under object fields (at any depth) as empty objects, so they encode as `{}`. */
function masthead_keep_objects( array $value ): array {
	foreach ( $value as $key => $item ) {
		if ( is_array( $item ) ) {
			$value[ $key ] = array() === $item && is_string( $key ) && in_array( $key, MASTHEAD_OBJECT_FIELDS, true ) ? new stdClass() : masthead_keep_objects( $item );
		}
	}
	return $value;
}

/** Parses a fragment of block HTML; null when PHP's DOM extension is missing or the HTML is empty. */
function masthead_dom( string $html ): ?DOMXPath {
	if ( '' === trim( $html ) || ! class_exists( 'DOMDocument' ) ) {
		return null;
	}
	$document = new DOMDocument();
	$previous = libxml_use_internal_errors( true );
	$document->loadHTML( '<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>' . $html . '</body></html>' );
	libxml_clear_errors();
	libxml_use_internal_errors( $previous );
	return new DOMXPath( $document );
}

/** The text of the first element matching an XPath query, whitespace collapsed; '' when none. */
function masthead_dom_text( DOMXPath $xpath, string $query, ?DOMNode $context = null ): string {
	$found = $xpath->query( $query, $context );
	return $found && $found->length > 0 ? masthead_collapse( $found->item( 0 )->textContent ) : '';
}

function masthead_collapse( string $text ): string {
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/** `core/quote`: its paragraphs are the quote, its `<cite>` the attribution. */
function masthead_quote_node( array $block ): ?array {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	if ( null === $xpath ) {
		return null;
	}
	$parts = array();
	foreach ( $xpath->query( '//blockquote//p' ) as $paragraph ) {
		$text = masthead_collapse( $paragraph->textContent );
		if ( '' !== $text ) {
			$parts[] = $text;
		}
	}
	$quote = array() === $parts ? masthead_dom_text( $xpath, '//blockquote/text()[normalize-space()]' ) : implode( ' ', $parts );
	if ( '' === $quote ) {
		return null;
	}
	$node = array(
		'type'  => 'quote',
		'quote' => $quote,
	);
	$cite = masthead_dom_text( $xpath, '//cite' );
	if ( '' !== $cite ) {
		$node['attribution'] = $cite;
	}
	return $node;
}

/** Whether a table's cells or caption hold markup (bold, italics, links, code) that the table node's text would lose. */
function masthead_table_has_markup( array $block ): bool {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	return null !== $xpath && $xpath->query( '//th/* | //td/* | //figcaption/*' )->length > 0;
}

/** `core/table`: header cells, body rows (and footer rows) as text, the caption. */
function masthead_table_node( array $block ): ?array {
	$xpath = masthead_dom( masthead_block_markup( $block ) );
	if ( null === $xpath ) {
		return null;
	}
	$head = array();
	foreach ( $xpath->query( '//thead/tr[1]/*' ) as $cell ) {
		$head[] = masthead_collapse( $cell->textContent );
	}
	$rows = array();
	foreach ( $xpath->query( '//table/tbody/tr | //table/tfoot/tr | //table/tr' ) as $row ) {
		$cells = array();
		foreach ( $xpath->query( './th | ./td', $row ) as $cell ) {
			$cells[] = masthead_collapse( $cell->textContent );
		}
		$rows[] = $cells;
	}
	if ( array() === $head && array() === $rows ) {
		return null;
	}
	$node    = array( 'type' => 'table' );
	$caption = masthead_dom_text( $xpath, '//figcaption' );
	if ( '' !== $caption ) {
		$node['caption'] = $caption;
	}
	$node['head'] = $head;
	$node['rows'] = $rows;
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

/** The text among a block's inner blocks' nodes (their rich text, in order): a Details answer, a Media & Text's text. */
function masthead_rich_text_of( array $nodes ): string {
	$html = '';
	foreach ( $nodes as $node ) {
		$html .= 'rich-text' === $node['type'] ? $node['html'] : '';
	}
	return $html;
}

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

// --- Filling the data-bearing nodes. ---

/** The page number of a news index path (`/news/` → 1, `/news/page-3/` → 3), or null. */
function masthead_news_page_number( string $path ): ?int {
	if ( '/news/' === $path ) {
		return 1;
	}
	return 1 === preg_match( '#^/news/page-([1-9]\d{0,6})/$#', $path, $match ) ? (int) $match[1] : null;
}

/** Path of page `$page` of the news index. */
function masthead_news_page_path( int $page ): string {
	return $page <= 1 ? MASTHEAD_NEWS_INDEX_PATH : MASTHEAD_NEWS_INDEX_PATH . "page-{$page}/";
}

/** Pages of the news index for `$total` articles (at least one). */
function masthead_news_page_count( int $total ): int {
	return max( 1, (int) ceil( $total / MASTHEAD_NEWS_PAGE_SIZE ) );
}

/** The slots with their lists filled; `$path` is the page's own (the news index shows the page it is). */
function masthead_fill_slots( array $slots, string $path ): array {
	foreach ( $slots as $name => $nodes ) {
		foreach ( $nodes as $index => $node ) {
			$slots[ $name ][ $index ] = masthead_fill_node( $node, $path );
		}
	}
	return $slots;
}

function masthead_fill_node( array $node, string $path ): array {
	switch ( $node['type'] ) {
		case 'news-list':
			$page = masthead_news_page_number( $path );
			if ( null !== $page ) {
				$answer          = masthead_news_page( $page, MASTHEAD_NEWS_PAGE_SIZE );
				$pages           = masthead_news_page_count( $answer['total'] );
				$node['items']   = $answer['items'];
				$pagination      = array(
					'page'  => $page,
					'pages' => $pages,
				);
				if ( $page > 1 ) {
					$pagination['previous'] = masthead_news_page_path( $page - 1 );
				}
				if ( $page < $pages ) {
					$pagination['next'] = masthead_news_page_path( $page + 1 );
				}
				$node['pagination'] = $pagination;
				return $node;
			}
			$limit         = isset( $node['limit'] ) && is_int( $node['limit'] ) && $node['limit'] > 0 ? $node['limit'] : MASTHEAD_NEWS_PAGE_SIZE;
			$node['items'] = masthead_news_page( 1, min( $limit, MASTHEAD_NEWS_PAGE_SIZE ) )['items'];
			return $node;
		case 'jobs-list':
			$node['jobs'] = masthead_job_summaries();
			return $node;
		case 'downloads':
			return masthead_with_file_sizes( $node );
	}
	return $node;
}

/** A downloads node with the real size of every file it links in the uploads folder. */
function masthead_with_file_sizes( array $node ): array {
	if ( ! isset( $node['files'] ) || ! is_array( $node['files'] ) ) {
		return $node;
	}
	foreach ( $node['files'] as $index => $file ) {
		$relative = is_array( $file ) && isset( $file['href'] ) && is_string( $file['href'] ) ? masthead_uploads_relative( $file['href'] ) : null;
		$local    = null === $relative ? null : masthead_media_file( $relative );
		if ( null !== $local ) {
			$node['files'][ $index ]['size'] = masthead_format_file_size( (int) filesize( $local ) );
		}
	}
	return $node;
}

/** Sizes as readers see them, as cms/server/documents.ts writes them: "840 bytes", "2.4 KB", "31 KB", "3.1 MB". */
function masthead_format_file_size( int $bytes ): string {
	if ( $bytes < 1024 ) {
		return "{$bytes} bytes";
	}
	$kb = $bytes / 1024;
	if ( $kb < 1024 ) {
		return masthead_one_decimal_under_ten( $kb ) . ' KB';
	}
	return masthead_one_decimal_under_ten( $kb / 1024 ) . ' MB';
}

/** JavaScript's `x < 10 ? x.toFixed(1) : Math.round(x)`: halves round up (the quotients are exact in binary). */
function masthead_one_decimal_under_ten( float $value ): string {
	if ( $value < 10 ) {
		$tenths = (int) floor( $value * 10 + 0.5 );
		return intdiv( $tenths, 10 ) . '.' . ( $tenths % 10 );
	}
	return (string) (int) floor( $value + 0.5 );
}
