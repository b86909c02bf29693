<?php
/**
 * Embeds: a YouTube or Vimeo address as the `embed` node the site draws as a facade, any other embed as a link in
 * the text (readers' browsers ask the other site for nothing until they follow it).
 *
 * @package Masthead
 */

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
