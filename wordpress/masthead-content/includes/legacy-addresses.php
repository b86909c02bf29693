<?php
/**
 * Old addresses that still land (issue 56): `/?p=<id>` (and `/?page_id=<id>`), WordPress's plain links, and the
 * publisher's previous permalink structure, named by the option `masthead_legacy_permalink_structure` (such as
 * `/%year%/%monthnum%/%postname%/` or `/%category%/%postname%/`), each answer one 301 to where the page lives now.
 * paths.php asks here only where no route and no redirect lives, as WordPress redirects old slugs only from a 404.
 * Only what readers may see is named: a draft's id answers nothing, so its slug never leaks.
 *
 * @package Masthead
 */

/** The post id of a `/?p=N` or `/?page_id=N` lookup (the site asks with the query as the path), or null. */
function masthead_legacy_id_query( string $path ): ?int {
	return 1 === preg_match( '#^/\?(?:p|page_id)=([1-9][0-9]{0,17})$#', $path, $match ) ? (int) $match[1] : null;
}

/** A 301 to where a visible page or post lives, or null (`$from`: the address asked for, never answered with itself). */
function masthead_legacy_to( ?WP_Post $post, string $from ): ?array {
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, array( 'post', 'page' ), true ) || ! masthead_is_visible( $post ) ) {
		return null;
	}
	$to = masthead_path_of( $post );
	return null === $to || $to === $from ? null : array(
		'to'     => $to,
		'status' => 301,
	);
}

/** The pattern of a permalink structure's tags, each a named group. */
const MASTHEAD_LEGACY_TAGS = array(
	'%year%'     => '(?<year>[0-9]{4})',
	'%monthnum%' => '(?<monthnum>[0-9]{1,2})',
	'%day%'      => '(?<day>[0-9]{1,2})',
	'%hour%'     => '(?:[0-9]{1,2})',
	'%minute%'   => '(?:[0-9]{1,2})',
	'%second%'   => '(?:[0-9]{1,2})',
	'%post_id%'  => '(?<post_id>[0-9]{1,18})',
	'%postname%' => '(?<postname>[^/]+)',
	'%category%' => '(?<category>[^?]+?)',
	'%author%'   => '(?<author>[^/]+)',
);

/** Whether a post fits the other tags of a matched address: its date, a category of that slug, its author. */
function masthead_legacy_fits( WP_Post $post, array $match ): bool {
	$date = strtotime( (string) $post->post_date . ' UTC' );
	foreach ( array(
		'year'     => 'Y',
		'monthnum' => 'n',
		'day'      => 'j',
	) as $tag => $format ) {
		if ( isset( $match[ $tag ] ) && '' !== $match[ $tag ] && (int) $match[ $tag ] !== (int) gmdate( $format, (int) $date ) ) {
			return false;
		}
	}
	if ( isset( $match['category'] ) && '' !== $match['category'] ) {
		$slugs = masthead_path_segments( '/' . $match['category'] );
		$terms = get_the_terms( $post, 'category' );
		$own   = is_array( $terms ) ? wp_list_pluck( $terms, 'slug' ) : array();
		if ( ! in_array( (string) end( $slugs ), $own, true ) ) {
			return false;
		}
	}
	if ( isset( $match['author'] ) && '' !== $match['author'] ) {
		return get_the_author_meta( 'user_nicename', (int) $post->post_author ) === $match['author'];
	}
	return true;
}

/** The 301 an address in the previous permalink structure answers, or null. */
function masthead_legacy_structure_redirect( string $path ): ?array {
	global $wpdb;
	$structure = trim( (string) get_option( 'masthead_legacy_permalink_structure', '' ) );
	if ( '' === $structure || false === strpos( $structure, '%' ) || strlen( $structure ) > 200 ) {
		return null;
	}
	$structure = '/' . ltrim( $structure, '/' );
	// A structure without a trailing slash (`….html`) is matched against the path the site asked for, unslashed.
	$candidate = '/' === substr( $structure, -1 ) ? $path : untrailingslashit( $path );
	$pattern   = '#^' . strtr( preg_quote( $structure, '#' ), MASTHEAD_LEGACY_TAGS ) . '$#';
	if ( 1 !== preg_match( $pattern, $candidate, $match ) ) {
		return null;
	}
	if ( isset( $match['post_id'] ) && '' !== $match['post_id'] ) {
		$post = get_post( (int) $match['post_id'] );
		return $post instanceof WP_Post && masthead_legacy_fits( $post, $match ) ? masthead_legacy_to( $post, $path ) : null;
	}
	if ( ! isset( $match['postname'] ) || '' === $match['postname'] ) {
		return null;
	}
	$name = sanitize_title( rawurldecode( $match['postname'] ) );
	// Posts named so now, then posts once named so (`_wp_old_slug`): a renamed post's oldest links land too.
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_name = %s AND post_type = 'post' AND post_status = 'publish' ORDER BY post_date DESC LIMIT 5", $name ) );
	$old = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_wp_old_slug' AND m.meta_value = %s AND p.post_type = 'post' AND p.post_status = 'publish' ORDER BY p.post_date DESC LIMIT 5", $name ) );
	foreach ( array_merge( $ids, $old ) as $id ) {
		$post = get_post( (int) $id );
		if ( $post instanceof WP_Post && masthead_legacy_fits( $post, $match ) ) {
			$answer = masthead_legacy_to( $post, $path );
			if ( null !== $answer ) {
				return $answer;
			}
		}
	}
	return null;
}
