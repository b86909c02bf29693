<?php
/**
 * Installs WordPress into an empty database (local development and tests):
 * the site, the administrator, pretty permalinks, London time, the plugin and
 * the theme; on a database already installed it only brings the administrator's
 * password, the plugin and the theme up to date. Prints JSON: whether it
 * installed, and an application password for the REST API (local only).
 *
 * @package Masthead
 */

require_once __DIR__ . '/cli-request.php';
define( 'WP_INSTALLING', true );

// The instance's WordPress core (scripts/wordpress/core.ts): Debian 12's own, or a newer release fetched.
require_once ( getenv( 'MASTHEAD_WP_CORE' ) ? getenv( 'MASTHEAD_WP_CORE' ) : '/usr/share/wordpress' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
// No mail on this machine: WordPress's "new site" message is not sent.
add_filter( 'pre_wp_mail', '__return_false' );

$masthead_user     = getenv( 'MASTHEAD_WP_ADMIN' ) ? getenv( 'MASTHEAD_WP_ADMIN' ) : 'admin';
$masthead_password = (string) getenv( 'MASTHEAD_WP_PASSWORD' );
$masthead_installed = false;

if ( ! is_blog_installed() ) {
	wp_install( 'Immediate Media', $masthead_user, 'editor@example.com', false, '', wp_slash( $masthead_password ) );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'timezone_string', 'Europe/London' );
	update_option( 'date_format', 'j F Y' );
	update_option( 'default_comment_status', 'closed' );
	update_option( 'default_ping_status', 'closed' );
	// WordPress's welcome content is not the publisher's.
	foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1 ) ) as $masthead_post ) {
		wp_delete_post( $masthead_post->ID, true );
	}
	$masthead_installed = true;
}

$masthead_admin = get_user_by( 'login', $masthead_user );
if ( ! $masthead_admin ) {
	$masthead_id    = wp_create_user( $masthead_user, $masthead_password, $masthead_user . '@example.com' );
	$masthead_admin = new WP_User( $masthead_id );
	$masthead_admin->set_role( 'administrator' );
} elseif ( ! wp_check_password( $masthead_password, $masthead_admin->user_pass, $masthead_admin->ID ) ) {
	wp_set_password( $masthead_password, $masthead_admin->ID );
}
wp_set_current_user( $masthead_admin->ID );

switch_theme( 'masthead' );
if ( ! is_plugin_active( 'masthead-content/masthead-content.php' ) ) {
	$masthead_result = activate_plugin( 'masthead-content/masthead-content.php' );
	if ( is_wp_error( $masthead_result ) ) {
		fwrite( STDERR, $masthead_result->get_error_message() . "\n" );
		exit( 1 );
	}
} elseif ( function_exists( 'masthead_activate' ) ) {
	masthead_activate(); // Tables and listings up to date with the plugin's code.
}
update_option( 'rewrite_rules', '' );

// An application password for REST calls from tests and tools (local only: WP_ENVIRONMENT_TYPE=local).
$masthead_app_password = '';
if ( class_exists( 'WP_Application_Passwords' ) ) {
	foreach ( WP_Application_Passwords::get_user_application_passwords( $masthead_admin->ID ) as $masthead_item ) {
		if ( 'masthead-local' === $masthead_item['name'] ) {
			WP_Application_Passwords::delete_application_password( $masthead_admin->ID, $masthead_item['uuid'] );
		}
	}
	$masthead_created = WP_Application_Passwords::create_new_application_password( $masthead_admin->ID, array( 'name' => 'masthead-local' ) );
	if ( ! is_wp_error( $masthead_created ) ) {
		$masthead_app_password = $masthead_created[0];
	}
}

echo wp_json_encode(
	array(
		'installed'   => $masthead_installed,
		'appPassword' => $masthead_app_password,
		'version'     => get_bloginfo( 'version' ),
	)
) . "\n";
