<?php
/**
 * Synced patterns (issue 56): a `core/block` names a `wp_block` post by `ref`; its blocks are drawn where it is
 * used, at any nesting, as WordPress renders them (published and without a password, or nothing). Each pattern is
 * read and parsed once per conversion, a pattern inside itself is drawn once (the refs on the way down are carried
 * in the block), and what patterns add counts against the bound on blocks (bounds.php) before it is converted.
 * Each node a pattern gives names it (`patterns`, outermost first): the site tags the page `pattern:{id}`, and
 * saving, trashing or restoring the pattern purges that tag (purge.php).
 *
 * @package Masthead
 */

/** Parsed blocks with each synced pattern's blocks as its inner blocks, within the bound on blocks. */
function masthead_with_patterns( array $blocks ): array {
	$left   = MASTHEAD_MAX_BLOCKS;
	$parsed = array();
	return masthead_expand_patterns( $blocks, array(), $left, $parsed );
}

/**
 * Why blocks with their synced patterns drawn in are more than the plugin converts, or null: the save of a post
 * that uses a large pattern many times is refused as one that large would be (validation.php), before WordPress
 * draws each use of it for the REST answer. Counted once per pattern, read no further than the bound.
 */
function masthead_patterns_bound_problem( array $blocks ): ?string {
	// One more than the room left, so that running out at exactly nothing left still means over.
	$left   = MASTHEAD_MAX_BLOCKS - masthead_blocks_extent( $blocks )[1] + 1;
	$parsed = array();
	masthead_expand_patterns( $blocks, array(), $left, $parsed );
	if ( $left > 0 ) {
		return null;
	}
	/* translators: %d: the most blocks the site draws in one post */
	return sprintf( __( 'With its synced patterns drawn in, this holds more than the %d blocks the site draws in one post: use fewer patterns, or smaller ones.', 'masthead-content' ), MASTHEAD_MAX_BLOCKS );
}

/** `$seen` the refs being drawn above these blocks; `$left` the blocks patterns may still add; `$parsed` by ref. */
function masthead_expand_patterns( array $blocks, array $seen, int &$left, array &$parsed ): array {
	foreach ( $blocks as $index => $block ) {
		if ( 'core/block' === $block['blockName'] && ! isset( $block['attrs']['_mastheadPattern'] ) ) {
			$ref = (int) ( $block['attrs']['ref'] ?? 0 );
			// Once the bound is spent no pattern is read, and a pattern's size is counted once per conversion, not once per use.
			$pattern                                       = $left > 0 && $ref > 0 && ! in_array( $ref, $seen, true ) && count( $seen ) < MASTHEAD_MAX_BLOCK_DEPTH ? masthead_pattern_blocks( $ref, $parsed ) : array(
				'blocks' => array(),
				'count'  => 0,
			);
			$left                                         -= $pattern['count'];
			$inner                                         = $left < 0 ? array() : $pattern['blocks'];
			$blocks[ $index ]['attrs']['_mastheadPattern'] = array() !== $inner;
			$blocks[ $index ]['innerBlocks']               = masthead_expand_patterns( $inner, array_merge( $seen, array( $ref ) ), $left, $parsed );
		} elseif ( ! empty( $block['innerBlocks'] ) ) {
			$blocks[ $index ]['innerBlocks'] = masthead_expand_patterns( $block['innerBlocks'], $seen, $left, $parsed );
		}
	}
	return $blocks;
}

/**
 * A published, unprotected synced pattern's top-level blocks (the parser's whitespace left out) and how many blocks
 * they hold (masthead_blocks_extent), else none; read, parsed and counted once per conversion (`$parsed`, by ref).
 *
 * @return array{blocks: array, count: int}
 */
function masthead_pattern_blocks( int $ref, array &$parsed ): array {
	if ( ! isset( $parsed[ $ref ] ) ) {
		$post           = function_exists( 'get_post' ) ? get_post( $ref ) : null;
		$usable         = is_object( $post ) && 'wp_block' === $post->post_type && 'publish' === $post->post_status && '' === (string) $post->post_password;
		$blocks         = $usable ? array_values( array_filter( parse_blocks( (string) $post->post_content ), fn( $block ) => ! masthead_is_blank_block( $block ) ) ) : array();
		$parsed[ $ref ] = array(
			'blocks' => $blocks,
			'count'  => masthead_blocks_extent( $blocks )[1],
		);
	}
	return $parsed[ $ref ];
}

/** A synced pattern's nodes, each naming the pattern before any it names already (the patterns inside it). */
function masthead_pattern_nodes( array $block, array $nodes ): array {
	$ref = (int) ( $block['attrs']['ref'] ?? 0 );
	foreach ( $nodes as $index => $node ) {
		$nodes[ $index ]['patterns'] = array_merge( array( $ref ), $node['patterns'] ?? array() );
	}
	return $nodes;
}

/** The synced patterns the nodes of converted blocks draw (a layout's columns, drawn as one piece of markup). */
function masthead_patterns_within( array $entries ): array {
	$refs = array();
	foreach ( $entries as $entry ) {
		foreach ( $entry['nodes'] as $node ) {
			$refs = array_merge( $refs, $node['patterns'] ?? array() );
		}
	}
	return array_values( array_unique( $refs ) );
}
