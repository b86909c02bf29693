<?php
/**
 * Prints one attachment's files as WordPress records them, for test/wordpress/upload-renames.test.ts: the file
 * under uploads, its sizes, the originals an image edit kept (`_wp_attachment_backup_sizes`), and whether each is
 * on disk. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/attachment-files.php -- 123
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_id       = (int) ( $argv[1] ?? 0 );
$masthead_file     = (string) get_post_meta( $masthead_id, '_wp_attached_file', true );
$masthead_metadata = wp_get_attachment_metadata( $masthead_id, true );
$masthead_backups  = get_post_meta( $masthead_id, '_wp_attachment_backup_sizes', true );
$masthead_folder   = wp_get_upload_dir()['basedir'] . '/' . dirname( $masthead_file ) . '/';
$masthead_names    = array(
	'sizes'   => array_values( array_column( (array) ( $masthead_metadata['sizes'] ?? array() ), 'file' ) ),
	'backups' => array_values( array_column( is_array( $masthead_backups ) ? $masthead_backups : array(), 'file' ) ),
);
$masthead_on_disk  = array();
foreach ( array_merge( array( basename( $masthead_file ) ), $masthead_names['sizes'], $masthead_names['backups'] ) as $masthead_name ) {
	$masthead_on_disk[ $masthead_name ] = is_file( $masthead_folder . $masthead_name );
}

echo wp_json_encode(
	array(
		'file'    => $masthead_file,
		'sizes'   => $masthead_names['sizes'],
		'backups' => $masthead_names['backups'],
		'onDisk'  => $masthead_on_disk,
	),
	JSON_UNESCAPED_SLASHES
) . "\n";
