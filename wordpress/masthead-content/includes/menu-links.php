<?php
/**
 * Menus that link pages: a nav menu item of type `post_type` shows its page at the page's current path and title
 * (site.php), and is left out while the page is not public. So a change to such a page that moves, renames,
 * publishes or hides it changes every page's frame: the purge collector (purge.php) then names the `site` tag.
 *
 * @package Masthead
 */

/** Whether a published nav menu item links the post (a page or post picked in Appearance → Menus). */
function masthead_menu_links_post( int $post_id ): bool {
	global $wpdb;
	return null !== $wpdb->get_var(
		$wpdb->prepare(
			"SELECT 1 FROM {$wpdb->postmeta} t
			JOIN {$wpdb->postmeta} o ON o.post_id = t.post_id AND o.meta_key = '_menu_item_object_id'
			JOIN {$wpdb->posts} p ON p.ID = t.post_id AND p.post_type = 'nav_menu_item' AND p.post_status = 'publish'
			WHERE t.meta_key = '_menu_item_type' AND t.meta_value = 'post_type' AND o.meta_value = %s LIMIT 1",
			(string) $post_id
		)
	);
}

/**
 * Whether a change of a page or post changes a menu that links it: the link comes or goes (published, unpublished,
 * trashed), moves (a slug or parent changed) or is relabelled (an item without a label of its own shows the title).
 *
 * @param array|null $before The post's purge state before the change (purge-scope.php), null when it was not there.
 * @param array|null $after  Its state after.
 */
function masthead_menu_link_changed( int $post_id, ?array $before, ?array $after ): bool {
	$shown = static function ( ?array $state ): ?array {
		return $state && 'page' === $state['kind'] && $state['live'] ? array( $state['path'], $state['title'] ?? null ) : null;
	};
	return $shown( $before ) !== $shown( $after ) && masthead_menu_links_post( $post_id );
}
