<?php
/**
 * Route entries (contract/route.ts, built like contract/route-entry.ts):
 * a published page or post with its title, tags, post data and flags, read
 * from the post and its `_masthead_*` meta (docs/decisions/011-wordpress-back-end.md).
 *
 * @package Masthead
 */

const MASTHEAD_OG_WIDTH  = 1200;
const MASTHEAD_OG_HEIGHT = 630;

/** Whether a meta flag (`_masthead_gone`, `_masthead_internal`, `_masthead_noindex`) is set. */
function masthead_meta_flag( int $post_id, string $key ): bool {
	return '1' === (string) get_post_meta( $post_id, $key, true );
}

/** The ISO date (`2023-11-14`) of a post's publication, in the site's time zone as WordPress stores it. */
function masthead_iso_date( WP_Post $post ): string {
	return substr( (string) $post->post_date, 0, 10 );
}

/** The moment a post went out, in UTC (`2023-11-14T09:00:00Z`): its site-time date read in the site's time zone. */
function masthead_published_moment( WP_Post $post ): ?string {
	$date = get_post_datetime( $post );
	return false === $date ? null : $date->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' );
}

/** The moment a post was last modified, in UTC (`2023-11-14T09:30:00Z`); null when WordPress has none. */
function masthead_modified_moment( WP_Post $post ): ?string {
	$modified = (string) $post->post_modified_gmt;
	return 1 === preg_match( '/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/', $modified, $parts ) && '0000-00-00' !== $parts[1] ? "{$parts[1]}T{$parts[2]}Z" : null;
}

/** The date text of post data (`Tuesday, 14 November 2023`) from an ISO date, in English whatever the locale. */
function masthead_date_text( string $iso ): string {
	$date = DateTimeImmutable::createFromFormat( '!Y-m-d', $iso, new DateTimeZone( 'UTC' ) );
	if ( false === $date ) {
		$date = new DateTimeImmutable( '1970-01-01', new DateTimeZone( 'UTC' ) );
	}
	return $date->format( 'l, d F Y' );
}

/** The canonical path of a duplicate (`_masthead_canonical_path`), or null. */
function masthead_canonical_path( int $post_id ): ?string {
	$path = (string) get_post_meta( $post_id, '_masthead_canonical_path', true );
	return '' !== $path && '/' === $path[0] ? $path : null;
}

/** The news category of a post: its first category's name, WordPress's "Uncategorized" aside. */
function masthead_category_of( WP_Post $post ): ?string {
	if ( 'post' !== $post->post_type ) {
		return null;
	}
	$terms = get_the_terms( $post, 'category' );
	if ( ! is_array( $terms ) ) {
		return null;
	}
	foreach ( $terms as $term ) {
		if ( 'uncategorized' !== $term->slug ) {
			return html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
	}
	return null;
}

/** Breadcrumbs from `_masthead_breadcrumbs` (a JSON list of `{title, slug}`); empty when none. */
function masthead_breadcrumbs( int $post_id ): array {
	$list = json_decode( (string) get_post_meta( $post_id, '_masthead_breadcrumbs', true ), true );
	if ( ! is_array( $list ) ) {
		return array();
	}
	$crumbs = array();
	foreach ( $list as $crumb ) {
		if ( is_array( $crumb ) && isset( $crumb['title'], $crumb['slug'] ) && is_string( $crumb['title'] ) && is_string( $crumb['slug'] ) ) {
			$crumbs[] = array(
				'title' => $crumb['title'],
				'slug'  => $crumb['slug'],
			);
		}
	}
	return $crumbs;
}

/**
 * The social image as the contract's list, or null: `_masthead_og_image` (a `/media/…` path, taken as 1200×630),
 * else the featured image's card at its real size (featured-image.php).
 */
function masthead_og_images( int $post_id ): ?array {
	$src   = trim( (string) get_post_meta( $post_id, '_masthead_og_image', true ) );
	$image = '' !== $src ? array(
		'path'   => $src,
		'width'  => MASTHEAD_OG_WIDTH,
		'height' => MASTHEAD_OG_HEIGHT,
	) : ( function_exists( 'masthead_featured_social_image' ) ? masthead_featured_social_image( $post_id ) : null );
	if ( null === $image ) {
		return null;
	}
	return array(
		array(
			'ogImage'       => $image['path'],
			'ogImageWidth'  => $image['width'],
			'ogImageHeight' => $image['height'],
		),
	);
}

/** Longest automatic summary, in characters: what search engines show of a description. */
const MASTHEAD_SUMMARY_MAX = 155;

/**
 * What pages say of themselves when their editors wrote no excerpt (most posts of a found WordPress have none): the
 * start of the text readers are shown, as search stores it (search.php: hidden blocks out, shortcodes run, patterns
 * in), cut at a word within MASTHEAD_SUMMARY_MAX characters, as WordPress and the SEO plugins make one. By post id,
 * in one read for a page of routes; a post search has no row for yet has none.
 *
 * @param int[] $ids Post ids.
 * @return array<int, string>
 */
function masthead_summaries( array $ids ): array {
	global $wpdb;
	$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
	if ( array() === $ids || ! function_exists( 'masthead_search_table' ) ) {
		return array();
	}
	$table = masthead_search_table();
	$in    = implode( ',', $ids );
	// The start of each body is enough: a long read's text is tens of kilobytes.
	$rows      = $wpdb->get_results( "SELECT post_id, LEFT(body, 600) AS start FROM {$table} WHERE post_id IN ({$in})", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
	$summaries = array();
	foreach ( (array) $rows as $row ) {
		$summaries[ (int) $row['post_id'] ] = masthead_summary_of( (string) $row['start'] );
	}
	return $summaries;
}

/** Plain text cut at a word within MASTHEAD_SUMMARY_MAX characters, with an ellipsis when cut. */
function masthead_summary_of( string $text ): string {
	// Search's text has a space wherever a tag was: none before punctuation ("who we are.", not "who we are .").
	$text = trim( (string) preg_replace( array( '/\s+/u', '/ ([.,;:!?])/u' ), array( ' ', '$1' ), $text ) );
	if ( mb_strlen( $text, 'UTF-8' ) <= MASTHEAD_SUMMARY_MAX ) {
		return $text;
	}
	$cut = mb_substr( $text, 0, MASTHEAD_SUMMARY_MAX, 'UTF-8' );
	$end = mb_strrpos( $cut, ' ', 0, 'UTF-8' );
	return rtrim( false === $end || $end < MASTHEAD_SUMMARY_MAX / 2 ? $cut : mb_substr( $cut, 0, $end, 'UTF-8' ), ' ,;:.-' ) . '…';
}

/**
 * The route entry of a published page or post at `$path`. `$summary`: its automatic summary when the caller read it
 * with others (masthead_listed_routes), else it is read here when the post has no excerpt.
 */
function masthead_route_entry( WP_Post $post, string $path, ?string $summary = null ): array {
	$id        = (int) $post->ID;
	$article   = 'post' === $post->post_type;
	$title     = (string) $post->post_title;
	$excerpt   = trim( (string) $post->post_excerpt );
	$excerpt   = '' !== $excerpt ? $excerpt : ( $summary ?? ( masthead_summaries( array( $id ) )[ $id ] ?? '' ) );
	$canonical = masthead_canonical_path( $id );
	$layout    = (string) get_post_meta( $id, '_masthead_layout', true );
	$tags      = array(
		'robots'        => masthead_meta_flag( $id, '_masthead_noindex' ) ? 'noindex, nofollow' : 'index, follow',
		'ogTitle'       => $title,
		'twitterTitle'  => $title,
		'description'   => $excerpt,
		'ogDescription' => $excerpt,
		'ogType'        => $article ? 'article' : 'website',
		'ogUrl'         => masthead_site_origin() . ( null === $canonical ? $path : $canonical ),
	);
	$images    = masthead_og_images( $id );
	if ( null !== $images ) {
		$tags['ogImageFb']       = $images;
		$tags['ogImageLinkedin'] = $images;
	}
	$meta   = array(
		'template'  => 'default',
		'layout'    => 'minimal' === $layout ? 'minimal' : 'default',
		'title'     => $title,
		'tags'      => $tags,
		'post_data' => array_filter(
			array(
				'published_date' => masthead_date_text( masthead_iso_date( $post ) ),
				'published'      => masthead_published_moment( $post ),
				'modified'       => masthead_modified_moment( $post ),
				'post_type'      => $article ? 'post' : 'page',
				'has_parent'     => 0 !== (int) $post->post_parent,
			),
			static fn( $value ) => null !== $value
		),
	);
	$crumbs = masthead_breadcrumbs( $id );
	if ( array() !== $crumbs ) {
		$meta['breadcrumbs'] = $crumbs;
	}
	if ( masthead_meta_flag( $id, '_masthead_internal' ) ) {
		$meta['internal'] = true;
	}
	if ( masthead_meta_flag( $id, '_masthead_gone' ) ) {
		$meta['gone'] = true;
	}
	$category = masthead_category_of( $post );
	if ( null !== $category ) {
		$meta['category'] = $category;
	}
	if ( null !== $canonical ) {
		$meta['canonical_path'] = $canonical;
	}
	$meta = masthead_apply_seo_fields( $meta, $post, $path );
	return array(
		'name'      => masthead_name_of_path( $path ),
		'path'      => $path,
		'component' => 'PageView',
		'meta'      => $meta,
	);
}

/** The entry of page `$page` (2 or more) of the news index, made from the entry of `/news/` as the reference CMS does. */
function masthead_news_page_entry( array $index, int $page ): array {
	$path                                = "/news/page-{$page}/";
	$title                               = $index['meta']['title'] . ': page ' . $page;
	$entry                               = $index;
	$entry['name']                       = 'news-page-' . $page;
	$entry['path']                       = $path;
	$entry['meta']['title']              = $title;
	$entry['meta']['tags']['ogTitle']    = $title;
	$entry['meta']['tags']['twitterTitle'] = $title;
	$entry['meta']['tags']['ogUrl']      = preg_replace( '#/news/$#', $path, $index['meta']['tags']['ogUrl'] );
	$entry['meta']['post_data']['has_parent'] = true;
	// The SEO team's document title names the index's first page (seo-fields.php): later pages keep the site's format.
	unset( $entry['meta']['tags']['title'] );
	$entry['meta']['breadcrumbs']        = array(
		array(
			'title' => $index['meta']['title'],
			'slug'  => 'news',
		),
		array(
			'title' => 'Page ' . $page,
			'slug'  => 'page-' . $page,
		),
	);
	return $entry;
}
