<?php
/**
 * Loads the local WordPress instance for a PHP CLI script (run through
 * `scripts/wordpress/stack.ts --php`), logged in as the administrator, so
 * scripts use WordPress's own APIs as an editor would.
 *
 * @package Masthead
 */

require_once __DIR__ . '/cli-request.php';

// The instance's WordPress core (scripts/wordpress/core.ts): Debian 12's own, or a newer release fetched.
require_once ( getenv( 'MASTHEAD_WP_CORE' ) ? getenv( 'MASTHEAD_WP_CORE' ) : '/usr/share/wordpress' ) . '/wp-load.php';

$masthead_admin = get_user_by( 'login', getenv( 'MASTHEAD_WP_ADMIN' ) ? getenv( 'MASTHEAD_WP_ADMIN' ) : 'admin' );
if ( $masthead_admin ) {
	wp_set_current_user( $masthead_admin->ID );
}
