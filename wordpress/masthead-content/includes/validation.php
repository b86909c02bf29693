<?php
/**
 * Validation at the REST boundary (issue 30): a page, post or job saved through WordPress's REST API (the block
 * editor's only way to save) is refused with a 400 when a block would make a node the site's schemas refuse
 * (contract/nodes.ts), when a Masthead field holds a value the contract cannot carry, or when a user who may
 * not post unfiltered HTML put script into a block attribute or a field (kses filters `post_content` for them,
 * but block comment attributes and meta pass through it). The message names the block and the field:
 * "Hero: heading is required". Only what the request changes is checked, so a title edit never trips on content.
 *
 * @package Masthead
 */

require_once __DIR__ . '/node-rules.php';

foreach ( array( 'post', 'page', 'masthead_job' ) as $masthead_type ) {
	add_filter( "rest_pre_insert_{$masthead_type}", 'masthead_validate_rest_insert', 10, 2 );
}

/**
 * `rest_pre_insert_{post_type}`: the prepared post, or a 400 naming what is wrong. Autosaves pass here too
 * (their controller prepares through the post's), so a preview never shows what could not be published.
 *
 * @param stdClass|WP_Error $prepared_post The post about to be written.
 * @param WP_REST_Request   $request       The request.
 * @return stdClass|WP_Error
 */
function masthead_validate_rest_insert( $prepared_post, $request ) {
	if ( is_wp_error( $prepared_post ) ) {
		return $prepared_post;
	}
	$trusted = current_user_can( 'unfiltered_html' );
	$problem = null;
	if ( isset( $prepared_post->post_content ) && is_string( $prepared_post->post_content ) ) {
		$problem = masthead_content_problem( $prepared_post->post_content, $trusted );
	}
	$meta = $request['meta'];
	if ( null === $problem && is_array( $meta ) ) {
		$problem = masthead_meta_problem( $meta, $trusted );
	}
	$type = isset( $prepared_post->post_type ) ? $prepared_post->post_type : (string) get_post_type( (int) ( $prepared_post->ID ?? 0 ) );
	if ( null === $problem && 'masthead_job' === $type && ! empty( $prepared_post->post_name ) && 1 !== preg_match( MASTHEAD_JOB_ID, (string) $prepared_post->post_name ) ) {
		$problem = __( 'Job: the slug (the job id) may hold only a-z, 0-9 and hyphens, at most 64 of them', 'masthead-content' );
	}
	return null === $problem ? $prepared_post : new WP_Error( 'masthead_invalid', $problem, array( 'status' => 400 ) );
}

/**
 * What is wrong with a post's content, or null: more blocks, or deeper, than the site draws (block-nodes.php),
 * unknown `masthead/*` blocks, slot names, script in any block attribute (unless `$trusted`), then every node of
 * every slot against its rules.
 */
function masthead_content_problem( string $content, bool $trusted ): ?string {
	$blocks  = parse_blocks( $content );
	$problem = masthead_blocks_bound_problem( $blocks ) ?? masthead_patterns_bound_problem( $blocks ) ?? masthead_blocks_problem( $blocks, $trusted );
	if ( null !== $problem ) {
		return $problem;
	}
	foreach ( masthead_slots_from_content( $content ) as $nodes ) {
		foreach ( $nodes as $node ) {
			$problem = masthead_node_problem( $node );
			if ( null !== $problem ) {
				return masthead_block_label( $node['type'] ) . ': ' . $problem;
			}
		}
	}
	return null;
}

/** The first problem among blocks and their inner blocks that the node conversion would hide (it skips them). */
function masthead_blocks_problem( array $blocks, bool $trusted ): ?string {
	foreach ( $blocks as $block ) {
		$name = (string) $block['blockName'];
		if ( 0 === strpos( $name, 'masthead/' ) ) {
			$type = substr( $name, strlen( 'masthead/' ) );
			if ( 'slot' !== $type && ! in_array( $type, MASTHEAD_NODE_TYPES, true ) ) {
				/* translators: %s: a block name such as masthead/banner */
				return sprintf( __( 'The block %s is not one of Masthead’s: remove it', 'masthead-content' ), $name );
			}
			if ( 'slot' === $type && isset( $block['attrs']['name'] ) && 1 !== preg_match( MASTHEAD_SLOT_NAME, (string) $block['attrs']['name'] ) ) {
				return __( 'Slot: name may hold only a-z, 0-9 and hyphens, starting with a letter', 'masthead-content' );
			}
		}
		if ( ! $trusted ) {
			$path = masthead_script_in( $block['attrs'] ?? array() );
			if ( null !== $path ) {
				/* translators: 1: block label, 2: field */
				return sprintf( __( '%1$s: %2$s holds script or a javascript: address, which your account may not store', 'masthead-content' ), masthead_block_label( $name ), $path );
			}
		}
		$problem = masthead_blocks_problem( $block['innerBlocks'] ?? array(), $trusted );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** A block's name as editors see it: its registered title, else its type in words ("Image with text"). */
function masthead_block_label( string $name ): string {
	$name = false === strpos( $name, '/' ) ? "masthead/{$name}" : $name;
	if ( class_exists( 'WP_Block_Type_Registry' ) ) {
		$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
		if ( $type && is_string( $type->title ) && '' !== $type->title ) {
			return $type->title;
		}
	}
	return ucfirst( str_replace( '-', ' ', substr( $name, strpos( $name, '/' ) + 1 ) ) );
}

/**
 * Whether a string holds script once entities are decoded: `<script`, an `on…=` handler in a tag or after a
 * quote (a value that breaks out of the attribute it is written into), or a script
 * address where one acts (the whole value, an attribute value, a CSS `url(`), not the word in a sentence.
 */
function masthead_holds_script( string $value ): bool {
	$decoded = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	// Browsers ignore whitespace and control characters inside a scheme (`java\tscript:`).
	$squeezed = (string) preg_replace( '/[\x00-\x20\x7f]+/', '', $decoded );
	return 1 === preg_match( '/<\s*\/?\s*script/i', $decoded )
		|| 1 === preg_match( '/(?:<[a-z][^>]*[\s\/"\']|["\'][\s\/]*)on[a-z]+\s*=/i', $decoded )
		|| 1 === preg_match( '/(?:^|[=("\'])(?:(?:java|vb|live)script:|data:text\/html)/i', $squeezed );
}

/** Where in a value (attributes, meta) script is held, as a field path; null when nowhere. */
function masthead_script_in( $value, string $path = '' ): ?string {
	if ( is_string( $value ) ) {
		return masthead_holds_script( $value ) ? ( '' === $path ? __( 'a field', 'masthead-content' ) : $path ) : null;
	}
	if ( is_array( $value ) ) {
		foreach ( $value as $key => $item ) {
			$found = masthead_script_in( $item, masthead_field_path( $path, $key ) );
			if ( null !== $found ) {
				return $found;
			}
		}
	}
	return null;
}

/** A field's path as an editor reads it: `cards › item 2 › image › src` (items counted from 1). */
function masthead_field_path( string $path, $key ): string {
	$part = is_int( $key ) ? 'item ' . ( $key + 1 ) : (string) $key;
	return '' === $path ? $part : "{$path} › {$part}";
}

/**
 * What is wrong with the Masthead fields a request writes, or null. Values the registered sanitisers would
 * silently turn into '' are refused instead, so an editor learns the value did not fit.
 */
function masthead_meta_problem( array $meta, bool $trusted ): ?string {
	$labels = masthead_meta_labels();
	foreach ( $meta as $key => $value ) {
		if ( ! isset( $labels[ $key ] ) || null === $value ) {
			continue;
		}
		if ( ! $trusted && null !== masthead_script_in( $value ) ) {
			/* translators: %s: a field's label */
			return sprintf( __( 'Page settings: %s holds script or a javascript: address, which your account may not store', 'masthead-content' ), $labels[ $key ] );
		}
		$problem = masthead_meta_value_problem( $key, $value );
		if ( null !== $problem ) {
			return ( 0 === strpos( $key, '_masthead_job_' ) ? 'Job: ' : 'Page settings: ' ) . $labels[ $key ] . ' ' . $problem;
		}
	}
	return null;
}

/** The labels of the sidebar's fields, by meta key (only keys listed here are checked). */
function masthead_meta_labels(): array {
	return array(
		'_masthead_og_image'            => __( 'social image', 'masthead-content' ),
		'_masthead_layout'              => __( 'layout', 'masthead-content' ),
		'_masthead_breadcrumbs'         => __( 'breadcrumbs', 'masthead-content' ),
		'_masthead_canonical_path'      => __( 'canonical of a duplicate', 'masthead-content' ),
		'_masthead_noindex'             => __( 'noindex', 'masthead-content' ),
		'_masthead_gone'                => __( 'withdrawn', 'masthead-content' ),
		'_masthead_internal'            => __( 'internal page', 'masthead-content' ),
		'_masthead_job_department'      => __( 'department', 'masthead-content' ),
		'_masthead_job_location'        => __( 'location', 'masthead-content' ),
		'_masthead_job_employment_type' => __( 'employment type', 'masthead-content' ),
		'_masthead_job_workplace'       => __( 'workplace', 'masthead-content' ),
		'_masthead_job_salary'          => __( 'salary', 'masthead-content' ),
		'_masthead_job_valid_through'   => __( 'closing date', 'masthead-content' ),
		'_masthead_job_brand'           => __( 'brand', 'masthead-content' ),
		'_masthead_job_apply_url'       => __( 'apply URL', 'masthead-content' ),
		'_masthead_job_contract'        => __( 'contract', 'masthead-content' ),
	);
}

/** The problem with one meta value, or null; '' always passes (the field is unset). */
function masthead_meta_value_problem( string $key, $value ): ?string {
	if ( is_bool( $value ) || '' === $value ) {
		return null;
	}
	switch ( $key ) {
		case '_masthead_og_image':
			return masthead_meta_is_media_path( $value ) ? null : __( 'must be a /media/… path (pick it from the media library)', 'masthead-content' );
		case '_masthead_layout':
			return in_array( $value, MASTHEAD_LAYOUTS, true ) ? null : __( 'must be default or minimal', 'masthead-content' );
		case '_masthead_breadcrumbs':
			return masthead_breadcrumbs_problem( $value );
		case '_masthead_canonical_path':
			return is_string( $value ) && masthead_meta_is_site_path( $value ) ? null : __( 'must be a site path such as /about/', 'masthead-content' );
		case '_masthead_noindex':
		case '_masthead_gone':
		case '_masthead_internal':
			return in_array( $value, array( 0, 1, '0', '1' ), true ) ? null : __( 'must be on or off', 'masthead-content' );
		case '_masthead_job_employment_type':
			return in_array( $value, MASTHEAD_EMPLOYMENT_TYPES, true ) ? null : __( 'must be one of ', 'masthead-content' ) . implode( ', ', MASTHEAD_EMPLOYMENT_TYPES );
		case '_masthead_job_workplace':
			return in_array( $value, MASTHEAD_WORKPLACES, true ) ? null : __( 'must be one of ', 'masthead-content' ) . implode( ', ', MASTHEAD_WORKPLACES );
		case '_masthead_job_valid_through':
			return is_string( $value ) && masthead_meta_is_iso_date( $value ) ? null : __( 'must be a date (YYYY-MM-DD)', 'masthead-content' );
		case '_masthead_job_apply_url':
			return is_string( $value ) && 1 === preg_match( '#^https://[^\s/?\#]+[^\s]*$#D', $value ) ? null : __( 'must be an https:// address', 'masthead-content' );
	}
	return is_string( $value ) ? null : __( 'must be text', 'masthead-content' );
}

/** A breadcrumbs value: '' or a JSON list of `{title, slug}` with text in both (BreadcrumbSchema). */
function masthead_breadcrumbs_problem( $value ): ?string {
	// Decoded as objects, so `{}` is not taken for an empty list.
	$list = is_string( $value ) ? json_decode( $value ) : null;
	if ( ! is_array( $list ) ) {
		return __( 'must be a list of {title, slug}', 'masthead-content' );
	}
	foreach ( $list as $index => $crumb ) {
		foreach ( array( 'title', 'slug' ) as $field ) {
			if ( ! $crumb instanceof stdClass || ! isset( $crumb->$field ) || ! is_string( $crumb->$field ) || '' === trim( $crumb->$field ) ) {
				/* translators: 1: item number, 2: title or slug */
				return sprintf( __( 'item %1$d needs a %2$s', 'masthead-content' ), $index + 1, $field );
			}
		}
	}
	return null;
}

/** A site path (`/a/b/`): no scheme, host, query or fragment (masthead_sanitize_site_path keeps exactly these). */
function masthead_meta_is_site_path( string $value ): bool {
	return '' !== $value && masthead_sanitize_site_path( $value ) === $value;
}

function masthead_meta_is_media_path( $value ): bool {
	return is_string( $value ) && masthead_meta_is_site_path( $value ) && 0 === strpos( $value, '/media/' );
}

function masthead_meta_is_iso_date( string $value ): bool {
	return 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $parts ) && checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] );
}
