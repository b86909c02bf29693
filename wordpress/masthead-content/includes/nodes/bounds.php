<?php
/**
 * The most a post may hold for the plugin to convert it (issue 54): what no save gets past (validation.php), what
 * the notes to editors refuse with a 413 (block-notes.php), and where a read of a post written around the editor
 * stops (dispatch.php).
 *
 * @package Masthead
 */

/**
 * The most blocks a post may hold, and the deepest they may nest, for the plugin to convert it (issue 54). The
 * editor nests two blocks for each level of a bulleted list: a Group › Columns › Column › Details holding a list
 * four bullets deep is 12 levels, and 16 leaves room past that; 5,000 blocks is more than twice the largest post a
 * newsroom writes (2,000). Each block is converted once, so a post within both costs what its size does.
 */
const MASTHEAD_MAX_BLOCK_DEPTH = 16;
const MASTHEAD_MAX_BLOCKS      = 5000;

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
	// How many blocks were walked: the tests count the work a conversion does, never its time.
	do_action( 'masthead_blocks_measured', $count );
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
