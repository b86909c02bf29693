<?php
/**
 * Content types and fields (decision 011): the job and redirect post types, the `_masthead_*` post meta
 * (registered for REST so the block editor's sidebar can edit it), the nav menu locations and the legal line.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** Redirect statuses a CMS redirect may answer with. */
const MASTHEAD_REDIRECT_STATUSES = array( 301, 302, 307, 308 );

add_action( 'init', 'masthead_register_content_types' );
add_action( 'admin_init', 'masthead_add_legal_line_field' );

/** Registers everything on `init`, in the order WordPress needs it (post types before their meta). */
function masthead_register_content_types() {
	masthead_register_post_types();
	masthead_register_meta();
	register_nav_menus(
		array(
			'header' => __( 'Header', 'masthead-content' ),
			'footer' => __( 'Footer (top-level items are group headings)', 'masthead-content' ),
			'legal'  => __( 'Legal', 'masthead-content' ),
			'social' => __( 'Social (CSS class network-{name})', 'masthead-content' ),
		)
	);
	// On `init` rather than `admin_init` so the REST API (/wp/v2/settings) knows it too.
	register_setting(
		'general',
		'masthead_legal_line',
		array(
			'type'              => 'string',
			'description'       => __( 'Company address line and registration shown in the site footer.', 'masthead-content' ),
			'sanitize_callback' => 'sanitize_text_field',
			'show_in_rest'      => true,
			'default'           => '',
		)
	);
}

/** The job and redirect post types; neither has front-end pages in WordPress (the site renders them). */
function masthead_register_post_types() {
	register_post_type(
		'masthead_job',
		array(
			'labels'       => array(
				'name'          => __( 'Jobs', 'masthead-content' ),
				'singular_name' => __( 'Job', 'masthead-content' ),
				'add_new_item'  => __( 'Add New Job', 'masthead-content' ),
				'edit_item'     => __( 'Edit Job', 'masthead-content' ),
				'all_items'     => __( 'All Jobs', 'masthead-content' ),
			),
			'public'          => false,
			'show_ui'         => true,
			'show_in_rest'    => true,
			// Capabilities of its own (roles.php): a job changes the careers pages, so Authors do not publish it.
			'capability_type' => array( 'masthead_job', 'masthead_jobs' ),
			'map_meta_cap'    => true,
			'menu_icon'       => 'dashicons-id',
			'supports'        => array( 'title', 'editor', 'excerpt', 'revisions', 'custom-fields' ),
			'rewrite'         => false,
		)
	);
	register_post_type(
		'masthead_redirect',
		array(
			'labels'       => array(
				'name'          => __( 'Redirects', 'masthead-content' ),
				'singular_name' => __( 'Redirect', 'masthead-content' ),
				'add_new_item'  => __( 'Add New Redirect (title = the source path, e.g. /press/)', 'masthead-content' ),
				'edit_item'     => __( 'Edit Redirect', 'masthead-content' ),
				'all_items'     => __( 'All Redirects', 'masthead-content' ),
			),
			'public'          => false,
			'show_ui'         => true,
			// In REST for scripts and tests; without 'editor' support WordPress keeps the classic screen and its meta box.
			'show_in_rest'    => true,
			// Capabilities of its own (roles.php): a redirect can take over any address of the site.
			'capability_type' => array( 'masthead_redirect', 'masthead_redirects' ),
			'map_meta_cap'    => true,
			'menu_icon'       => 'dashicons-randomize',
			// custom-fields: REST exposes registered meta only on types that support it.
			'supports'        => array( 'title', 'custom-fields' ),
			'rewrite'         => false,
		)
	);
}

/**
 * Every `_masthead_*` key of decision 011, with its type, default and sanitiser, per post type.
 *
 * @return array<string, array{types: string[], type: string, default: mixed, sanitize: callable}>
 */
function masthead_meta_fields() {
	$pages = MASTHEAD_PAGE_TYPES;
	$job   = array( 'masthead_job' );
	$text  = 'sanitize_text_field';
	return array(
		'_masthead_og_image'            => masthead_meta_field( $pages, 'string', '', 'masthead_sanitize_media_path' ),
		'_masthead_noindex'             => masthead_meta_field( $pages, 'boolean', false, 'rest_sanitize_boolean' ),
		'_masthead_layout'              => masthead_meta_field( $pages, 'string', 'default', 'masthead_sanitize_layout' ),
		'_masthead_breadcrumbs'         => masthead_meta_field( $pages, 'string', '', 'masthead_sanitize_breadcrumbs' ),
		'_masthead_canonical_path'      => masthead_meta_field( $pages, 'string', '', 'masthead_sanitize_site_path' ),
		'_masthead_gone'                => masthead_meta_field( $pages, 'boolean', false, 'rest_sanitize_boolean' ),
		'_masthead_internal'            => masthead_meta_field( $pages, 'boolean', false, 'rest_sanitize_boolean' ),
		'_masthead_job_department'      => masthead_meta_field( $job, 'string', '', $text ),
		'_masthead_job_location'        => masthead_meta_field( $job, 'string', '', $text ),
		'_masthead_job_employment_type' => masthead_meta_field( $job, 'string', 'FULL_TIME', 'masthead_sanitize_employment_type', MASTHEAD_EMPLOYMENT_TYPES ),
		'_masthead_job_workplace'       => masthead_meta_field( $job, 'string', 'Office', 'masthead_sanitize_workplace', MASTHEAD_WORKPLACES ),
		'_masthead_job_salary'          => masthead_meta_field( $job, 'string', '', $text ),
		'_masthead_job_valid_through'   => masthead_meta_field( $job, 'string', '', 'masthead_sanitize_iso_date' ),
		'_masthead_job_brand'           => masthead_meta_field( $job, 'string', '', $text ),
		'_masthead_job_apply_url'       => masthead_meta_field( $job, 'string', '', 'masthead_sanitize_https_url' ),
		'_masthead_job_contract'        => masthead_meta_field( $job, 'string', '', $text ),
		'_masthead_redirect_to'         => masthead_meta_field( array( 'masthead_redirect' ), 'string', '', 'masthead_sanitize_redirect_target' ),
		'_masthead_redirect_status'     => masthead_meta_field( array( 'masthead_redirect' ), 'integer', 301, 'masthead_sanitize_redirect_status', MASTHEAD_REDIRECT_STATUSES ),
	);
}

/** One row of masthead_meta_fields(). */
function masthead_meta_field( array $types, $type, $default, $sanitize, ?array $choices = null ) {
	return array(
		'types'    => $types,
		'type'     => $type,
		'default'  => $default,
		'sanitize' => $sanitize,
		'choices'  => $choices,
	);
}

/** Registers the meta of masthead_meta_fields() for REST; only editors of the post may write it. */
function masthead_register_meta() {
	foreach ( masthead_meta_fields() as $key => $field ) {
		$schema = array( 'type' => $field['type'] );
		if ( $field['choices'] ) {
			$schema['enum'] = $field['choices'];
		}
		foreach ( $field['types'] as $post_type ) {
			register_post_meta(
				$post_type,
				$key,
				array(
					'type'              => $field['type'],
					'single'            => true,
					'default'           => $field['default'],
					'show_in_rest'      => array( 'schema' => $schema ),
					'sanitize_callback' => $field['sanitize'],
					'auth_callback'     => 'masthead_can_edit_meta',
				)
			);
		}
	}
}

/** auth_callback of every Masthead meta key: whoever may edit the post may edit its fields. */
function masthead_can_edit_meta( $allowed, $meta_key, $post_id ) {
	return current_user_can( 'edit_post', (int) $post_id );
}

/** A site path: starts with `/`, no scheme, host, query or fragment; '' when it is not one. */
function masthead_sanitize_site_path( $value ) {
	$value = trim( (string) $value );
	return preg_match( '#^/(?:[A-Za-z0-9._~-]+/)*(?:[A-Za-z0-9._~-]+)?$#', $value ) && strlen( $value ) <= 512 ? $value : '';
}

/** An image under the site's /media/ proxy (decision 007); '' otherwise. */
function masthead_sanitize_media_path( $value ) {
	$path = masthead_sanitize_site_path( $value );
	return 0 === strpos( $path, '/media/' ) ? $path : '';
}

/** `default` or `minimal`. */
function masthead_sanitize_layout( $value ) {
	return in_array( $value, MASTHEAD_LAYOUTS, true ) ? $value : 'default';
}

/** A JSON list of `{title, slug}` strings, kept as written (the importer reads its values back); '' otherwise. */
function masthead_sanitize_breadcrumbs( $value ) {
	$list = json_decode( (string) $value, true );
	if ( ! is_array( $list ) || ! wp_is_numeric_array( $list ) ) {
		return '';
	}
	foreach ( $list as $crumb ) {
		if ( ! is_array( $crumb ) || ! isset( $crumb['title'], $crumb['slug'] ) || ! is_string( $crumb['title'] ) || ! is_string( $crumb['slug'] ) ) {
			return '';
		}
	}
	return (string) $value;
}

/** One of MASTHEAD_EMPLOYMENT_TYPES, else the default. */
function masthead_sanitize_employment_type( $value ) {
	return in_array( $value, MASTHEAD_EMPLOYMENT_TYPES, true ) ? $value : 'FULL_TIME';
}

/** One of MASTHEAD_WORKPLACES, else the default. */
function masthead_sanitize_workplace( $value ) {
	return in_array( $value, MASTHEAD_WORKPLACES, true ) ? $value : 'Office';
}

/** A real calendar date as YYYY-MM-DD; '' otherwise. */
function masthead_sanitize_iso_date( $value ) {
	$value = trim( (string) $value );
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) ) {
		return '';
	}
	return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ? $value : '';
}

/** An https URL with a host; '' otherwise. */
function masthead_sanitize_https_url( $value ) {
	$value = trim( (string) $value );
	$host  = wp_parse_url( $value, PHP_URL_HOST );
	return 0 === strpos( $value, 'https://' ) && $host && esc_url_raw( $value, array( 'https' ) ) === $value ? $value : '';
}

/** Where a redirect goes: a site path (query allowed) or an http(s) URL; '' otherwise. */
function masthead_sanitize_redirect_target( $value ) {
	$value = trim( (string) $value );
	// A path the site follows (contract/routing/safe-location.ts): no backslash or control character, and no dot
	// segment (`/.//host`, `/%2e//host` resolve to `//host`, another site).
	if ( preg_match( '#^/(?!/)[^\s<>"\\\\\x00-\x1f\x7f\x{2028}\x{2029}]*$#u', $value ) && ! preg_match( '#(?:^|/)(?:\.|%2e){1,2}(?:/|$)#i', $value ) ) {
		return $value;
	}
	return preg_match( '#^https?://#', $value ) && esc_url_raw( $value, array( 'http', 'https' ) ) === $value ? $value : '';
}

/** 301, 302, 307 or 308; 301 otherwise. */
function masthead_sanitize_redirect_status( $value ) {
	return in_array( (int) $value, MASTHEAD_REDIRECT_STATUSES, true ) ? (int) $value : 301;
}

/** The legal line's field on Settings → General (the setting itself is registered on `init`). */
function masthead_add_legal_line_field() {
	add_settings_field(
		'masthead_legal_line',
		__( 'Legal line (site footer)', 'masthead-content' ),
		'masthead_render_legal_line_field',
		'general',
		'default',
		array( 'label_for' => 'masthead_legal_line' )
	);
}

/** The legal line's input. */
function masthead_render_legal_line_field() {
	printf(
		'<input name="masthead_legal_line" id="masthead_legal_line" type="text" class="large-text" value="%s" /><p class="description">%s</p>',
		esc_attr( (string) get_option( 'masthead_legal_line', '' ) ),
		esc_html__( 'Company address and registration, shown at the foot of every page of the site.', 'masthead-content' )
	);
}
