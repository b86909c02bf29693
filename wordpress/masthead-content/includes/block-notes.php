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

/**
 * `{ notes: [{ path, block, kind, note }] }` for the content sent; `path` indexes the editor's block tree. (A
 * signed-in answer: WordPress marks it uncacheable.)
 */
function masthead_rest_block_notes( WP_REST_Request $request ): array {
	$content = (string) $request['content'];
	// A post far past any real one is not walked (parse_blocks on megabytes costs the editor seconds per keystroke).
	return array( 'notes' => strlen( $content ) > 2 * 1024 * 1024 ? array() : masthead_block_notes( parse_blocks( $content ) ) );
}

/**
 * Notes for a list of blocks (the parser's whitespace between blocks skipped, as the editor's tree has none).
 *
 * @param array $blocks Parsed blocks.
 * @param int[] $path   Where the list sits in the tree.
 * @return array[] Each `path`, `block` (its name), `kind` ("left out" or "changed") and `note`.
 */
function masthead_block_notes( array $blocks, array $path = array() ): array {
	$notes = array();
	$index = 0;
	foreach ( $blocks as $block ) {
		if ( masthead_is_blank_block( $block ) ) {
			continue;
		}
		$at    = array_merge( $path, array( $index++ ) );
		$notes = array_merge( $notes, masthead_notes_of_block( $block, $at ) );
	}
	return $notes;
}

/** The notes of one block and of the blocks inside it. */
function masthead_notes_of_block( array $block, array $at ): array {
	$name = null === $block['blockName'] ? 'core/freeform' : (string) $block['blockName'];
	$note = fn( string $kind, string $text ) => array(
		'path'  => $at,
		'block' => $name,
		'kind'  => $kind,
		'note'  => $text,
	);
	if ( 'masthead/slot' === $name ) {
		return masthead_block_notes( $block['innerBlocks'], $at );
	}
	if ( 0 === strpos( $name, 'masthead/' ) ) {
		// Its fields are held to the contract at every save (validation.php); an unknown type is refused there too.
		return array();
	}
	if ( ! in_array( $name, MASTHEAD_CORE_BLOCKS, true ) ) {
		return array( $note( 'left out', __( 'The site does not show this kind of block: readers will not see it.', 'masthead-content' ) ) );
	}
	$inner = masthead_block_notes( $block['innerBlocks'], $at );
	switch ( $name ) {
		case 'core/group':
		case 'core/column':
		case 'core/gallery':
			// Drawn in order (a gallery's images each judged as an image).
			return $inner;
		case 'core/columns':
			$stacked = null === masthead_layout_html( $block ) && array() !== masthead_nodes_from_blocks( array( $block ) );
			return $stacked ? array_merge( array( $note( 'changed', __( 'Columns holding more than text and images are shown one under another on the site.', 'masthead-content' ) ) ), $inner ) : $inner;
		case 'core/embed':
			$link = null === masthead_embed_node( $block ) && '' !== masthead_embed_html( $block );
			return $link ? array( $note( 'changed', __( 'The site plays YouTube and Vimeo videos only: readers get a link to this instead.', 'masthead-content' ) ) ) : array();
		case 'core/video':
		case 'core/audio':
			$clip = masthead_clip_node( $block, substr( $name, strlen( 'core/' ) ) );
			$link = null !== $clip && 'rich-text' === $clip['type'];
			return $link ? array( $note( 'changed', __( 'Only files from the Media Library play on the site: readers get a link to this one instead.', 'masthead-content' ) ) ) : array();
		case 'core/cover':
		case 'core/media-text':
			$node = 'core/cover' === $name ? masthead_cover_node( $block ) : masthead_media_text_node( $block );
			if ( null === $node ) {
				// Its blocks in order, without the picture.
				$text = masthead_block_has_content( $block ) ? array( $note( 'changed', __( 'Without a picture from the Media Library, the site shows only what is written in this block.', 'masthead-content' ) ) ) : array();
				return array_merge( $text, $inner );
			}
			return masthead_text_only_notes( $block, $at );
		case 'core/details':
			return masthead_text_only_notes( $block, $at );
	}
	$lost = array() === masthead_nodes_from_blocks( array( $block ) ) && masthead_block_has_content( $block );
	return $lost ? array( $note( 'left out', masthead_left_out_reason( $name ) ) ) : array();
}

/**
 * A block whose inside the site draws as text (a Details answer, the text beside a picture): each block inside
 * that is more than text is left out.
 */
function masthead_text_only_notes( array $block, array $at ): array {
	$notes = array();
	$index = 0;
	foreach ( $block['innerBlocks'] as $inner ) {
		if ( masthead_is_blank_block( $inner ) ) {
			continue;
		}
		$where = array_merge( $at, array( $index++ ) );
		$nodes = masthead_nodes_from_blocks( array( $inner ) );
		if ( array() !== array_filter( $nodes, fn( $node ) => 'rich-text' !== $node['type'] ) ) {
			$notes[] = array(
				'path'  => $where,
				'block' => (string) $inner['blockName'],
				'kind'  => 'left out',
				'note'  => __( 'Only text shows inside this block on the site: readers will not see this.', 'masthead-content' ),
			);
		} else {
			$notes = array_merge( $notes, masthead_notes_of_block( $inner, $where ) );
		}
	}
	return $notes;
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
