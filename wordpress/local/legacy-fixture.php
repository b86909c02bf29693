<?php
/**
 * Writes (or removes) the legacy fixture of issue 56 in this WordPress, as years of use leave a publisher's
 * site: posts and a page carrying Yoast SEO's and Rank Math's post meta, old slugs, the Redirection plugin's two
 * tables made with the plugin's own CREATE TABLE statements (database/schema/latest.php) and its rows, the
 * previous permalink structure (`masthead_legacy_permalink_structure`) and the two plugins' separator options;
 * synced patterns (`wp_block`, named in content as `{pattern:<key>}`), and an editor's save, trashing or restoring
 * of one (`edit-pattern [save|trash|restore]`).
 * The fixture itself is data (scripts/wordpress/legacy-fixture.ts); values may name what only WordPress knows:
 * `{home}` (its home URL, no slash), `{origin}` (the site's), `{image:url}`, `{image:id}`, `{term:<slug>}`.
 * Prints one line: `MASTHEAD_LEGACY_FIXTURE {json}` (ids by key, the image's site paths, the site name and tagline).
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/legacy-fixture.php -- write fixture.json
 *
 * @package Masthead
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$masthead_mode = $argv[1] ?? '';
if ( in_array( $masthead_mode, array( 'write', 'remove' ), true ) ) {
	// The site hears of the whole fixture once, at the end (as from the importer).
	define( 'MASTHEAD_SUPPRESS_PURGE', true );
}
require __DIR__ . '/bootstrap.php';

$masthead_fixture = json_decode( (string) file_get_contents( $argv[2] ?? '' ), true );
if ( ! in_array( $masthead_mode, array( 'write', 'remove', 'late-rule', 'structure', 'edit-pattern' ), true ) || ! is_array( $masthead_fixture ) ) {
	fwrite( STDERR, "usage: legacy-fixture.php write|remove|late-rule|structure|edit-pattern fixture.json [structure|save|trash|restore]\n" );
	exit( 2 );
}

/** The fixture's posts already in WordPress, by key (`_masthead_legacy_key`), any status. */
function masthead_legacy_existing(): array {
	global $wpdb;
	$found = array();
	foreach ( $wpdb->get_results( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_masthead_legacy_key'" ) as $row ) {
		$found[ $row->meta_value ] = (int) $row->post_id;
	}
	return $found;
}

/** Removes everything the fixture writes: its posts and category, the plugin tables, the options. */
function masthead_legacy_remove( array $fixture ): void {
	global $wpdb;
	foreach ( masthead_legacy_existing() as $id ) {
		wp_delete_post( $id, true );
	}
	foreach ( $fixture['categories'] as $category ) {
		$term = get_term_by( 'slug', $category['slug'], 'category' );
		if ( $term ) {
			wp_delete_term( $term->term_id, 'category' );
		}
	}
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}redirection_items" );
	$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}redirection_groups" );
	foreach ( array_keys( $fixture['options'] ) as $name ) {
		delete_option( $name );
	}
	delete_option( 'masthead_redirection_print' );
}

/**
 * Uploads of the sample pack's by kind (`image`, `video`, `audio`: the MIME type's first part), as fixture values:
 * `{<kind>:url}`, `{<kind>:id}`, `{<kind>:width}`, `{<kind>:height}` for the first, `{<kind>2:…}` for the second.
 */
function masthead_legacy_uploads(): array {
	global $wpdb;
	$known = array();
	foreach ( array( 'image', 'video', 'audio' ) as $kind ) {
		$index = 0;
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type LIKE %s ORDER BY ID", $kind . '/%' ) ) as $id ) {
			$metadata = wp_get_attachment_metadata( (int) $id );
			// Images with WordPress's sizes only (a drawing has none); two of each kind.
			if ( $index >= 2 || ( 'image' === $kind && empty( $metadata['width'] ) ) ) {
				continue;
			}
			$name   = $kind . ( $index++ ? '2' : '' );
			$known += array(
				"{$name}:url"    => (string) wp_get_attachment_url( (int) $id ),
				"{$name}:id"     => (string) $id,
				"{$name}:width"  => (string) ( $metadata['width'] ?? '' ),
				"{$name}:height" => (string) ( $metadata['height'] ?? '' ),
			);
		}
	}
	return $known;
}

/** A fixture value with WordPress's own values put in (a name it does not know stays as written). */
function masthead_legacy_value( $value, array $known ) {
	if ( is_array( $value ) ) {
		return array_map( static fn( $item ) => masthead_legacy_value( $item, $known ), $value );
	}
	if ( ! is_string( $value ) ) {
		return $value;
	}
	return (string) preg_replace_callback(
		'/\{([a-z0-9]+(?::[a-z0-9-]+)?)\}/',
		static function ( array $match ) use ( $known ) {
			if ( 0 === strpos( $match[1], 'term:' ) ) {
				$term = get_term_by( 'slug', substr( $match[1], 5 ), 'category' );
				return $term ? (string) $term->term_id : '';
			}
			return isset( $known[ $match[1] ] ) ? (string) $known[ $match[1] ] : $match[0];
		},
		$value
	);
}

/** An image of the sample pack's (any upload with WordPress's sizes): its id, URL and the site paths it is served at. */
function masthead_legacy_image(): array {
	global $wpdb;
	foreach ( $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_mime_type LIKE 'image/%' ORDER BY ID" ) as $id ) {
		$metadata = wp_get_attachment_metadata( (int) $id );
		if ( is_array( $metadata ) && isset( $metadata['file'], $metadata['width'], $metadata['height'] ) && (int) $metadata['width'] > 0 ) {
			$social = $metadata['sizes'][ MASTHEAD_SOCIAL_SIZE ] ?? null;
			return array(
				'id'     => (int) $id,
				'url'    => (string) wp_get_attachment_url( (int) $id ),
				// What the site serves for it as a social image: the 1200×630 crop when WordPress made one.
				'path'   => is_array( $social ) ? dirname( '/media/' . $metadata['file'] ) . '/' . $social['file'] : '/media/' . $metadata['file'],
				'width'  => is_array( $social ) ? (int) $social['width'] : (int) $metadata['width'],
				'height' => is_array( $social ) ? (int) $social['height'] : (int) $metadata['height'],
			);
		}
	}
	fwrite( STDERR, "legacy-fixture.php: no image upload to name (import the sample pack first)\n" );
	exit( 1 );
}

/** The Redirection plugin's two tables, as its installer creates them (database/schema/latest.php). */
function masthead_legacy_redirection_tables(): void {
	global $wpdb;
	$charset_collate = $wpdb->get_charset_collate();
	$prefix          = $wpdb->prefix;
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$prefix}redirection_items` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`url` mediumtext NOT NULL,
			`match_url` varchar(2000) DEFAULT NULL,
			`match_data` text,
			`regex` int(11) unsigned NOT NULL DEFAULT '0',
			`position` int(11) unsigned NOT NULL DEFAULT '0',
			`last_count` int(10) unsigned NOT NULL DEFAULT '0',
			`last_access` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			`group_id` int(11) NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`action_type` varchar(20) NOT NULL,
			`action_code` int(11) unsigned NOT NULL,
			`action_data` mediumtext,
			`match_type` varchar(20) NOT NULL,
			`title` text,
			PRIMARY KEY (`id`),
			KEY `url` (`url`(191)),
			KEY `status` (`status`),
			KEY `regex` (`regex`),
			KEY `group_idpos` (`group_id`,`position`),
			KEY `group` (`group_id`),
			KEY `match_url` (`match_url`(191))
		) $charset_collate"
	);
	$wpdb->query(
		"CREATE TABLE IF NOT EXISTS `{$prefix}redirection_groups` (
			`id` int(11) unsigned NOT NULL AUTO_INCREMENT,
			`name` varchar(50) NOT NULL,
			`tracking` int(11) NOT NULL DEFAULT '1',
			`module_id` int(11) unsigned NOT NULL DEFAULT '0',
			`status` enum('enabled','disabled') NOT NULL DEFAULT 'enabled',
			`position` int(11) unsigned NOT NULL DEFAULT '0',
			PRIMARY KEY (`id`),
			KEY `module_id` (`module_id`),
			KEY `status` (`status`)
		) $charset_collate"
	);
}

/** One Redirection rule row as the plugin stores it (`match_url`: the lower-cased source without its slash, or `regex`). */
function masthead_legacy_rule_row( array $rule, array $known ): array {
	$regex = ! empty( $rule['regex'] );
	$url   = (string) $rule['url'];
	return array(
		'url'         => $url,
		'match_url'   => $regex ? 'regex' : ( '/' === $url ? '/' : strtolower( untrailingslashit( $url ) ) ),
		'match_data'  => wp_json_encode( array( 'source' => array( 'flag_query' => 'exact', 'flag_case' => false, 'flag_trailing' => true, 'flag_regex' => $regex ) ) ),
		'regex'       => $regex ? 1 : 0,
		'position'    => (int) ( $rule['position'] ?? 0 ),
		'group_id'    => (int) $rule['group'],
		'status'      => $rule['status'] ?? 'enabled',
		'action_type' => $rule['action'],
		'action_code' => (int) $rule['code'],
		'action_data' => masthead_legacy_value( (string) ( $rule['to'] ?? '' ), $known ),
		'match_type'  => 'url',
		'title'       => (string) ( $rule['title'] ?? '' ),
	);
}

/** Writes the whole fixture (after removing any earlier one) and returns what the tests need to know. */
function masthead_legacy_write( array $fixture ): array {
	global $wpdb;
	masthead_legacy_remove( $fixture );
	$image = masthead_legacy_image();
	$known = array_merge(
		masthead_legacy_uploads(),
		array(
			'home'      => untrailingslashit( home_url() ),
			'origin'    => masthead_site_origin(),
			'image:url' => $image['url'],
			'image:id'  => (string) $image['id'],
		)
	);
	foreach ( $fixture['categories'] as $category ) {
		wp_insert_term( $category['name'], 'category', array( 'slug' => $category['slug'] ) );
	}
	foreach ( $fixture['options'] as $name => $value ) {
		update_option( $name, masthead_legacy_value( $value, $known ) );
	}
	$ids = array();
	// Synced patterns first, in order (a pattern names those before it as `{pattern:<key>}`), as the editor saves them.
	foreach ( $fixture['patterns'] ?? array() as $pattern ) {
		$id = wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_status'  => 'publish',
				'post_title'   => $pattern['title'],
				'post_content' => wp_slash( masthead_legacy_value( $pattern['content'], $known ) ),
				'meta_input'   => array( '_masthead_legacy_key' => $pattern['key'] ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'legacy-fixture.php: ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		$known[ 'pattern:' . $pattern['key'] ] = (string) $id;
		$ids[ $pattern['key'] ]                = (int) $id;
	}
	foreach ( $fixture['posts'] as $item ) {
		$terms = array();
		foreach ( $item['categories'] ?? array() as $slug ) {
			$term = get_term_by( 'slug', $slug, 'category' );
			if ( $term ) {
				$terms[] = (int) $term->term_id;
			}
		}
		$id = wp_insert_post(
			array(
				'post_type'     => $item['type'],
				'post_status'   => $item['status'] ?? 'publish',
				'post_name'     => $item['slug'],
				'post_title'    => $item['title'],
				'post_excerpt'  => $item['excerpt'] ?? '',
				'post_content'  => wp_slash( masthead_legacy_value( $item['content'], $known ) ),
				'post_date'     => $item['date'],
				'post_category' => $terms,
				'meta_input'    => array( '_masthead_legacy_key' => $item['key'] ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, 'legacy-fixture.php: ' . $id->get_error_message() . "\n" );
			exit( 1 );
		}
		// Meta as the SEO plugins write it (update_post_meta; Rank Math's robots a PHP array, stored serialized).
		foreach ( $item['meta'] ?? array() as $key => $value ) {
			update_post_meta( $id, $key, masthead_legacy_value( $value, $known ) );
		}
		foreach ( $item['oldSlugs'] ?? array() as $slug ) {
			add_post_meta( $id, '_wp_old_slug', $slug );
		}
		$ids[ $item['key'] ]          = (int) $id;
		$known[ 'post:' . $item['key'] ] = (string) $id; // A later post may link this one by id (`?p={post:key}`).
	}
	if ( isset( $fixture['redirection'] ) ) {
		masthead_legacy_redirection_tables();
		foreach ( $fixture['redirection']['groups'] as $group ) {
			$wpdb->insert(
				$wpdb->prefix . 'redirection_groups',
				array(
					'id'        => (int) $group['id'],
					'name'      => $group['name'],
					'module_id' => 1,
					'status'    => $group['status'],
					'position'  => (int) $group['position'],
				)
			);
		}
		foreach ( $fixture['redirection']['rules'] as $rule ) {
			$wpdb->insert( $wpdb->prefix . 'redirection_items', masthead_legacy_rule_row( $rule, $known ) );
		}
	}
	masthead_listing_rebuild();
	// The rules as they stand now are the ones the site has heard of (the purge below).
	masthead_redirection_remember();
	return array(
		'ids'      => $ids,
		'image'    => $image,
		'siteName' => html_entity_decode( (string) get_option( 'blogname' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
		'tagline'  => html_entity_decode( (string) get_option( 'blogdescription' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
		'home'     => $known['home'],
	);
}

if ( 'late-rule' === $masthead_mode ) {
	// A rule written straight into the table, as the plugin (or an import tool) does; then the scheduled check.
	$wpdb->insert( $wpdb->prefix . 'redirection_items', masthead_legacy_rule_row( $masthead_fixture['lateRule'], array() ) );
	masthead_redirection_check();
	$masthead_answer = array();
} elseif ( 'edit-pattern' === $masthead_mode ) {
	// An editor saves, trashes or restores a synced pattern: the purge goes out at the end of this request, as from the editor.
	$masthead_edit = $masthead_fixture['patternEdit'];
	$masthead_id   = masthead_legacy_existing()[ $masthead_edit['key'] ];
	$masthead_act  = $argv[3] ?? 'save';
	if ( 'trash' === $masthead_act ) {
		wp_trash_post( $masthead_id );
	} elseif ( 'restore' === $masthead_act ) {
		wp_untrash_post( $masthead_id );
		// A restored post comes back a draft (WordPress 5.6 on): published again, as the editor's next step is.
		wp_publish_post( $masthead_id );
	} else {
		wp_update_post(
			array(
				'ID'           => $masthead_id,
				'post_content' => wp_slash( $masthead_edit['content'] ),
			)
		);
	}
	$masthead_answer = array();
} elseif ( 'structure' === $masthead_mode ) {
	update_option( 'masthead_legacy_permalink_structure', (string) ( $argv[3] ?? '' ) );
	$masthead_answer = array();
} else {
	if ( 'write' === $masthead_mode ) {
		$masthead_answer = masthead_legacy_write( $masthead_fixture );
	} else {
		masthead_legacy_remove( $masthead_fixture );
		masthead_listing_rebuild();
		$masthead_answer = array();
	}
	masthead_purge_everything();
}
echo 'MASTHEAD_LEGACY_FIXTURE ' . wp_json_encode( $masthead_answer, JSON_UNESCAPED_SLASHES ) . "\n";
