<?php
/**
 * Classic content (a post without blocks, a `core/freeform` block) as the publisher's old site drew it (issue 56):
 * WordPress's own pipeline (shortcodes, auto-embeds of a bare address on its own line, then `wpautop`), giving the
 * site's nodes rather than WordPress's HTML. `[caption]` and a library image are image nodes, `[gallery]` the grid
 * a Gallery block draws, `[embed]` and a bare YouTube or Vimeo address the video facade (any other address a link),
 * `[video]`/`[audio]` the clip nodes. Any other shortcode (from a plugin that is not there) never reaches readers as
 * bracket text: its tags go, its enclosed text stays, and the notes to editors name it. `[[name]]` prints `[name]`,
 * and the writer's own square brackets ("[sic]", "he [the minister] said") print as written
 * (masthead_classic_is_shortcode). A Shortcode block is drawn the same way (dispatch.php).
 *
 * @package Masthead
 */

/** Shortcodes the site draws (WordPress's own media shortcodes; `wp_caption` is `[caption]`'s older name). */
const MASTHEAD_CLASSIC_SHORTCODES = array( 'caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio' );

/** How deep enclosing shortcodes are unwrapped: past this their text stays, their tags still go. */
const MASTHEAD_CLASSIC_DEPTH = 8;

/**
 * Classic markup converted: `nodes` in order (rich-text runs between the drawn nodes) and `dropped`, the names of
 * the shortcodes left out. Markup with nothing to draw otherwise is one run, `wpautop`'s output as before.
 */
function masthead_classic_content( string $html, bool $autop = true ): array {
	$state = array(
		'nodes'   => array(),
		'dropped' => array(),
		'kept'    => array(),
		'framed'  => array(),
		'foreign' => array(),
	);
	// WordPress's own markers: where the teaser ends (`<!--more-->`, `<!--noteaser-->`) and where a post was split into
	// pages (`<!--nextpage-->`): the site shows the whole post on one page, so a page break is a paragraph break.
	$html  = (string) preg_replace( array( '#<!--(?:more|noteaser)(?:\s[^>]*)?-->#i', '#\s*<!--nextpage-->\s*#i' ), array( '', "\n\n" ), $html );
	$html  = masthead_classic_shortcodes( $html, $state, 0 );
	$html  = masthead_classic_frames( $html, $state );
	// WP_Embed::autoembed's rule: an address alone on its line (or alone in a paragraph) is an embed.
	$embed = function ( array $match ) use ( &$state ): string {
		return masthead_classic_url( html_entity_decode( $match[2], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $state );
	};
	if ( $autop ) {
		$html = (string) preg_replace_callback( '#^(\s*)(https?://[^\s<>"]+)\s*$#im', $embed, $html );
		$html = (string) preg_replace_callback( '#(<p(?:\s[^>]*)?>)\s*(https?://[^\s<>"]+)\s*</p>#i', $embed, $html );
	}
	// A library image (`wp-image-N`, or a file of this site's uploads written without it), with the link around it
	// if any: an image node at the site's paths and sizes. One from another site is left for the sanitiser, which
	// lets no picture from elsewhere through, and its host noted for the editor.
	$html = (string) preg_replace_callback(
		'#(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*</a>)?#i',
		function ( array $match ) use ( &$state ): string {
			$src  = 1 === preg_match( '#<img\b[^>]*?\ssrc\s*=\s*(["\'])(.*?)\1#is', $match[0], $found ) ? html_entity_decode( trim( $found[2] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
			$own  = 1 === preg_match( '/\bwp-image-\d+\b/', $match[0] ) || masthead_classic_own_upload( $src );
			$node = $own ? masthead_classic_image( $match[0], '' ) : null;
			if ( null === $node && ! $own && 1 === preg_match( '#^(?:https?:)?//([^/?\#]+)#i', $src, $host ) ) {
				$state['foreign'][] = strtolower( $host[1] );
			}
			return null === $node ? $match[0] : masthead_classic_slot( $node, $state );
		},
		$html
	);
	$html  = $autop && function_exists( 'wpautop' ) ? wpautop( $html ) : $html;
	$parts = preg_split( '#(?:<p>\s*)?\x00(\d+)\x00(?:\s*(?:<br\s*/?>)?\s*</p>)?#', $html, -1, PREG_SPLIT_DELIM_CAPTURE );
	$nodes = array();
	foreach ( $parts as $index => $part ) {
		if ( 1 === $index % 2 ) {
			$nodes[] = $state['nodes'][ (int) $part ];
			continue;
		}
		// A run cut by a node (a caption inside a `<div>`) is closed where it ends, a closing tag without its opening dropped.
		$part = count( $parts ) > 1 && function_exists( 'force_balance_tags' ) ? force_balance_tags( $part ) : $part;
		$part = trim( (string) preg_replace( '#<(p|div)(?:\s[^>]*)?>\s*</\1>#', '', $part ) );
		$part = (string) preg_replace_callback( '#(?:<p>\s*)?\x01(\d+)\x01(?:\s*(?:<br\s*/?>)?\s*</p>)?#', fn( $match ) => $state['kept'][ (int) $match[1] ], $part );
		if ( '' !== $part ) {
			$nodes[] = array(
				'type' => 'rich-text',
				'html' => masthead_site_hrefs( $part ),
			);
		}
	}
	return array(
		'nodes'   => $nodes,
		'dropped' => array_values( array_unique( $state['dropped'] ) ),
		'framed'  => array_values( array_unique( $state['framed'] ) ),
		'foreign' => array_values( array_unique( $state['foreign'] ) ),
	);
}

/** Whether an image address is a file of this WordPress's uploads (its own host, or a path on it). */
function masthead_classic_own_upload( string $src ): bool {
	if ( '' === $src || null === masthead_uploads_relative( $src ) ) {
		return false;
	}
	$host = strtolower( (string) wp_parse_url( 0 === strpos( $src, '//' ) ? 'https:' . $src : $src, PHP_URL_HOST ) );
	if ( '' === $host ) {
		return true; // A path on this site.
	}
	$uploads = function_exists( 'wp_get_upload_dir' ) ? wp_get_upload_dir() : null;
	$hosts   = array( strtolower( (string) wp_parse_url( function_exists( 'home_url' ) ? home_url() : '', PHP_URL_HOST ) ) );
	if ( is_array( $uploads ) ) {
		$hosts[] = strtolower( (string) wp_parse_url( $uploads['baseurl'], PHP_URL_HOST ) );
	}
	return in_array( $host, $hosts, true );
}

/**
 * Frames pasted from other sites (`<iframe>`, the embed code YouTube and Vimeo hand out), which the site's
 * sanitiser never lets through: a YouTube or Vimeo player is the video facade, as its address would give; any other
 * frame a link to what it showed, its host noted in `framed` for the notes to editors.
 */
function masthead_classic_frames( string $html, array &$state ): string {
	if ( false === stripos( $html, '<iframe' ) ) {
		return $html;
	}
	return (string) preg_replace_callback(
		'#<iframe\b([^>]*)>.*?</iframe\s*>|<iframe\b([^>]*?)/?>#is',
		function ( array $match ) use ( &$state ): string {
			$attrs = '' !== $match[1] ? $match[1] : ( $match[2] ?? '' );
			$src   = 1 === preg_match( '#\bsrc\s*=\s*(["\'])(.*?)\1#is', $attrs, $found ) ? html_entity_decode( trim( $found[2] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) : '';
			$src   = 0 === strpos( $src, '//' ) ? 'https:' . $src : $src;
			$video = masthead_video_of_url( $src );
			if ( null !== $video ) {
				return masthead_classic_url( 'youtube' === $video[0] ? "https://www.youtube.com/watch?v={$video[1]}" : masthead_vimeo_page( $video[1], $src ), $state );
			}
			$host = (string) wp_parse_url( $src, PHP_URL_HOST );
			if ( '' === $host || 1 !== preg_match( '#^https?://#i', $src ) ) {
				return ''; // Nothing a reader could follow: the sanitiser would drop the frame anyway.
			}
			$state['framed'][] = strtolower( $host );
			return masthead_classic_keep( masthead_embed_html( masthead_classic_block( 'core/embed', array( 'url' => $src ), '' ) ), $state );
		},
		$html
	);
}

/**
 * A Vimeo player's page, with the hash an unlisted video's player address carries (`?h=`): Vimeo's player refuses
 * such a video without it, and the facade's player reads it from the page's address (`vimeo.com/123/8272103f6e`).
 */
function masthead_vimeo_page( string $id, string $player ): string {
	parse_str( (string) wp_parse_url( $player, PHP_URL_QUERY ), $query );
	$hash = isset( $query['h'] ) && is_string( $query['h'] ) && 1 === preg_match( '/^[0-9a-f]{6,20}$/i', $query['h'] ) ? '/' . $query['h'] : '';
	return "https://vimeo.com/{$id}{$hash}";
}

/** A node in the markup's place: a mark on a paragraph of its own, where the runs of text are split. */
function masthead_classic_slot( array $node, array &$state ): string {
	$state['nodes'][] = $node;
	return "\n\n\x00" . ( count( $state['nodes'] ) - 1 ) . "\x00\n\n";
}

/** Markup of the site's own (a gallery's grid, a link) kept from `wpautop`, in a paragraph of its own in the run. */
function masthead_classic_keep( string $html, array &$state ): string {
	$state['kept'][] = $html;
	return "\n\n\x01" . ( count( $state['kept'] ) - 1 ) . "\x01\n\n";
}

/**
 * The shortcodes in `$html` handled, by WordPress's own regex over every name written (registered or not, as
 * do_shortcode finds names): drawn ones as nodes, others unwrapped to their text (itself handled) and noted.
 */
function masthead_classic_shortcodes( string $html, array &$state, int $depth ): string {
	if ( false === strpos( $html, '[' ) || ! function_exists( 'get_shortcode_regex' ) ) {
		return $html;
	}
	$names = masthead_classic_bracket_names( $html );
	if ( array() === $names ) {
		return $html;
	}
	$pattern = '/' . get_shortcode_regex( $names ) . '/';
	$html    = (string) preg_replace_callback(
		$pattern,
		function ( array $match ) use ( &$state, $depth ): string {
			if ( '[' === $match[1] && ']' === $match[6] ) {
				return substr( $match[0], 1, -1 ); // Escaped: `[[name]]` prints `[name]`.
			}
			if ( ! masthead_classic_is_shortcode( $match ) ) {
				return $match[0]; // Editorial brackets ("[sic]", "he [the minister] said"): the writer's words.
			}
			$name    = strtolower( $match[2] );
			$attrs   = function_exists( 'shortcode_parse_atts' ) ? shortcode_parse_atts( $match[3] ) : array();
			$attrs   = is_array( $attrs ) ? $attrs : array();
			$content = $match[5] ?? '';
			$node    = in_array( $name, MASTHEAD_CLASSIC_SHORTCODES, true ) ? masthead_classic_drawn( $name, $attrs, $content, $state ) : null;
			if ( null !== $node ) {
				return $node;
			}
			$state['dropped'][] = $match[2];
			return $depth < MASTHEAD_CLASSIC_DEPTH ? masthead_classic_shortcodes( $content, $state, $depth + 1 ) : strip_tags( $content );
		},
		$html
	);
	// A closing tag with no opening one before it is bracket text too.
	return (string) preg_replace_callback(
		'@(\[?)\[/(' . implode( '|', array_map( fn( $name ) => preg_quote( $name, '@' ), $names ) ) . ')\](\]?)@',
		function ( array $match ) use ( &$state ): string {
			if ( '[' === $match[1] && ']' === $match[3] ) {
				return substr( $match[0], 1, -1 );
			}
			$state['dropped'][] = $match[2];
			return $match[1] . $match[3];
		},
		$html
	);
}

/** Every name written in square brackets, as do_shortcode finds names (registered or not). */
function masthead_classic_bracket_names( string $html ): array {
	preg_match_all( '@\[/?([^<>&/\[\]\x00-\x20=]++)@', $html, $found );
	return array_values( array_unique( $found[1] ) );
}

/** Whether markup holds a shortcode by masthead_classic_is_shortcode's rule (the writer's own brackets are not one). */
function masthead_classic_has_shortcode( string $html ): bool {
	if ( false === strpos( $html, '[' ) || ! function_exists( 'get_shortcode_regex' ) ) {
		return false;
	}
	$names = masthead_classic_bracket_names( $html );
	if ( array() === $names ) {
		return false;
	}
	preg_match_all( '/' . get_shortcode_regex( $names ) . '/', $html, $matches, PREG_SET_ORDER );
	foreach ( $matches as $match ) {
		if ( masthead_classic_is_shortcode( $match ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether a bracketed name (get_shortcode_regex's match) is a shortcode rather than the writer's own brackets.
 * WordPress runs only the shortcodes registered on the site, so square brackets in a story ("[sic]", "[1]", "he [the
 * minister] said") print as written; a plugin's shortcode that is no longer registered is told by its form: a
 * closing tag, a self-closing slash or a `name=value` attribute. A bare `[name]` of a plugin that is gone stays
 * text, as WordPress prints it.
 */
function masthead_classic_is_shortcode( array $match ): bool {
	$name = $match[2];
	if ( in_array( strtolower( $name ), MASTHEAD_CLASSIC_SHORTCODES, true ) || ( function_exists( 'shortcode_exists' ) && shortcode_exists( $name ) ) ) {
		return true;
	}
	return '/' === $match[4] || false !== strpos( $match[3], '=' ) || 1 === preg_match( '@\[/' . preg_quote( $name, '@' ) . '\]\]?$@', $match[0] );
}

/** A drawn shortcode's markup in its place (a node's mark, or a link), or null when it draws nothing (then dropped). */
function masthead_classic_drawn( string $name, array $attrs, string $content, array &$state ): ?string {
	if ( 'caption' === $name || 'wp_caption' === $name ) {
		$node = masthead_classic_image( $content, (string) ( $attrs['caption'] ?? '' ) );
		return null === $node ? null : masthead_classic_slot( $node, $state );
	}
	if ( 'embed' === $name ) {
		$url = trim( html_entity_decode( strip_tags( $content ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		return '' === $url ? null : masthead_classic_url( $url, $state );
	}
	if ( 'video' === $name || 'audio' === $name ) {
		$types = 'video' === $name ? array( 'src', 'mp4', 'm4v', 'webm', 'ogv', 'flv' ) : array( 'src', 'mp3', 'ogg', 'm4a', 'wav', 'flac' );
		$src   = '';
		foreach ( $types as $key ) {
			$src = '' === $src && isset( $attrs[ $key ] ) ? trim( (string) $attrs[ $key ] ) : $src;
		}
		$poster = 'video' === $name && ! empty( $attrs['poster'] ) ? ' poster="' . masthead_classic_attr( (string) $attrs['poster'] ) . '"' : '';
		$markup = '<figure><' . $name . ' src="' . masthead_classic_attr( $src ) . '"' . $poster . '></' . $name . '></figure>';
		$node   = '' === $src ? null : masthead_clip_node( masthead_classic_block( 'core/' . $name, array(), $markup ), $name );
		return null === $node ? null : masthead_classic_slot( $node, $state );
	}
	return masthead_classic_gallery( $attrs, $state );
}

/** An address alone on its line: the video facade for YouTube and Vimeo (as core/embed gives), else a link. */
function masthead_classic_url( string $url, array &$state ): string {
	$block = masthead_classic_block( 'core/embed', array( 'url' => $url ), '' );
	$node  = masthead_embed_node( $block );
	return null === $node ? masthead_classic_keep( masthead_embed_html( $block ), $state ) : masthead_classic_slot( $node, $state );
}

/** The shape of a parsed block, for the converters core blocks use. */
function masthead_classic_block( string $name, array $attrs, string $markup ): array {
	return array(
		'blockName'    => $name,
		'attrs'        => $attrs,
		'innerBlocks'  => array(),
		'innerHTML'    => $markup,
		'innerContent' => array( $markup ),
	);
}

/** An image node from classic markup (an `<img>`, its link, a caption's text after it), or null if unsized. */
function masthead_classic_image( string $markup, string $caption ): ?array {
	$xpath = masthead_dom( $markup );
	$img   = null === $xpath ? null : $xpath->query( '//img' )->item( 0 );
	if ( ! $img instanceof DOMElement ) {
		return null;
	}
	$id    = 1 === preg_match( '/\bwp-image-(\d+)\b/', $img->getAttribute( 'class' ), $match ) ? (int) $match[1] : 0;
	$image = masthead_block_image( $xpath, '//img', $id );
	if ( null === $image ) {
		return null;
	}
	$node = array(
		'type'  => 'image',
		'image' => $image,
	);
	// The caption is the text beside the picture (WordPress 3.4 on), or the older `caption` attribute.
	$text = masthead_collapse( html_entity_decode( strip_tags( (string) preg_replace( '#(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*</a>)?#i', '', $markup ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	$text = '' !== $text ? $text : masthead_collapse( $caption );
	if ( '' !== $text ) {
		$node['caption'] = $text;
	}
	return $node;
}

/** `[gallery ids="…" columns="…"]`: the grid a Gallery block of those library images draws, or null when none draws. */
function masthead_classic_gallery( array $attrs, array &$state ): ?string {
	$ids    = array_slice( array_filter( array_map( 'intval', explode( ',', (string) ( $attrs['ids'] ?? $attrs['include'] ?? '' ) ) ) ), 0, 100 );
	$images = array();
	foreach ( $ids as $id ) {
		$metadata = function_exists( 'wp_get_attachment_metadata' ) ? wp_get_attachment_metadata( $id ) : false;
		if ( ! is_array( $metadata ) || ! isset( $metadata['file'] ) ) {
			continue;
		}
		$alt   = function_exists( 'get_post_meta' ) ? (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) : '';
		$image = masthead_image_of( '/media/' . $metadata['file'], $alt, $id, (int) ( $metadata['width'] ?? 0 ), (int) ( $metadata['height'] ?? 0 ) );
		if ( null !== $image ) {
			$entry    = array(
				'type'  => 'image',
				'image' => $image,
			);
			$caption  = function_exists( 'wp_get_attachment_caption' ) ? masthead_collapse( (string) wp_get_attachment_caption( $id ) ) : '';
			$images[] = array(
				'name'  => 'core/image',
				'nodes' => array( '' === $caption ? $entry : array_merge( $entry, array( 'caption' => $caption ) ) ),
			);
		}
	}
	$columns = isset( $attrs['columns'] ) ? array( 'columns' => (int) $attrs['columns'] ) : array();
	$html    = masthead_gallery_html( masthead_classic_block( 'core/gallery', $columns, '' ), $images );
	return null === $html ? null : masthead_classic_keep( $html, $state );
}

/** An attribute value escaped for the markup handed to the block converters. */
function masthead_classic_attr( string $text ): string {
	return htmlspecialchars( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}
