<?php
/**
 * The node schemas of contract/nodes.ts in PHP, as far as a save must hold to them (issue 30): required
 * fields, enums, `#rrggbb` colours, anchors, images, link addresses and list lengths. A rule is a string
 * (`text`, `href`, `media`, `colour`, `anchor`, `date`, `job-id`, `positive`, `icon`) or an array
 * (`object` => fields, `list` => rule with `min`/`max`, `enum` => values). A field whose key starts with `?`
 * may be left out, as zod's optional and defaulted fields may. Unknown fields are ignored, as zod strips them.
 * test/wordpress/unit/validation.test.ts generates nodes from the zod schemas and holds the two in step.
 *
 * @package Masthead
 */

/** The rules of every node type's fields (without `type`); lists the plugin fills itself are optional. */
function masthead_node_rules(): array {
	$image = array(
		'object' => array(
			'src'    => 'media',
			'alt'    => 'text',
			'width'  => 'positive',
			'height' => 'positive',
			'?sizes' => array(
				'list' => array(
					'object' => array(
						'src'   => 'media',
						'width' => 'positive',
					),
				),
				'max'  => 12,
			),
		),
	);
	$link  = array(
		'object' => array(
			'label' => 'text',
			'href'  => 'href',
		),
	);
	$pairs = array(
		'list' => array(
			'object' => array(
				'value' => 'text',
				'label' => 'text',
			),
		),
	);
	$icons = array(
		'list' => array(
			'object' => array(
				'network' => 'icon',
				'href'    => 'href',
				'label'   => 'text',
			),
		),
	);
	$job   = array(
		'id'             => 'job-id',
		'title'          => 'text',
		'department'     => 'text',
		'location'       => 'text',
		'employmentType' => array( 'enum' => MASTHEAD_EMPLOYMENT_TYPES ),
		'workplace'      => array( 'enum' => MASTHEAD_WORKPLACES ),
		'?salary'        => 'text',
		'datePosted'     => 'date',
		'?validThrough'  => 'date',
		'summary'        => 'text',
		'?brand'         => 'text',
	);
	return array(
		'hero'            => array(
			'heading'     => 'text',
			'?subheading' => 'text',
			'?eyebrow'    => 'text',
			'?image'      => $image,
			'?cta'        => $link,
			'?variant'    => array( 'enum' => array( 'home', 'page', 'brand' ) ),
			'?colour'     => 'colour',
		),
		'rich-text'       => array( 'html' => 'text' ),
		'heading'         => array(
			'text'    => 'text',
			'?level'  => array( 'enum' => array( 2, 3 ) ),
			'?anchor' => 'anchor',
		),
		'image'           => array(
			'image'    => $image,
			'?caption' => 'text',
		),
		'image-with-text' => array(
			'image'          => $image,
			'?heading'       => 'text',
			'html'           => 'text',
			'?imagePosition' => array( 'enum' => array( 'left', 'right' ) ),
			'?cta'           => $link,
		),
		'card-grid'       => array(
			'?heading' => 'text',
			'?intro'   => 'text',
			'?columns' => array( 'enum' => array( 2, 3, 4 ) ),
			'cards'    => array(
				'list' => array(
					'object' => array(
						'title'    => 'text',
						'?text'    => 'text',
						'?href'    => 'href',
						'?eyebrow' => 'text',
						'?image'   => $image,
					),
				),
			),
		),
		'brand-grid'      => array(
			'?heading' => 'text',
			'?intro'   => 'text',
			'brands'   => array(
				'list' => array(
					'object' => array(
						'name'        => 'text',
						'href'        => 'href',
						'description' => 'text',
						'colour'      => 'colour',
						'textColour'  => 'colour',
						'category'    => 'text',
					),
				),
			),
		),
		'brand-facts'     => array(
			'brand'   => 'text',
			'?colour' => 'colour',
			'facts'   => $pairs,
			'?links'  => $icons,
		),
		'stats'           => array(
			'?heading' => 'text',
			'items'    => $pairs,
		),
		'quote'           => array(
			'quote'        => 'text',
			'?attribution' => 'text',
			'?role'        => 'text',
		),
		'accordion'       => array(
			'?heading' => 'text',
			'items'    => array(
				'list' => array(
					'object' => array(
						'title' => 'text',
						'html'  => 'text',
					),
				),
			),
		),
		'table'           => array(
			'?caption' => 'text',
			'head'     => array( 'list' => 'text' ),
			'rows'     => array( 'list' => array( 'list' => 'text' ) ),
		),
		'cta'             => array(
			'heading'  => 'text',
			'?text'    => 'text',
			'link'     => $link,
			'?variant' => array( 'enum' => array( 'primary', 'subtle' ) ),
		),
		'news-list'       => array(
			'?heading' => 'text',
			'?limit'   => 'positive',
			'?viewAll' => $link,
			'?layout'  => array( 'enum' => array( 'cards', 'list' ) ),
		),
		'article-header'  => array(
			'title'       => 'text',
			'date'        => 'text',
			'?category'   => 'text',
			'?standfirst' => 'text',
			'?image'      => $image,
			'?author'     => 'text',
		),
		'downloads'       => array(
			'?heading' => 'text',
			'files'    => array(
				'list' => array(
					'object' => array(
						'title'  => 'text',
						'href'   => 'href',
						'format' => 'text',
						'?size'  => 'text',
					),
				),
			),
		),
		'jobs-list'       => array(
			'?heading' => 'text',
			'?intro'   => 'text',
		),
		'job-detail'      => array(
			'job' => array(
				'object' => array_merge(
					$job,
					array(
						'html'      => 'text',
						'applyUrl'  => 'text',
						'?contract' => 'text',
					)
				),
			),
		),
		'contact-details' => array(
			'?heading'  => 'text',
			'offices'   => array(
				'list' => array(
					'object' => array(
						'name'    => 'text',
						'address' => array( 'list' => 'text' ),
						'?phone'  => 'text',
						'?email'  => 'text',
					),
				),
			),
			'?contacts' => array(
				'list' => array(
					'object' => array(
						'label'  => 'text',
						'email'  => 'text',
						'?phone' => 'text',
						'?text'  => 'text',
					),
				),
			),
		),
		'carousel'        => array(
			'?heading' => 'text',
			'slides'   => array(
				'list' => array(
					'object' => array(
						'title' => 'text',
						'?text' => 'text',
						'image' => $image,
						'?href' => 'href',
					),
				),
				'min'  => 1,
			),
		),
		'social-links'    => array(
			'?heading' => 'text',
			'links'    => $icons,
		),
	);
}

/** What is wrong with a node, as "field problem", or null when it holds to its type's rules. */
function masthead_node_problem( array $node ): ?string {
	$rules = masthead_node_rules();
	if ( ! isset( $node['type'] ) || ! isset( $rules[ $node['type'] ] ) ) {
		return __( 'is not a known kind of block', 'masthead-content' );
	}
	return masthead_object_problem( $rules[ $node['type'] ], $node, '' );
}

/** The first field of an object that breaks its rule (or is missing), as "path problem"; null when none. */
function masthead_object_problem( array $fields, $value, string $path ): ?string {
	if ( ! is_array( $value ) && ! $value instanceof stdClass ) {
		return masthead_problem_at( $path, __( 'must be a group of fields', 'masthead-content' ) );
	}
	$value = (array) $value;
	foreach ( $fields as $key => $rule ) {
		$optional = '?' === $key[0];
		$name     = $optional ? substr( $key, 1 ) : $key;
		$where    = masthead_field_path( $path, $name );
		if ( ! array_key_exists( $name, $value ) || ( null === $value[ $name ] && ! $optional ) ) {
			if ( ! $optional ) {
				return masthead_problem_at( $where, __( 'is required', 'masthead-content' ) );
			}
			continue;
		}
		$problem = masthead_rule_problem( $rule, $value[ $name ], $where, $optional );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

function masthead_problem_at( string $path, string $problem ): string {
	return '' === $path ? $problem : "{$path} {$problem}";
}

/** The problem of one value under one rule, or null. An optional link address left empty is no link (zod takes it). */
function masthead_rule_problem( $rule, $value, string $path, bool $optional = false ): ?string {
	if ( is_array( $rule ) ) {
		if ( isset( $rule['object'] ) ) {
			return masthead_object_problem( $rule['object'], $value, $path );
		}
		if ( isset( $rule['enum'] ) ) {
			return in_array( $value, $rule['enum'], true ) ? null : masthead_problem_at( $path, __( 'must be one of ', 'masthead-content' ) . implode( ', ', $rule['enum'] ) );
		}
		return masthead_list_problem( $rule, $value, $path );
	}
	if ( 'positive' === $rule ) {
		$whole = is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value );
		return $whole && $value > 0 ? null : masthead_problem_at( $path, __( 'must be a whole number above 0', 'masthead-content' ) );
	}
	if ( ! is_string( $value ) ) {
		return masthead_problem_at( $path, __( 'must be text', 'masthead-content' ) );
	}
	if ( $optional && '' === $value && 'href' === $rule ) {
		return null;
	}
	$problem = masthead_text_problem( $rule, $value );
	return null === $problem ? null : masthead_problem_at( $path, $problem );
}

/** The problem of a list: not a list, too short, too long, or its first bad item. */
function masthead_list_problem( array $rule, $value, string $path ): ?string {
	if ( ! is_array( $value ) || ( array() !== $value && array_keys( $value ) !== range( 0, count( $value ) - 1 ) ) ) {
		return masthead_problem_at( $path, __( 'must be a list', 'masthead-content' ) );
	}
	if ( isset( $rule['min'] ) && count( $value ) < $rule['min'] ) {
		/* translators: %d: how many items a list needs */
		return masthead_problem_at( $path, sprintf( _n( 'needs at least %d item', 'needs at least %d items', $rule['min'], 'masthead-content' ), $rule['min'] ) );
	}
	if ( isset( $rule['max'] ) && count( $value ) > $rule['max'] ) {
		/* translators: %d: how many items a list may hold */
		return masthead_problem_at( $path, sprintf( __( 'may hold at most %d items', 'masthead-content' ), $rule['max'] ) );
	}
	foreach ( $value as $index => $item ) {
		$problem = masthead_rule_problem( $rule['list'], $item, masthead_field_path( $path, $index ) );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** The problem of a text value under a text rule, or null. */
function masthead_text_problem( string $rule, string $value ): ?string {
	switch ( $rule ) {
		case 'href':
			return masthead_is_safe_href( $value ) ? null : __( 'must be a site path (/about/) or an http(s), mailto: or tel: address', 'masthead-content' );
		case 'media':
			return masthead_is_image_src( $value ) ? null : __( 'must be an image from the media library (/media/…) or an http(s) address', 'masthead-content' );
		case 'colour':
			return 1 === preg_match( '/^#[0-9a-fA-F]{6}$/D', $value ) ? null : __( 'must be a colour as #rrggbb', 'masthead-content' );
		case 'anchor':
			return 1 === preg_match( '/^[a-z0-9-]+$/D', $value ) ? null : __( 'may hold only a-z, 0-9 and hyphens', 'masthead-content' );
		case 'date':
			return 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/D', $value ) ? null : __( 'must be a date (YYYY-MM-DD)', 'masthead-content' );
		case 'job-id':
			return 1 === preg_match( '/^[a-z0-9-]{1,64}$/D', $value ) ? null : __( 'may hold only a-z, 0-9 and hyphens (at most 64)', 'masthead-content' );
		case 'icon':
			return in_array( $value, MASTHEAD_ICON_NAMES, true ) ? null : __( 'must be a network the site has an icon for', 'masthead-content' );
	}
	return null;
}

/**
 * safeHref() of app/routing/link-safety.ts: a site path (never `//host` or `/\host`), a fragment or query, or an
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

/** An image's address: a `/media/…` path of the site, or an http(s) address (the site serves CMS media itself). */
function masthead_is_image_src( string $value ): bool {
	if ( 1 === preg_match( '/[\x00-\x20\x7f]/', $value ) ) {
		return false;
	}
	return 1 === preg_match( '#^/media/[^/]#', $value ) || 1 === preg_match( '#^https?://[^/\s]+/#i', $value );
}
