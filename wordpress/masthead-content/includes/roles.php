<?php
/**
 * Who may change what (issues 40 and 45). Redirects and jobs change the whole site, so their post types have
 * capabilities of their own (content-types.php) that only Editors and Administrators hold: Contributors and
 * Authors neither draft nor publish them. A redirect to another host needs `masthead_offsite_redirects`, which
 * only Administrators hold: to set such a target, and to edit, publish or delete a redirect that has one. Every
 * redirect is checked like the other types before it is published: its title a site path, its target a site
 * path or an http(s) address, its status 301, 302, 307 or 308. The site refuses off-site targets not on its own
 * allow-list as well (REDIRECT_HOSTS), so no single account can send readers elsewhere; WordPress, told that list
 * (MASTHEAD_REDIRECT_HOSTS), refuses such a target before it saves, and a path another published redirect holds.
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

/** A path as the site compares it with a redirect's source (pipeline/cms-redirects.ts legacyKey): no case, no trailing slash. */
function masthead_redirect_path_key( string $path ): string {
	return strtolower( untrailingslashit( $path ) );
}

/**
 * Why the site would not follow a redirect from `$from` to `$to`, by its own rules (pipeline/cms-redirects.ts), or
 * null: a target that is neither a site path nor an http(s) address, another host not on its allow-list
 * (REDIRECT_HOSTS, named in the message), or the redirect's own path.
 */
function masthead_redirect_rule_problem( string $from, string $to ): ?string {
	if ( '' === $to || masthead_sanitize_redirect_target( $to ) !== $to || strlen( $to ) > MASTHEAD_MAX_PATH ) {
		return __( 'must be a site path (/…) or an http(s) address', 'masthead-content' );
	}
	if ( masthead_redirect_is_offsite( $to ) ) {
		$host  = strtolower( (string) wp_parse_url( $to, PHP_URL_HOST ) );
		$hosts = masthead_redirect_hosts();
		if ( null === $hosts ) {
			/* translators: %s: a host name */
			return sprintf( __( 'names another host (%s), and WordPress has not been told the site’s allow-list (MASTHEAD_REDIRECT_HOSTS, the site’s REDIRECT_HOSTS), so the site would not follow it', 'masthead-content' ), $host );
		}
		if ( ! in_array( $host, $hosts, true ) ) {
			/* translators: 1: a host name, 2: the allowed hosts */
			return sprintf( __( 'names %1$s, which is not on the site’s allow-list of other hosts (REDIRECT_HOSTS: %2$s), so the site would not follow it', 'masthead-content' ), $host, $hosts ? implode( ', ', $hosts ) : __( 'none', 'masthead-content' ) );
		}
		return null;
	}
	$path = (string) wp_parse_url( $to, PHP_URL_PATH );
	return '' !== $from && masthead_redirect_path_key( '' === $path ? '/' : $path ) === masthead_redirect_path_key( $from ) ? __( 'is the redirect’s own path', 'masthead-content' ) : null;
}

/** Why a redirect target is refused for the current user, or null (`$from`: the source path, for the self check). */
function masthead_redirect_target_problem( string $to, string $from = '' ): ?string {
	if ( '' === $to || masthead_sanitize_redirect_target( $to ) !== $to ) {
		return __( 'must be a site path (/…) or an http(s) address', 'masthead-content' );
	}
	if ( masthead_redirect_is_offsite( $to ) && ! current_user_can( MASTHEAD_OFFSITE_CAP ) ) {
		return __( 'may point to another site only when an Administrator sets it', 'masthead-content' );
	}
	return masthead_redirect_rule_problem( $from, $to );
}

/** The published redirect other than `$except` that holds a source path (the site follows the oldest: paths.php), or null. */
function masthead_redirect_holder( string $from, int $except ): ?WP_Post {
	global $wpdb;
	$bare = untrailingslashit( $from );
	$id   = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'masthead_redirect' AND post_status = 'publish' AND ID <> %d AND LOWER(post_title) IN (LOWER(%s), LOWER(%s)) ORDER BY ID LIMIT 1", $except, '' === $bare ? '/' : $bare, trailingslashit( $bare ) ) );
	return null === $id ? null : get_post( (int) $id );
}

/**
 * What is refused in a redirect as it would be saved, or null: its source path, target and status, and when it is
 * to be published, a target at all and a path no other published redirect holds. `text` says what and why;
 * `link` is the edit screen of the redirect that holds the path.
 *
 * @return array{text: string, link: ?string}|null
 */
function masthead_redirect_refusal( int $id, string $from, string $to, string $status, bool $publishing ): ?array {
	$title = masthead_redirect_title_problem( $from );
	if ( null !== $title ) {
		return array(
			'text' => $title,
			'link' => null,
		);
	}
	$label = __( 'Redirect to', 'masthead-content' );
	if ( '' === $to ) {
		return $publishing ? array(
			'text' => $label . ' ' . __( 'is required to publish', 'masthead-content' ),
			'link' => null,
		) : null;
	}
	$why = masthead_redirect_target_problem( $to, $from );
	if ( null !== $why ) {
		return array(
			'text' => "{$label} {$to} {$why}",
			'link' => null,
		);
	}
	if ( '' !== $status && ! in_array( (int) $status, MASTHEAD_REDIRECT_STATUSES, true ) ) {
		return array(
			'text' => __( 'Status must be 301, 302, 307 or 308', 'masthead-content' ),
			'link' => null,
		);
	}
	$holder = $publishing ? masthead_redirect_holder( $from, $id ) : null;
	if ( null === $holder ) {
		return null;
	}
	return array(
		/* translators: 1: the source path, 2: the holding redirect's id, 3: its target */
		'text' => sprintf( __( '%1$s is already redirected by redirect #%2$d (to %3$s); the site follows that one, so edit it or unpublish it first', 'masthead-content' ), $from, $holder->ID, (string) get_post_meta( $holder->ID, '_masthead_redirect_to', true ) ),
		'link' => admin_url( 'post.php?post=' . $holder->ID . '&action=edit' ),
	);
}

/**
 * `rest_pre_insert_masthead_redirect`: the prepared redirect, or a 400 naming what is refused: what the request
 * changes, and the whole redirect as it would be (stored values for the rest) when it is to be published.
 *
 * @param stdClass|WP_Error $prepared_post The redirect about to be written.
 * @param WP_REST_Request   $request       The request.
 * @return stdClass|WP_Error
 */
function masthead_validate_rest_redirect( $prepared_post, $request ) {
	if ( is_wp_error( $prepared_post ) ) {
		return $prepared_post;
	}
	$id     = isset( $prepared_post->ID ) ? (int) $prepared_post->ID : 0;
	$stored = $id ? get_post( $id ) : null;
	$meta   = is_array( $request['meta'] ) ? $request['meta'] : array();
	$title  = isset( $prepared_post->post_title ) ? (string) $prepared_post->post_title : null;
	$to     = array_key_exists( '_masthead_redirect_to', $meta ) ? trim( (string) $meta['_masthead_redirect_to'] ) : null;
	$code   = array_key_exists( '_masthead_redirect_status', $meta ) ? (string) $meta['_masthead_redirect_status'] : '';
	$status = isset( $prepared_post->post_status ) ? (string) $prepared_post->post_status : ( $stored ? $stored->post_status : 'draft' );
	if ( 'publish' === $status ) {
		$from    = $title ?? ( $stored ? $stored->post_title : '' );
		$refusal = masthead_redirect_refusal( $id, $from, $to ?? ( $id ? (string) get_post_meta( $id, '_masthead_redirect_to', true ) : '' ), $code, true );
	} else {
		$refusal = masthead_redirect_change_refusal( $title, $to, $code );
	}
	if ( null === $refusal ) {
		return $prepared_post;
	}
	$message = $refusal['text'] . ( $refusal['link'] ? ': ' . $refusal['link'] : '' );
	return new WP_Error( 'masthead_invalid', $message, array( 'status' => 400 ) );
}

/**
 * What is refused in a change to a redirect that is not to be published (drafts may be incomplete): a new title,
 * target or status (null: not changed) that the site would not take.
 *
 * @return array{text: string, link: null}|null
 */
function masthead_redirect_change_refusal( ?string $title, ?string $to, string $code ): ?array {
	$why = null === $title ? null : masthead_redirect_title_problem( $title );
	if ( null === $why && null !== $to && '' !== $to ) {
		$problem = masthead_redirect_target_problem( $to, $title ?? '' );
		$why     = null === $problem ? null : __( 'Redirect to', 'masthead-content' ) . " {$to} {$problem}";
	}
	if ( null === $why && '' !== $code && ! in_array( (int) $code, MASTHEAD_REDIRECT_STATUSES, true ) ) {
		$why = __( 'Status must be 301, 302, 307 or 308', 'masthead-content' );
	}
	return null === $why ? null : array(
		'text' => $why,
		'link' => null,
	);
}

/**
 * `wp_insert_post_data` (saves in wp-admin: REST is checked before this, and scripts on the server such as
 * import.php write the post before its meta): a redirect that would be refused is not published. A new or draft one stays a draft; a published one keeps its path. The refusal is the one
 * message the editor sees (admin.php). The classic screen's posted target is checked here, before anything saves.
 */
function masthead_hold_invalid_redirect( array $data, array $postarr ): array {
	if ( 'masthead_redirect' !== ( $data['post_type'] ?? '' ) || ! is_admin() || in_array( $data['post_status'] ?? '', array( 'auto-draft', 'trash', 'inherit' ), true ) ) {
		return $data;
	}
	$id     = (int) ( $postarr['ID'] ?? 0 );
	$stored = $id ? get_post( $id ) : null;
	$given  = $postarr['meta_input']['_masthead_redirect_to'] ?? null;
	// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the box's nonce is checked before anything is saved (admin.php); this only reads.
	$posted = isset( $_POST['_masthead_redirect_to'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['_masthead_redirect_to'] ) ) ) : null;
	// The classic screen's field, else a script's meta_input (import.php), else what is stored.
	$to         = $posted ?? ( null !== $given ? trim( (string) $given ) : ( $id ? (string) get_post_meta( $id, '_masthead_redirect_to', true ) : '' ) );
	$code       = isset( $_POST['_masthead_redirect_status'] ) ? sanitize_text_field( wp_unslash( $_POST['_masthead_redirect_status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing
	$publishing = 'publish' === $data['post_status'];
	$from       = wp_unslash( (string) $data['post_title'] );
	$refusal    = $publishing ? masthead_redirect_refusal( $id, $from, $to, $code, true ) : masthead_redirect_change_refusal( null, $to, $code );
	if ( null === $refusal ) {
		return $data;
	}
	if ( $stored && 'publish' === $stored->post_status ) {
		$data['post_title'] = wp_slash( $stored->post_title );
	} elseif ( $publishing ) {
		$data['post_status'] = 'draft';
	}
	set_transient( 'masthead_redirect_refused_' . get_current_user_id(), $refusal + array( 'published' => $publishing ), 60 );
	return $data;
}
