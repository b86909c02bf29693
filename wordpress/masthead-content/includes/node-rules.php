<?php
/**
 * The node schemas of contract/nodes.ts held at a save (issue 30), read from the generated JSON Schema
 * (generated/contract.php, MASTHEAD_NODE_SCHEMAS; issue 41): required fields, enums, patterns, list lengths,
 * whole numbers, and the address rules the site applies to every `href` (a link) and `src` (an image) field.
 * A field left out that is optional, or null, passes; unknown fields are ignored, as zod strips them. The
 * validator reads the subset of JSON Schema zod writes for these schemas; the messages are the plugin's, worded
 * by a rule's `format` where it has one. test/wordpress/unit/validation.test.ts generates nodes from the zod
 * schemas and holds the two in step.
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** What is wrong with a node, as "field problem", or null when it holds to its type's schema. */
function masthead_node_problem( array $node ): ?string {
	$type = $node['type'] ?? null;
	if ( ! is_string( $type ) || ! isset( MASTHEAD_NODE_SCHEMAS[ $type ] ) ) {
		return __( 'is not a known kind of block', 'masthead-content' );
	}
	return masthead_schema_problem( MASTHEAD_NODE_SCHEMAS[ $type ], $node, '' );
}

function masthead_problem_at( string $path, string $problem ): string {
	return '' === $path ? $problem : "{$path} {$problem}";
}

/**
 * The problem of one value under one schema, or null. `$optional`: the field may be left out, so an address
 * left empty is no link (zod takes it).
 */
function masthead_schema_problem( array $schema, $value, string $path, bool $optional = false ): ?string {
	if ( isset( $schema['enum'] ) || isset( $schema['anyOf'] ) ) {
		return masthead_enum_problem( $schema, $value, $path );
	}
	if ( array_key_exists( 'const', $schema ) ) {
		/* translators: %s: the one value a field may hold */
		return $value === $schema['const'] ? null : masthead_problem_at( $path, sprintf( __( 'must be %s', 'masthead-content' ), (string) $schema['const'] ) );
	}
	switch ( $schema['type'] ?? '' ) {
		case 'object':
			return masthead_object_problem( $schema, $value, $path );
		case 'array':
			return masthead_list_problem( $schema, $value, $path );
		case 'integer':
		case 'number':
			return masthead_number_problem( $schema, $value, $path );
		case 'boolean':
			return is_bool( $value ) ? null : masthead_problem_at( $path, __( 'must be on or off', 'masthead-content' ) );
		case 'string':
			if ( ! is_string( $value ) ) {
				return masthead_problem_at( $path, __( 'must be text', 'masthead-content' ) );
			}
			if ( $optional && '' === $value && 'href' === ( $schema['format'] ?? '' ) ) {
				return null;
			}
			$problem = masthead_text_problem( $schema, $value );
			return null === $problem ? null : masthead_problem_at( $path, $problem );
	}
	return null;
}

/** The first field of an object that breaks its schema (or is missing), as "path problem"; null when none. */
function masthead_object_problem( array $schema, $value, string $path ): ?string {
	if ( ! is_array( $value ) && ! $value instanceof stdClass ) {
		return masthead_problem_at( $path, __( 'must be a group of fields', 'masthead-content' ) );
	}
	$value    = (array) $value;
	$required = $schema['required'] ?? array();
	foreach ( $schema['properties'] ?? array() as $name => $field ) {
		$optional = ! in_array( $name, $required, true );
		$where    = masthead_field_path( $path, $name );
		if ( ! array_key_exists( $name, $value ) || null === $value[ $name ] ) {
			if ( ! $optional ) {
				return masthead_problem_at( $where, __( 'is required', 'masthead-content' ) );
			}
			continue;
		}
		$problem = masthead_schema_problem( $field, $value[ $name ], $where, $optional );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** A value off an enum (or off a union of constants, as zod writes `z.literal(2) | z.literal(3)`). */
function masthead_enum_problem( array $schema, $value, string $path ): ?string {
	$options = $schema['enum'] ?? array_column( $schema['anyOf'], 'const' );
	if ( in_array( $value, $options, true ) ) {
		return null;
	}
	if ( 'icon' === ( $schema['format'] ?? '' ) ) {
		return masthead_problem_at( $path, __( 'must be a network the site has an icon for', 'masthead-content' ) );
	}
	return masthead_problem_at( $path, __( 'must be one of ', 'masthead-content' ) . implode( ', ', $options ) );
}

/** The problem of a list: not a list, too short, too long, or its first bad item. */
function masthead_list_problem( array $schema, $value, string $path ): ?string {
	if ( ! is_array( $value ) || ( array() !== $value && array_keys( $value ) !== range( 0, count( $value ) - 1 ) ) ) {
		return masthead_problem_at( $path, __( 'must be a list', 'masthead-content' ) );
	}
	if ( isset( $schema['minItems'] ) && count( $value ) < $schema['minItems'] ) {
		/* translators: %d: how many items a list needs */
		return masthead_problem_at( $path, sprintf( _n( 'needs at least %d item', 'needs at least %d items', $schema['minItems'], 'masthead-content' ), $schema['minItems'] ) );
	}
	if ( isset( $schema['maxItems'] ) && count( $value ) > $schema['maxItems'] ) {
		/* translators: %d: how many items a list may hold */
		return masthead_problem_at( $path, sprintf( __( 'may hold at most %d items', 'masthead-content' ), $schema['maxItems'] ) );
	}
	foreach ( $value as $index => $item ) {
		$problem = isset( $schema['items'] ) ? masthead_schema_problem( $schema['items'], $item, masthead_field_path( $path, $index ) ) : null;
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** A number within its bounds (a whole one for `integer`); the message names the lower bound, as zod's positive() has it. */
function masthead_number_problem( array $schema, $value, string $path ): ?string {
	$whole  = is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value );
	$number = is_int( $value ) || is_float( $value );
	$above  = $schema['exclusiveMinimum'] ?? ( isset( $schema['minimum'] ) ? $schema['minimum'] - 1 : null );
	$fits   = $number && ( 'integer' !== $schema['type'] || $whole )
		&& ( ! isset( $schema['exclusiveMinimum'] ) || $value > $schema['exclusiveMinimum'] )
		&& ( ! isset( $schema['minimum'] ) || $value >= $schema['minimum'] )
		&& ( ! isset( $schema['maximum'] ) || $value <= $schema['maximum'] );
	if ( $fits ) {
		return null;
	}
	if ( null === $above ) {
		return masthead_problem_at( $path, __( 'must be a number', 'masthead-content' ) );
	}
	/* translators: %s: the number a value must be above */
	return masthead_problem_at( $path, sprintf( __( 'must be a whole number above %s', 'masthead-content' ), (string) $above ) );
}

/** The problem of a text value under its schema (address rules, pattern, length), or null. */
function masthead_text_problem( array $schema, string $value ): ?string {
	$format = $schema['format'] ?? '';
	if ( 'href' === $format ) {
		return masthead_is_safe_href( $value ) ? null : __( 'must be a site path (/about/) or an http(s), mailto: or tel: address', 'masthead-content' );
	}
	if ( 'media' === $format && ! masthead_is_image_src( $value ) ) {
		return __( 'must be an image from the media library (/media/…) or an http(s) address', 'masthead-content' );
	}
	if ( isset( $schema['pattern'] ) && 1 !== preg_match( masthead_pcre( $schema['pattern'] ), $value ) ) {
		return masthead_pattern_message( $format, $schema['pattern'] );
	}
	if ( isset( $schema['minLength'] ) && mb_strlen( $value ) < $schema['minLength'] ) {
		return __( 'must not be empty', 'masthead-content' );
	}
	return null;
}

/** A JSON Schema pattern (JavaScript's syntax, which these patterns share with PCRE) for preg_match. */
function masthead_pcre( string $pattern ): string {
	$escaped = preg_replace_callback(
		'#\\\\.|/#',
		static function ( array $token ): string {
			return '/' === $token[0] ? '\\/' : $token[0];
		},
		$pattern
	);
	return '/' . $escaped . '/D';
}

/** What an editor is told when text breaks a pattern, by the rule's name. */
function masthead_pattern_message( string $format, string $pattern ): string {
	switch ( $format ) {
		case 'colour':
			return __( 'must be a colour as #rrggbb', 'masthead-content' );
		case 'anchor':
			return __( 'may hold only a-z, 0-9 and hyphens', 'masthead-content' );
		case 'date':
			return __( 'must be a date (YYYY-MM-DD)', 'masthead-content' );
		case 'moment':
			return __( 'must be a moment in UTC (YYYY-MM-DDTHH:MM:SSZ)', 'masthead-content' );
		case 'job-id':
			return __( 'may hold only a-z, 0-9 and hyphens (at most 64)', 'masthead-content' );
		case 'video-id':
			return __( 'must be the video’s id on YouTube or Vimeo (letters, digits, _ and -)', 'masthead-content' );
	}
	/* translators: %s: a regular expression */
	return sprintf( __( 'must match %s', 'masthead-content' ), $pattern );
}

/**
 * safeHref() of contract/link-safety.ts: a site path (never `//host` or `/\host`), a fragment or query, or an
 * http(s), mailto or tel address; no control characters. Empty is refused (a required link must go somewhere).
 */
function masthead_is_safe_href( string $value ): bool {
	$href = trim( $value );
	if ( '' === $href || 1 === preg_match( '/[\x00-\x1f\x7f]/', $href ) ) {
		return false;
	}
	if ( '/' === $href[0] ) {
		return 0 !== strpos( $href, '//' ) && 0 !== strpos( $href, '/\\' );
	}
	return '#' === $href[0] || '?' === $href[0] || 1 === preg_match( '/^(?:https?:|mailto:|tel:)/i', $href );
}

/** An image's address: a `/media/…` path the site serves (MEDIA_PATH), or an http(s) address (the site serves CMS media itself). */
function masthead_is_image_src( string $value ): bool {
	if ( 1 === preg_match( '/[\x00-\x20\x7f]/', $value ) ) {
		return false;
	}
	return 1 === preg_match( MASTHEAD_MEDIA_PATH, $value ) || 1 === preg_match( '#^https?://[^/\s]+/#i', $value );
}
