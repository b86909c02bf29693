<?php
/**
 * Creates (or resets) a user with one role and an application password, for tests that call the REST API as
 * someone other than the administrator (test/wordpress/rest-validation.test.ts: an Author has no
 * `unfiltered_html`). Run inside an instance:
 *
 *   npx node scripts/wordpress/stack.ts --state .build/wordpress/dev --php wordpress/local/test-user.php -- author masthead-author [password]
 *
 * A password given as the third argument is set, for tests that sign in at wp-login.php as that user.
 *
 * Prints JSON: the user's id, login and a new application password (local only: WP_ENVIRONMENT_TYPE=local).
 *
 * @package Masthead
 */

require __DIR__ . '/bootstrap.php';

$masthead_role  = isset( $argv[1] ) ? (string) $argv[1] : 'author';
$masthead_login = isset( $argv[2] ) ? (string) $argv[2] : "masthead-{$masthead_role}";
if ( ! get_role( $masthead_role ) || 1 !== preg_match( '/^[a-z0-9-]{1,50}$/', $masthead_login ) ) {
	fwrite( STDERR, "usage: test-user.php <role> <login>\n" );
	exit( 1 );
}

$masthead_user = get_user_by( 'login', $masthead_login );
if ( ! $masthead_user ) {
	$masthead_id = wp_insert_user(
		array(
			'user_login' => $masthead_login,
			'user_pass'  => wp_generate_password( 24 ),
			'user_email' => "{$masthead_login}@example.com",
			'role'       => $masthead_role,
		)
	);
	if ( is_wp_error( $masthead_id ) ) {
		fwrite( STDERR, $masthead_id->get_error_message() . "\n" );
		exit( 1 );
	}
	$masthead_user = new WP_User( $masthead_id );
}
$masthead_user->set_role( $masthead_role );
if ( isset( $argv[3] ) && '' !== $argv[3] ) {
	wp_set_password( (string) $argv[3], $masthead_user->ID );
}

// One password per run: an earlier run's is revoked.
foreach ( WP_Application_Passwords::get_user_application_passwords( $masthead_user->ID ) as $masthead_item ) {
	if ( 'masthead-test' === $masthead_item['name'] ) {
		WP_Application_Passwords::delete_application_password( $masthead_user->ID, $masthead_item['uuid'] );
	}
}
$masthead_created = WP_Application_Passwords::create_new_application_password( $masthead_user->ID, array( 'name' => 'masthead-test' ) );
if ( is_wp_error( $masthead_created ) ) {
	fwrite( STDERR, $masthead_created->get_error_message() . "\n" );
	exit( 1 );
}

echo wp_json_encode(
	array(
		'id'          => $masthead_user->ID,
		'user'        => $masthead_login,
		'appPassword' => $masthead_created[0],
	)
) . "\n";
