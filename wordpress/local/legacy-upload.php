<?php
/**
 * Makes what a site upgraded from before uploads.php holds, for test/wordpress/upload-renames.test.ts: an image
 * uploaded under the name the camera gave it (WordPress's own file names, sizes made as on upload), and a
 * published post showing it (an Image block of one of its sizes, a File block of the file) with it as the featured
 * image. With `edited`, the image is then rotated in WordPress's image editor (its file and sizes take new names,
 * the originals stay as backup sizes, and the post still shows the originals). Then the plugin's uploads version is
 * forgotten, as on a site where upload-renames.php never ran, so the next request renames it. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/legacy-upload.php -- photo.png IMG_2041.PNG some-slug [edited]
 *
 * Prints JSON: the attachment's and the post's ids, the file under uploads and the URL the post's Image block shows.
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

list( , $masthead_source, $masthead_name, $masthead_slug, $masthead_edit ) = array_pad( $argv, 5, '' );
if ( ! is_file( $masthead_source ) || '' === $masthead_name || 1 !== preg_match( '/^[a-z0-9-]{1,100}$/', $masthead_slug ) ) {
	fwrite( STDERR, "usage: legacy-upload.php <image file> <upload name> <post slug>\n" );
	exit( 1 );
}

// WordPress's own naming, as before the plugin's.
remove_filter( 'sanitize_file_name', 'masthead_media_file_name', 20 );
$masthead_tmp = wp_tempnam( $masthead_name );
copy( $masthead_source, $masthead_tmp );
$masthead_id = media_handle_sideload(
	array(
		'name'     => $masthead_name,
		'tmp_name' => $masthead_tmp,
	),
	0,
	'An old upload'
);
if ( is_wp_error( $masthead_id ) ) {
	fwrite( STDERR, $masthead_id->get_error_message() . "\n" );
	exit( 1 );
}
update_post_meta( $masthead_id, '_wp_attachment_image_alt', 'An old upload' );
$masthead_medium = wp_get_attachment_image_src( $masthead_id, 'medium' );
$masthead_url    = wp_get_attachment_url( $masthead_id );

$masthead_content = sprintf(
	'<!-- wp:image {"id":%1$d,"sizeSlug":"medium"} --><figure class="wp-block-image size-medium"><img src="%2$s" alt="An old upload" class="wp-image-%1$d"/><figcaption class="wp-element-caption">Taken on a phone</figcaption></figure><!-- /wp:image -->'
	. '<!-- wp:file {"id":%1$d,"href":"%3$s"} --><div class="wp-block-file"><a href="%3$s">The photo</a></div><!-- /wp:file -->',
	$masthead_id,
	esc_url( $masthead_medium[0] ),
	esc_url( $masthead_url )
);
$masthead_post = wp_insert_post(
	wp_slash(
		array(
			'post_type'    => 'post',
			'post_status'  => 'publish',
			'post_name'    => $masthead_slug,
			'post_title'   => "Old upload {$masthead_slug}",
			'post_excerpt' => 'A photo uploaded before uploads were renamed.',
			'post_content' => $masthead_content,
		)
	),
	true
);
if ( is_wp_error( $masthead_post ) ) {
	fwrite( STDERR, $masthead_post->get_error_message() . "\n" );
	exit( 1 );
}
set_post_thumbnail( $masthead_post, $masthead_id );
if ( 'edited' === $masthead_edit ) {
	require_once ABSPATH . 'wp-admin/includes/image-edit.php';
	$_REQUEST['history'] = wp_slash( '[{"r":90}]' );
	$_REQUEST['target']  = 'all';
	$_REQUEST['do']      = 'save';
	$masthead_saved      = wp_save_image( $masthead_id );
	if ( ! empty( $masthead_saved->error ) ) {
		fwrite( STDERR, $masthead_saved->error . "\n" );
		exit( 1 );
	}
}
// Once this request has listed the post and told the site (shutdown, priority 20): a request renaming the file
// before that would be overwritten by this one's old names.
add_action(
	'shutdown',
	static function () {
		delete_option( 'masthead_uploads_version' );
	},
	100
);

echo wp_json_encode(
	array(
		'attachment' => $masthead_id,
		'post'       => $masthead_post,
		'file'       => get_post_meta( $masthead_id, '_wp_attached_file', true ),
		'imageUrl'   => $masthead_medium[0],
		'backups'    => array_values( array_column( (array) get_post_meta( $masthead_id, '_wp_attachment_backup_sizes', true ), 'file' ) ),
	),
	JSON_UNESCAPED_SLASHES
) . "\n";
