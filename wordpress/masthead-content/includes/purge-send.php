<?php
/**
 * Sending the purge webhook (docs/content-api.md "Purge webhook"): one signed POST, timestamps that move
 * forward across PHP workers, a queue of calls the site could not take (retried by WP-Cron with backoff, and
 * joined to the next call sent), and a log of the last 50 calls. The three options are written with SQL under
 * a MySQL lock, never through the options cache, since several PHP workers share them.
 *
 * @package Masthead
 */

const MASTHEAD_PURGE_CLOCK_OPTION = 'masthead_purge_last_timestamp';
const MASTHEAD_PURGE_QUEUE_OPTION = 'masthead_purge_queue';
const MASTHEAD_PURGE_LOG_OPTION   = 'masthead_purge_log';
const MASTHEAD_PURGE_RETRY_HOOK   = 'masthead_purge_retry';
const MASTHEAD_PURGE_LOG_SIZE     = 50;
const MASTHEAD_PURGE_MAX_ATTEMPTS = 8;
const MASTHEAD_PURGE_TIMEOUT      = 3;

add_action( MASTHEAD_PURGE_RETRY_HOOK, 'masthead_purge_flush' );

/** Hex HMAC-SHA256 of `{timestamp}.{body}` under the purge key, as the site checks it (contract/signing.server.ts). */
function masthead_purge_signature( string $secret, string $timestamp, string $body ): string {
	return hash_hmac( 'sha256', "{$timestamp}.{$body}", masthead_signing_key( 'purge', $secret ) );
}

/** The body as sent: `{"paths":[…],"tags":[…]}`, or `{"everything":true}` for null (the site takes nothing else). */
function masthead_purge_encode( ?array $body ): string {
	return null === $body ? '{"everything":true}' : (string) wp_json_encode(
		array(
			'paths' => array_values( $body['paths'] ),
			'tags'  => array_values( $body['tags'] ),
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
	);
}

/** Runs `$work` holding the plugin's MySQL lock (shared by every PHP worker on this database); runs it anyway after 5 s. */
function masthead_purge_locked( callable $work ) {
	global $wpdb;
	$name   = substr( 'masthead_purge_' . $wpdb->dbname . '_' . $wpdb->prefix, 0, 64 );
	$locked = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 5)', $name ) );
	try {
		return $work();
	} finally {
		if ( $locked ) {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}
}

/** One of the plugin's shared options, read from the table (JSON). */
function masthead_purge_option( string $name, $fallback ) {
	global $wpdb;
	$raw   = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	$value = null === $raw ? null : json_decode( (string) $raw, true );
	return null === $value ? $fallback : $value;
}

/** Writes one of the plugin's shared options (JSON, not autoloaded). */
function masthead_purge_write_option( string $name, $value ) {
	global $wpdb;
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
			$name,
			wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		)
	);
	wp_cache_delete( $name, 'options' );
}

/** The next timestamp: now, or one past the last one any worker used, whichever is later. */
function masthead_purge_next_timestamp( int $now ): int {
	return masthead_purge_locked(
		static function () use ( $now ) {
			$next = max( $now, (int) masthead_purge_option( MASTHEAD_PURGE_CLOCK_OPTION, 0 ) + 1 );
			masthead_purge_write_option( MASTHEAD_PURGE_CLOCK_OPTION, $next );
			return $next;
		}
	);
}

/** The last calls, oldest first: `{at, url, body, timestamp, status, ms, ok, error?}`. */
function masthead_purge_log(): array {
	$log = masthead_purge_option( MASTHEAD_PURGE_LOG_OPTION, array() );
	return is_array( $log ) ? $log : array();
}

/** The calls waiting for a retry: `{body, attempts, since, error}` (body null: everything). */
function masthead_purge_queue(): array {
	$queue = masthead_purge_option( MASTHEAD_PURGE_QUEUE_OPTION, array() );
	return is_array( $queue ) ? $queue : array();
}

/** One signed POST of `$body`; its record is added to the log. */
function masthead_purge_attempt( string $url, string $secret, string $body ): array {
	$timestamp = (string) masthead_purge_next_timestamp( masthead_now() );
	$started   = microtime( true );
	$response  = wp_remote_post(
		$url,
		array(
			'timeout'     => MASTHEAD_PURGE_TIMEOUT,
			'redirection' => 0,
			'user-agent'  => 'Masthead WordPress plugin/' . MASTHEAD_CONTENT_VERSION,
			'headers'     => array(
				'Content-Type'          => 'application/json',
				'X-Masthead-Timestamp'  => $timestamp,
				'X-Masthead-Signature'  => masthead_purge_signature( $secret, $timestamp, $body ),
			),
			'body'        => $body,
		)
	);
	$status = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$record = array(
		'at'        => gmdate( 'c' ),
		'url'       => $url,
		'body'      => $body,
		'timestamp' => $timestamp,
		'status'    => $status,
		'ms'        => (int) round( ( microtime( true ) - $started ) * 1000 ),
		'ok'        => $status >= 200 && $status < 300,
	);
	if ( is_wp_error( $response ) ) {
		$record['error'] = $response->get_error_message();
	} elseif ( ! $record['ok'] ) {
		$record['error'] = "the site answered {$status}";
	}
	masthead_purge_locked(
		static function () use ( $record ) {
			$log = array_slice( array_merge( masthead_purge_log(), array( $record ) ), -MASTHEAD_PURGE_LOG_SIZE );
			masthead_purge_write_option( MASTHEAD_PURGE_LOG_OPTION, $log );
		}
	);
	return $record;
}

/**
 * Sends one purge, joined with every call still queued. A 401 is tried once more with a later timestamp (the
 * site may have taken another purge in this second); a network error or a 5xx goes back to the queue.
 *
 * @param array $bodies New bodies to send (`null` entries mean everything); none: only the queue.
 * @return array|null The record of the last attempt, or null when there was nothing to send or no secret.
 */
function masthead_purge_deliver( array $bodies ): ?array {
	$secret = masthead_purge_secret();
	if ( '' === $secret ) {
		return null;
	}
	$queued = masthead_purge_locked(
		static function () {
			$queue = masthead_purge_queue();
			if ( $queue ) {
				masthead_purge_write_option( MASTHEAD_PURGE_QUEUE_OPTION, array() );
			}
			return $queue;
		}
	);
	$all = array_merge( array_column( $queued, 'body' ), $bodies );
	if ( ! $all ) {
		return null;
	}
	$union = masthead_purge_union( $all );
	if ( null !== $union && ! $union['paths'] && ! $union['tags'] ) {
		return null; // Every name was one the site refuses: nothing it serves changed, and it takes no empty purge.
	}
	$body   = masthead_purge_encode( $union );
	$record = masthead_purge_attempt( masthead_purge_url(), $secret, $body );
	if ( 401 === $record['status'] ) {
		$record = masthead_purge_attempt( masthead_purge_url(), $secret, $body );
	}
	if ( $record['ok'] && $queued ) {
		masthead_purge_locked(
			static function () {
				if ( ! masthead_purge_queue() ) {
					wp_clear_scheduled_hook( MASTHEAD_PURGE_RETRY_HOOK );
				}
			}
		);
	}
	if ( 0 === $record['status'] || $record['status'] >= 500 ) {
		$attempts = 1 + ( $queued ? max( array_column( $queued, 'attempts' ) ) : 0 );
		$since    = $queued ? min( array_column( $queued, 'since' ) ) : gmdate( 'c' );
		masthead_purge_requeue( $union, $attempts, $since, $record['error'] ?? '' );
	}
	return $record;
}

/** Puts a failed call back in the queue and schedules its retry; after MASTHEAD_PURGE_MAX_ATTEMPTS it is dropped. */
function masthead_purge_requeue( ?array $body, int $attempts, string $since, string $error ) {
	if ( $attempts > MASTHEAD_PURGE_MAX_ATTEMPTS ) {
		return; // The site's caches have long aged out by now; the log keeps the failures.
	}
	masthead_purge_locked(
		static function () use ( $body, $attempts, $since, $error ) {
			$queue   = masthead_purge_queue();
			$queue[] = array(
				'body'     => $body,
				'attempts' => $attempts,
				'since'    => $since,
				'error'    => $error,
			);
			masthead_purge_write_option( MASTHEAD_PURGE_QUEUE_OPTION, $queue );
		}
	);
	wp_clear_scheduled_hook( MASTHEAD_PURGE_RETRY_HOOK );
	wp_schedule_single_event( time() + masthead_purge_backoff( $attempts ), MASTHEAD_PURGE_RETRY_HOOK );
}

/** Seconds before retry number `$attempts`: 30 s, doubling, at most an hour. */
function masthead_purge_backoff( int $attempts ): int {
	return (int) min( 3600, 30 * ( 2 ** max( 0, $attempts - 1 ) ) );
}

/** Sends what is queued (WP-Cron's retry, the admin's "send again"). */
function masthead_purge_flush(): ?array {
	return masthead_purge_deliver( array() );
}

/** Tells the site that everything changed (`{"everything":true}`): for the importer, which suppresses the per-change calls. */
function masthead_purge_everything(): ?array {
	return masthead_purge_deliver( array( null ) );
}
