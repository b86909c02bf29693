<?php
/**
 * The plugin's conversion of a page's blocks to the contract's slots of nodes, one room per concern under nodes/
 * (issue 55), loaded here in the order they depend on: the contract's rules (generated from contract/), the bound
 * on what is converted, the dispatch, each kind of block (text, media, layout, embeds, classic content), then the filling of the
 * data-bearing nodes. The notes to editors read the same conversion (block-notes.php).
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';
foreach ( array( 'bounds', 'dispatch', 'visibility', 'text', 'media', 'layout', 'embeds', 'classic', 'patterns', 'fill' ) as $masthead_nodes_file ) {
	require_once __DIR__ . "/nodes/{$masthead_nodes_file}.php";
}
