<?php
/**
 * What editors need in wp-admin until the block editor's sidebar lands: meta boxes for a redirect's target
 * and status and for a job's fields (validated; a value that fails is not saved and the editor is told why),
 * the Redirects list with each one's source, target, status and whether the site follows it, and
 * Tools → Masthead, the purge log and queue with a "send again" button and how far an upgrade's background work
 * (the listings' rebuild, search's refresh) has come. A refused redirect (roles.php) is
 * told in one notice, in place of WordPress's "Redirect published.".
 *
 * @package Masthead
 */

add_action( 'add_meta_boxes_masthead_redirect', 'masthead_add_redirect_box' );
add_action( 'add_meta_boxes_masthead_job', 'masthead_add_job_box' );
add_action( 'save_post_masthead_redirect', 'masthead_save_redirect_box', 10, 2 );
add_action( 'save_post_masthead_job', 'masthead_save_job_box', 10, 2 );
add_action( 'admin_notices', 'masthead_show_field_errors' );
add_action( 'admin_notices', 'masthead_show_redirect_refusal' );
add_filter( 'redirect_post_location', 'masthead_redirect_refused_location', 10, 2 );
add_filter( 'manage_masthead_redirect_posts_columns', 'masthead_redirect_columns' );
add_action( 'manage_masthead_redirect_posts_custom_column', 'masthead_redirect_column', 10, 2 );
add_action( 'admin_menu', 'masthead_add_tools_page' );
add_action( 'admin_post_masthead_purge_resend', 'masthead_handle_resend' );

/** The job fields of the meta box: meta key → label, input type, choices. */
function masthead_job_box_fields(): array {
	return array(
		'_masthead_job_department'      => array( 'Department', 'text', null ),
		'_masthead_job_location'        => array( 'Location', 'text', null ),
		'_masthead_job_employment_type' => array( 'Employment type', 'select', MASTHEAD_EMPLOYMENT_TYPES ),
		'_masthead_job_workplace'       => array( 'Workplace', 'select', MASTHEAD_WORKPLACES ),
		'_masthead_job_salary'          => array( 'Salary (optional)', 'text', null ),
		'_masthead_job_valid_through'   => array( 'Applications close (YYYY-MM-DD, optional)', 'date', null ),
		'_masthead_job_brand'           => array( 'Brand (optional)', 'text', null ),
		'_masthead_job_apply_url'       => array( 'Apply URL (https)', 'url', null ),
		'_masthead_job_contract'        => array( 'Contract (optional, e.g. "Twelve-month contract")', 'text', null ),
	);
}

/** Why a job field's value is refused, or null when it is fine ('' clears an optional field). */
function masthead_job_field_problem( string $key, string $value ): ?string {
	$required = array( '_masthead_job_department', '_masthead_job_location', '_masthead_job_apply_url' );
	if ( '' === $value ) {
		return in_array( $key, $required, true ) ? 'is required' : null;
	}
	switch ( $key ) {
		case '_masthead_job_employment_type':
			return in_array( $value, MASTHEAD_EMPLOYMENT_TYPES, true ) ? null : 'must be one of ' . implode( ', ', MASTHEAD_EMPLOYMENT_TYPES );
		case '_masthead_job_workplace':
			return in_array( $value, MASTHEAD_WORKPLACES, true ) ? null : 'must be one of ' . implode( ', ', MASTHEAD_WORKPLACES );
		case '_masthead_job_valid_through':
			return masthead_sanitize_iso_date( $value ) === $value ? null : 'must be a date as YYYY-MM-DD';
		case '_masthead_job_apply_url':
			return masthead_sanitize_https_url( $value ) === $value ? null : 'must be an https:// address';
	}
	return null;
}

function masthead_add_redirect_box() {
	add_meta_box( 'masthead-redirect', __( 'Redirect', 'masthead-content' ), 'masthead_render_redirect_box', 'masthead_redirect', 'normal', 'high' );
}

/**
 * The classic screen's job fields. The block editor has the Job panel in its sidebar instead: there this box
 * would be submitted again after every save with the values it showed when the page opened, undoing the panel's.
 */
function masthead_add_job_box() {
	add_meta_box(
		'masthead-job',
		__( 'Job details', 'masthead-content' ),
		'masthead_render_job_box',
		'masthead_job',
		'normal',
		'high',
		array( '__back_compat_meta_box' => true )
	);
}

/** The redirect's target and status; the title is the source path. */
function masthead_render_redirect_box( WP_Post $post ) {
	wp_nonce_field( 'masthead_fields_' . $post->ID, 'masthead_fields_nonce' );
	echo '<p>' . esc_html__( 'The title is the path that redirects, for example /press/.', 'masthead-content' ) . '</p>';
	masthead_render_field( '_masthead_redirect_to', 'Redirect to (/path/ or https://…)', 'text', null, (string) get_post_meta( $post->ID, '_masthead_redirect_to', true ) );
	$status = (string) get_post_meta( $post->ID, '_masthead_redirect_status', true );
	masthead_render_field( '_masthead_redirect_status', 'Status', 'select', array_map( 'strval', MASTHEAD_REDIRECT_STATUSES ), '' === $status ? '301' : $status );
}

/** Every job field of decision 011. */
function masthead_render_job_box( WP_Post $post ) {
	wp_nonce_field( 'masthead_fields_' . $post->ID, 'masthead_fields_nonce' );
	echo '<p>' . esc_html__( 'The slug is the job id (/jobs/{slug}); the excerpt is the summary; the date posted is the publish date.', 'masthead-content' ) . '</p>';
	foreach ( masthead_job_box_fields() as $key => list( $label, $type, $choices ) ) {
		masthead_render_field( $key, $label, $type, $choices, (string) get_post_meta( $post->ID, $key, true ) );
	}
}

/** One labelled input or select. */
function masthead_render_field( string $key, string $label, string $type, ?array $choices, string $value ) {
	$id = 'masthead-field' . str_replace( '_', '-', $key );
	echo '<p><label for="' . esc_attr( $id ) . '"><strong>' . esc_html( $label ) . '</strong></label><br />';
	if ( 'select' === $type ) {
		echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $key ) . '">';
		foreach ( $choices as $choice ) {
			echo '<option value="' . esc_attr( $choice ) . '"' . selected( $value, $choice, false ) . '>' . esc_html( $choice ) . '</option>';
		}
		echo '</select>';
	} else {
		echo '<input class="widefat" type="' . esc_attr( $type ) . '" id="' . esc_attr( $id ) . '" name="' . esc_attr( $key ) . '" value="' . esc_attr( $value ) . '" />';
	}
	echo '</p>';
}

/**
 * Saves the redirect box: both fields or neither. Checked as the post now stands, so what roles.php refused
 * before the save (and told the editor) is not saved here either.
 */
function masthead_save_redirect_box( int $post_id, WP_Post $post ) {
	$nonce = isset( $_POST['masthead_fields_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['masthead_fields_nonce'] ) ) : '';
	if ( ! $nonce || ! wp_verify_nonce( $nonce, 'masthead_fields_' . $post_id ) || ! current_user_can( 'edit_post', $post_id ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	$to         = isset( $_POST['_masthead_redirect_to'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['_masthead_redirect_to'] ) ) ) : '';
	$code       = isset( $_POST['_masthead_redirect_status'] ) ? sanitize_text_field( wp_unslash( $_POST['_masthead_redirect_status'] ) ) : '301';
	$publishing = 'publish' === $post->post_status;
	$refusal    = $publishing ? masthead_redirect_refusal( $post_id, $post->post_title, $to, $code, true ) : masthead_redirect_change_refusal( null, $to, $code );
	if ( null !== $refusal ) {
		return;
	}
	if ( '' === $to ) {
		delete_post_meta( $post_id, '_masthead_redirect_to' );
	} else {
		update_post_meta( $post_id, '_masthead_redirect_to', $to );
	}
	update_post_meta( $post_id, '_masthead_redirect_status', (int) $code );
}

/** `redirect_post_location`: after a refused redirect, no "Redirect published." beside the refusal. */
function masthead_redirect_refused_location( string $location, int $post_id ): string {
	if ( 'masthead_redirect' === get_post_type( $post_id ) && false !== get_transient( 'masthead_redirect_refused_' . get_current_user_id() ) ) {
		return remove_query_arg( 'message', $location );
	}
	return $location;
}

/** The one notice of a refused redirect: what was refused and why, with a link to the redirect holding its path. */
function masthead_show_redirect_refusal() {
	$key     = 'masthead_redirect_refused_' . get_current_user_id();
	$refusal = get_transient( $key );
	if ( ! is_array( $refusal ) ) {
		return;
	}
	delete_transient( $key );
	$verdict = empty( $refusal['published'] ) ? __( 'Not saved:', 'masthead-content' ) : __( 'Not published:', 'masthead-content' );
	$link    = empty( $refusal['link'] ) ? '' : ' <a href="' . esc_url( $refusal['link'] ) . '">' . esc_html__( 'Open the redirect that holds it', 'masthead-content' ) . '</a>';
	echo '<div class="notice notice-error masthead-redirect-refused"><p><strong>' . esc_html( $verdict ) . '</strong> ' . esc_html( (string) $refusal['text'] ) . '.' . $link . '</p></div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $link is escaped above.
}

/** The Redirects list's columns: the source path (the title), target, status code and whether the site follows it. */
function masthead_redirect_columns( array $columns ): array {
	return array(
		'cb'                    => $columns['cb'] ?? '',
		'title'                 => __( 'Source', 'masthead-content' ),
		'masthead_redirect_to'  => __( 'Target', 'masthead-content' ),
		'masthead_redirect_code' => __( 'Status', 'masthead-content' ),
		'masthead_redirect_live' => __( 'Site follows it', 'masthead-content' ),
		'date'                  => $columns['date'] ?? __( 'Date', 'masthead-content' ),
	);
}

/** One cell of the Redirects list. */
function masthead_redirect_column( string $column, int $post_id ) {
	$to = (string) get_post_meta( $post_id, '_masthead_redirect_to', true );
	if ( 'masthead_redirect_to' === $column ) {
		echo '' === $to ? '—' : '<code>' . esc_html( $to ) . '</code>';
	} elseif ( 'masthead_redirect_code' === $column ) {
		echo esc_html( (string) masthead_sanitize_redirect_status( get_post_meta( $post_id, '_masthead_redirect_status', true ) ) );
	} elseif ( 'masthead_redirect_live' === $column ) {
		echo esc_html( masthead_redirect_followed( get_post( $post_id ) ) );
	}
}

/** Whether the site follows a redirect: "Yes", or "No: " and why (not published, held by another, refused by its rules). */
function masthead_redirect_followed( WP_Post $post ): string {
	if ( 'publish' !== $post->post_status ) {
		return __( 'No: not published', 'masthead-content' );
	}
	$to = (string) get_post_meta( $post->ID, '_masthead_redirect_to', true );
	if ( '' === $to ) {
		return __( 'No: no target', 'masthead-content' );
	}
	$why = masthead_redirect_rule_problem( $post->post_title, $to );
	if ( null !== $why ) {
		return __( 'No: the target', 'masthead-content' ) . ' ' . $why;
	}
	$holder = masthead_redirect_holder( $post->post_title, $post->ID );
	if ( $holder && $holder->ID < $post->ID ) {
		/* translators: %d: the id of the redirect the site follows instead */
		return sprintf( __( 'No: redirect #%d holds this path', 'masthead-content' ), $holder->ID );
	}
	return __( 'Yes', 'masthead-content' );
}

/** Saves the job box. */
function masthead_save_job_box( int $post_id, WP_Post $post ) {
	masthead_save_box( $post_id, array_keys( masthead_job_box_fields() ), 'masthead_job_field_problem' );
}

/**
 * Saves the posted fields of a meta box: only from the box's own form (nonce), for editors of the post; a
 * refused value keeps the stored one and is reported on the next screen.
 */
function masthead_save_box( int $post_id, array $keys, callable $problem_of ) {
	$nonce = isset( $_POST['masthead_fields_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['masthead_fields_nonce'] ) ) : '';
	if ( ! $nonce || ! wp_verify_nonce( $nonce, 'masthead_fields_' . $post_id ) || ! current_user_can( 'edit_post', $post_id ) || wp_is_post_revision( $post_id ) ) {
		return;
	}
	$problems = array();
	foreach ( $keys as $key ) {
		if ( ! isset( $_POST[ $key ] ) ) {
			continue;
		}
		$value   = trim( sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) );
		$problem = $problem_of( $key, $value );
		if ( null !== $problem ) {
			$problems[] = masthead_field_label( $key ) . ' ' . $problem;
		} elseif ( '' === $value ) {
			delete_post_meta( $post_id, $key );
		} else {
			update_post_meta( $post_id, $key, $value );
		}
	}
	if ( $problems ) {
		set_transient( 'masthead_field_errors_' . get_current_user_id(), $problems, 60 );
	}
}

/** A field's label for messages. */
function masthead_field_label( string $key ): string {
	$fields = masthead_job_box_fields();
	if ( isset( $fields[ $key ] ) ) {
		return $fields[ $key ][0];
	}
	return '_masthead_redirect_to' === $key ? 'Redirect to' : 'Status';
}

/** The refused values of the last save (classic screens; the block editor does not show admin notices). */
function masthead_show_field_errors() {
	$key      = 'masthead_field_errors_' . get_current_user_id();
	$problems = get_transient( $key );
	if ( ! is_array( $problems ) ) {
		return;
	}
	delete_transient( $key );
	echo '<div class="notice notice-error"><p>' . esc_html__( 'Not saved:', 'masthead-content' ) . '</p><ul>';
	foreach ( $problems as $problem ) {
		echo '<li>' . esc_html( $problem ) . '</li>';
	}
	echo '</ul></div>';
}

function masthead_add_tools_page() {
	add_management_page( 'Masthead', 'Masthead', 'manage_options', 'masthead', 'masthead_render_tools_page' );
}

/** Tools → Masthead: where purges go, what waits in the queue, and the last calls, newest first. */
function masthead_render_tools_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$queue = masthead_purge_queue();
	echo '<div class="wrap"><h1>Masthead</h1>';
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message after our own redirect.
	if ( isset( $_GET['masthead_sent'] ) ) {
		echo '<div class="notice notice-info"><p>' . esc_html( sanitize_text_field( wp_unslash( $_GET['masthead_sent'] ) ) ) . '</p></div>';
	}
	printf(
		'<p>%s <code>%s</code>%s</p>',
		esc_html__( 'Purge webhook:', 'masthead-content' ),
		esc_html( masthead_purge_url() ),
		masthead_purge_enabled() ? '' : ' <strong>' . esc_html__( '(off: MASTHEAD_PURGE_SECRET is empty or purges are suppressed)', 'masthead-content' ) . '</strong>'
	);
	masthead_render_background_work();
	echo '<h2>' . esc_html__( 'Waiting to be sent again', 'masthead-content' ) . '</h2>';
	if ( ! $queue ) {
		echo '<p>' . esc_html__( 'Nothing: every change reached the site.', 'masthead-content' ) . '</p>';
	} else {
		$next = wp_next_scheduled( MASTHEAD_PURGE_RETRY_HOOK );
		echo '<table class="widefat striped"><thead><tr><th>Since</th><th>Attempts</th><th>Last error</th><th>Body</th></tr></thead><tbody>';
		foreach ( $queue as $entry ) {
			printf(
				'<tr><td>%s</td><td>%d</td><td>%s</td><td><code>%s</code></td></tr>',
				esc_html( (string) $entry['since'] ),
				(int) $entry['attempts'],
				esc_html( (string) $entry['error'] ),
				esc_html( masthead_purge_encode( $entry['body'] ) )
			);
		}
		echo '</tbody></table>';
		echo '<p>' . esc_html( $next ? 'Next automatic retry: ' . gmdate( 'Y-m-d H:i:s', $next ) . ' UTC' : 'No automatic retry scheduled.' ) . '</p>';
	}
	echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="masthead_purge_resend" />';
	wp_nonce_field( 'masthead_purge_resend' );
	submit_button( __( 'Send again now', 'masthead-content' ), 'secondary', 'submit', false, $queue ? array() : array( 'disabled' => 'disabled' ) );
	echo '</form>';
	masthead_render_purge_log();
	echo '</div>';
}

/** The last purge calls, newest first. */
function masthead_render_purge_log() {
	echo '<h2>' . esc_html__( 'Last calls', 'masthead-content' ) . '</h2>';
	echo '<table class="widefat striped"><thead><tr><th>At (UTC)</th><th>Status</th><th>ms</th><th>Error</th><th>Body</th></tr></thead><tbody>';
	foreach ( array_reverse( masthead_purge_log() ) as $record ) {
		printf(
			'<tr><td>%s</td><td>%d</td><td>%d</td><td>%s</td><td><code>%s</code></td></tr>',
			esc_html( (string) $record['at'] ),
			(int) $record['status'],
			(int) $record['ms'],
			esc_html( (string) ( $record['error'] ?? '' ) ),
			esc_html( (string) $record['body'] )
		);
	}
	echo '</tbody></table>';
}

/** "Send again now": sends the queue, then back to the page with what happened. */
function masthead_handle_resend() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to do this.', 'masthead-content' ), 403 );
	}
	check_admin_referer( 'masthead_purge_resend' );
	$record  = masthead_purge_flush();
	$message = null === $record ? 'Nothing was waiting.' : ( $record['ok'] ? 'Sent: the site answered ' . $record['status'] . '.' : 'Not sent: ' . ( $record['error'] ?? 'failed' ) . '.' );
	wp_safe_redirect( add_query_arg( 'masthead_sent', rawurlencode( $message ), admin_url( 'tools.php?page=masthead' ) ) );
	exit;
}

/**
 * How far the background work an upgrade starts has come (listing.php's rebuild, search-refresh.php's refresh):
 * both read posts in ID order, so the last ID done against the highest is how much is read.
 */
function masthead_render_background_work() {
	global $wpdb;
	$highest = max( 1, (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) );
	$rows    = array(
		__( 'Listings (pages, news, sitemaps)', 'masthead-content' ) => masthead_rebuild_state(),
		__( 'Search', 'masthead-content' )                           => json_decode( (string) masthead_option_now( MASTHEAD_SEARCH_REFRESH_STATE ), true ),
	);
	echo '<h2>' . esc_html__( 'After an upgrade', 'masthead-content' ) . '</h2><table class="widefat striped"><tbody>';
	foreach ( $rows as $name => $state ) {
		$status = is_array( $state )
			/* translators: %d: how much of the content has been read, in percent. */
			? sprintf( __( 'Being brought up to date in the background: %d%% of the content read. Readers see what was there before until it is done.', 'masthead-content' ), (int) min( 99, floor( 100 * (int) ( $state['after'] ?? 0 ) / $highest ) ) )
			: __( 'Up to date.', 'masthead-content' );
		printf( '<tr><th scope="row">%s</th><td>%s</td></tr>', esc_html( $name ), esc_html( $status ) );
	}
	echo '</tbody></table>';
	echo '<p>' . esc_html__( 'WP-Cron and the site\'s minute schedule call continue this work a few seconds at a time.', 'masthead-content' ) . '</p>';
}
