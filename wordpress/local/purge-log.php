<?php
/**
 * Prints the plugin's log of purge calls sent to the site (includes/purge-send.php), newest last, as JSON: what
 * tests read to see that a change named what it should. Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/purge-log.php
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

echo wp_json_encode( masthead_purge_log(), JSON_UNESCAPED_SLASHES ) . "\n";
