<?php
/**
 * The contract's error body, and the filters that make every answer of the
 * masthead/v1 namespace JSON the site can read: WordPress's own errors (no
 * route, bad arguments, a wrong method, a fatal error) become
 * `{"error":{"status","statusMessage","message"}}`, and the namespace's answers
 * are written by this plugin (no `_fields`, `_envelope` or `_embed` rewriting,
 * invalid UTF-8 replaced rather than failing the encoding, PHP notices kept out).
 *
 * @package Masthead
 */

const MASTHEAD_NAMESPACE = 'masthead/v1';

/** The contract's error body with its status and `cache-control: no-store`. */
function masthead_error_response( int $status, string $status_message, string $message ): WP_REST_Response {
	$response = new WP_REST_Response(
		array(
			'error' => array(
				'status'        => $status,
				'statusMessage' => $status_message,
				'message'       => $message,
			),
		),
		$status
	);
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/** The reason phrase of a status, for error bodies made from WordPress's errors. */
function masthead_status_message( int $status ): string {
	$text = get_status_header_desc( $status );
	return '' === $text ? 'Error' : $text;
}

/** Whether a REST route belongs to this plugin's namespace. */
function masthead_is_own_route( string $route ): bool {
	$prefix = '/' . MASTHEAD_NAMESPACE;
	return $route === $prefix || 0 === strpos( $route, $prefix . '/' );
}

/** Whether the current HTTP request is for the namespace (before WordPress has parsed it: fatal errors). */
function masthead_is_own_request(): bool {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '';
	$uri = rawurldecode( $uri );
	return false !== strpos( $uri, '/wp-json/' . MASTHEAD_NAMESPACE ) || false !== strpos( $uri, 'rest_route=/' . MASTHEAD_NAMESPACE );
}

/** WordPress's error (a WP_Error, or a response carrying `{code, message, data}`) as the contract's error body. */
function masthead_error_from_wp( WP_Error $error ): WP_REST_Response {
	$data   = $error->get_error_data();
	$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 500;
	if ( $status < 400 || $status > 599 ) {
		$status = 500;
	}
	$code = $error->get_error_code();
	if ( 'rest_no_route' === $code ) {
		return masthead_error_response( 404, 'Not Found', 'No such endpoint' );
	}
	$message = $error->get_error_message();
	// Argument errors name each parameter's problem in their data.
	if ( is_array( $data ) && isset( $data['params'] ) && is_array( $data['params'] ) ) {
		$details = array();
		foreach ( $data['params'] as $param => $problem ) {
			$details[] = is_string( $problem ) ? $problem : (string) $param;
		}
		$message = trim( $message . ' ' . implode( ' ', $details ) );
	}
	if ( $status >= 500 ) {
		$message = 'The content API failed to answer';
	}
	return masthead_error_response( $status, masthead_status_message( $status ), wp_strip_all_tags( $message ) );
}

/** Whether a response's data is already the contract's error body. */
function masthead_is_error_body( $data ): bool {
	return is_array( $data ) && isset( $data['error']['status'], $data['error']['statusMessage'], $data['error']['message'] ) && 1 === count( $data );
}

/**
 * Before dispatch, for the namespace: keep PHP's notices out of the body, take
 * away the parameters with which WordPress rewrites answers, and answer
 * methods other than GET and HEAD (but the schedule call's POST), and the namespace's index, as unknown endpoints.
 */
function masthead_before_dispatch( $result, $server, $request ) {
	if ( ! $request instanceof WP_REST_Request || ! masthead_is_own_route( $request->get_route() ) ) {
		return $result;
	}
	ini_set( 'display_errors', '0' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Disallowed -- a notice must never corrupt the JSON.
	foreach ( array( '_fields', '_embed', '_envelope', '_method', '_jsonp' ) as $param ) {
		unset( $request[ $param ] );
		unset( $_GET[ $param ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read by the REST server after dispatch.
	}
	$method = $request->get_method();
	// The one call that changes anything, the site's signed schedule call (schedule.php), is a POST.
	$schedule = 'POST' === $method && '/' . MASTHEAD_NAMESPACE . '/schedule' === rtrim( $request->get_route(), '/' );
	if ( 'GET' !== $method && 'HEAD' !== $method && ! $schedule ) {
		return masthead_error_response( 404, 'Not Found', 'No such endpoint' );
	}
	if ( in_array( rtrim( $request->get_route(), '/' ), array( '/' . MASTHEAD_NAMESPACE ), true ) ) {
		return masthead_error_response( 404, 'Not Found', 'No such endpoint' );
	}
	return $result;
}
add_filter( 'rest_pre_dispatch', 'masthead_before_dispatch', 0, 3 );

/** Errors of argument validation and permission checks, as error bodies. */
function masthead_after_callbacks( $response, $handler, $request ) {
	if ( is_wp_error( $response ) && $request instanceof WP_REST_Request && masthead_is_own_route( $request->get_route() ) ) {
		return masthead_error_from_wp( $response );
	}
	return $response;
}
add_filter( 'rest_request_after_callbacks', 'masthead_after_callbacks', 999, 3 );

/** Whatever error is left after dispatch (no route, a wrong method) as an error body. */
function masthead_after_dispatch( $response, $server, $request ) {
	if ( ! $request instanceof WP_REST_Request || ! masthead_is_own_route( $request->get_route() ) ) {
		return $response;
	}
	if ( is_wp_error( $response ) ) {
		return masthead_error_from_wp( $response );
	}
	if ( $response instanceof WP_HTTP_Response && $response->get_status() >= 400 && ! masthead_is_error_body( $response->get_data() ) ) {
		$data  = $response->get_data();
		$error = new WP_Error(
			is_array( $data ) && isset( $data['code'] ) ? (string) $data['code'] : 'error',
			is_array( $data ) && isset( $data['message'] ) ? (string) $data['message'] : '',
			array_merge( is_array( $data ) && isset( $data['data'] ) && is_array( $data['data'] ) ? $data['data'] : array(), array( 'status' => $response->get_status() ) )
		);
		return masthead_error_from_wp( $error );
	}
	return $response;
}
add_filter( 'rest_post_dispatch', 'masthead_after_dispatch', 999, 3 );

/** Writes the namespace's JSON answers: compact, with a content length, never failing on invalid UTF-8. */
function masthead_serve_json( $served, $result, $request, $server ) {
	if ( $served || ! $request instanceof WP_REST_Request || ! masthead_is_own_route( $request->get_route() ) ) {
		return $served;
	}
	$data = $result instanceof WP_HTTP_Response ? $result->get_data() : null;
	$body = wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE );
	if ( false === $body ) {
		$body = '{"error":{"status":500,"statusMessage":"Internal Server Error","message":"The answer could not be encoded"}}';
		$server->set_status( 500 );
		header( 'Cache-Control: no-store' );
	}
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'Content-Length: ' . strlen( $body ) );
	if ( 'HEAD' !== $request->get_method() ) {
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON.
	}
	return true;
}
add_filter( 'rest_pre_serve_request', 'masthead_serve_json', 100, 4 );

/** A fatal error during a namespace request: the error body instead of WordPress's HTML or `{code, message}`. */
function masthead_die_handler( $message, $title = '', $args = array() ) {
	if ( ! headers_sent() ) {
		status_header( 500 );
		header( 'Content-Type: application/json; charset=utf-8' );
		header( 'Cache-Control: no-store' );
	}
	echo '{"error":{"status":500,"statusMessage":"Internal Server Error","message":"The content API failed to answer"}}';
	if ( ! is_array( $args ) || ! isset( $args['exit'] ) || $args['exit'] ) {
		exit;
	}
}

/** Chooses the handler above for namespace requests, whatever kind of request WordPress thinks it is. */
function masthead_choose_die_handler( $handler ) {
	return masthead_is_own_request() ? 'masthead_die_handler' : $handler;
}
foreach ( array( 'wp_die_handler', 'wp_die_json_handler', 'wp_die_jsonp_handler', 'wp_die_xml_handler' ) as $masthead_die_filter ) {
	add_filter( $masthead_die_filter, 'masthead_choose_die_handler', 100 );
}
