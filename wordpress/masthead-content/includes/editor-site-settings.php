<?php
/**
 * `GET /wp/v2/settings` for those who write but do not administer: WordPress 6.1's pre-publish panel asks for the
 * site's default category to suggest one (core's MaybeCategoryPanel), and core answers an Editor, Author or
 * Contributor with a 403 the browser's console shows. Such users get the settings the REST index already tells
 * anyone (title, tagline, addresses, icon, logo) and the default category; nothing else, and no writes. Later
 * editors ask `canUser( 'read', 'settings' )` first, so this answers only 6.1's question.
 *
 * @package Masthead
 */

add_filter( 'rest_pre_dispatch', 'masthead_editor_site_settings', 10, 3 );

/**
 * @param mixed           $result  A response another filter gave, or null.
 * @param WP_REST_Server  $server  The server.
 * @param WP_REST_Request $request The request.
 * @return mixed
 */
function masthead_editor_site_settings( $result, $server, $request ) {
	if ( null !== $result || 'GET' !== $request->get_method() || '/wp/v2/settings' !== untrailingslashit( $request->get_route() ) ) {
		return $result;
	}
	if ( current_user_can( 'manage_options' ) || ! current_user_can( 'edit_posts' ) ) {
		return $result; // Core's own answer: everything for administrators, a 401 or 403 for anyone else.
	}
	return new WP_REST_Response(
		array(
			'title'            => get_option( 'blogname' ),
			'description'      => get_option( 'blogdescription' ),
			'url'              => home_url(),
			'site_icon'        => (int) get_option( 'site_icon' ),
			'site_logo'        => (int) get_option( 'site_logo' ),
			'default_category' => (int) get_option( 'default_category' ),
		),
		200
	);
}
