<?php
/**
 * Who may change what (issues 40 and 45). Redirects and jobs change the whole site, so their post types have
 * capabilities of their own (content-types.php) that only Editors and Administrators hold: Contributors and
 * Authors neither draft nor publish them. A redirect to another host needs `masthead_offsite_redirects`, which
 * only Administrators hold: to set such a target, and to edit, publish or delete a redirect that has one. Every
 * redirect is checked like the other types before it is published: its title a site path, its target a site
 * path or an http(s) address, its status 301, 302, 307 or 308. The site refuses off-site targets not on its own
 * allow-list as well (REDIRECT_HOSTS), so no single account can send readers elsewhere.
 *
 * @package Masthead
 */

/** Bumped when the capabilities granted change: roles live in the database, so they are granted once per version. */
const MASTHEAD_ROLES_VERSION = 1;
/** Sets or keeps a redirect whose target is another host. */
const MASTHEAD_OFFSITE_CAP = 'masthead_offsite_redirects';

// After the post types are registered (content-types.php, priority 10).
add_action( 'init', 'masthead_grant_capabilities', 20 );
add_filter( 'map_meta_cap', 'masthead_offsite_redirect_caps', 10, 4 );
add_filter( 'rest_pre_insert_masthead_redirect', 'masthead_validate_rest_redirect', 10, 2 );
add_filter( 'wp_insert_post_data', 'masthead_hold_invalid_redirect', 10, 2 );

/** The primitive capabilities of a post type registered with a capability_type of its own. */
function masthead_type_capabilities( string $post_type ): array {
	$object = get_post_type_object( $post_type );
	if ( ! $object ) {
		return array();
	}
	$caps = (array) $object->cap;
	// Meta capabilities are mapped per post (map_meta_cap); `read` every role has.
	unset( $caps['edit_post'], $caps['read_post'], $caps['delete_post'], $caps['read'] );
	return array_values( array_unique( $caps ) );
}

/** Grants the job and redirect capabilities to Editors and Administrators, and off-site redirects to Administrators. */
function masthead_grant_capabilities() {
	if ( MASTHEAD_ROLES_VERSION === (int) get_option( 'masthead_roles_version' ) ) {
		return;
	}
	foreach ( array( 'administrator', 'editor' ) as $name ) {
		$role = get_role( $name );
		if ( ! $role ) {
			continue;
		}
		foreach ( array( 'masthead_job', 'masthead_redirect' ) as $type ) {
			foreach ( masthead_type_capabilities( $type ) as $cap ) {
				$role->add_cap( $cap );
			}
		}
	}
	$admin = get_role( 'administrator' );
	if ( $admin ) {
		$admin->add_cap( MASTHEAD_OFFSITE_CAP );
	}
	update_option( 'masthead_roles_version', MASTHEAD_ROLES_VERSION );
}

/** True when a redirect target names another host than the site's (a site path never does). */
function masthead_redirect_is_offsite( string $to ): bool {
	$to = trim( $to );
	if ( '' === $to || ( '/' === $to[0] && 0 !== strpos( $to, '//' ) ) ) {
		return false;
	}
	$host = wp_parse_url( $to, PHP_URL_HOST );
	$site = wp_parse_url( masthead_site_origin(), PHP_URL_HOST );
	return ! is_string( $host ) || strtolower( $host ) !== strtolower( (string) $site );
}

/** `map_meta_cap`: editing, publishing or deleting a redirect with an off-site target also needs the off-site capability. */
function masthead_offsite_redirect_caps( array $caps, string $cap, int $user_id, array $args ): array {
	if ( ! in_array( $cap, array( 'edit_post', 'delete_post', 'publish_post' ), true ) || empty( $args[0] ) ) {
		return $caps;
	}
	$post = get_post( (int) $args[0] );
	if ( $post && 'masthead_redirect' === $post->post_type && masthead_redirect_is_offsite( (string) get_post_meta( $post->ID, '_masthead_redirect_to', true ) ) ) {
		$caps[] = MASTHEAD_OFFSITE_CAP;
	}
	return $caps;
}

/** Why a redirect's source path (its title) is refused, or null. */
function masthead_redirect_title_problem( string $title ): ?string {
	return '' !== $title && masthead_sanitize_site_path( $title ) === $title ? null : __( 'Redirect: the title must be the site path it redirects from, such as /press/', 'masthead-content' );
}

/** Why a redirect target is refused for the current user, or null. */
function masthead_redirect_target_problem( string $to ): ?string {
	if ( '' === $to || masthead_sanitize_redirect_target( $to ) !== $to ) {
		return __( 'must be a site path (/…) or an http(s) address', 'masthead-content' );
	}
	if ( masthead_redirect_is_offsite( $to ) && ! current_user_can( MASTHEAD_OFFSITE_CAP ) ) {
		return __( 'may point to another site only when an Administrator sets it', 'masthead-content' );
	}
	return null;
}

/**
 * `rest_pre_insert_masthead_redirect`: the prepared redirect, or a 400 naming what is wrong with its title,
 * target or status (only what the request changes, as for the other types).
 *
 * @param stdClass|WP_Error $prepared_post The redirect about to be written.
 * @param WP_REST_Request   $request       The request.
 * @return stdClass|WP_Error
 */
function masthead_validate_rest_redirect( $prepared_post, $request ) {
	if ( is_wp_error( $prepared_post ) ) {
		return $prepared_post;
	}
	$problem = null;
	if ( isset( $prepared_post->post_title ) ) {
		$problem = masthead_redirect_title_problem( (string) $prepared_post->post_title );
	}
	$meta = $request['meta'];
	if ( null === $problem && is_array( $meta ) && array_key_exists( '_masthead_redirect_to', $meta ) ) {
		$why     = masthead_redirect_target_problem( trim( (string) $meta['_masthead_redirect_to'] ) );
		$problem = null === $why ? null : __( 'Redirect to', 'masthead-content' ) . ' ' . $why;
	}
	if ( null === $problem && is_array( $meta ) && array_key_exists( '_masthead_redirect_status', $meta ) && ! in_array( (int) $meta['_masthead_redirect_status'], MASTHEAD_REDIRECT_STATUSES, true ) ) {
		$problem = __( 'Status must be 301, 302, 307 or 308', 'masthead-content' );
	}
	return null === $problem ? $prepared_post : new WP_Error( 'masthead_invalid', $problem, array( 'status' => 400 ) );
}

/**
 * `wp_insert_post_data`: a redirect is published only with a site path as its title; otherwise it is kept as a
 * draft and the editor told why (the classic screen saves the title before its fields box is read).
 */
function masthead_hold_invalid_redirect( array $data, array $postarr ): array {
	if ( 'masthead_redirect' !== ( $data['post_type'] ?? '' ) || 'publish' !== ( $data['post_status'] ?? '' ) ) {
		return $data;
	}
	$problem = masthead_redirect_title_problem( wp_unslash( (string) $data['post_title'] ) );
	if ( null !== $problem ) {
		$data['post_status'] = 'draft';
		if ( is_user_logged_in() ) {
			set_transient( 'masthead_field_errors_' . get_current_user_id(), array( $problem ), 60 );
		}
	}
	return $data;
}
