<?php
/**
 * What a change names in the purge webhook, worked out like the reference CMS (cms/server/publish-scope.ts):
 * from how each touched post stood before the change and after it. A state is a plain array:
 * `kind` (page, job, redirect), `live`, the fields its lists depend on, and `print`, a fingerprint of
 * everything readers see, so a save that changes nothing names nothing.
 *
 * @package Masthead
 */

// The sizes, windows, post types and purge vocabulary are the contract's (contract/news-pages.ts, contract/tags.ts).
require_once __DIR__ . '/generated/contract.php';

/**
 * How a post stands, as readers see it; null for a post type readers never see.
 *
 * @param WP_Post     $post   The post as stored now.
 * @param string|null $status The status to read it with instead of its own (the old status of a transition).
 * @param array       $as_was Statuses of ancestors to read instead of their own, by id (a parent mid-transition).
 */
function masthead_purge_state( WP_Post $post, ?string $status = null, array $as_was = array() ): ?array {
	$status = null === $status ? $post->post_status : $status;
	// Public as the listings count it (masthead_is_public): published without a password.
	$live = 'publish' === $status && '' === $post->post_password;
	if ( in_array( $post->post_type, MASTHEAD_PAGE_TYPES, true ) ) {
		// Visible as the listings count it (masthead_is_visible): every ancestor public too, so hiding a parent
		// changes its descendants' state and the purge names their pages.
		$live = $live && masthead_purge_ancestors_public( $post, $as_was );
		$path = $live ? masthead_purge_live_path( $post, $status !== $post->post_status ) : null;
		$live = null !== $path;
		$meta = masthead_purge_own_meta( $post->ID );
		return array(
			'kind'     => 'page',
			'live'     => $live,
			'path'     => $path,
			'title'    => $post->post_title,
			'internal' => $live && '1' === (string) ( $meta['_masthead_internal'] ?? '' ),
			'news_at'  => $live ? masthead_news_position( $post->ID ) : null,
			'iso'      => substr( (string) $post->post_date, 0, 10 ),
			'brands'   => masthead_brands_of( $post ),
			'category' => masthead_purge_category( $post ),
			'print'    => masthead_purge_print( $post, $path, $meta, masthead_purge_category( $post ) . '|' . implode( ',', masthead_brands_of( $post ) ) ),
		);
	}
	if ( 'masthead_job' === $post->post_type ) {
		return array(
			'kind'  => 'job',
			'live'  => $live,
			'id'    => $post->post_name,
			'print' => masthead_purge_print( $post, $post->post_name, masthead_purge_own_meta( $post->ID ), '' ),
		);
	}
	if ( 'masthead_redirect' === $post->post_type ) {
		return array(
			'kind'   => 'redirect',
			'live'   => $live,
			'source' => $post->post_title,
			'print'  => masthead_purge_print( $post, $post->post_title, masthead_purge_own_meta( $post->ID ), '' ),
		);
	}
	return null;
}

/** Whether every ancestor of the post is published without a password (`$as_was`: statuses to read instead, by id). */
function masthead_purge_ancestors_public( WP_Post $post, array $as_was ): bool {
	foreach ( get_post_ancestors( $post ) as $ancestor_id ) {
		$ancestor = get_post( (int) $ancestor_id );
		if ( ! $ancestor instanceof WP_Post ) {
			return false;
		}
		$status = $as_was[ $ancestor->ID ] ?? $ancestor->post_status;
		if ( 'publish' !== $status || '' !== $ancestor->post_password ) {
			return false;
		}
	}
	return true;
}

/**
 * The path a published page or post lives at. Read as it was when published (a transition already written):
 * the path remembered at its last publish, since a draft's own path may be gone (`/?p=ID`).
 */
function masthead_purge_live_path( WP_Post $post, bool $as_it_was ): ?string {
	$remembered = (string) get_post_meta( $post->ID, '_masthead_published_path', true );
	if ( $as_it_was && '' !== $remembered ) {
		return $remembered;
	}
	return masthead_path_of( $post );
}

/** The post's `_masthead_*` and SEO plugins' meta (the bookkeeping key aside), single values. */
function masthead_purge_own_meta( int $post_id ): array {
	$meta = array();
	foreach ( get_post_meta( $post_id ) as $key => $values ) {
		if ( ( 0 === strpos( (string) $key, '_masthead_' ) && '_masthead_published_path' !== $key ) || masthead_is_seo_meta( (string) $key ) ) {
			$meta[ $key ] = is_array( $values ) ? (string) reset( $values ) : (string) $values;
		}
	}
	ksort( $meta );
	return $meta;
}

/** The first category's name of a post (meta.category), '' for none. */
function masthead_purge_category( WP_Post $post ): string {
	if ( 'post' !== $post->post_type ) {
		return '';
	}
	$terms = get_the_terms( $post, 'category' );
	return is_array( $terms ) && $terms ? (string) $terms[0]->name : '';
}

/** A fingerprint of what readers see of a post: its fields, where it lives, its meta and category. */
function masthead_purge_print( WP_Post $post, ?string $where, array $meta, string $category ): string {
	return md5(
		(string) wp_json_encode(
			array(
				$where,
				$post->post_title,
				$post->post_content,
				$post->post_excerpt,
				$post->post_name,
				$post->post_date,
				(int) $post->post_parent,
				(int) $post->menu_order,
				$meta,
				$category,
			)
		)
	);
}

/** Whether a change between two states is one readers can see (a post that was never live changes nothing). */
function masthead_purge_visible( ?array $before, ?array $after ): bool {
	$was = $before && $before['live'];
	$is  = $after && $after['live'];
	if ( ! $was && ! $is ) {
		return false;
	}
	return $was !== $is || $before['print'] !== $after['print'];
}

/**
 * Paths and tags of one post's change, from its state before and after (either null: it did not exist).
 *
 * @param array $context `news_lists` and `jobs_lists` (paths of pages showing those lists, a callable each, read
 *                       once) and `today` (Y-m-d, UTC).
 * @return array{paths: string[], tags: string[]}
 */
function masthead_purge_change_scope( ?array $before, ?array $after, array $context ): array {
	if ( ! masthead_purge_visible( $before, $after ) ) {
		return array(
			'paths' => array(),
			'tags'  => array(),
		);
	}
	$kind = $after ? $after['kind'] : $before['kind'];
	$live = array_values( array_filter( array( $before, $after ), static fn( $state ) => $state && $state['live'] ) );
	if ( 'job' === $kind ) {
		return masthead_purge_job_scope( array_unique( array_column( $live, 'id' ) ), $context['jobs_lists']() );
	}
	if ( 'redirect' === $kind ) {
		$tags = array();
		foreach ( array_unique( array_column( $live, 'source' ) ) as $source ) {
			$tags[] = 'lookup:' . $source;
		}
		return array(
			'paths' => array(),
			'tags'  => $tags,
		);
	}
	$scope = masthead_purge_page_scope( $live, $context );
	return array(
		'paths' => array_values( array_unique( $scope['paths'] ) ),
		'tags'  => array_values( array_unique( $scope['tags'] ) ),
	);
}

/** pageChangeScope of the reference CMS, over the live states of one page (two when its path changed). */
function masthead_purge_page_scope( array $live, array $context ): array {
	$paths = array( '/sitemap.xml' );
	$tags  = array( 'seo:sitemap', 'list:routes' );
	foreach ( $live as $state ) {
		$paths[] = $state['path'];
		$tags[]  = 'page:' . $state['path'];
		$tags[]  = 'lookup:' . $state['path'];
	}
	$positions = array_values( array_filter( array_column( $live, 'news_at' ), 'is_int' ) );
	if ( $positions ) {
		array_push( $tags, 'list:news', 'list:home' );
		foreach ( $positions as $at ) {
			$page    = masthead_news_page_path( intdiv( $at, MASTHEAD_NEWS_PAGE_SIZE ) + 1 );
			$paths[] = $page;
			$tags[]  = 'page:' . $page;
		}
		foreach ( $context['news_lists']() as $listing ) {
			$paths[] = $listing;
			$tags[]  = 'page:' . $listing;
		}
		// The lists and feeds of the brands it names, before and after, and of each brand and its type.
		foreach ( $live as $state ) {
			if ( null === $state['news_at'] ) {
				continue;
			}
			$type = array_search( $state['category'], MASTHEAD_NEWS_TYPES, true );
			foreach ( $state['brands'] as $brand ) {
				$tags[] = 'news-brand:' . $brand;
				foreach ( false === $type ? array( '' ) : array( '', $type . '/' ) as $under ) {
					$list = '/news/' . $brand . '/' . $under;
					array_push( $paths, $list, $list . 'feed.xml' );
					$tags[] = 'page:' . $list;
				}
			}
		}
		if ( min( $positions ) < MASTHEAD_FEED_SIZE ) {
			$paths[] = '/news/feed.xml';
			$tags[]  = 'seo:feed';
		}
		foreach ( $live as $state ) {
			if ( null !== $state['news_at'] && masthead_purge_is_recent( $state['iso'], $context['today'] ) ) {
				$paths[] = '/news-sitemap.xml';
				$tags[]  = 'seo:news-sitemap';
			}
		}
	}
	if ( in_array( true, array_column( $live, 'internal' ), true ) ) {
		$paths[] = '/robots.txt';
		$tags[]  = 'seo:robots';
	}
	return array(
		'paths' => $paths,
		'tags'  => $tags,
	);
}

/** jobChangeScope of the reference CMS, for each id the job had while open. */
function masthead_purge_job_scope( array $ids, array $listings ): array {
	$paths = $listings;
	$tags  = array( 'jobs' );
	foreach ( $ids as $id ) {
		$paths[] = '/jobs/' . $id;
		array_push( $tags, 'job:' . $id, 'page:/jobs/' . $id );
	}
	foreach ( $listings as $listing ) {
		$tags[] = 'page:' . $listing;
	}
	return array(
		'paths' => $paths,
		'tags'  => $tags,
	);
}

/** Whether an article dated `$iso` is in the news sitemap's window (two days from 00:00 UTC of its date). */
function masthead_purge_is_recent( string $iso, string $today ): bool {
	$date = strtotime( $iso . 'T00:00:00Z' );
	return false !== $date && strtotime( $today . 'T00:00:00Z' ) - $date <= MASTHEAD_NEWS_SITEMAP_SECONDS;
}

/** Paths of the published pages whose content holds a block (`masthead/news-list`, `masthead/jobs-list`). */
function masthead_purge_pages_with_block( string $block ): array {
	global $wpdb;
	$ids   = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND post_content LIKE %s",
			'%' . $wpdb->esc_like( "<!-- wp:{$block} " ) . '%'
		)
	);
	$paths = array();
	foreach ( $ids as $id ) {
		$post = get_post( (int) $id );
		$path = $post ? masthead_path_of( $post ) : null;
		if ( null !== $path ) {
			$paths[] = $path;
		}
	}
	return $paths;
}

/** Ids of the published pages below a page, at any depth (their paths follow its path). */
function masthead_purge_descendants( int $page_id ): array {
	global $wpdb;
	$children = array();
	foreach ( $wpdb->get_results( "SELECT ID, post_parent FROM {$wpdb->posts} WHERE post_type = 'page' AND post_status = 'publish' AND post_parent <> 0" ) as $row ) {
		$children[ (int) $row->post_parent ][] = (int) $row->ID;
	}
	$found = array();
	$queue = array( $page_id );
	while ( $queue ) {
		foreach ( $children[ array_shift( $queue ) ] ?? array() as $child ) {
			if ( ! isset( $found[ $child ] ) && $child !== $page_id ) {
				$found[ $child ] = true;
				$queue[]         = $child;
			}
		}
	}
	return array_keys( $found );
}

/** Whether a path is one the site accepts in a purge body (PurgeBodySchema's path pattern). */
function masthead_purge_is_path( string $path ): bool {
	return strlen( $path ) <= MASTHEAD_PURGE_PATH_MAX && 1 === preg_match( MASTHEAD_PURGE_PATH, $path );
}

/** Whether a tag is one of the site's vocabulary (isTag in contract/tags.ts). */
function masthead_purge_is_tag( string $tag ): bool {
	if ( in_array( $tag, MASTHEAD_PURGE_FIXED_TAGS, true ) ) {
		return true;
	}
	$colon = strpos( $tag, ':' );
	if ( false === $colon || strlen( $tag ) > MASTHEAD_PURGE_TAG_MAX ) {
		return false;
	}
	$kind  = substr( $tag, 0, $colon );
	$value = substr( $tag, $colon + 1 );
	if ( 'page' === $kind || 'lookup' === $kind ) {
		return masthead_purge_is_path( $value );
	}
	if ( 'pattern' === $kind ) {
		return 1 === preg_match( '/^[1-9]\d{0,18}$/D', $value );
	}
	if ( 'news-brand' === $kind ) {
		return 1 === preg_match( MASTHEAD_BRAND_SLUG, $value );
	}
	return 'job' === $kind && 1 === preg_match( MASTHEAD_JOB_ID, $value );
}

/**
 * The union of purge bodies: `null` is "everything" and wins; names the site would refuse are left out
 * (it could not serve them either), and more than the site takes becomes "everything".
 *
 * @param array<array{paths: string[], tags: string[]}|null> $bodies Bodies to join.
 * @return array{paths: string[], tags: string[]}|null
 */
function masthead_purge_union( array $bodies ): ?array {
	$paths = array();
	$tags  = array();
	foreach ( $bodies as $body ) {
		if ( null === $body ) {
			return null;
		}
		foreach ( $body['paths'] ?? array() as $path ) {
			if ( is_string( $path ) && masthead_purge_is_path( $path ) ) {
				$paths[ $path ] = true;
			}
		}
		foreach ( $body['tags'] ?? array() as $tag ) {
			if ( is_string( $tag ) && masthead_purge_is_tag( $tag ) ) {
				$tags[ $tag ] = true;
			}
		}
	}
	if ( count( $paths ) > MASTHEAD_PURGE_MAX_ENTRIES || count( $tags ) > MASTHEAD_PURGE_MAX_ENTRIES ) {
		return null;
	}
	return array(
		'paths' => array_keys( $paths ),
		'tags'  => array_keys( $tags ),
	);
}
