<?php
/**
 * What the site will not draw as the editor shows it (issue 45: "never silence"): for a post's blocks, each block
 * the site leaves out (a kind it does not draw, an image it cannot size) and each it draws otherwise (columns
 * holding more than text and images stacked, an embed or a clip from elsewhere as a link, a cover without a library
 * picture as its text). The editor asks `POST /masthead-editor/v1/block-notes` as the editor types and shows the
 * notes as a notice and in the pre-publish panel (editor/src/sidebar/block-notes.tsx). The judgement is
 * block-nodes.php's own conversion, run on the one block, so the notes cannot drift from what readers get.
 *
 * @package Masthead
 */

require_once __DIR__ . '/block-nodes.php';

/** The editor's own calls: not the content API (masthead/v1 answers anyone, GET only), and only for editors. */
const MASTHEAD_EDITOR_NAMESPACE = 'masthead-editor/v1';

add_action( 'rest_api_init', 'masthead_register_block_notes_route' );

function masthead_register_block_notes_route(): void {
	register_rest_route(
		MASTHEAD_EDITOR_NAMESPACE,
		'/block-notes',
		array(
			'methods'             => 'POST',
			'callback'            => 'masthead_rest_block_notes',
			'permission_callback' => fn() => current_user_can( 'edit_posts' ),
			'args'                => array(
				'content' => array(
					'type'     => 'string',
					'required' => true,
				),
			),
		)
	);
}

/** The largest post the notes are worked out for: the editor sends the whole post as the editor types. */
const MASTHEAD_NOTES_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `{ notes: [{ path, block, kind, note }] }` for the content sent; `path` indexes the editor's block tree. (A
 * signed-in answer: WordPress marks it uncacheable.) A 413 for a post past the bound (masthead_block_notes_of).
 *
 * @return array|WP_Error
 */
function masthead_rest_block_notes( WP_REST_Request $request ) {
	$notes = masthead_block_notes_of( (string) $request['content'] );
	return is_wp_error( $notes ) ? $notes : array( 'notes' => $notes );
}

/**
 * The notes for a post's markup, or a 413 naming the bound when it is larger than the plugin converts (bytes,
 * depth, blocks: issue 54), which no save gets past either (validation.php).
 *
 * @return array|WP_Error
 */
function masthead_block_notes_of( string $content ) {
	$problem = strlen( $content ) > MASTHEAD_NOTES_MAX_BYTES ? __( 'This post is larger than the site draws (2 MB of content).', 'masthead-content' ) : null;
	$blocks  = null === $problem ? masthead_with_patterns( parse_blocks( $content ) ) : array();
	$problem = $problem ?? masthead_blocks_bound_problem( $blocks );
	return null === $problem ? masthead_block_notes( $blocks ) : new WP_Error( 'masthead_too_large', $problem, array( 'status' => 413 ) );
}

/**
 * Notes for a list of blocks, from one conversion of them (masthead_convert_blocks): each block is converted once
 * however deep it sits, and the notes read what it gave.
 *
 * @param array $blocks Parsed blocks.
 * @return array[] Each `path` (where the block sits in the tree), `block` (its name), `kind` ("left out" or
 *                 "changed") and `note`.
 */
function masthead_block_notes( array $blocks ): array {
	$notes = array();
	masthead_notes_of_entries( masthead_convert_blocks( masthead_with_patterns( $blocks ) )['blocks'], array(), $notes );
	return $notes;
}

/** Adds the notes of converted blocks (the parser's whitespace already left out, as the editor's tree has none). */
function masthead_notes_of_entries( array $entries, array $path, array &$notes ): void {
	foreach ( $entries as $index => $entry ) {
		masthead_notes_of_entry( $entry, array_merge( $path, array( $index ) ), $notes );
	}
}

/** Adds the notes of one converted block and of the blocks inside it. */
function masthead_notes_of_entry( array $entry, array $at, array &$notes ): void {
	$name = $entry['name'];
	$note = function ( string $kind, string $text ) use ( $at, $name, &$notes ): void {
		$notes[] = array(
			'path'  => $at,
			'block' => $name,
			'kind'  => $kind,
			'note'  => $text,
		);
	};
	if ( 'hidden' === $entry['kind'] ) {
		return; // Its editor hid it: readers are meant not to see it.
	}
	if ( 'masthead/slot' === $name ) {
		masthead_notes_of_entries( $entry['inner'], $at, $notes );
		return;
	}
	if ( 0 === strpos( $name, 'masthead/' ) ) {
		// Its fields are held to the contract at every save (validation.php); an unknown type is refused there too.
		return;
	}
	if ( ! in_array( $name, MASTHEAD_CORE_BLOCKS, true ) && ! in_array( $name, MASTHEAD_FOUND_BLOCKS, true ) ) {
		$note( 'left out', __( 'The site does not show this kind of block: readers will not see it.', 'masthead-content' ) );
		return;
	}
	$shortcodes = $entry['shortcodes'] ?? array();
	// The block is drawn without them ("changed"), unless they were all it held: then readers see none of it.
	$draws_nothing = array() === masthead_entry_nodes( $entry );
	foreach ( $shortcodes as $shortcode ) {
		/* translators: %s: a shortcode's name. */
		$note( $draws_nothing ? 'left out' : 'changed', sprintf( __( 'The site does not show the [%s] shortcode: readers will see only the text inside it, if any.', 'masthead-content' ), $shortcode ) );
	}
	foreach ( $entry['framed'] ?? array() as $host ) {
		/* translators: %s: the web address's host a pasted frame showed. */
		$note( 'changed', sprintf( __( 'The site does not show frames from other sites: readers get a link to %s instead.', 'masthead-content' ), $host ) );
	}
	foreach ( $entry['foreign'] ?? array() as $host ) {
		/* translators: %s: the web address's host a picture came from. */
		$note( 'changed', sprintf( __( 'The site shows pictures from the Media Library only: readers will not see the one from %s.', 'masthead-content' ), $host ) );
	}
	if ( array() !== $shortcodes || array() !== ( $entry['framed'] ?? array() ) || array() !== ( $entry['foreign'] ?? array() ) ) {
		return; // Classic content: its left-out shortcodes, frames and pictures are all the site draws otherwise.
	}
	switch ( $name ) {
		case 'core/block':
			// A pattern's own blocks are noted where it is edited; here, only a pattern that draws nothing.
			if ( empty( $entry['block']['attrs']['_mastheadPattern'] ) ) {
				$note( 'left out', __( 'This synced pattern is missing, not published or inside itself: readers will not see it.', 'masthead-content' ) );
			}
			return;
		case 'core/group':
		case 'core/column':
		case 'core/gallery':
			// Drawn in order (a gallery's images each judged as an image).
			masthead_notes_of_entries( $entry['inner'], $at, $notes );
			return;
		case 'core/columns':
			if ( 'container' === $entry['kind'] && array() !== $entry['nodes'] ) {
				$note( 'changed', __( 'Columns holding more than text and images are shown one under another on the site.', 'masthead-content' ) );
			}
			masthead_notes_of_entries( $entry['inner'], $at, $notes );
			return;
		case 'core/embed':
			if ( null !== $entry['html'] && '' !== $entry['html'] ) {
				$note( 'changed', __( 'The site plays YouTube and Vimeo videos only: readers get a link to this instead.', 'masthead-content' ) );
			}
			return;
		case 'core/video':
		case 'core/audio':
			if ( 'rich-text' === ( $entry['nodes'][0]['type'] ?? null ) ) {
				$note( 'changed', __( 'Only files from the Media Library play on the site: readers get a link to this one instead.', 'masthead-content' ) );
			}
			return;
		case 'core/cover':
		case 'core/media-text':
			if ( 'container' === $entry['kind'] || array() === $entry['nodes'] ) {
				// Its blocks in order, without the picture.
				if ( masthead_block_has_content( $entry['block'] ) ) {
					$note( 'changed', __( 'Without a picture from the Media Library, the site shows only what is written in this block.', 'masthead-content' ) );
				}
				masthead_notes_of_entries( $entry['inner'], $at, $notes );
				return;
			}
			masthead_text_only_notes( $entry, $at, $notes );
			return;
		case 'core/details':
			masthead_text_only_notes( $entry, $at, $notes );
			return;
	}
	if ( array() === masthead_entry_nodes( $entry ) && masthead_block_has_content( $entry['block'] ) ) {
		$note( 'left out', masthead_left_out_reason( $name ) );
	}
}

/**
 * A block whose inside the site draws as text (a Details answer, the text beside a picture): each block inside
 * that is more than text is left out.
 */
function masthead_text_only_notes( array $entry, array $at, array &$notes ): void {
	foreach ( $entry['inner'] as $index => $inner ) {
		$where = array_merge( $at, array( $index ) );
		if ( array() !== array_filter( masthead_entry_nodes( $inner ), fn( $node ) => 'rich-text' !== $node['type'] ) ) {
			$notes[] = array(
				'path'  => $where,
				'block' => $inner['name'],
				'kind'  => 'left out',
				'note'  => __( 'Only text shows inside this block on the site: readers will not see this.', 'masthead-content' ),
			);
		} else {
			masthead_notes_of_entry( $inner, $where, $notes );
		}
	}
}

/** Why a block the site takes gives nothing here. */
function masthead_left_out_reason( string $name ): string {
	if ( 'core/image' === $name ) {
		return __( 'The site shows images from the Media Library only: readers will not see this one. Replace it with one from the library.', 'masthead-content' );
	}
	return __( 'The site cannot show this block as it stands: readers will not see it.', 'masthead-content' );
}

/** Whether a block holds anything a reader could see (text, a picture, a file, an address). */
function masthead_block_has_content( array $block ): bool {
	$markup = masthead_block_markup( $block );
	if ( '' !== trim( html_entity_decode( wp_strip_all_tags( $markup ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) {
		return true;
	}
	if ( 1 === preg_match( '/<(?:img|video|audio|iframe|object|embed|source)\b[^>]*\ssrc=["\']?[^"\'\s>]/i', $markup ) ) {
		return true;
	}
	foreach ( array( 'url', 'href', 'src', 'id', 'mediaId' ) as $key ) {
		if ( ! empty( $block['attrs'][ $key ] ) ) {
			return true;
		}
	}
	return false;
}
