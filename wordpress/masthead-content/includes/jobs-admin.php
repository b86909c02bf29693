<?php
/**
 * Jobs as editors manage them in wp-admin (issue 45; redirects' notices too): the Jobs list shows each role's team, location, closing
 * date and whether it is open today (London's date, as the site judges it); WordPress's notices say "Job", not
 * "Post"; and a job is published only with its Apply URL, whichever screen saves it (the block editor's sidebar
 * locks saving without one; the REST boundary refuses it).
 *
 * @package Masthead
 */

add_filter( 'manage_masthead_job_posts_columns', 'masthead_job_columns' );
add_action( 'manage_masthead_job_posts_custom_column', 'masthead_job_column', 10, 2 );
add_filter( 'post_updated_messages', 'masthead_job_messages' );
add_filter( 'rest_pre_insert_masthead_job', 'masthead_require_apply_url', 20, 2 );

/** The Jobs list's columns: the title, then the role's facts, then WordPress's date. */
function masthead_job_columns( array $columns ): array {
	$date = $columns['date'] ?? null;
	unset( $columns['date'] );
	$columns['masthead_team']     = __( 'Team', 'masthead-content' );
	$columns['masthead_location'] = __( 'Location', 'masthead-content' );
	$columns['masthead_closes']   = __( 'Closes', 'masthead-content' );
	$columns['masthead_open']     = __( 'On the site', 'masthead-content' );
	if ( null !== $date ) {
		$columns['date'] = $date;
	}
	return $columns;
}

/** One cell of those columns. */
function masthead_job_column( string $column, int $post_id ): void {
	$closes = (string) get_post_meta( $post_id, '_masthead_job_valid_through', true );
	switch ( $column ) {
		case 'masthead_team':
			echo esc_html( (string) get_post_meta( $post_id, '_masthead_job_department', true ) );
			return;
		case 'masthead_location':
			echo esc_html( (string) get_post_meta( $post_id, '_masthead_job_location', true ) );
			return;
		case 'masthead_closes':
			echo esc_html( '' === $closes ? __( 'Open until filled', 'masthead-content' ) : $closes );
			return;
		case 'masthead_open':
			echo esc_html( masthead_job_state( get_post_status( $post_id ), $closes, masthead_london_today() ) );
	}
}

/** What readers see of a job today: Open, Closed (its closing date has passed) or Not published. */
function masthead_job_state( $status, string $closes, string $today ): string {
	if ( 'publish' !== $status ) {
		return __( 'Not published', 'masthead-content' );
	}
	return '' !== $closes && $closes < $today ? __( 'Closed', 'masthead-content' ) : __( 'Open', 'masthead-content' );
}

/** Today's date in London (Y-m-d) on the one clock: a role is open through its closing day there. */
function masthead_london_today(): string {
	return masthead_london_date( (int) masthead_now() );
}

/** WordPress's notices for a job and a redirect, worded for what they are. */
function masthead_job_messages( array $messages ): array {
	$messages['masthead_redirect'] = array(
		0  => '',
		1  => __( 'Redirect updated.', 'masthead-content' ),
		4  => __( 'Redirect updated.', 'masthead-content' ),
		6  => __( 'Redirect published.', 'masthead-content' ),
		7  => __( 'Redirect saved.', 'masthead-content' ),
		8  => __( 'Redirect submitted.', 'masthead-content' ),
		9  => __( 'Redirect scheduled.', 'masthead-content' ),
		10 => __( 'Redirect draft updated.', 'masthead-content' ),
	);
	$messages['masthead_job'] = array(
		0  => '',
		1  => __( 'Job updated.', 'masthead-content' ),
		4  => __( 'Job updated.', 'masthead-content' ),
		6  => __( 'Job published.', 'masthead-content' ),
		7  => __( 'Job saved.', 'masthead-content' ),
		8  => __( 'Job submitted.', 'masthead-content' ),
		9  => __( 'Job scheduled.', 'masthead-content' ),
		10 => __( 'Job draft updated.', 'masthead-content' ),
	);
	return $messages;
}

/**
 * `rest_pre_insert_masthead_job`: a job is published (or scheduled) only with an Apply URL (in this request or already stored),
 * so the site never shows "Apply now" leading nowhere.
 *
 * @param stdClass|WP_Error $prepared_post The job about to be written.
 * @param WP_REST_Request   $request       The request.
 * @return stdClass|WP_Error
 */
function masthead_require_apply_url( $prepared_post, $request ) {
	if ( is_wp_error( $prepared_post ) ) {
		return $prepared_post;
	}
	$id     = (int) ( $prepared_post->ID ?? 0 );
	$status = $prepared_post->post_status ?? ( $id > 0 ? get_post_status( $id ) : 'draft' );
	// Scheduled counts as published: WordPress (or the site's schedule call) publishes it later without asking.
	if ( ! in_array( $status, array( 'publish', 'future' ), true ) ) {
		return $prepared_post;
	}
	$meta  = $request['meta'];
	$apply = is_array( $meta ) && array_key_exists( '_masthead_job_apply_url', $meta ) ? (string) $meta['_masthead_job_apply_url'] : ( $id > 0 ? (string) get_post_meta( $id, '_masthead_job_apply_url', true ) : '' );
	if ( '' === trim( $apply ) ) {
		return new WP_Error( 'masthead_invalid', __( 'Job: the Apply URL is required to publish a job', 'masthead-content' ), array( 'status' => 400 ) );
	}
	return $prepared_post;
}
