<?php
/**
 * Blocks hidden from readers (issue 56): hidden entirely ("Hide", WordPress 6.9 on) a block gives no node, so it is
 * in no page, search result, feed or JSON-LD; hidden per viewport (7.x) it gives nodes of its own naming the widths
 * (`hiddenOn`) for the site's CSS, a quote one node per text the widths show, a list's item or a button its classes
 * (text.php); a preview keeps both, marked.
 *
 * @package Masthead
 */

/**
 * Whether an editor hid the block from readers (WordPress 6.9 on: "Hide" sets `metadata.blockVisibility` false,
 * and 6.1 keeps the attribute as written; hidden at every width on 7.x counts the same): it is in no node, so in no
 * page, search result, feed or JSON-LD (issue 56).
 */
function masthead_is_hidden_block( array $block ): bool {
	return isset( $block['attrs']['metadata'] ) && is_array( $block['attrs']['metadata'] ) && ( false === ( $block['attrs']['metadata']['blockVisibility'] ?? null ) || 3 === count( masthead_hidden_viewports( $block ) ) );
}

/**
 * The widths at which WordPress 7.x hides a block (`metadata.blockVisibility.viewport`, `{"mobile": false, …}`:
 * the block editor's "Hide on" per viewport), in the contract's order (VIEWPORTS).
 */
function masthead_hidden_viewports( array $block ): array {
	$viewport = $block['attrs']['metadata']['blockVisibility']['viewport'] ?? null;
	if ( ! is_array( $viewport ) ) {
		return array();
	}
	return array_values( array_filter( array( 'mobile', 'tablet', 'desktop' ), fn( $name ) => false === ( $viewport[ $name ] ?? null ) ) );
}

/** Whether any block inside is hidden on some screens only (WordPress 7.x). */
function masthead_hides_inner_per_width( array $block ): bool {
	foreach ( $block['innerBlocks'] ?? array() as $inner ) {
		if ( array() !== masthead_hidden_viewports( $inner ) && ! masthead_is_hidden_block( $inner ) ) {
			return true;
		}
	}
	return false;
}

/**
 * A quote with a paragraph hidden on some screens (WordPress 7.x): a quote is drawn as its words, so it is one quote
 * node for each different text the three widths show, each hidden at the widths showing another.
 */
function masthead_quote_per_width( array $block ): array {
	$widths = array( 'mobile', 'tablet', 'desktop' );
	$texts  = array(); // A node, serialised => the node and the widths showing it.
	foreach ( $widths as $width ) {
		$shown                = $block;
		$shown['innerBlocks'] = array_map(
			static function ( array $inner ) use ( $width ): array {
				if ( in_array( $width, masthead_hidden_viewports( $inner ), true ) ) {
					$inner['attrs']['metadata']['blockVisibility'] = false; // Left out of the markup, its place kept.
				}
				return $inner;
			},
			$block['innerBlocks']
		);
		$node = masthead_quote_node( $shown );
		if ( null !== $node ) {
			$key                       = serialize( $node );
			$texts[ $key ]           ??= array(
				'node'   => $node,
				'widths' => array(),
			);
			$texts[ $key ]['widths'][] = $width;
		}
	}
	$nodes = array();
	foreach ( $texts as $text ) {
		$hidden = array_values( array_diff( $widths, $text['widths'] ) );
		$nodes[] = array() === $hidden ? $text['node'] : array_merge( $text['node'], array( 'hiddenOn' => $hidden ) );
	}
	return $nodes;
}

/** How a block is hidden from readers as node fields: `hiddenOn` (some widths), `hiddenFromReaders` (a preview's), or none. */
function masthead_block_hiding( array $block ): array {
	if ( ! empty( $block['attrs']['_mastheadHiddenFromReaders'] ) ) {
		return array( 'hiddenFromReaders' => true );
	}
	$viewports = masthead_hidden_viewports( $block );
	return $viewports ? array( 'hiddenOn' => $viewports ) : array();
}

/**
 * A converted block's entry as nodes of its own carrying how it is hidden (with any hiding of their own): never
 * joined to a run of text or to columns drawn as markup, so the site can hide it and nothing else.
 */
function masthead_hidden_entry( array $entry, array $hiding ): array {
	$nodes = array();
	foreach ( masthead_entry_nodes( $entry ) as $node ) {
		if ( isset( $hiding['hiddenOn'] ) ) {
			$node['hiddenOn'] = array_values( array_intersect( array( 'mobile', 'tablet', 'desktop' ), array_merge( $node['hiddenOn'] ?? array(), $hiding['hiddenOn'] ) ) );
		}
		$nodes[] = array_merge( $node, isset( $hiding['hiddenFromReaders'] ) ? $hiding : array() );
	}
	$entry['kind']  = 'node';
	$entry['html']  = null;
	$entry['nodes'] = $nodes;
	return $entry;
}

/**
 * Blocks as a preview draws them: each block hidden from readers kept, marked to be drawn under a notice
 * (`_mastheadHiddenFromReaders`), at any depth. A hidden slot stays out (it is no block of the slot it is in).
 */
function masthead_shown_to_editor( array $blocks ): array {
	foreach ( $blocks as $index => $block ) {
		if ( masthead_is_hidden_block( $block ) && 'masthead/slot' !== $block['blockName'] ) {
			unset( $block['attrs']['metadata']['blockVisibility'] );
			$block['attrs']['_mastheadHiddenFromReaders'] = true;
		}
		$block['innerBlocks'] = masthead_shown_to_editor( $block['innerBlocks'] ?? array() );
		$blocks[ $index ]     = $block;
	}
	return $blocks;
}
