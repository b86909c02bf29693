<?php
/**
 * The SEO team's fields (issue 56): Yoast SEO's `_yoast_wpseo_*` and Rank Math's `rank_math_*` post meta, read
 * from the database whether or not either plugin is active, become the route entry's head fields (title,
 * description, canonical, robots, Open Graph, Twitter). A field left empty keeps the site's own rule (the
 * specification's title format, `_masthead_noindex`); where both plugins left a field, Yoast's is taken.
 *
 * Replacement variables are resolved here, not in the contract's TypeScript: every value they name is
 * WordPress's (the site name and tagline the SEO team saw in their plugin's snippet preview, the separator
 * option, the primary category, the excerpt), the reference CMS has no such fields, and so the content API
 * carries finished text and the site never sees a template. Unknown variables are removed, never printed.
 *
 * @package Masthead
 */

/** Meta keys whose change alters a page's head or its place in the sitemaps (listing.php, purge.php watch them). */
const MASTHEAD_SEO_ROBOTS_META = array(
	'_yoast_wpseo_meta-robots-noindex',
	'_yoast_wpseo_meta-robots-nofollow',
	'_yoast_wpseo_canonical',
	'rank_math_robots',
	'rank_math_canonical_url',
);

/** Whether a meta key is one of the SEO plugins' post fields. */
function masthead_is_seo_meta( string $key ): bool {
	return 0 === strpos( $key, '_yoast_wpseo_' ) || 0 === strpos( $key, 'rank_math_' );
}

/**
 * The SEO plugins' fields a post carries, by name, read-only in REST's edit context (`masthead_seo_fields`): what
 * `npm run wordpress:audit` reports. Those plugins' meta is not in REST (nor, with the plugin gone, registered at
 * all), and registering it there would also let anyone who edits a post write it.
 */
function masthead_register_seo_fields_field(): void {
	foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $type ) {
		register_rest_field(
			$type,
			'masthead_seo_fields',
			array(
				'get_callback' => static function ( array $post ): array {
					$id   = (int) ( $post['id'] ?? 0 );
					$keys = array_map( 'strval', array_keys( (array) get_post_meta( $id ) ) );
					return array_values( array_filter( $keys, fn( $key ) => masthead_is_seo_meta( $key ) && ! empty( get_post_meta( $id, $key, true ) ) ) );
				},
				'schema'       => array(
					'type'     => 'array',
					'items'    => array( 'type' => 'string' ),
					'context'  => array( 'edit' ),
					'readonly' => true,
				),
			)
		);
	}
}
add_action( 'rest_api_init', 'masthead_register_seo_fields_field' );

/** A post's meta value as trimmed text ('' when absent or not text). */
function masthead_seo_meta( int $post_id, string $key ): string {
	$value = get_post_meta( $post_id, $key, true );
	return is_string( $value ) || is_numeric( $value ) ? trim( (string) $value ) : '';
}

/** Yoast's separator option (`wpseo_titles.separator`, a name such as `sc-dash`) as its character; `-` by default. */
function masthead_yoast_separator(): string {
	$names   = array(
		'sc-dash'   => '-',
		'sc-ndash'  => '–',
		'sc-mdash'  => '—',
		'sc-colon'  => ':',
		'sc-middot' => '·',
		'sc-bull'   => '•',
		'sc-star'   => '*',
		'sc-smstar' => '⋆',
		'sc-pipe'   => '|',
		'sc-tilde'  => '~',
		'sc-laquo'  => '«',
		'sc-raquo'  => '»',
		'sc-lt'     => '<',
		'sc-gt'     => '>',
	);
	$options = get_option( 'wpseo_titles' );
	$name    = is_array( $options ) && isset( $options['separator'] ) ? (string) $options['separator'] : 'sc-dash';
	return $names[ $name ] ?? '-';
}

/** Rank Math's separator option (`rank-math-options-titles.title_separator`); `-` by default. */
function masthead_rank_math_separator(): string {
	$options = get_option( 'rank-math-options-titles' );
	$sep     = is_array( $options ) && isset( $options['title_separator'] ) ? trim( (string) $options['title_separator'] ) : '';
	return '' === $sep ? '-' : html_entity_decode( $sep, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/** The primary category's name (`_yoast_wpseo_primary_category` / `rank_math_primary_category`), else the news category. */
function masthead_seo_primary_category( WP_Post $post ): string {
	foreach ( array( '_yoast_wpseo_primary_category', 'rank_math_primary_category' ) as $key ) {
		$term = get_term( (int) masthead_seo_meta( $post->ID, $key ), 'category' );
		if ( $term instanceof WP_Term ) {
			return html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
	}
	return (string) masthead_category_of( $post );
}

/**
 * The excerpt the variables name: the post's own, else the start of its text (as both plugins make it): the text
 * readers are shown (route-entry.php's summary), or, before search has read the post, its raw content's.
 */
function masthead_seo_excerpt( WP_Post $post ): string {
	$excerpt = trim( (string) $post->post_excerpt );
	$excerpt = '' !== $excerpt ? $excerpt : ( masthead_summaries( array( $post->ID ) )[ (int) $post->ID ] ?? '' );
	if ( '' === $excerpt ) {
		$text    = wp_strip_all_tags( strip_shortcodes( (string) $post->post_content ) );
		$excerpt = trim( wp_html_excerpt( (string) preg_replace( '/\s+/', ' ', $text ), 155 ) );
	}
	return $excerpt;
}

/** The values of the replacement variables both plugins share, by name, for one post. */
function masthead_seo_values( WP_Post $post, string $sep ): array {
	$decode = static fn( string $text ): string => html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$now    = masthead_content_now();
	$terms  = 'post' === $post->post_type ? get_the_terms( $post, 'category' ) : false;
	return array(
		'title'            => (string) $post->post_title,
		'sep'              => $sep,
		'sitename'         => $decode( (string) get_option( 'blogname', '' ) ),
		'sitedesc'         => $decode( (string) get_option( 'blogdescription', '' ) ),
		'excerpt'          => masthead_seo_excerpt( $post ),
		'excerpt_only'     => trim( (string) $post->post_excerpt ),
		// A post here is one page: no "Page 2 of 3".
		'page'             => '',
		'pagenumber'       => '',
		'primary_category' => masthead_seo_primary_category( $post ),
		'category'         => is_array( $terms ) ? implode( ', ', array_map( static fn( $term ) => $decode( $term->name ), $terms ) ) : '',
		'date'             => mysql2date( (string) get_option( 'date_format', 'F j, Y' ), (string) $post->post_date ),
		'modified'         => mysql2date( (string) get_option( 'date_format', 'F j, Y' ), (string) $post->post_modified ),
		'currentyear'      => gmdate( 'Y', $now ),
		'currentmonth'     => gmdate( 'F', $now ),
		'currentday'       => gmdate( 'j', $now ),
		'currentdate'      => gmdate( (string) get_option( 'date_format', 'F j, Y' ), $now ),
		'pt_single'        => 'page' === $post->post_type ? 'Page' : 'Post',
		'name'             => $decode( (string) get_the_author_meta( 'display_name', (int) $post->post_author ) ),
		'id'               => (string) $post->ID,
	);
}

/**
 * A field with its variables replaced: Yoast's `%%name%%` or Rank Math's `%name%` (with or without arguments,
 * `%customfield(x)%`). Unknown variables go; spaces left doubled by them close up.
 */
function masthead_seo_resolve( string $template, array $values, bool $yoast ): string {
	$pattern = $yoast ? '/%%([a-z0-9_-]+)%%/i' : '/%([a-z0-9_]+)(?:\([^()%]*\))?%/i';
	$text    = (string) preg_replace_callback(
		$pattern,
		static fn( array $match ): string => $values[ strtolower( $match[1] ) ] ?? '',
		$template
	);
	return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
}

/** Yoast's and Rank Math's resolved text of one field each (either '' when empty), in that order. */
function masthead_seo_texts( WP_Post $post, string $yoast_key, string $rank_math_key, array $values ): string {
	$yoast = masthead_seo_meta( $post->ID, $yoast_key );
	if ( '' !== $yoast ) {
		$text = masthead_seo_resolve( $yoast, $values['yoast'], true );
		if ( '' !== $text ) {
			return $text;
		}
	}
	$rank_math = masthead_seo_meta( $post->ID, $rank_math_key );
	return '' === $rank_math ? '' : masthead_seo_resolve( $rank_math, $values['rank_math'], false );
}

/**
 * Robots from the fields: `index, follow` style, or null where neither plugin says anything (the site's own
 * `_masthead_noindex` then holds). Yoast's noindex is "1" (noindex), "2" (index) or "0"/"" (the default); its
 * nofollow "1". Rank Math's is a list such as `["noindex", "nofollow"]`.
 */
function masthead_seo_robots( int $post_id, bool $site_noindex ): string {
	$index  = null;
	$follow = null;
	$yoast  = masthead_seo_meta( $post_id, '_yoast_wpseo_meta-robots-noindex' );
	if ( '1' === $yoast || '2' === $yoast ) {
		$index = '2' === $yoast;
	}
	if ( '1' === masthead_seo_meta( $post_id, '_yoast_wpseo_meta-robots-nofollow' ) ) {
		$follow = false;
	}
	$rank_math = maybe_unserialize( get_post_meta( $post_id, 'rank_math_robots', true ) );
	if ( is_array( $rank_math ) ) {
		$rank_math = array_map( 'strval', $rank_math );
		if ( null === $index && ( in_array( 'noindex', $rank_math, true ) || in_array( 'index', $rank_math, true ) ) ) {
			$index = ! in_array( 'noindex', $rank_math, true );
		}
		if ( null === $follow && in_array( 'nofollow', $rank_math, true ) ) {
			$follow = false;
		}
	}
	$index  = $index ?? ! $site_noindex;
	$follow = $follow ?? ! $site_noindex;
	return ( $index ? 'index' : 'noindex' ) . ', ' . ( $follow ? 'follow' : 'nofollow' );
}

/**
 * The path a canonical field names, when it names this site: an address on the site's origin or on WordPress's
 * own home (the plugins fill in the home URL), or a path. Any other host, and the page's own path, give null.
 */
function masthead_seo_canonical_path( int $post_id, string $own_path ): ?string {
	$url = masthead_seo_meta( $post_id, '_yoast_wpseo_canonical' );
	if ( '' === $url ) {
		$url = masthead_seo_meta( $post_id, 'rank_math_canonical_url' );
	}
	if ( '' === $url || strlen( $url ) > MASTHEAD_MAX_PATH ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || ! isset( $parts['path'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
		return null;
	}
	if ( isset( $parts['host'] ) || isset( $parts['scheme'] ) ) {
		$hosts = array( wp_parse_url( masthead_site_origin(), PHP_URL_HOST ), wp_parse_url( home_url( '/' ), PHP_URL_HOST ) );
		if ( ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) || ! in_array( strtolower( (string) ( $parts['host'] ?? '' ) ), array_map( 'strtolower', $hosts ), true ) ) {
			return null;
		}
	}
	$path = trailingslashit( $parts['path'] );
	return masthead_is_site_path( $path ) && '/' === $path[0] && $path !== $own_path ? $path : null;
}

/**
 * A social image field as the contract's image list (the attachment's 1200×630 crop, else its full size), or
 * null: `{field}-id` (Yoast) / `{field}_id` (Rank Math) names the attachment, else the URL is looked up among
 * the uploads. An image from elsewhere has no known size and is left out.
 */
function masthead_seo_image( int $post_id, array $keys ): ?array {
	foreach ( $keys as $key ) {
		$url        = masthead_seo_meta( $post_id, $key );
		$attachment = (int) masthead_seo_meta( $post_id, $key . ( 0 === strpos( $key, '_yoast' ) ? '-id' : '_id' ) );
		if ( $attachment <= 0 && '' !== $url ) {
			$attachment = (int) attachment_url_to_postid( $url );
		}
		$metadata = $attachment > 0 ? wp_get_attachment_metadata( $attachment ) : false;
		if ( ! is_array( $metadata ) || ! isset( $metadata['file'], $metadata['width'], $metadata['height'] ) ) {
			continue;
		}
		$size = $metadata['sizes'][ MASTHEAD_SOCIAL_SIZE ] ?? null;
		if ( is_array( $size ) && isset( $size['file'] ) ) {
			$src    = dirname( '/media/' . $metadata['file'] ) . '/' . $size['file'];
			$width  = (int) $size['width'];
			$height = (int) $size['height'];
		} else {
			$src    = '/media/' . $metadata['file'];
			$width  = (int) $metadata['width'];
			$height = (int) $metadata['height'];
		}
		if ( $width > 0 && $height > 0 ) {
			return array(
				'ogImage'       => $src,
				'ogImageWidth'  => $width,
				'ogImageHeight' => $height,
			);
		}
	}
	return null;
}

/**
 * The route entry's `meta` with the SEO fields applied (`$path`: where the page lives). Fields the plugins left
 * empty keep what the entry had; the document title (`tags.title`) is set only when a title field is.
 */
function masthead_apply_seo_fields( array $meta, WP_Post $post, string $path ): array {
	$id = (int) $post->ID;
	// Most posts carry no SEO field: their meta (one cached read) says so before any variable is worked out.
	if ( array() === array_filter( array_map( 'strval', array_keys( (array) get_post_meta( $id ) ) ), 'masthead_is_seo_meta' ) ) {
		return $meta;
	}
	$values = array(
		'yoast'     => masthead_seo_values( $post, masthead_yoast_separator() ),
		'rank_math' => masthead_seo_values( $post, masthead_rank_math_separator() ),
	);
	$text   = static fn( string $yoast, string $rank_math ): string => masthead_seo_texts( $post, $yoast, $rank_math, $values );
	$tags   = $meta['tags'];

	$title = $text( '_yoast_wpseo_title', 'rank_math_title' );
	if ( '' !== $title ) {
		$tags['title'] = $title;
	}
	$description = $text( '_yoast_wpseo_metadesc', 'rank_math_description' );
	if ( '' !== $description ) {
		$tags['description'] = $description;
	}
	$og_title              = $text( '_yoast_wpseo_opengraph-title', 'rank_math_facebook_title' );
	$tags['ogTitle']       = '' !== $og_title ? $og_title : ( '' !== $title ? $title : $tags['ogTitle'] );
	$og_description        = $text( '_yoast_wpseo_opengraph-description', 'rank_math_facebook_description' );
	$tags['ogDescription'] = '' !== $og_description ? $og_description : $tags['description'];
	$twitter_title         = $text( '_yoast_wpseo_twitter-title', 'rank_math_twitter_title' );
	$tags['twitterTitle']  = '' !== $twitter_title ? $twitter_title : $tags['ogTitle'];
	$twitter_description   = $text( '_yoast_wpseo_twitter-description', 'rank_math_twitter_description' );
	if ( '' !== $twitter_description ) {
		$tags['twitterDescription'] = $twitter_description;
	}
	$tags['robots'] = masthead_seo_robots( $id, masthead_meta_flag( $id, '_masthead_noindex' ) );

	$image = masthead_seo_image( $id, array( '_yoast_wpseo_opengraph-image', 'rank_math_facebook_image' ) );
	if ( null !== $image ) {
		$tags['ogImageFb']       = array( $image );
		$tags['ogImageLinkedin'] = array( $image );
	}
	$twitter_image = masthead_seo_image( $id, array( '_yoast_wpseo_twitter-image', 'rank_math_twitter_image' ) );
	if ( null !== $twitter_image ) {
		$tags['twitterImage'] = $twitter_image['ogImage'];
	}

	// A duplicate's own canonical (`_masthead_canonical_path`) stays; otherwise the SEO field's, on this site only.
	if ( ! isset( $meta['canonical_path'] ) ) {
		$canonical = masthead_seo_canonical_path( $id, $path );
		if ( null !== $canonical ) {
			$meta['canonical_path'] = $canonical;
			$tags['ogUrl']          = masthead_site_origin() . $canonical;
		}
	}
	$meta['tags'] = $tags;
	return $meta;
}

/** The canonical path of a post for the listings: its duplicate's own, else the SEO field's (null: none). */
function masthead_listed_canonical( WP_Post $post, string $path ): ?string {
	return masthead_canonical_path( (int) $post->ID ) ?? masthead_seo_canonical_path( (int) $post->ID, $path );
}
