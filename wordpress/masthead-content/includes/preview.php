<?php
/**
 * Previews (docs/content-api.md "Preview authorisation", decision 004): the front-end hand-off `/generate`
 * signs a token for a logged-in editor and sends the browser to the site's `/preview`; the site then asks
 * `GET /nodes?preview_id=…` with that token, answered by masthead_preview_answer(). Tokens are the site's
 * (contract/preview-token.server.ts): `{exp}.{base64url(HMAC-SHA256("{id}:{post_type}:{exp}"))}` under the preview key
 * derived from the secret (masthead_signing_key()).
 *
 * The post type in the token and the links is WordPress's own post type name: `post`, `page` or `masthead_job`.
 *
 * @package Masthead
 */

/** The post types an editor can preview on the site. */
const MASTHEAD_PREVIEW_TYPES = array( 'post', 'page', 'masthead_job' );
/** The longest a token may live, and how far the clocks may disagree (the site's PREVIEW_TOKEN_MAX_LIFETIME_SECONDS). */
const MASTHEAD_PREVIEW_MAX_LIFETIME = 86400;
const MASTHEAD_PREVIEW_CLOCK_SKEW   = 300;

add_action( 'parse_request', 'masthead_preview_handle_generate', 0 );
add_filter( 'preview_post_link', 'masthead_preview_post_link', 10, 2 );

/** Base64url without padding, as the site writes it. */
function masthead_base64url( string $bytes ): string {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
}

/** The raw HMAC of a token's payload, under the preview key. */
function masthead_preview_mac( string $secret, string $id, string $post_type, int $expires ): string {
	return hash_hmac( 'sha256', "{$id}:{$post_type}:{$expires}", masthead_signing_key( 'preview', $secret ), true );
}

/** A token for this id and post type that expires at `$expires` (unix seconds). */
function masthead_preview_sign( string $secret, string $id, string $post_type, int $expires ): string {
	return $expires . '.' . masthead_base64url( masthead_preview_mac( $secret, $id, $post_type, $expires ) );
}

/**
 * True only for an unexpired token signed with `$secret` for exactly this id and post type (constant-time compare),
 * dated no further ahead than a token may live: a link signed for years opens nothing, as on the site.
 */
function masthead_preview_verify( string $secret, string $token, string $id, string $post_type, int $now ): bool {
	if ( '' === $secret || ! preg_match( '/^(\d{1,12})\.([A-Za-z0-9_-]{1,128})$/', $token, $parts ) ) {
		return false;
	}
	$expires = (int) $parts[1];
	if ( $expires <= $now || $expires > $now + MASTHEAD_PREVIEW_MAX_LIFETIME + MASTHEAD_PREVIEW_CLOCK_SKEW || 1 === strlen( $parts[2] ) % 4 ) {
		return false;
	}
	$given = base64_decode( strtr( $parts[2], '-_', '+/' ), true );
	return false !== $given && hash_equals( masthead_preview_mac( $secret, $id, $post_type, $expires ), $given );
}

/** The transient naming the editor a token was issued to: a hash of the token, never the token itself. */
function masthead_preview_user_key( string $token ): string {
	return 'masthead_preview_' . substr( hash( 'sha256', $token ), 0, 40 );
}

/**
 * `GET /nodes?preview_id=&post_type=&parent_post_type=&t=` with `Authorization: Bearer {token}`: the draft's
 * slots and what it revises, or 401 (no valid token for this id and type) or 404 (no such post, or trashed).
 */
function masthead_preview_answer( WP_REST_Request $request ): WP_REST_Response {
	$id        = (string) $request->get_param( 'preview_id' );
	$post_type = strtolower( (string) $request->get_param( 'post_type' ) );
	$post_type = '' === $post_type ? 'post' : $post_type;
	$header    = (string) $request->get_header( 'authorization' );
	$token     = preg_match( '/^Bearer\s+(\S+)$/i', trim( $header ), $match ) ? $match[1] : '';
	if ( ! preg_match( '/^\d{1,12}$/', $id ) || ! masthead_preview_verify( masthead_preview_secret(), $token, $id, $post_type, masthead_now() ) ) {
		return masthead_error_response( 401, 'Unauthorized', 'A valid preview token is required' );
	}
	$post = get_post( (int) $id );
	if ( ! $post instanceof WP_Post || 'trash' === $post->post_status || $post->post_type !== $post_type || ! in_array( $post_type, MASTHEAD_PREVIEW_TYPES, true ) ) {
		return masthead_error_response( 404, 'Not Found', "No draft with id {$id}" );
	}
	$source   = masthead_preview_source( $post, (int) get_transient( masthead_preview_user_key( $token ) ) );
	$response = new WP_REST_Response(
		array(
			$id     => masthead_preview_slots( $post, $source ),
			'draft' => masthead_preview_draft( $post, $source ),
		),
		200
	);
	$response->header( 'Cache-Control', 'private, no-store' );
	return $response;
}

/**
 * What the answer says of the draft: its title, the page it revises, and (not for jobs, whose page the site
 * makes) its route entry as it will be published, so the preview draws the headline, category, date and
 * breadcrumbs the published page will have.
 */
function masthead_preview_draft( WP_Post $post, WP_Post $source ): array {
	$draft = array(
		'title'          => mb_substr( $source->post_title, 0, 300 ),
		'published_path' => masthead_preview_published_path( $post ),
	);
	if ( 'masthead_job' !== $post->post_type ) {
		$shown               = clone $post;
		$shown->post_title   = $source->post_title;
		$shown->post_excerpt = $source->post_excerpt;
		$path                = masthead_path_of( $post );
		$draft['route']      = masthead_route_entry( $shown, null !== $path && strlen( $path ) <= 512 ? $path : '/preview' );
	}
	return $draft;
}

/**
 * What the preview shows: the newest autosave of the editor the token was issued to, when it is newer than the
 * post, else the post itself. Another editor's autosave is never shown.
 */
function masthead_preview_source( WP_Post $post, int $user_id ): WP_Post {
	if ( $user_id <= 0 || ! user_can( $user_id, 'edit_post', $post->ID ) ) {
		return $post;
	}
	$autosave = wp_get_post_autosave( $post->ID, $user_id );
	if ( $autosave instanceof WP_Post && strtotime( $autosave->post_modified_gmt ) > strtotime( $post->post_modified_gmt ) ) {
		return $autosave;
	}
	return $post;
}

/** The slots of what the preview shows, as an object even when empty. */
function masthead_preview_slots( WP_Post $post, WP_Post $source ) {
	if ( 'masthead_job' === $post->post_type ) {
		$job = masthead_preview_job( $post, $source );
		return array( 'main' => $job ? array( array( 'type' => 'job-detail', 'job' => $job ) ) : array() );
	}
	$path  = masthead_path_of( $post );
	// Blocks hidden from readers too, marked for the editor (masthead_shown_to_editor).
	$slots = masthead_fill_slots( masthead_post_slots( $post, $source, true ), null === $path ? '/' : $path );
	return $slots ? $slots : new stdClass();
}

/**
 * A job as its page would show it, with the previewed title, summary and text; a draft without a slug yet
 * gets a stand-in id. Null when its fields cannot make a job (jobs.php's rules).
 */
function masthead_preview_job( WP_Post $post, WP_Post $source ): ?array {
	$draft               = clone $post;
	$draft->post_title   = $source->post_title;
	$draft->post_excerpt = $source->post_excerpt;
	$draft->post_content = $source->post_content;
	if ( 1 !== preg_match( MASTHEAD_JOB_ID, (string) $draft->post_name ) ) {
		$draft->post_name = 'draft-' . $post->ID;
	}
	return masthead_job_of_post( $draft );
}

/** The published page a preview revises (its exit link), or null while the post is not published. */
function masthead_preview_published_path( WP_Post $post ): ?string {
	if ( 'publish' !== $post->post_status ) {
		return null;
	}
	if ( 'masthead_job' === $post->post_type ) {
		return '/jobs/' . $post->post_name;
	}
	$path = masthead_path_of( $post );
	return null !== $path && strlen( $path ) <= 512 ? $path : null;
}

/**
 * The front-end hand-off `/generate?id=&post_type=` (not a REST route: REST ignores the login cookie without a
 * nonce). Logged out → the login page and back; no right to edit that post → 403; a bad id or type → 400;
 * else 302 to the site's `/preview` with a token, remembering whose autosave the token shows.
 */
function masthead_preview_handle_generate( WP $wp ) {
	if ( 'generate' !== trim( (string) $wp->request, '/' ) ) {
		return;
	}
	nocache_headers();
	header( 'Cache-Control: private, no-store' );
	if ( ! is_user_logged_in() ) {
		auth_redirect();
	}
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a GET hand-off; the capability check is the guard.
	$id        = isset( $_GET['id'] ) ? (string) wp_unslash( $_GET['id'] ) : '';
	$post_type = isset( $_GET['post_type'] ) ? strtolower( (string) wp_unslash( $_GET['post_type'] ) ) : '';
	// phpcs:enable
	$at        = isset( $_GET['at'] ) ? substr( (string) wp_unslash( $_GET['at'] ), 0, 40 ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$path      = isset( $_GET['path'] ) ? (string) wp_unslash( $_GET['path'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$post_type = '' === $post_type ? 'post' : $post_type;
	// With `at`: the site as it will be then (timeline.php).
	$target = null !== $at
		? masthead_timeline_generate( wp_get_current_user(), $at, $path, masthead_now(), $id )
		: masthead_preview_generate( wp_get_current_user(), $id, $post_type, masthead_now() );
	if ( is_wp_error( $target ) ) {
		$status = (int) $target->get_error_data();
		wp_die( esc_html( $target->get_error_message() ), esc_html( get_status_header_desc( $status ) ), array( 'response' => $status ) );
	}
	header( 'Cache-Control: private, no-store' );
	// phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the site's origin is another host by design.
	wp_redirect( $target, 302, 'Masthead' );
	exit;
}

/**
 * The site's preview address for this user, id and post type, or a WP_Error whose data is the HTTP status.
 *
 * @return string|WP_Error
 */
function masthead_preview_generate( WP_User $user, string $id, string $post_type, int $now ) {
	if ( ! preg_match( '/^\d{1,12}$/', $id ) || ! preg_match( '/^[a-z_-]{1,32}$/', $post_type ) ) {
		return new WP_Error( 'masthead_bad_request', 'A preview needs a numeric id and a post type.', 400 );
	}
	$post = get_post( (int) $id );
	if ( ! $post instanceof WP_Post || ! user_can( $user, 'edit_post', $post->ID ) ) {
		return new WP_Error( 'masthead_forbidden', 'You are not allowed to preview this item.', 403 );
	}
	if ( $post->post_type !== $post_type || ! in_array( $post_type, MASTHEAD_PREVIEW_TYPES, true ) ) {
		return new WP_Error( 'masthead_bad_request', "Item {$id} is not a {$post_type}.", 400 );
	}
	$secret = masthead_preview_secret();
	if ( '' === $secret ) {
		return new WP_Error( 'masthead_unconfigured', 'Previews are not configured: MASTHEAD_PREVIEW_SECRET is empty.', 503 );
	}
	$ttl   = min( masthead_preview_ttl(), MASTHEAD_PREVIEW_MAX_LIFETIME );
	$token = masthead_preview_sign( $secret, $id, $post_type, $now + $ttl );
	set_transient( masthead_preview_user_key( $token ), $user->ID, $ttl );
	return masthead_site_origin() . '/preview?' . http_build_query(
		array(
			'preview_id' => $id,
			'post_type'  => $post_type,
			'token'      => $token,
		),
		'',
		'&',
		PHP_QUERY_RFC3986
	);
}

/**
 * WordPress's Preview buttons lead to the site, which hands the editor to `/generate`:
 * `{site}{published path, else /}?preview=true&p={id}&typeName={post_type}`.
 */
function masthead_preview_post_link( $link, $post ) {
	$post = get_post( $post );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, MASTHEAD_PREVIEW_TYPES, true ) ) {
		return $link;
	}
	$path = masthead_preview_published_path( $post );
	return masthead_site_origin() . ( null === $path ? '/' : $path ) . '?' . http_build_query(
		array(
			'preview'  => 'true',
			'p'        => $post->ID,
			'typeName' => $post->post_type,
		),
		'',
		'&',
		PHP_QUERY_RFC3986
	);
}
