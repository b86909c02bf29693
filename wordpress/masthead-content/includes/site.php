<?php
/**
 * `GET /site`: the settings and menus of every page's frame (SiteSchema in
 * contract/route.ts). The tagline is WordPress's own, the legal line an
 * option; the four menus are the nav menus at the locations header, footer,
 * legal and social.
 *
 * @package Masthead
 */

/** The `/site` answer. */
function masthead_site(): array {
	return array(
		'settings' => array(
			'legalLine' => (string) get_option( 'masthead_legal_line', '' ),
			// WordPress stores the tagline HTML-escaped.
			'tagline'   => html_entity_decode( (string) get_option( 'blogdescription', '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
		),
		'menus'    => array(
			'header' => masthead_menu_links( masthead_menu_tree( 'header' ) ),
			'footer' => masthead_footer_groups( masthead_menu_tree( 'footer' ) ),
			'legal'  => masthead_menu_links( masthead_menu_tree( 'legal' ) ),
			'social' => masthead_social_links( masthead_menu_tree( 'social' ) ),
		),
	);
}

/** The items of the menu at a location, as `[item, children]` pairs of the top level, in menu order. */
function masthead_menu_tree( string $location ): array {
	$locations = get_nav_menu_locations();
	if ( empty( $locations[ $location ] ) ) {
		return array();
	}
	$items = wp_get_nav_menu_items( (int) $locations[ $location ] );
	if ( ! is_array( $items ) ) {
		return array();
	}
	$top      = array();
	$children = array();
	foreach ( $items as $item ) {
		$parent = (int) $item->menu_item_parent;
		if ( 0 === $parent ) {
			$top[] = $item;
		} else {
			$children[ $parent ][] = $item;
		}
	}
	return array_map(
		function ( $item ) use ( $children ) {
			return array( $item, $children[ (int) $item->ID ] ?? array() );
		},
		$top
	);
}

/** A menu item as `{label, href}`, or null when it links content readers cannot see. */
function masthead_menu_link( $item ): ?array {
	$label = (string) $item->post_title;
	if ( 'post_type' === $item->type ) {
		$target = get_post( (int) $item->object_id );
		$path   = $target instanceof WP_Post && masthead_is_visible( $target ) ? masthead_path_of( $target ) : null;
		if ( null === $path ) {
			return null;
		}
		// The item's own label, else the page's title, raw (WordPress's `title` is texturised).
		return array(
			'label' => '' === $label ? (string) $target->post_title : $label,
			'href'  => $path,
		);
	}
	return array(
		'label' => '' === $label ? (string) $item->title : $label,
		'href'  => masthead_site_href( (string) $item->url ),
	);
}

/** A link to WordPress's own address as a site path (menus written with WordPress's permalinks); any other link unchanged. */
function masthead_site_href( string $url ): string {
	$home = untrailingslashit( home_url() );
	if ( '' !== $url && 0 === strpos( $url, $home . '/' ) ) {
		return substr( $url, strlen( $home ) );
	}
	return $url === $home ? '/' : $url;
}

/** The top level of a menu as links. */
function masthead_menu_links( array $tree ): array {
	$links = array();
	foreach ( $tree as list( $item ) ) {
		$link = masthead_menu_link( $item );
		if ( null !== $link ) {
			$links[] = $link;
		}
	}
	return $links;
}

/** The footer: each top-level item is a group heading, its children the group's links. */
function masthead_footer_groups( array $tree ): array {
	$groups = array();
	foreach ( $tree as list( $item, $children ) ) {
		$heading  = '' === (string) $item->post_title ? (string) $item->title : (string) $item->post_title;
		$groups[] = array(
			'heading' => $heading,
			'links'   => masthead_menu_links(
				array_map(
					function ( $child ) {
						return array( $child, array() );
					},
					$children
				)
			),
		);
	}
	return $groups;
}

/** The social menu: the network is the item's CSS class `network-{name}`; items without one are left out. */
function masthead_social_links( array $tree ): array {
	$links = array();
	foreach ( $tree as list( $item ) ) {
		$network = null;
		foreach ( (array) $item->classes as $class ) {
			if ( 1 === preg_match( '/^network-([a-z0-9-]+)$/', (string) $class, $match ) ) {
				$network = $match[1];
				break;
			}
		}
		$link = masthead_menu_link( $item );
		if ( null !== $network && null !== $link ) {
			$links[] = array(
				'network' => $network,
				'href'    => $link['href'],
				'label'   => $link['label'],
			);
		}
	}
	return $links;
}
