<?php
/**
 * A page's blocks as the contract's slots of nodes (docs/decisions/011-wordpress-back-end.md, "Blocks and nodes"),
 * the dispatch: each block converted once (issue 54), by kind: `masthead/{type}` blocks carry a node in their
 * attributes; runs of WordPress's own text blocks become one `rich-text` node (text.php); core images, quotes,
 * tables, files, clips and pictures beside text become the matching nodes (text.php, media.php); columns and
 * galleries are markup in the run (layout.php); a synced pattern's blocks are drawn in its place (patterns.php); videos from elsewhere are facades or links (embeds.php); classic content goes through shortcodes and auto-embeds (classic.php);
 * `masthead/slot` holds another slot's blocks. A block hidden from readers gives nothing (in a preview, its nodes
 * marked `hiddenFromReaders`); one hidden per viewport (WordPress 7.x) gives nodes of its own naming the widths
 * (`hiddenOn`), which the site hides with CSS. The notes to editors read the same conversion (block-notes.php).
 *
 * @package Masthead
 */

/** Core blocks whose markup is rich text: a run of them is one `rich-text` node. */
const MASTHEAD_RICH_BLOCKS = array( 'core/html', 'core/paragraph', 'core/list', 'core/freeform', 'core/heading', 'core/separator', 'core/code', 'core/preformatted', 'core/buttons', 'core/embed', 'core/more', 'core/nextpage', 'core/spacer', 'core/verse' );

/** Core blocks that only arrange others: their inner blocks are drawn in order, one under another. */
const MASTHEAD_CONTAINER_BLOCKS = array( 'core/group', 'core/columns', 'core/column' );

/**
 * Every core block the editor offers (blocks.php's `allowed_block_types_all`), each drawn by the site: text runs,
 * containers, and the blocks masthead_node_of_block converts. Anything else is kept out of the inserter, and a
 * test holds each of these to a node.
 */
const MASTHEAD_CORE_BLOCKS = array( 'core/paragraph', 'core/heading', 'core/list', 'core/list-item', 'core/html', 'core/freeform', 'core/separator', 'core/code', 'core/preformatted', 'core/buttons', 'core/button', 'core/group', 'core/columns', 'core/column', 'core/image', 'core/gallery', 'core/quote', 'core/table', 'core/file', 'core/details', 'core/media-text', 'core/pullquote', 'core/cover', 'core/embed', 'core/video', 'core/audio', 'core/block' );

/**
 * Core blocks drawn where a post already holds them but not offered in the inserter: the Shortcode block, which
 * "Convert to blocks" makes of a classic post's shortcodes that no block takes (each shortcode it draws has a block
 * of its own, and any other would vanish from the page); More and Page Break, markers for a theme's teaser and a
 * post split into pages, which hold nothing a reader sees here (the site shows a post whole, on one page); Spacer,
 * whose room the site's own spacing gives; Verse, a poem's lines as written (preformatted text).
 */
const MASTHEAD_FOUND_BLOCKS = array( 'core/shortcode', 'core/more', 'core/nextpage', 'core/spacer', 'core/verse' );

/** Node fields that hold objects: stored empty, they come back as `[]` from the parser and must stay `{}`. */
const MASTHEAD_OBJECT_FIELDS = array( 'image', 'cta', 'link', 'viewAll', 'pagination', 'job' );

/** Attributes the block editor adds that are no node's fields. */
const MASTHEAD_EDITOR_ATTRIBUTES = array( 'lock', 'metadata', 'className', 'style', 'blockCommentId' );

/** Blocks whose inner blocks are converted with them: containers, and the blocks drawing their inner blocks' text. */
const MASTHEAD_HOLDING_BLOCKS = array( 'core/group', 'core/columns', 'core/column', 'core/gallery', 'core/cover', 'core/details', 'core/media-text', 'masthead/slot', 'core/block' );

/**
 * The slots of a page from its `post_content`: always `main`, and any slot a `masthead/slot` block names. In a
 * `$preview`, blocks hidden from readers are drawn too, marked (masthead_shown_to_editor).
 */
function masthead_slots_from_content( string $post_content, bool $preview = false ): array {
	$slots  = array( 'main' => array() );
	$main   = array();
	$blocks = masthead_with_patterns( parse_blocks( $post_content ) );
	foreach ( masthead_bounded_blocks( $preview ? masthead_shown_to_editor( $blocks ) : $blocks ) as $block ) {
		if ( 'masthead/slot' === $block['blockName'] && masthead_is_hidden_block( $block ) ) {
			continue;
		}
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

/** Nodes from a list of blocks (masthead_convert_blocks). */
function masthead_nodes_from_blocks( array $blocks ): array {
	return masthead_convert_blocks( $blocks )['nodes'];
}

/**
 * A list of blocks converted: `nodes`, text blocks in a row joined into one rich-text node and every other block
 * converted on its own (unknown, empty and hidden blocks give nothing; a null in the list ends a run, where a slot block
 * stood); and `blocks`, each block's conversion in order (masthead_convert_block; the parser's whitespace left
 * out), which the notes to editors read (block-notes.php) instead of converting again.
 */
function masthead_convert_blocks( array $blocks ): array {
	$nodes     = array();
	$converted = array();
	$run       = null; // HTML of the current run of text blocks, null when none.
	$drawn     = array(); // The synced patterns drawn as markup in the run (columns holding one).
	foreach ( $blocks as $block ) {
		if ( null !== $block && masthead_is_blank_block( $block ) ) {
			continue; // The whitespace between blocks.
		}
		if ( null !== $block && masthead_is_hidden_block( $block ) ) {
			// Hidden by its editor: never drawn, nor does it end a run of text; kept in place for the notes' paths.
			$converted[] = array(
				'name'  => (string) $block['blockName'],
				'block' => $block,
				'kind'  => 'hidden',
				'html'  => null,
				'nodes' => array(),
				'inner' => array(),
			);
			continue;
		}
		$entry  = null === $block ? null : masthead_convert_block( $block );
		$hiding = null === $block ? array() : masthead_block_hiding( $block );
		if ( null !== $entry && $hiding ) {
			$entry = masthead_hidden_entry( $entry, $hiding );
		}
		if ( null !== $entry ) {
			$converted[] = $entry;
		}
		if ( null !== $entry && null !== $entry['html'] ) {
			$run   = ( $run ?? '' ) . $entry['html'];
			$drawn = array_merge( $drawn, $entry['patterns'] ?? array() );
			continue;
		}
		masthead_push_rich_text( $nodes, $run, $drawn );
		$run   = null;
		$drawn = array();
		foreach ( null === $entry ? array() : $entry['nodes'] as $node ) {
			masthead_push_node( $nodes, $node );
		}
	}
	masthead_push_rich_text( $nodes, $run, $drawn );
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
		$entry['kind']     = 'layout';
		$entry['html']     = $layout;
		$entry['patterns'] = masthead_patterns_within( $inner['blocks'] );
		return $entry;
	}
	$cover = 'core/cover' === $name ? masthead_cover_node( $block, $inner['nodes'] ) : null;
	// A group, columns holding more than text and images, a gallery of no drawable image, a cover without a picture
	// the site can draw: its blocks in order.
	if ( in_array( $name, array( 'core/group', 'core/columns', 'core/column', 'core/gallery', 'core/block' ), true ) || ( 'core/cover' === $name && null === $cover ) ) {
		$entry['kind']  = 'container';
		$entry['nodes'] = 'core/block' === $name ? masthead_pattern_nodes( $block, $inner['nodes'] ) : $inner['nodes'];
		return $entry;
	}
	// WordPress runs a post's shortcodes wherever they are written: a paragraph holding one goes the classic way too.
	// A Custom HTML block holding a pasted embed code: its frames as classic content's (no wpautop: its HTML is as
	// written). Both have no inner blocks, so their own HTML says at once whether to look further (most do not).
	$own        = (string) $block['innerHTML'];
	$shortcoded = 'core/paragraph' === $name && false !== strpos( $own, '[' ) && masthead_classic_has_shortcode( $own );
	$framed     = 'core/html' === $name && false !== stripos( $own, '<iframe' );
	if ( 'core/freeform' === $name || 'core/shortcode' === $name || $shortcoded || $framed ) {
		// Classic content through WordPress's pipeline (classic.php): one run of text unless it draws more. A Shortcode
		// block is drawn so by WordPress too (wpautop, then the shortcodes), and it is what "Convert to blocks" makes
		// of a classic post's shortcodes that no block takes (`[embed]`, a plugin's).
		$classic             = masthead_classic_content( trim( masthead_block_markup( $block ) ), ! $framed );
		$entry['shortcodes'] = $classic['dropped'];
		$entry['framed']     = $classic['framed'];
		$entry['foreign']    = $classic['foreign'];
		$only_text           = count( $classic['nodes'] ) <= 1 && 'rich-text' === ( $classic['nodes'][0]['type'] ?? 'rich-text' );
		$entry['kind']       = $only_text ? 'text' : 'node';
		$entry['html']       = $only_text ? ( $classic['nodes'][0]['html'] ?? '' ) : null;
		$entry['nodes']      = $only_text ? array() : $classic['nodes'];
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
	if ( 'core/quote' === $name && masthead_hides_inner_per_width( $block ) ) {
		$entry['nodes'] = masthead_quote_per_width( $block );
		return $entry;
	}
	$node           = 'core/cover' === $name ? $cover : ( 'core/embed' === $name ? $video : masthead_node_of_block( $block, null === $inner ? array() : $inner['nodes'] ) );
	$entry['nodes'] = null === $node ? array() : array( $node );
	return $entry;
}

/** The nodes one block gives on its own (a run of its text as one rich-text node). */
function masthead_entry_nodes( array $entry ): array {
	$nodes = array();
	masthead_push_rich_text( $nodes, $entry['html'], $entry['patterns'] ?? array() );
	return null === $entry['html'] ? $entry['nodes'] : $nodes;
}

/**
 * Adds a node; a File or Details block right after another of its kind joins the list before it (one downloads
 * list, one accordion), as an editor reads a run of them, unless one comes from a synced pattern the other does not.
 */
function masthead_push_node( array &$nodes, array $node ): void {
	$last  = count( $nodes ) - 1;
	$joins = array(
		'downloads' => 'files',
		'accordion' => 'items',
	);
	$key   = $joins[ $node['type'] ] ?? null;
	$same  = $last >= 0 && $nodes[ $last ]['type'] === $node['type'] && ( $nodes[ $last ]['patterns'] ?? null ) === ( $node['patterns'] ?? null );
	if ( null !== $key && $same && ! empty( $node['_joins'] ) && ! empty( $nodes[ $last ]['_joins'] ) ) {
		$nodes[ $last ][ $key ] = array_merge( $nodes[ $last ][ $key ], $node[ $key ] );
		return;
	}
	$nodes[] = $node;
}

/** Adds a rich-text node for a finished run, unless it holds nothing but whitespace; `$patterns` those drawn in it. */
function masthead_push_rich_text( array &$nodes, ?string $html, array $patterns = array() ): void {
	if ( null !== $html && '' !== trim( $html ) ) {
		$node     = array(
			'type' => 'rich-text',
			'html' => masthead_site_hrefs( $html ),
		);
		$patterns = array_values( array_unique( $patterns ) );
		if ( $patterns ) {
			$node['patterns'] = array_slice( $patterns, 0, MASTHEAD_MAX_BLOCK_DEPTH );
		}
		$nodes[] = $node;
	}
}

/** Whether a block is the parser's whitespace between blocks. */
function masthead_is_blank_block( array $block ): bool {
	return null === $block['blockName'] && '' === trim( (string) $block['innerHTML'] );
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

/** A `masthead/{type}` block's node: the type, then its attributes (object fields kept as objects). */
function masthead_node_of_attributes( string $type, $attrs ): ?array {
	if ( ! in_array( $type, MASTHEAD_NODE_TYPES, true ) ) {
		return null;
	}
	$attrs = is_array( $attrs ) ? $attrs : array();
	foreach ( MASTHEAD_EDITOR_ATTRIBUTES as $key ) {
		unset( $attrs[ $key ] );
	}
	unset( $attrs['type'], $attrs['_mastheadHiddenFromReaders'] );
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
