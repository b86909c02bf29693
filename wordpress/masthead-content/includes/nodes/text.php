<?php
/**
 * Text blocks: the HTML each adds to a run of rich text (paragraphs, headings, lists, classic text, HTML, code,
 * buttons), a block's markup without its comments, and the nodes read from text (quote, table, a Details
 * question), with the DOM helpers they share.
 *
 * @package Masthead
 */

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
	if ( 'core/verse' === $name ) {
		// A poem's lines in the text's own type: a paragraph with its line breaks (a `<pre>` reads as code on the site).
		$lines = preg_replace( '#^\s*<pre\b[^>]*>|</pre>\s*$#i', '', trim( masthead_block_markup( $block ) ) );
		return '' === trim( strip_tags( (string) $lines ) ) ? '' : '<p>' . nl2br( rtrim( (string) $lines ), false ) . '</p>';
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
			// A block its editor hid (a list's item, a quote's paragraph) leaves nothing in its place; one hidden per
			// viewport, or in a preview, keeps its place, classed for the site's CSS.
			$part  = $block['innerBlocks'][ $inner ];
			$html .= masthead_is_hidden_block( $part ) ? '' : masthead_hidden_markup( $part, trim( masthead_block_markup( $part ) ) );
			++$inner;
		}
	}
	if ( in_array( $block['blockName'], array( 'core/heading', 'core/list' ), true ) ) {
		// The class later editors add to every heading and list (6.2 on) and 6.1 does not: one node whichever wrote it.
		$html = preg_replace( '/^(\s*<(?:h[1-6]|ul|ol)\b[^>]*?) class="wp-block-(?:heading|list)"/', '$1', $html );
	}
	return $html;
}

/**
 * An inner block's markup drawn in its parent's (a list's item, a quote's paragraph), its first element classed
 * with how it is hidden: `node-hidden--{width}` for each width WordPress 7.x hides it at (the site's CSS hides it
 * there, as it does a node's `hiddenOn`), or, in a preview, `node-hidden--all` for one hidden from every reader
 * (drawn marked, as a node's `hiddenFromReaders`).
 */
function masthead_hidden_markup( array $block, string $html ): string {
	$classes = ! empty( $block['attrs']['_mastheadHiddenFromReaders'] ) ? array( 'all' ) : masthead_hidden_viewports( $block );
	if ( array() === $classes ) {
		return $html;
	}
	$names = implode( ' ', array_map( fn( $name ) => "node-hidden--{$name}", $classes ) );
	return (string) preg_replace_callback(
		'/^<([a-z][a-z0-9]*)\b([^>]*)>/i',
		static function ( array $match ) use ( $names ): string {
			if ( 1 === preg_match( '/\sclass="([^"]*)"/', $match[2] ) ) {
				return '<' . $match[1] . preg_replace( '/\sclass="([^"]*)"/', ' class="$1 ' . $names . '"', $match[2], 1 ) . '>';
			}
			return '<' . $match[1] . ' class="' . $names . '"' . $match[2] . '>';
		},
		$html,
		1
	);
}

/** A block's own markup, its inner blocks left out: the summary of a Details, the picture of a Cover. */
function masthead_own_markup( array $block ): string {
	return implode( '', array_filter( $block['innerContent'], 'is_string' ) );
}

/** The text among a block's inner blocks' nodes (their rich text, in order): a Details answer, a Media & Text's text. */
function masthead_rich_text_of( array $nodes ): string {
	$html = '';
	foreach ( $nodes as $node ) {
		$html .= 'rich-text' === $node['type'] ? $node['html'] : '';
	}
	return $html;
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
			// A button hidden on some screens (masthead_hidden_markup classed its element) stays hidden there.
			$hidden = array();
			for ( $node = $link; $node instanceof DOMElement; $node = $node->parentNode ) {
				preg_match_all( '/\bnode-hidden--(?:mobile|tablet|desktop|all)\b/', $node->getAttribute( 'class' ), $found );
				$hidden = array_merge( $hidden, $found[0] );
			}
			$class   = trim( 'button button--primary ' . implode( ' ', array_unique( $hidden ) ) );
			$links[] = '<a class="' . $class . '" href="' . htmlspecialchars( $link->getAttribute( 'href' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '">' . htmlspecialchars( $label, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . '</a>';
		}
	}
	return array() === $links ? '' : '<p class="content-buttons">' . implode( ' ', $links ) . '</p>';
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

/**
 * Links in text that name WordPress's own address, as the site's: a found post's links were written when WordPress
 * was the site (or its address was moved under them), and readers would go round WordPress's redirect, which sends
 * an id link (`?p=12`, `?page_id=12`) to the home page. A page is its path (an id link the post's own path), a file in
 * the uploads its `/media/…` path when the site serves it; wp-admin, the login and the API stay as written.
 */
function masthead_site_hrefs( string $html ): string {
	$home = function_exists( 'home_url' ) ? untrailingslashit( home_url() ) : '';
	$bare = (string) preg_replace( '#^https?:#i', '', $home );
	if ( '' === $home || false === stripos( $html, $bare ) ) {
		return $html;
	}
	return (string) preg_replace_callback(
		'/(<a\s[^>]*?\bhref\s*=\s*)(["\'])(.*?)\2/is',
		function ( array $match ) use ( $bare ): string {
			$path = masthead_site_path_of( html_entity_decode( $match[3], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $bare );
			return null === $path ? $match[0] : $match[1] . $match[2] . htmlspecialchars( $path, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) . $match[2];
		},
		$html
	);
}

/** The site's address for a link to WordPress's own (`$bare`: its origin without the scheme), or null to keep it. */
function masthead_site_path_of( string $href, string $bare ): ?string {
	$href = trim( $href );
	$rest = (string) preg_replace( '#^(?:https?:)?(?=//)#i', '', $href, 1, $count );
	if ( 0 === $count || 0 !== stripos( $rest, $bare ) || 1 !== preg_match( '#^($|[/?\#])#', substr( $rest, strlen( $bare ) ) ) ) {
		return null;
	}
	$local = substr( $rest, strlen( $bare ) );
	$local = '' === $local || '/' !== $local[0] ? '/' . $local : $local;
	// The uploads by the whole address (WordPress may live under a path of its own): a file the site serves.
	$relative = masthead_uploads_relative( (string) preg_replace( '#[?\#].*$#s', '', $rest ) );
	if ( null !== $relative ) {
		return 1 === preg_match( MASTHEAD_MEDIA_PATH, '/media/' . $relative ) ? '/media/' . $relative : null;
	}
	// WordPress's own screens, API, feeds and files are not the site's pages.
	if ( 1 === preg_match( '#^/(?:wp-admin|wp-login\.php|wp-json|xmlrpc\.php|feed|wp-content|wp-includes)(?:[/?\#]|$)#i', $local ) ) {
		return null;
	}
	$fragment = false === strpos( $local, '#' ) ? '' : substr( $local, strpos( $local, '#' ) );
	$target   = masthead_link_target( $local, array() );
	if ( null !== $target && 0 === strpos( $target, 'id:' ) ) {
		$post = get_post( (int) substr( $target, 3 ) );
		$link = $post instanceof WP_Post && 'publish' === $post->post_status ? (string) get_permalink( $post ) : '';
		$path = '' === $link ? '' : (string) wp_parse_url( $link, PHP_URL_PATH );
		return '' !== $path && '/' === $path[0] ? $path . $fragment : null;
	}
	return $local;
}
