<?php
/**
 * Files uploaded before uploads.php renamed uploads (`IMG_2041.JPG`) are renamed once, as uploads are now named
 * (`img-2041.jpg`), so the site's media paths take them: the file and every size WordPress made of it, the
 * originals an image edit kept (`_wp_attachment_backup_sizes`), the attachment's metadata, and every reference in
 * content and in the plugin's own meta. It runs in batches on
 * `init` until every attachment has been seen (then `masthead_uploads_version` says so, as roles.php's version
 * does), one request at a time; the site is told to drop everything once, as files it shows changed names.
 *
 * @package Masthead
 */

/** Bumped when uploaded files must be renamed again (a new naming rule in uploads.php). */
const MASTHEAD_UPLOADS_VERSION = 1;
/** Attachments looked at per request: a large library is renamed over a few requests, none of them long. */
const MASTHEAD_UPLOAD_RENAME_BATCH = 200;
/** A batch holding the lock longer than this is taken to have died. */
const MASTHEAD_UPLOAD_RENAME_LOCK_SECONDS = 300;

add_action( 'init', 'masthead_rename_old_uploads', 30 );

/** Renames the next batch of old uploads, unless all were renamed for this version or another request is at it. */
function masthead_rename_old_uploads() {
	if ( MASTHEAD_UPLOADS_VERSION === (int) get_option( 'masthead_uploads_version' ) || ! masthead_upload_rename_lock() ) {
		return;
	}
	global $wpdb;
	$after   = (int) get_option( 'masthead_uploads_renamed_after', 0 );
	$ids     = array_map(
		'intval',
		$wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND ID > %d ORDER BY ID LIMIT %d",
				$after,
				MASTHEAD_UPLOAD_RENAME_BATCH
			)
		)
	);
	$renamed     = array();
	$attachments = array();
	foreach ( $ids as $id ) {
		$files = masthead_rename_upload( $id );
		if ( $files ) {
			$renamed       = array_merge( $renamed, $files );
			$attachments[] = $id;
		}
	}
	masthead_rewrite_upload_references( $renamed, $attachments );
	if ( count( $ids ) < MASTHEAD_UPLOAD_RENAME_BATCH ) {
		update_option( 'masthead_uploads_version', MASTHEAD_UPLOADS_VERSION );
		delete_option( 'masthead_uploads_renamed_after' );
	} else {
		update_option( 'masthead_uploads_renamed_after', (int) end( $ids ), false );
	}
	delete_option( 'masthead_uploads_rename_lock' );
	if ( $renamed && function_exists( 'masthead_purge_everything' ) ) {
		masthead_purge_everything(); // Pages show the new names; anything the site holds names the old ones.
	}
}

/** Takes the rename lock (an option only one request can add); false while another request holds it. */
function masthead_upload_rename_lock(): bool {
	$now = masthead_now();
	if ( add_option( 'masthead_uploads_rename_lock', $now, '', false ) ) {
		return true;
	}
	$since = (int) get_option( 'masthead_uploads_rename_lock' );
	if ( $now - $since < MASTHEAD_UPLOAD_RENAME_LOCK_SECONDS ) {
		return false;
	}
	delete_option( 'masthead_uploads_rename_lock' );
	return add_option( 'masthead_uploads_rename_lock', $now, '', false );
}

/**
 * Renames one attachment's files to the names uploads get now, and records the names in its meta.
 *
 * @return array<string, string> Old path under uploads → new path, for every file renamed (none when its names are already right).
 */
function masthead_rename_upload( int $id ): array {
	$file = (string) get_post_meta( $id, '_wp_attached_file', true );
	if ( '' === $file || 0 === strpos( $file, '/' ) ) {
		return array(); // No file, or one outside uploads (an absolute path).
	}
	$directory = '.' === dirname( $file ) ? '' : dirname( $file ) . '/';
	$absolute  = wp_get_upload_dir()['basedir'] . '/' . $directory;
	$metadata  = wp_get_attachment_metadata( $id, true );
	$metadata  = is_array( $metadata ) ? $metadata : array();
	$backups   = get_post_meta( $id, '_wp_attachment_backup_sizes', true );
	$backups   = is_array( $backups ) ? $backups : array();
	$names     = masthead_upload_names( basename( $file ), $metadata, $backups );
	if ( array_keys( $names ) === array_values( $names ) ) {
		return array();
	}
	$names = masthead_free_upload_names( $absolute, basename( $file ), $metadata, $backups );
	$moved = array();
	foreach ( $names as $old => $new ) {
		if ( $old === $new || ! file_exists( $absolute . $old ) ) {
			continue;
		}
		if ( ! @rename( $absolute . $old, $absolute . $new ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors, WordPress.WP.AlternativeFunctions
			foreach ( $moved as $done_old => $done_new ) {
				@rename( $absolute . $done_new, $absolute . $done_old ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, WordPress.WP.AlternativeFunctions
			}
			return array(); // Left as it is: the next version may try again.
		}
		$moved[ $old ] = $new;
	}
	update_post_meta( $id, '_wp_attached_file', $directory . $names[ basename( $file ) ] );
	if ( $metadata ) {
		wp_update_attachment_metadata( $id, masthead_renamed_metadata( $metadata, $names, $directory ) );
	}
	if ( $backups ) {
		update_post_meta( $id, '_wp_attachment_backup_sizes', masthead_renamed_sizes( $backups, $names ) );
	}
	global $wpdb;
	$guid = (string) get_post_field( 'guid', $id );
	$wpdb->update( $wpdb->posts, array( 'guid' => str_replace( '/' . $file, '/' . $directory . $names[ basename( $file ) ], $guid ) ), array( 'ID' => $id ) );
	clean_post_cache( $id );
	$renamed = array();
	foreach ( $moved as $old => $new ) {
		$renamed[ $directory . $old ] = $directory . $new;
	}
	return $renamed;
}

/**
 * An attachment's file names (the file, its sizes, the original of a scaled image, the originals an image edit kept)
 * → the names uploads get now. Every name follows the stem of the file as first uploaded: `IMG_2041-300x200.JPG`
 * becomes `img-2041-300x200.jpg`, the edited `IMG_2041-e1700000000000.JPG` becomes `img-2041-e1700000000000.jpg`,
 * or each follows `$stem` when the file is to take another name.
 *
 * @param array $backups `_wp_attachment_backup_sizes`: size → `['file' => …]`.
 * @return array<string, string>
 */
function masthead_upload_names( string $file, array $metadata, array $backups = array(), ?string $stem = null ): array {
	$old_stem = masthead_upload_first_stem( $file );
	$new_stem = null === $stem ? masthead_upload_new_stem( $file ) : $stem;
	$files    = array_merge( array( $file ), array_column( (array) ( $metadata['sizes'] ?? array() ), 'file' ), array_column( $backups, 'file' ) );
	if ( isset( $metadata['original_image'] ) ) {
		$files[] = $metadata['original_image'];
	}
	$names = array();
	foreach ( $files as $other ) {
		$other = basename( (string) $other );
		$own   = pathinfo( $other, PATHINFO_FILENAME );
		// `-300x200`, `-scaled`, `-e…`: what WordPress added to the name, normalised after the new stem.
		$names[ $other ] = 0 === strpos( $own, $old_stem )
			? masthead_media_file_name( $new_stem . substr( $own, strlen( $old_stem ) ) . '.' . pathinfo( $other, PATHINFO_EXTENSION ) )
			: masthead_media_file_name( $other );
	}
	return $names;
}

/** The stem of a file as first uploaded: without what an image edit (`-e` and a number) or scaling (`-scaled`) added. */
function masthead_upload_first_stem( string $file ): string {
	$stem  = pathinfo( $file, PATHINFO_FILENAME );
	$first = (string) preg_replace( '/(?:-scaled)?(?:-e\d+)?$/', '', $stem );
	return '' === $first ? $stem : $first;
}

/** The stem that stem takes now (`IMG_2041` → `img-2041`). */
function masthead_upload_new_stem( string $file ): string {
	return pathinfo( masthead_media_file_name( masthead_upload_first_stem( $file ) . '.x' ), PATHINFO_FILENAME );
}

/** The new names of an attachment's files, with a numbered stem (`img-2041-1.jpg`) where another file has a name. */
function masthead_free_upload_names( string $absolute, string $file, array $metadata, array $backups ): array {
	$stem = masthead_upload_new_stem( $file );
	for ( $number = 0; ; ++$number ) {
		$names = masthead_upload_names( $file, $metadata, $backups, 0 === $number ? $stem : "{$stem}-{$number}" );
		$taken = false;
		foreach ( $names as $old => $new ) {
			$taken = $taken || ( $old !== $new && file_exists( $absolute . $new ) );
		}
		if ( ! $taken ) {
			return $names;
		}
	}
}

/** An attachment's metadata naming its renamed files. */
function masthead_renamed_metadata( array $metadata, array $names, string $directory ): array {
	if ( isset( $metadata['file'] ) ) {
		$metadata['file'] = $directory . ( $names[ basename( (string) $metadata['file'] ) ] ?? basename( (string) $metadata['file'] ) );
	}
	if ( isset( $metadata['original_image'] ) ) {
		$metadata['original_image'] = $names[ $metadata['original_image'] ] ?? $metadata['original_image'];
	}
	if ( isset( $metadata['sizes'] ) ) {
		$metadata['sizes'] = masthead_renamed_sizes( (array) $metadata['sizes'], $names );
	}
	return $metadata;
}

/** A list of sizes (the metadata's, or the backups of an edit) naming the renamed files. */
function masthead_renamed_sizes( array $sizes, array $names ): array {
	foreach ( $sizes as $size => $data ) {
		if ( isset( $data['file'] ) ) {
			$sizes[ $size ]['file'] = $names[ $data['file'] ] ?? $data['file'];
		}
	}
	return $sizes;
}

/**
 * Every reference to a renamed file, under its old path (as written, and URL-encoded), now names the new path:
 * in the content of every post (blocks' markup and attributes, revisions too) and in the plugin's own meta.
 *
 * @param array<string, string> $renamed     Old path under uploads → new path.
 * @param int[]                 $attachments The attachments renamed: posts featuring one show it on their news card.
 */
function masthead_rewrite_upload_references( array $renamed, array $attachments ) {
	global $wpdb;
	$changed = array();
	if ( $attachments ) {
		$featuring = $wpdb->get_col( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_thumbnail_id' AND meta_value IN ('" . implode( "','", array_map( 'intval', $attachments ) ) . "')" );
		foreach ( $featuring as $id ) {
			$changed[ (int) $id ] = true;
		}
	}
	// Where content names an uploads file: its URL (absolute or not) and the site's `/media/` path.
	$prefixes = array( trailingslashit( (string) wp_parse_url( wp_get_upload_dir()['baseurl'], PHP_URL_PATH ) ), '/media/' );
	foreach ( $renamed as $old => $new ) {
		$encoded = implode( '/', array_map( 'rawurlencode', explode( '/', $old ) ) );
		foreach ( array_unique( array( $old, $encoded ) ) as $form ) {
			foreach ( $prefixes as $prefix ) {
				masthead_replace_upload_reference( $prefix . $form, $prefix . $new, $changed );
			}
		}
	}
	// News cards keep their image in the listing tables: read again from the content.
	if ( function_exists( 'masthead_listing_sync' ) ) {
		foreach ( array_keys( $changed ) as $id ) {
			masthead_listing_sync( $id );
		}
	}
}

/**
 * Replaces a string in every post's content but attachments', and in the plugin's own meta (plain strings only).
 *
 * @param array<int, true> $changed Ids of the posts changed, added to.
 */
function masthead_replace_upload_reference( string $from, string $to, array &$changed ) {
	global $wpdb;
	$like = '%' . $wpdb->esc_like( $from ) . '%';
	$ids  = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type <> 'attachment' AND post_content LIKE %s", $like ) );
	if ( $ids ) {
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_content = REPLACE(post_content, %s, %s) WHERE post_type <> 'attachment' AND post_content LIKE %s", $from, $to, $like ) );
		foreach ( $ids as $id ) {
			clean_post_cache( (int) $id );
			$changed[ (int) $id ] = true;
		}
	}
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key LIKE %s AND meta_value LIKE %s", $wpdb->esc_like( '_masthead_' ) . '%', $like ) );
	foreach ( $rows as $row ) {
		if ( ! is_serialized( $row->meta_value ) ) {
			update_post_meta( (int) $row->post_id, $row->meta_key, wp_slash( str_replace( $from, $to, $row->meta_value ) ), $row->meta_value );
			$changed[ (int) $row->post_id ] = true;
		}
	}
}
