<?php
/**
 * The Redirection plugin's rules (issue 56), read from its tables whether or not the plugin is active:
 * `{prefix}redirection_items` joined with `{prefix}redirection_groups`, enabled rules of enabled groups, by group
 * position, then rule position, then id (as the plugin orders them). Served: plain and regex sources matched on
 * the URL alone (`match_type` `url`), redirects (`action_type` `url`, 301/302/307/308) and "410 gone" (`error`,
 * 410). Rules that depend on the visitor (login, referrer, agent, cookie, IP) or do something else (pass,
 * random, nothing, 404) are left to WordPress. Where the tables do not exist, nothing changes.
 *
 * A change purges: with the plugin active, its own hooks (`redirection_redirect_updated`/`_deleted`) name the
 * rule's source (a regex rule may match any path: everything); and since it (and any import tool) writes its
 * tables directly, a fingerprint of the rules is compared every five minutes on WP-Cron, which the site's own
 * `/paths` calls keep running. The fingerprint is COUNT, MAX(id) and an XOR of each rule's CRC32 over the
 * columns that decide an answer: one indexed scan, nothing per request. `last_access`/`last_count` are left out
 * (the plugin bumps them on every hit).
 *
 * @package Masthead
 */

const MASTHEAD_REDIRECTION_CHECK_HOOK = 'masthead_redirection_check';
/** Regex rules read at most (the plugin itself stops at 3,000 rules a lookup). */
const MASTHEAD_REDIRECTION_MAX_REGEX = 3000;

/** The two tables' names, or null when this WordPress has none (asked once per request). */
function masthead_redirection_tables(): ?array {
	global $wpdb;
	static $tables = false;
	if ( false === $tables ) {
		$items  = $wpdb->prefix . 'redirection_items';
		$groups = $wpdb->prefix . 'redirection_groups';
		$found  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'redirection_' ) . '%' ) );
		$tables = in_array( $items, $found, true ) && in_array( $groups, $found, true ) ? array( $items, $groups ) : null;
	}
	return $tables;
}

/** A rule's source flags from `match_data` (`{"source": {"flag_case": …}}`); the plugin's defaults otherwise. */
function masthead_redirection_case_sensitive( $match_data ): bool {
	$data = is_string( $match_data ) ? json_decode( $match_data, true ) : null;
	return is_array( $data ) && ! empty( $data['source']['flag_case'] );
}

/** The target of a rule's `action_data`: the URL itself, or the `url` of a serialized/JSON form. */
function masthead_redirection_target( $action_data ): string {
	$data = maybe_unserialize( (string) $action_data );
	if ( is_string( $data ) ) {
		$json = json_decode( $data, true );
		$data = is_array( $json ) ? $json : $data;
	}
	if ( is_array( $data ) ) {
		$data = $data['url'] ?? '';
	}
	return is_string( $data ) ? trim( $data ) : '';
}

/**
 * A target as the site takes it: an address on WordPress's own home becomes its path (readers live on the site),
 * anything else is passed on for the site's host allow-list to judge.
 */
function masthead_redirection_site_target( string $target ): string {
	$home = wp_parse_url( home_url( '/' ) );
	$url  = wp_parse_url( $target );
	if ( is_array( $url ) && is_array( $home ) && isset( $url['host'], $home['host'] ) && strtolower( $url['host'] ) === strtolower( $home['host'] ) && ( $url['port'] ?? null ) === ( $home['port'] ?? null ) ) {
		return ( $url['path'] ?? '/' ) . ( isset( $url['query'] ) ? '?' . $url['query'] : '' );
	}
	return $target;
}

/** What one rule answers for a path (`['to', 'status']` or `['gone' => true]`), or null when it does not match. */
function masthead_redirection_answer( object $rule, string $path ): ?array {
	$bare = '/' === $path ? '/' : untrailingslashit( $path );
	$case = masthead_redirection_case_sensitive( $rule->match_data ?? null );
	$to   = null;
	if ( '1' === (string) $rule->regex ) {
		$pattern = '@' . str_replace( '@', '\\@', (string) $rule->url ) . '@' . ( $case ? '' : 'i' ) . 'u';
		// As readers type it (unslashed, so `(.*)$` takes no slash), then as the site asks for it.
		foreach ( array_unique( array( $bare, $path ) ) as $candidate ) {
			// A broken pattern an editor saved matches nothing (preg_match answers false, and warns: hence the @).
			if ( 1 === @preg_match( $pattern, $candidate ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
				$to = (string) @preg_replace( $pattern, masthead_redirection_target( $rule->action_data ), $candidate ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
				break;
			}
		}
		if ( null === $to ) {
			return null;
		}
	} else {
		$source = untrailingslashit( (string) wp_parse_url( (string) $rule->url, PHP_URL_PATH ) );
		$source = '' === $source ? '/' : $source;
		if ( $case ? $source !== $bare : strtolower( $source ) !== strtolower( $bare ) ) {
			return null;
		}
		$to = masthead_redirection_target( $rule->action_data );
	}
	$code = (int) $rule->action_code;
	if ( 'error' === $rule->action_type ) {
		return 410 === $code ? array( 'gone' => true ) : null;
	}
	$to = masthead_redirection_site_target( $to );
	if ( 'url' !== $rule->action_type || ! in_array( $code, array( 301, 302, 307, 308 ), true ) || '' === $to || strlen( $to ) > MASTHEAD_MAX_PATH ) {
		return null;
	}
	return array(
		'to'     => $to,
		'status' => $code,
	);
}

/**
 * The Redirection rule that answers for a path: plain rules by their `match_url` (the plugin's lower-cased,
 * unslashed source, an index), regex rules all (at most MASTHEAD_REDIRECTION_MAX_REGEX), in the plugin's order.
 * Null when none does, or when the tables are not there.
 */
function masthead_redirection_at( string $path ): ?array {
	global $wpdb;
	$tables = masthead_redirection_tables();
	if ( null === $tables ) {
		return null;
	}
	list( $items, $groups ) = $tables;
	$bare                   = '/' === $path ? '/' : untrailingslashit( $path );
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table names are WordPress's prefix and the plugin's.
	$rules = $wpdb->get_results( $wpdb->prepare( "SELECT i.id, i.url, i.match_data, i.regex, i.action_type, i.action_code, i.action_data FROM {$items} i JOIN {$groups} g ON g.id = i.group_id WHERE i.status = 'enabled' AND g.status = 'enabled' AND i.match_type = 'url' AND i.action_type IN ('url', 'error') AND ( i.match_url IN (%s, %s) OR i.regex = 1 ) ORDER BY g.position, i.position, i.id LIMIT %d", strtolower( $bare ), $bare, MASTHEAD_REDIRECTION_MAX_REGEX ) );
	foreach ( is_array( $rules ) ? $rules : array() as $rule ) {
		$answer = masthead_redirection_answer( $rule, $path );
		if ( null !== $answer ) {
			return $answer;
		}
	}
	return null;
}

// --- Purging when the rules change. ---

/** A fingerprint of every rule and group that decides an answer, or '' when the tables are not there. */
function masthead_redirection_print(): string {
	global $wpdb;
	$tables = masthead_redirection_tables();
	if ( null === $tables ) {
		return '';
	}
	list( $items, $groups ) = $tables;
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table names are WordPress's prefix and the plugin's.
	$rules = $wpdb->get_row( "SELECT COUNT(*) AS n, MAX(id) AS top, BIT_XOR(CRC32(CONCAT_WS('|', id, url, match_url, IFNULL(match_data, ''), regex, position, group_id, status, action_type, action_code, IFNULL(action_data, ''), match_type))) AS x FROM {$items}", ARRAY_A );
	$sets  = $wpdb->get_row( "SELECT COUNT(*) AS n, BIT_XOR(CRC32(CONCAT_WS('|', id, status, position))) AS x FROM {$groups}", ARRAY_A );
	// phpcs:enable
	return md5( (string) wp_json_encode( array( $rules, $sets ) ) );
}

/** Compares the rules with the fingerprint last seen; a change purges everything (what changed is unknown). */
function masthead_redirection_check(): void {
	$print = masthead_redirection_print();
	$seen  = get_option( 'masthead_redirection_print', null );
	if ( $print === $seen ) {
		return;
	}
	update_option( 'masthead_redirection_print', $print, false );
	if ( null !== $seen && masthead_purge_enabled() ) {
		masthead_purge_everything();
	}
}
add_action( MASTHEAD_REDIRECTION_CHECK_HOOK, 'masthead_redirection_check' );

add_filter(
	'cron_schedules',
	static function ( $schedules ) {
		$schedules['masthead_five_minutes'] = array(
			'interval' => 300,
			'display'  => 'Every five minutes (Masthead)',
		);
		return $schedules;
	}
);

/** Keeps the check scheduled (WP-Cron forgets an event whose schedule vanished). */
function masthead_redirection_schedule(): void {
	if ( ! wp_next_scheduled( MASTHEAD_REDIRECTION_CHECK_HOOK ) ) {
		wp_schedule_event( time() + 300, 'masthead_five_minutes', MASTHEAD_REDIRECTION_CHECK_HOOK );
	}
}
add_action( 'init', 'masthead_redirection_schedule' );

/**
 * The purge names of a rule the plugin reports changed: its source's lookup (the site asks for the slashed
 * form), or null (everything) for a regex rule, which may match any path.
 *
 * @param mixed $rule A Red_Item, or its id (the plugin's create hook passes the id first).
 * @return string[]|null
 */
function masthead_redirection_purge_tags( $rule ): ?array {
	if ( ! is_object( $rule ) || ! method_exists( $rule, 'get_url' ) ) {
		return array();
	}
	if ( method_exists( $rule, 'is_regex' ) && $rule->is_regex() ) {
		return null;
	}
	$path = (string) wp_parse_url( (string) $rule->get_url(), PHP_URL_PATH );
	return '' === $path ? array() : array( 'lookup:' . trailingslashit( $path ) );
}

/** After the plugin's own hooks purged a change, the fingerprint takes it in, so the check does not purge it again. */
function masthead_redirection_remember(): void {
	update_option( 'masthead_redirection_print', masthead_redirection_print(), false );
}
