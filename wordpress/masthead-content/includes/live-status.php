<?php
/**
 * Whether the site took an editor's change (issue 57, "Live, confirmed in the editor"). When a request's purge ends
 * (purge.php), each post, page or job it touched keeps the outcome in `_masthead_live`: accepted by the site (or
 * nothing readers see changed), or refused or unreachable with the reason; with the item's address on the site and
 * its modified time, so the editor knows the outcome is its own save's. The block editor reads it through
 * `GET masthead-editor/v1/live/{id}` (editor/src/sidebar/live-notice.tsx), which needs the right to edit the item,
 * and `POST` there is its Retry: the item's purge sent again at once (with whatever the queue holds). The editor's
 * namespace, not the content API's: masthead/v1 answers GET only (errors.php), so a POST there is a 404.
 *
 * @package Masthead
 */

const MASTHEAD_LIVE_META = '_masthead_live';

add_action( 'rest_api_init', 'masthead_live_register_routes' );

function masthead_live_register_routes() {
	$may_edit = static fn( WP_REST_Request $request ) => current_user_can( 'edit_post', (int) $request['id'] );
	$args     = array(
		'id' => array(
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		),
	);
	register_rest_route(
		MASTHEAD_EDITOR_NAMESPACE,
		'/live/(?P<id>\d+)',
		array(
			array(
				'methods'             => 'GET',
				'callback'            => 'masthead_live_read',
				'permission_callback' => $may_edit,
				'args'                => $args,
			),
			array(
				'methods'             => 'POST',
				'callback'            => 'masthead_live_retry',
				'permission_callback' => $may_edit,
				'args'                => $args,
			),
		)
	);
}

/** The item's address on the site when readers can see it, else null. */
function masthead_live_address( WP_Post $post ): ?string {
	$state = masthead_purge_state( $post );
	if ( null === $state || ! $state['live'] ) {
		return null;
	}
	if ( 'job' === $state['kind'] ) {
		return masthead_site_origin() . '/jobs/' . $state['id'];
	}
	return 'page' === $state['kind'] ? masthead_site_origin() . $state['path'] : null;
}

/**
 * Notes the outcome of a request's purge on every post, page and job it touched.
 *
 * @param int[]      $post_ids The touched items.
 * @param array|null $record   The purge call's record (purge-send.php); null when nothing readers see changed.
 */
function masthead_live_note( array $post_ids, ?array $record ) {
	foreach ( $post_ids as $post_id ) {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, array( 'post', 'page', 'masthead_job' ), true ) ) {
			continue;
		}
		$outcome = array(
			'modified' => str_replace( ' ', 'T', (string) $post->post_modified_gmt ), // As REST's `modified_gmt`.
			'at'       => gmdate( 'Y-m-d\TH:i:s\Z', masthead_now() ),
			'ok'       => null === $record || (bool) $record['ok'],
			'address'  => masthead_live_address( $post ),
		);
		if ( ! $outcome['ok'] ) {
			$outcome['error'] = (string) ( $record['error'] ?? 'the site did not take it' );
		}
		update_post_meta( $post->ID, MASTHEAD_LIVE_META, wp_slash( (string) wp_json_encode( $outcome, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ) );
	}
}

/** `GET live/{id}`: the last outcome. */
function masthead_live_read( WP_REST_Request $request ): WP_REST_Response {
	return masthead_json( masthead_live_outcome( (int) $request['id'] ), 'no-store' );
}

/**
 * `POST live/{id}` (Retry): sends the item's purge again and answers the outcome.
 *
 * @return WP_REST_Response|WP_Error
 */
function masthead_live_retry( WP_REST_Request $request ) {
	$post = get_post( (int) $request['id'] );
	if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, array( 'post', 'page', 'masthead_job' ), true ) ) {
		return new WP_Error( 'rest_post_invalid_id', 'No post, page or job has that id.', array( 'status' => 404 ) );
	}
	masthead_live_note( array( $post->ID ), masthead_live_resend( $post ) );
	return masthead_json( masthead_live_outcome( $post->ID ), 'no-store' );
}

/**
 * Sends the purge of an item's last change again, joined with the queue (which holds the refused call when the site
 * failed or was unreachable): read as a change from how it stood when last published to how it stands now, with
 * everything it shows counted as changed, so a live item names its pages and an unpublished one its old address.
 *
 * @return array|null The call's record; null when nothing was sent (nothing readers see, or no secret).
 */
function masthead_live_resend( WP_Post $post ): ?array {
	$before = masthead_purge_state( $post, 'publish' );
	if ( null !== $before ) {
		$before['print'] = '';
	}
	$body = masthead_purge_change_scope( $before, masthead_purge_state( $post ), masthead_purge_context( gmdate( 'Y-m-d', masthead_now() ) ) );
	return masthead_purge_deliver( array( $body ) );
}

/**
 * The last outcome noted for an item (`{modified, at, ok, address, error?}` and `age`, its seconds by the plugin's
 * clock, which the editor cannot read), or `{none: true}`.
 */
function masthead_live_outcome( int $post_id ): array {
	$outcome = json_decode( (string) get_post_meta( $post_id, MASTHEAD_LIVE_META, true ), true );
	if ( ! is_array( $outcome ) ) {
		return array( 'none' => true );
	}
	$noted          = strtotime( (string) ( $outcome['at'] ?? '' ) );
	$outcome['age'] = false === $noted ? null : max( 0, masthead_now() - $noted );
	return $outcome;
}
