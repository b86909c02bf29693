<?php
/**
 * Imports the sample pack (pack.json from scripts/wordpress/export-pack.ts) into this WordPress as decision 011
 * maps it: pages with their parents, posts with their categories and old slugs, jobs, redirects, two drafts, the
 * editor's autosave of a published article, menus, settings and media files. Repeatable: whatever it makes carries
 * `_masthead_import_key`, a second run finds it again and writes only what differs. Content is stored byte for
 * byte (the administrator has unfiltered_html; every stored value is read back and compared). Prints one line:
 * `MASTHEAD_IMPORT_MANIFEST {json}`.
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/import.php -- pack.json
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
// The importer writes hundreds of posts: the site hears of them once, from whoever runs it, not per save.
define( 'MASTHEAD_SUPPRESS_PURGE', true );
require __DIR__ . '/bootstrap.php';

$masthead_started = microtime( true );

/** Stops the import with a message on stderr. */
function masthead_import_fail( string $message ) {
	fwrite( STDERR, "import.php: {$message}\n" );
	exit( 1 );
}

/** The post ids of everything imported before, by import key. */
function masthead_import_index(): array {
	global $wpdb;
	$rows  = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT m.post_id, m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = %s ORDER BY m.post_id",
			'_masthead_import_key'
		)
	);
	$index = array();
	foreach ( $rows as $row ) {
		if ( ! isset( $index[ $row->meta_value ] ) ) {
			$index[ $row->meta_value ] = (int) $row->post_id;
		}
	}
	return $index;
}

/** Counts what was created, updated or left alone, and names what changed. */
class Masthead_Import_Log {
	/** @var array<string, int> */
	public $counts = array(
		'created'   => 0,
		'updated'   => 0,
		'unchanged' => 0,
	);
	/** @var string[] */
	public $changed = array();

	public function note( string $what, string $key ) {
		++$this->counts[ $what ];
		if ( 'unchanged' !== $what ) {
			$this->changed[] = "{$what} {$key}";
		}
	}
}

/** Whether the stored post differs from the wanted fields (compared as WordPress stores them: strings). */
function masthead_import_differs( WP_Post $post, array $fields ): bool {
	foreach ( $fields as $name => $value ) {
		if ( (string) $post->$name !== (string) $value ) {
			return true;
		}
	}
	return false;
}

/** Creates or updates one post from its fields; returns [id, 'created'|'updated'|'unchanged']. */
function masthead_import_save( int $existing, array $fields, array $extra = array() ): array {
	if ( $existing ) {
		$post = get_post( $existing );
		if ( $post && ! masthead_import_differs( $post, $fields ) ) {
			return array( $existing, 'unchanged' );
		}
		$result = wp_update_post( wp_slash( array_merge( $fields, $extra, array( 'ID' => $existing ) ) ), true );
		$what   = 'updated';
	} else {
		$result = wp_insert_post( wp_slash( array_merge( $fields, $extra ) ), true );
		$what   = 'created';
	}
	if ( is_wp_error( $result ) ) {
		masthead_import_fail( $result->get_error_message() . ' (' . ( $fields['post_title'] ?? '' ) . ')' );
	}
	clean_post_cache( (int) $result );
	$stored = get_post( (int) $result );
	foreach ( $fields as $name => $value ) {
		if ( (string) $stored->$name !== (string) $value ) {
			masthead_import_fail( "post {$stored->ID} ({$fields['post_title']}): WordPress stored another {$name} than the pack's" );
		}
	}
	return array( (int) $result, $what );
}

/** Sets the meta keys the pack owns for a post (deleting the ones it does not name); whether anything changed. */
function masthead_import_meta( int $id, array $meta, array $keys ): bool {
	$changed = false;
	foreach ( array_unique( array_merge( $keys, array_keys( $meta ) ) ) as $key ) {
		// Raw: get_post_meta() would answer a registered key's default for a key that is not stored.
		$current = get_metadata_raw( 'post', $id, $key );
		$current = is_array( $current ) ? $current : array();
		if ( ! isset( $meta[ $key ] ) ) {
			if ( $current ) {
				delete_post_meta( $id, $key );
				$changed = true;
			}
			continue;
		}
		$value = (string) $meta[ $key ];
		if ( 1 === count( $current ) && (string) $current[0] === $value ) {
			continue;
		}
		delete_post_meta( $id, $key );
		add_post_meta( $id, $key, wp_slash( $value ), true );
		$stored = get_post_meta( $id, $key, true );
		if ( (string) $stored !== $value ) {
			masthead_import_fail( "post {$id}: {$key} was stored as " . wp_json_encode( $stored ) . ', not ' . wp_json_encode( $value ) );
		}
		$changed = true;
	}
	return $changed;
}

/** Term ids of the category names, creating the missing ones. */
function masthead_import_categories( array $names ): array {
	$ids = array();
	foreach ( $names as $name ) {
		$term = get_term_by( 'name', $name, 'category' );
		if ( ! $term ) {
			$made = wp_insert_term( $name, 'category' );
			if ( is_wp_error( $made ) ) {
				masthead_import_fail( $made->get_error_message() );
			}
			$term = get_term( (int) $made['term_id'], 'category' );
		}
		$ids[ $name ] = (int) $term->term_id;
	}
	return $ids;
}

/** A post of the pack that the index does not know yet, found by where it lives (made by hand or by an older import). */
function masthead_import_find( array $entry, int $parent ): int {
	if ( 'masthead_redirect' === $entry['postType'] ) {
		$found = get_posts(
			array(
				'post_type'   => 'masthead_redirect',
				'post_status' => 'any',
				'title'       => $entry['title'],
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		return $found ? (int) $found[0] : 0;
	}
	$parent_uri = $parent ? get_page_uri( $parent ) . '/' : '';
	$found      = get_page_by_path( $parent_uri . $entry['slug'], OBJECT, $entry['postType'] );
	return $found ? (int) $found->ID : 0;
}

/**
 * Content as this WordPress line can edit it: Details blocks on a line without them (before 6.3) become one
 * Masthead Accordion holding the same questions (a run of Details is one accordion on the site), so the page
 * reads the same and opens in the editor.
 */
function masthead_import_blocks_this_line_has( string $content ): string {
	if ( false === strpos( $content, '<!-- wp:details' ) || WP_Block_Type_Registry::get_instance()->is_registered( 'core/details' ) ) {
		return $content;
	}
	$out   = '';
	$items = array();
	foreach ( parse_blocks( $content ) as $block ) {
		if ( 'core/details' === $block['blockName'] ) {
			$node  = masthead_details_node( $block );
			$items = array_merge( $items, null === $node ? array() : $node['items'] );
			continue;
		}
		if ( array() !== $items && null === $block['blockName'] && '' === trim( $block['innerHTML'] ) ) {
			continue;
		}
		if ( array() !== $items ) {
			$out  .= masthead_import_accordion( $items ) . "\n\n";
			$items = array();
		}
		$out .= serialize_block( $block );
	}
	return array() === $items ? $out : $out . masthead_import_accordion( $items );
}

function masthead_import_accordion( array $items ): string {
	return serialize_block(
		array(
			'blockName'    => 'masthead/accordion',
			'attrs'        => array( 'items' => $items ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		)
	);
}

/** One page, post, job or redirect; returns its id. */
function masthead_import_post( array $entry, int $parent, array $categories, array $index, Masthead_Import_Log $log ): int {
	$fields = array(
		'post_type'      => $entry['postType'],
		'post_status'    => $entry['status'],
		'post_title'     => $entry['title'],
		'post_name'      => $entry['slug'],
		'post_excerpt'   => $entry['excerpt'],
		'post_content'   => masthead_import_blocks_this_line_has( $entry['content'] ),
		'post_parent'    => $parent,
		'post_date'      => $entry['date'],
		'post_date_gmt'  => get_gmt_from_date( $entry['date'] ),
		'menu_order'     => $entry['menuOrder'],
		'comment_status' => 'closed',
		'ping_status'    => 'closed',
	);
	$terms  = array();
	foreach ( $entry['categories'] ?? array() as $name ) {
		$terms[] = $categories[ $name ];
	}
	$extra = 'post' === $entry['postType'] ? array( 'post_category' => $terms ) : array();
	$found = $index[ $entry['key'] ] ?? masthead_import_find( $entry, $parent );
	list( $id, $what ) = masthead_import_save( $found, $fields, $extra );

	$changed = masthead_import_meta( $id, $entry['meta'], $entry['metaKeys'] );
	if ( 'post' === $entry['postType'] ) {
		$current = array_map( 'intval', wp_get_post_categories( $id ) );
		sort( $current );
		sort( $terms );
		if ( $current !== $terms ) {
			wp_set_post_categories( $id, $terms );
			$changed = true;
		}
		// Its brands, by slug (the plugin's brand terms, brands.php).
		$brands = $entry['brands'] ?? array();
		$had    = wp_get_object_terms( $id, MASTHEAD_BRAND_TAXONOMY, array( 'fields' => 'slugs' ) );
		$had    = is_array( $had ) ? $had : array();
		sort( $brands );
		sort( $had );
		if ( $had !== $brands ) {
			wp_set_object_terms( $id, $brands, MASTHEAD_BRAND_TAXONOMY );
			$changed = true;
		}
	}
	foreach ( $entry['oldSlugs'] ?? array() as $old ) {
		if ( ! in_array( $old, get_post_meta( $id, '_wp_old_slug' ), true ) ) {
			add_post_meta( $id, '_wp_old_slug', $old );
			$changed = true;
		}
	}
	if ( get_post_meta( $id, '_masthead_import_key', true ) !== $entry['key'] ) {
		update_post_meta( $id, '_masthead_import_key', wp_slash( $entry['key'] ) );
	}
	$log->note( 'unchanged' === $what && $changed ? 'updated' : $what, $entry['key'] );
	return $id;
}

/** A draft post or page, asked for under its reference id (`import_id`); returns its id. */
function masthead_import_draft( array $draft, array $index, Masthead_Import_Log $log ): int {
	$found = $index[ $draft['key'] ] ?? 0;
	if ( ! $found ) {
		$same = get_post( (int) $draft['draft'] );
		$found = $same && $same->post_type === $draft['postType'] && $same->post_title === $draft['title'] ? (int) $same->ID : 0;
	}
	$fields = array(
		'post_type'    => $draft['postType'],
		'post_status'  => 'draft',
		'post_title'   => $draft['title'],
		'post_content' => $draft['content'],
	);
	list( $id, $what ) = masthead_import_save( $found, $fields, array( 'import_id' => (int) $draft['draft'] ) );
	if ( (string) $id !== $draft['draft'] ) {
		fwrite( STDERR, "import.php: draft {$draft['draft']} got id {$id} (that id was taken)\n" );
	}
	if ( get_post_meta( $id, '_masthead_import_key', true ) !== $draft['key'] ) {
		update_post_meta( $id, '_masthead_import_key', wp_slash( $draft['key'] ) );
	}
	$log->note( $what, $draft['key'] );
	return $id;
}

/** Whether an autosave is newer than its post: the plugin's preview (like WordPress) ignores an older one. */
function masthead_import_is_newer( WP_Post $autosave, WP_Post $post ): bool {
	return strtotime( $autosave->post_modified_gmt ) > strtotime( $post->post_modified_gmt );
}

/** An unpublished revision of a published post: the administrator's autosave of it; returns the autosave's id. */
function masthead_import_revision( array $revision, int $post_id, Masthead_Import_Log $log ): int {
	$user     = get_current_user_id();
	$post     = get_post( $post_id );
	$autosave = wp_get_post_autosave( $post_id, $user );
	$fields   = array(
		'post_title'   => $revision['title'],
		'post_content' => $revision['content'],
		'post_excerpt' => $post->post_excerpt,
	);
	$key      = 'draft:' . $revision['draft'];
	if ( $autosave && ! masthead_import_differs( $autosave, $fields ) && masthead_import_is_newer( $autosave, $post ) ) {
		$log->note( 'unchanged', $key );
		return (int) $autosave->ID;
	}
	if ( $autosave ) {
		$result = wp_update_post( wp_slash( array_merge( $fields, array( 'ID' => $autosave->ID ) ) ), true );
		$what   = 'updated';
	} else {
		// What the block editor saves for an editor who changes a published post without updating it.
		$result = _wp_put_post_revision( array_merge( get_post( $post_id, ARRAY_A ), $fields ), true );
		$what   = 'created';
	}
	if ( is_wp_error( $result ) ) {
		masthead_import_fail( $result->get_error_message() );
	}
	clean_post_cache( (int) $result );
	$stored = get_post( (int) $result );
	if ( ! masthead_import_is_newer( $stored, $post ) ) {
		// A new revision is dated as its post, and an update may fall in the post's second: one second later,
		// as an editor's autosave would be, so a preview of the post shows it.
		global $wpdb;
		$gmt = gmdate( 'Y-m-d H:i:s', strtotime( $post->post_modified_gmt . ' UTC' ) + 1 );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified'     => get_date_from_gmt( $gmt ),
				'post_modified_gmt' => $gmt,
			),
			array( 'ID' => $stored->ID )
		);
		clean_post_cache( $stored->ID );
	}
	$stored = wp_get_post_autosave( $post_id, $user );
	if ( ! $stored || masthead_import_differs( $stored, $fields ) || ! masthead_import_is_newer( $stored, $post ) ) {
		masthead_import_fail( "the autosave of post {$post_id} was not stored as the pack's draft {$revision['draft']}" );
	}
	$log->note( $what, $key );
	return (int) $stored->ID;
}

/**
 * What a menu item of the pack is stored as: a link to the published page or post at its address (so it follows
 * that page's path and leaves the menu with it), else a custom link. The title is stored as WordPress stores it:
 * empty when it is the page's own (the menu then follows the page's title).
 *
 * @param array<string, int> $pages Ids of the pack's published pages and posts by path.
 */
function masthead_import_menu_target( array $item, array $pages ): array {
	$page = $pages[ $item['url'] ] ?? 0;
	if ( $page ) {
		$post = get_post( $page );
		return array(
			'type'      => 'post_type',
			'object'    => $post->post_type,
			'object_id' => $page,
			'url'       => '',
			'title'     => $item['title'] === $post->post_title ? '' : $item['title'],
		);
	}
	return array(
		'type'      => 'custom',
		'object'    => 'custom',
		'object_id' => 0,
		'url'       => esc_url_raw( $item['url'] ),
		'title'     => $item['title'],
	);
}

/** Whether a stored menu item is already what the pack wants. */
function masthead_import_menu_item_is( WP_Post $current, array $target, array $item, int $parent, int $order ): bool {
	$same_link = 'custom' === $target['type']
		? 'custom' === $current->type && $current->url === $target['url']
		: 'post_type' === $current->type && (int) $current->object_id === $target['object_id'] && $current->object === $target['object'];
	return $same_link && 'publish' === $current->post_status && $current->post_title === $target['title']
		&& (int) $current->menu_item_parent === $parent && (int) $current->menu_order === $order
		&& array_values( array_filter( (array) $current->classes ) ) === $item['classes'];
}

/**
 * A nav menu at its location; its items are updated in place, by position. Returns [menu id, item count].
 *
 * @param array<string, int> $pages Ids of the pack's published pages and posts by path: items at those addresses link them.
 */
function masthead_import_menu( array $menu, array $pages, Masthead_Import_Log $log ): array {
	$object  = wp_get_nav_menu_object( $menu['name'] );
	$menu_id = $object ? (int) $object->term_id : wp_create_nav_menu( $menu['name'] );
	if ( is_wp_error( $menu_id ) ) {
		masthead_import_fail( $menu_id->get_error_message() );
	}
	$existing = wp_get_nav_menu_items( $menu_id, array( 'post_status' => 'any' ) );
	$existing = is_array( $existing ) ? array_values( $existing ) : array();
	$ids      = array();
	$changed  = ! $object;
	foreach ( $menu['items'] as $position => $item ) {
		$current = $existing[ $position ] ?? null;
		$parent  = null === $item['parent'] ? 0 : $ids[ $item['parent'] ];
		$target  = masthead_import_menu_target( $item, $pages );
		if ( $current && masthead_import_menu_item_is( $current, $target, $item, $parent, $position + 1 ) ) {
			$ids[ $position ] = (int) $current->ID;
			continue;
		}
		$saved = wp_update_nav_menu_item(
			$menu_id,
			$current ? (int) $current->ID : 0,
			wp_slash(
				array(
					'menu-item-title'     => $item['title'],
					'menu-item-url'       => $target['url'],
					'menu-item-type'      => $target['type'],
					'menu-item-object'    => $target['object'],
					'menu-item-object-id' => $target['object_id'],
					'menu-item-status'    => 'publish',
					'menu-item-position'  => $position + 1,
					'menu-item-parent-id' => $parent,
					'menu-item-classes'   => implode( ' ', $item['classes'] ),
				)
			)
		);
		if ( is_wp_error( $saved ) ) {
			masthead_import_fail( $saved->get_error_message() );
		}
		$ids[ $position ] = (int) $saved;
		$changed          = true;
	}
	foreach ( array_slice( $existing, count( $menu['items'] ) ) as $extra ) {
		wp_delete_post( (int) $extra->ID, true );
		$changed = true;
	}
	$log->note( $changed ? ( $object ? 'updated' : 'created' ) : 'unchanged', 'menu:' . $menu['location'] );
	return array( $menu_id, count( $ids ) );
}

/** A media file copied into the uploads folder and registered as an attachment; returns its id. */
function masthead_import_media( array $media, string $pack_dir, array $index, Masthead_Import_Log $log ): int {
	$uploads = wp_upload_dir( null, false );
	$target  = $uploads['basedir'] . '/' . $media['file'];
	$changed = false;
	if ( ! is_file( $target ) || hash_file( 'sha256', $target ) !== $media['sha256'] ) {
		wp_mkdir_p( dirname( $target ) );
		if ( ! copy( $pack_dir . '/media/' . $media['file'], $target ) || hash_file( 'sha256', $target ) !== $media['sha256'] ) {
			masthead_import_fail( "could not copy {$media['file']} into the uploads folder" );
		}
		$changed = true;
	}
	$found = $index[ $media['key'] ] ?? 0;
	if ( ! $found ) {
		$same  = get_posts(
			array(
				'post_type'   => 'attachment',
				'post_status' => 'any',
				'meta_key'    => '_wp_attached_file', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'  => $media['file'], // phpcs:ignore WordPress.DB.SlowDBQuery
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		$found = $same ? (int) $same[0] : 0;
	}
	$fields = array(
		'post_type'      => 'attachment',
		'post_status'    => 'inherit',
		'post_title'     => $media['title'],
		'post_name'      => 'media-' . sanitize_title( str_replace( array( '/', '.' ), '-', $media['file'] ) ),
		'post_mime_type' => $media['mime'],
	);
	if ( $found ) {
		$post = get_post( $found );
		$id   = $found;
		if ( masthead_import_differs( $post, $fields ) ) {
			$result = wp_insert_attachment( wp_slash( array_merge( $fields, array( 'ID' => $found ) ) ), $target, 0, true );
			if ( is_wp_error( $result ) ) {
				masthead_import_fail( $result->get_error_message() );
			}
			$changed = true;
		}
	} else {
		// The importer writes the file itself: WordPress's upload checks (which refuse SVG) are not involved.
		$id = wp_insert_attachment( wp_slash( array_merge( $fields, array( 'guid' => $uploads['baseurl'] . '/' . $media['file'] ) ) ), $target, 0, true );
		if ( is_wp_error( $id ) ) {
			masthead_import_fail( $id->get_error_message() );
		}
	}
	if ( get_post_meta( $id, '_wp_attached_file', true ) !== $media['file'] ) {
		update_attached_file( $id, $target );
		$changed = true;
	}
	$metadata = array(
		'file'     => $media['file'],
		'filesize' => $media['bytes'],
	);
	if ( isset( $media['width'], $media['height'] ) ) {
		$metadata = array(
			'width'  => $media['width'],
			'height' => $media['height'],
		) + $metadata;
	}
	if ( wp_get_attachment_metadata( $id, true ) !== $metadata ) {
		wp_update_attachment_metadata( $id, $metadata );
		$changed = true;
	}
	$meta = array( '_masthead_import_key' => $media['key'] );
	if ( isset( $media['alt'] ) ) {
		$meta['_wp_attachment_image_alt'] = $media['alt'];
	}
	$changed = masthead_import_meta( $id, $meta, array( '_wp_attachment_image_alt' ) ) || $changed;
	$log->note( $found ? ( $changed ? 'updated' : 'unchanged' ) : 'created', $media['key'] );
	return (int) $id;
}

/** Sets an option when it differs as stored (sanitised as WordPress's settings screens do); whether it changed. */
function masthead_import_option( string $name, $value ): bool {
	if ( (string) get_option( $name ) === (string) sanitize_option( $name, $value ) ) {
		return false;
	}
	return update_option( $name, $value );
}

// --- The import. ---

$masthead_file = $argv[1] ?? '';
$masthead_pack = is_file( $masthead_file ) ? json_decode( (string) file_get_contents( $masthead_file ), true ) : null;
if ( ! is_array( $masthead_pack ) || 1 !== ( $masthead_pack['format'] ?? null ) ) {
	masthead_import_fail( 'usage: import.php <pack.json written by scripts/wordpress/export-pack.ts>' );
}
if ( ! current_user_can( 'unfiltered_html' ) ) {
	masthead_import_fail( 'the importing user cannot post unfiltered HTML: pages would lose their markup to kses' );
}
kses_remove_filters(); // The administrator's HTML is kept as written; make it explicit.
// Imported content starts its history here: no revision per save (the editor's autosave below is made on purpose).
add_filter( 'wp_revisions_to_keep', '__return_zero' );

$masthead_pack_dir   = dirname( realpath( $masthead_file ) );
$masthead_index      = masthead_import_index();
$masthead_log        = new Masthead_Import_Log();
$masthead_categories = masthead_import_categories( $masthead_pack['categories'] );

$masthead_paths = array();
foreach ( $masthead_pack['posts'] as $masthead_entry ) {
	$masthead_parent = 0;
	if ( ! empty( $masthead_entry['parentPath'] ) ) {
		$masthead_parent = $masthead_paths[ $masthead_entry['parentPath'] ] ?? masthead_import_fail( "{$masthead_entry['path']} comes before its parent" );
	}
	$masthead_paths[ $masthead_entry['path'] ] = masthead_import_post( $masthead_entry, $masthead_parent, $masthead_categories, $masthead_index, $masthead_log );
}

$masthead_front = $masthead_paths[ $masthead_pack['frontPage'] ] ?? masthead_import_fail( 'the pack has no front page' );
$masthead_settings_changed = array_filter(
	array(
		masthead_import_option( 'show_on_front', 'page' ),
		masthead_import_option( 'page_on_front', $masthead_front ),
		masthead_import_option( 'page_for_posts', 0 ),
		masthead_import_option( 'blogdescription', $masthead_pack['settings']['tagline'] ),
		masthead_import_option( 'masthead_legal_line', $masthead_pack['settings']['legalLine'] ),
	)
);
$masthead_log->note( $masthead_settings_changed ? 'updated' : 'unchanged', 'settings' );

$masthead_jobs = array();
foreach ( $masthead_pack['jobs'] as $masthead_entry ) {
	$masthead_jobs[ $masthead_entry['slug'] ] = masthead_import_post( $masthead_entry, 0, array(), $masthead_index, $masthead_log );
}
foreach ( $masthead_pack['redirects'] as $masthead_entry ) {
	masthead_import_post( $masthead_entry, 0, array(), $masthead_index, $masthead_log );
}

$masthead_drafts    = array();
$masthead_revisions = array();
foreach ( $masthead_pack['drafts'] as $masthead_draft ) {
	$masthead_drafts[ $masthead_draft['draft'] ] = masthead_import_draft( $masthead_draft, $masthead_index, $masthead_log );
}
foreach ( $masthead_pack['revisions'] as $masthead_revision ) {
	$masthead_post_id = $masthead_paths[ $masthead_revision['path'] ] ?? masthead_import_fail( "draft {$masthead_revision['draft']} revises a page the pack does not have" );
	// A preview of the post shows the editor's newest autosave: the draft's preview id is the post's.
	$masthead_drafts[ $masthead_revision['draft'] ] = $masthead_post_id;
	$masthead_revisions[ $masthead_revision['draft'] ] = array(
		'postId'     => $masthead_post_id,
		'autosaveId' => masthead_import_revision( $masthead_revision, $masthead_post_id, $masthead_log ),
	);
}

// Menus link the pages they name (a page readers see), so a page that is unpublished, trashed or moved leaves or follows them.
$masthead_linkable = array();
foreach ( $masthead_pack['posts'] as $masthead_entry ) {
	if ( 'publish' === $masthead_entry['status'] && in_array( $masthead_entry['postType'], array( 'page', 'post' ), true ) ) {
		$masthead_linkable[ $masthead_entry['path'] ] = $masthead_paths[ $masthead_entry['path'] ];
	}
}
$masthead_menus      = array();
$masthead_menu_items = 0;
foreach ( $masthead_pack['menus'] as $masthead_menu ) {
	list( $masthead_menu_id, $masthead_count ) = masthead_import_menu( $masthead_menu, $masthead_linkable, $masthead_log );
	$masthead_menus[ $masthead_menu['location'] ] = $masthead_menu_id;
	$masthead_menu_items += $masthead_count;
}
$masthead_locations = (array) get_theme_mod( 'nav_menu_locations', array() );
if ( array_intersect_assoc( $masthead_menus, $masthead_locations ) !== $masthead_menus ) {
	set_theme_mod( 'nav_menu_locations', array_merge( $masthead_locations, $masthead_menus ) );
	$masthead_log->note( 'updated', 'menu-locations' );
}

$masthead_media = array();
foreach ( $masthead_pack['media'] as $masthead_item ) {
	$masthead_media[ $masthead_item['src'] ] = masthead_import_media( $masthead_item, $masthead_pack_dir, $masthead_index, $masthead_log );
}

// The listing tables follow every save already; a rebuild also puts them in step with anything made before.
$masthead_rebuilt = function_exists( 'masthead_listing_rebuild' );
if ( $masthead_rebuilt ) {
	masthead_listing_rebuild();
}

// Per-change purges were suppressed: one "everything" purge tells a running site (queued and retried when it is
// down). MASTHEAD_IMPORT_PURGE=0 skips it where no site has cached anything yet (the tests' setup).
if ( $masthead_log->counts['created'] + $masthead_log->counts['updated'] > 0 && '0' !== getenv( 'MASTHEAD_IMPORT_PURGE' ) && function_exists( 'masthead_purge_everything' ) ) {
	masthead_purge_everything();
}

$masthead_count = static function ( string $type, string $status ): int {
	$counts = wp_count_posts( $type );
	return (int) ( $counts->$status ?? 0 );
};
$masthead_manifest = array(
	'counts'    => array(
		'pages'     => count( array_filter( $masthead_pack['posts'], static function ( $entry ) {
			return 'page' === $entry['postType'];
		} ) ),
		'posts'     => count( array_filter( $masthead_pack['posts'], static function ( $entry ) {
			return 'post' === $entry['postType'];
		} ) ),
		'jobs'      => count( $masthead_jobs ),
		'redirects' => count( $masthead_pack['redirects'] ),
		'drafts'    => count( $masthead_drafts ),
		'menus'     => count( $masthead_menus ),
		'menuItems' => $masthead_menu_items,
		'media'     => count( $masthead_media ),
	),
	'stored'    => array(
		'pages'       => $masthead_count( 'page', 'publish' ),
		'posts'       => $masthead_count( 'post', 'publish' ),
		'jobs'        => $masthead_count( 'masthead_job', 'publish' ),
		'redirects'   => $masthead_count( 'masthead_redirect', 'publish' ),
		'drafts'      => $masthead_count( 'post', 'draft' ) + $masthead_count( 'page', 'draft' ),
		'attachments' => $masthead_count( 'attachment', 'inherit' ),
	),
	'changes'   => $masthead_log->counts,
	'changed'   => $masthead_log->changed,
	'drafts'    => $masthead_drafts,
	'revisions' => $masthead_revisions,
	'frontPage' => $masthead_front,
	'paths'     => $masthead_paths,
	'jobs'      => $masthead_jobs,
	'menus'     => $masthead_menus,
	'media'     => $masthead_media,
	'listingRebuilt' => $masthead_rebuilt,
	'seconds'   => round( microtime( true ) - $masthead_started, 2 ),
);
echo 'MASTHEAD_IMPORT_MANIFEST ', wp_json_encode( $masthead_manifest, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
