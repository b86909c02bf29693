<?php
/**
 * Plugin Name:       Masthead Content API
 * Description:       Serves the Masthead site's content API (docs/content-api.md) under /wp-json/masthead/v1 from pages, posts, jobs, menus and uploads; hands editors to the site's preview; tells the site what changed on every publish.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Masthead
 * License:           MIT
 * Text Domain:       masthead-content
 *
 * @package Masthead
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'MASTHEAD_CONTENT_VERSION', '0.1.0' );
define( 'MASTHEAD_CONTENT_DIR', __DIR__ );

// Each file defines functions and registers its own hooks; the order is the order of dependency.
foreach ( array(
	'config',
	'errors',
	'content-types',
	'roles',
	'paths',
	'route-entry',
	'brands',
	'seo-fields',
	'redirection-rules',
	'legacy-addresses',
	'block-nodes',
	'block-notes',
	'blocks',
	'featured-image',
	'validation',
	'listing',
	'site',
	'menu-links',
	'jobs',
	'jobs-admin',
	'search',
	'search-refresh',
	'page-links',
	'media',
	'uploads',
	'clip-uploads',
	'upload-renames',
	'preview',
	'timeline',
	'news-counts',
	'site-links',
	'default-breadcrumbs',
	'purge',
	'schedule',
	'admin',
	'editor-site-settings',
	'rest-api',
) as $masthead_file ) {
	require_once __DIR__ . "/includes/{$masthead_file}.php";
}

register_activation_hook( __FILE__, 'masthead_activate' );

/**
 * Creates the listing and search tables and reads the content already there into them (includes/listing.php,
 * includes/search-refresh.php): on the command line to the end; in wp-admin a step of the listings, WP-Cron and the
 * site's schedule call continuing both, readers served the tables as they are.
 */
function masthead_activate() {
	if ( function_exists( 'masthead_listing_rebuild' ) ) {
		if ( 'cli' === PHP_SAPI ) {
			masthead_listing_rebuild();
			masthead_search_refresh_now( true );
		} else {
			if ( true !== masthead_listing_rebuild_step( MASTHEAD_REBUILD_STEP_SECONDS, PHP_INT_MAX, true ) ) {
				masthead_background_later( MASTHEAD_REBUILD_HOOK );
			}
			masthead_search_refresh_begin( true );
			masthead_background_later( MASTHEAD_SEARCH_REFRESH_HOOK );
		}
	}
	flush_rewrite_rules();
}
