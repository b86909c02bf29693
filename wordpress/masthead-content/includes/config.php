<?php
/**
 * Configuration: constants from wp-config.php, with options as the fallback for the site origin.
 *
 * @package Masthead
 */

/** The site's canonical origin, without a trailing slash (og:url, preview hand-off, purge URL). */
function masthead_site_origin() {
	$origin = defined( 'MASTHEAD_SITE_ORIGIN' ) ? MASTHEAD_SITE_ORIGIN : get_option( 'masthead_site_origin', 'http://localhost:8787' );
	return untrailingslashit( (string) $origin );
}

/** The preview secret shared with the site (PREVIEW_SECRET); empty when not configured. */
function masthead_preview_secret() {
	return defined( 'MASTHEAD_PREVIEW_SECRET' ) ? (string) MASTHEAD_PREVIEW_SECRET : '';
}

/** The purge secret shared with the site (PURGE_SECRET); empty turns the purge webhook off. */
function masthead_purge_secret() {
	return defined( 'MASTHEAD_PURGE_SECRET' ) ? (string) MASTHEAD_PURGE_SECRET : '';
}

/**
 * The key one kind of MAC (`purge`, `preview`) is made with: HMAC-SHA256(secret, label), raw, as the site derives it
 * (contract/signing.server.ts), so a MAC of one kind is never taken for another.
 */
function masthead_signing_key( string $kind, string $secret ): string {
	return hash_hmac( 'sha256', MASTHEAD_SIGNING_LABELS[ $kind ], $secret, true );
}

/** Where the purge webhook is sent. */
function masthead_purge_url() {
	return defined( 'MASTHEAD_PURGE_URL' ) ? (string) MASTHEAD_PURGE_URL : masthead_site_origin() . '/__purge';
}

/**
 * The other hosts the site follows a redirect to: its REDIRECT_HOSTS, given to WordPress as MASTHEAD_REDIRECT_HOSTS
 * (comma-separated, exact names) so a redirect the site would not follow is refused when it is saved. Null when
 * wp-config.php does not say: then no off-site redirect can be checked, and none is taken.
 */
function masthead_redirect_hosts(): ?array {
	if ( ! defined( 'MASTHEAD_REDIRECT_HOSTS' ) ) {
		return null;
	}
	return array_values( array_filter( array_map( 'strtolower', array_map( 'trim', explode( ',', (string) MASTHEAD_REDIRECT_HOSTS ) ) ) ) );
}

/** Lifetime of a preview token in seconds. */
function masthead_preview_ttl() {
	return defined( 'MASTHEAD_PREVIEW_TTL' ) ? max( 60, (int) MASTHEAD_PREVIEW_TTL ) : 3600;
}

/**
 * Now, in unix seconds, on the one clock the site and its tests share: the system's, moved by
 * MASTHEAD_CLOCK_OFFSET (seconds; a test setting, never set on a live site). Preview tokens, purge
 * timestamps and "today" read it; WordPress's own post dates do not.
 */
function masthead_now() {
	$offset = defined( 'MASTHEAD_CLOCK_OFFSET' ) ? (int) MASTHEAD_CLOCK_OFFSET : 0;
	return (int) apply_filters( 'masthead_now', time() + $offset );
}
