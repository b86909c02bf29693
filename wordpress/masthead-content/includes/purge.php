<?php
/**
 * The purge webhook's collector: during one PHP request it notes every change readers can see (posts, pages,
 * jobs and redirects with their `_masthead_*` meta; synced patterns; menus; the tagline and legal line), taking each post's
 * state before WordPress writes it; at `shutdown` it works out the state after (listings synced first), and
 * sends ONE signed call with the union of what changed (purge-scope.php, purge-send.php).
 *
 * Nothing is collected or sent while MASTHEAD_PURGE_SECRET is empty or MASTHEAD_SUPPRESS_PURGE is true (the
 * importer, which then calls masthead_purge_everything()).
 *
 * @package Masthead
 */

require_once __DIR__ . '/purge-scope.php';
require_once __DIR__ . '/purge-send.php';
require_once __DIR__ . '/live-status.php';

/** What one request changed: each touched post's state before the change, and the site-wide changes. */
final class Masthead_Purge_Batch {
	/**
	 * Post id → its state before the request changed it (null: it did not exist, or readers never saw it).
	 *
	 * @var array<int, array|null>
	 */
	public $before = array();
	/**
	 * Posts changed in ways their fingerprint does not see before the change (terms set after the fact).
	 *
	 * @var array<int, true>
	 */
	public $forced = array();
	/** Menus or settings changed. @var bool */
	public $site = false;
	/** Something changed every page (permalinks). @var bool */
	public $everything = false;
	/** Tags named outright (synced patterns, the Redirection plugin's rules). @var string[] */
	public $tags = array();
}

masthead_purge_listen( new Masthead_Purge_Batch() );

/** Whether changes are sent at all. */
function masthead_purge_enabled(): bool {
	return '' !== masthead_purge_secret() && ! ( defined( 'MASTHEAD_SUPPRESS_PURGE' ) && MASTHEAD_SUPPRESS_PURGE );
}

/** Registers the hooks that fill `$batch`, and the one that sends it at shutdown. */
function masthead_purge_listen( Masthead_Purge_Batch $batch ) {
	$touch = static function ( $post_id ) use ( $batch ) {
		masthead_purge_touch( $batch, (int) $post_id );
	};
	// Before WordPress writes: updates, trash, restore, deletion.
	foreach ( array( 'pre_post_update', 'wp_trash_post', 'untrash_post', 'before_delete_post' ) as $hook ) {
		add_action( $hook, $touch, 0 );
	}
	// After the row is written, with the old status: publishing without an update (WP-Cron's scheduled posts), new posts.
	add_action(
		'transition_post_status',
		static function ( $new_status, $old_status, $post ) use ( $batch ) {
			masthead_purge_touch( $batch, (int) $post->ID, (string) $old_status );
		},
		0,
		3
	);
	// Synced patterns: every page drawing one carries its tag (nodes/patterns.php). One published again (restored
	// from the bin) is in no page's nodes as the site holds them, so only everything reaches the pages naming it.
	$pattern = static function ( $new_status, $old_status, $post ) use ( $batch ) {
		if ( ! $post instanceof WP_Post || 'wp_block' !== $post->post_type || ! masthead_purge_enabled() ) {
			return;
		}
		if ( 'publish' === $new_status && ! in_array( $old_status, array( 'publish', 'new', 'auto-draft' ), true ) ) {
			$batch->everything = true;
		} elseif ( 'publish' === $new_status || 'publish' === $old_status ) {
			$batch->tags[] = 'pattern:' . $post->ID;
		}
	};
	add_action( 'transition_post_status', $pattern, 0, 3 );
	add_action( 'before_delete_post', static fn( $post_id ) => $pattern( 'deleted', get_post_status( $post_id ), get_post( $post_id ) ), 0 );
	// Categories are written after the post (no hook before): a post whose categories really changed is forced.
	add_action(
		'set_object_terms',
		static function ( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) use ( $batch, $touch ) {
			$new = array_map( 'intval', (array) $tt_ids );
			$old = array_map( 'intval', (array) $old_tt_ids );
			sort( $new );
			sort( $old );
			if ( 'category' === $taxonomy && $new !== $old ) {
				$touch( $object_id );
				$batch->forced[ (int) $object_id ] = true;
			}
		},
		0,
		6
	);
	// Meta, before it is written.
	$meta = static function ( $object_id, $key ) use ( $batch, $touch ) {
		if ( 0 === strpos( (string) $key, '_menu_item_' ) ) {
			$batch->site = masthead_purge_enabled() || $batch->site;
		} elseif ( ( 0 === strpos( (string) $key, '_masthead_' ) && ! in_array( $key, array( '_masthead_published_path', MASTHEAD_LIVE_META ), true ) ) || masthead_is_seo_meta( (string) $key ) ) {
			$touch( $object_id );
		}
	};
	add_action( 'add_post_meta', static fn( $object_id, $key ) => $meta( $object_id, $key ), 0, 2 );
	add_action( 'update_post_meta', static fn( $meta_id, $object_id, $key ) => $meta( $object_id, $key ), 0, 3 );
	add_action( 'delete_post_meta', static fn( $meta_ids, $object_id, $key ) => $meta( $object_id, $key ), 0, 3 );
	// Menus and settings: the `site` tag.
	$site = static function () use ( $batch ) {
		$batch->site = masthead_purge_enabled() || $batch->site;
	};
	foreach ( array( 'wp_create_nav_menu', 'wp_update_nav_menu', 'wp_delete_nav_menu', 'wp_add_nav_menu_item', 'wp_update_nav_menu_item' ) as $hook ) {
		add_action( $hook, $site );
	}
	add_action(
		'update_option',
		static function ( $option, $old_value, $value ) use ( $batch, $touch ) {
			masthead_purge_option_changing( $batch, $touch, (string) $option, $old_value, $value );
		},
		0,
		3
	);
	foreach ( array( 'added_option', 'deleted_option' ) as $hook ) {
		add_action(
			$hook,
			static function ( $option ) use ( $batch, $touch ) {
				masthead_purge_option_changing( $batch, $touch, (string) $option, null, null );
			},
			0
		);
	}
	// The Redirection plugin's rules, when it is active and saves one (redirection-rules.php).
	$rules = static function ( ...$items ) use ( $batch ) {
		if ( ! masthead_purge_enabled() ) {
			return;
		}
		foreach ( $items as $item ) {
			$tags = masthead_redirection_purge_tags( $item );
			if ( null === $tags ) {
				$batch->everything = true;
			} else {
				$batch->tags = array_merge( $batch->tags, $tags );
			}
		}
		add_action( 'shutdown', 'masthead_redirection_remember', 30 );
	};
	add_action( 'redirection_redirect_updated', $rules, 10, 2 );
	add_action( 'redirection_redirect_deleted', $rules, 10, 1 );
	add_action(
		'shutdown',
		static function () use ( $batch ) {
			masthead_purge_finish( $batch, gmdate( 'Y-m-d', masthead_now() ) );
		},
		20
	);
}

/**
 * Notes a post before it changes: its state now (read with `$old_status` when the row is already written), and
 * for a page the state of every page below it, whose paths follow its path. The first note of a request wins.
 */
function masthead_purge_touch( Masthead_Purge_Batch $batch, int $post_id, ?string $old_status = null ) {
	// get_post( 0 ) would be the global post: an id of 0 (no front page) is no post.
	if ( $post_id <= 0 || array_key_exists( $post_id, $batch->before ) || ! masthead_purge_enabled() ) {
		return;
	}
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post ) {
		return;
	}
	if ( 'nav_menu_item' === $post->post_type ) {
		$batch->site = true;
		return;
	}
	if ( ! in_array( $post->post_type, array( 'post', 'page', 'masthead_job', 'masthead_redirect' ), true ) ) {
		return;
	}
	$batch->before[ $post_id ] = masthead_purge_state( $post, $old_status );
	if ( 'page' === $post->post_type ) {
		foreach ( masthead_purge_descendants( $post_id ) as $child ) {
			if ( ! array_key_exists( $child, $batch->before ) ) {
				$child_post              = get_post( $child );
				// As it stood before this change: the page's own status read as it was (a transition already written).
				$as_was                  = null === $old_status ? array() : array( $post_id => $old_status );
				$batch->before[ $child ] = $child_post ? masthead_purge_state( $child_post, null, $as_was ) : null;
			}
		}
	}
}

/** Options that change what readers see: settings (`site`), the front page (two pages move), permalinks (everything). */
function masthead_purge_option_changing( Masthead_Purge_Batch $batch, callable $touch, string $option, $old_value, $value ) {
	if ( ! masthead_purge_enabled() ) {
		return;
	}
	if ( in_array( $option, array( 'blogdescription', 'masthead_legal_line' ), true ) || 0 === strpos( $option, 'theme_mods_' ) ) {
		$batch->site = true;
	} elseif ( 'page_on_front' === $option ) {
		$touch( (int) $old_value );
		$touch( (int) $value );
	} elseif ( 'show_on_front' === $option ) {
		$touch( (int) get_option( 'page_on_front' ) );
	} elseif ( 'permalink_structure' === $option ) {
		$batch->everything = true;
	}
}

/**
 * At shutdown: syncs the listings of every touched post, reads each one's state after the change, remembers
 * the path of every published page (`_masthead_published_path`), and sends one call for all of it.
 *
 * @return array|null The record of the call, or null when nothing readers see changed.
 */
function masthead_purge_finish( Masthead_Purge_Batch $batch, string $today ): ?array {
	if ( ! masthead_purge_enabled() ) {
		return null;
	}
	$body    = masthead_purge_batch_body( $batch, $today );
	$touched = array_keys( $batch->before );
	$batch->before     = array();
	$batch->forced     = array();
	$batch->site       = false;
	$batch->everything = false;
	$batch->tags       = array();
	$record = false === $body ? null : masthead_purge_deliver( array( $body ) );
	// What the editor shows after a save (live-status.php); no record: nothing the site serves changed.
	masthead_live_note( $touched, $record );
	return $record;
}

/**
 * The purge body of a batch: paths and tags, null for everything, false when nothing readers see changed.
 *
 * @return array|null|false
 */
function masthead_purge_batch_body( Masthead_Purge_Batch $batch, string $today ) {
	if ( $batch->everything ) {
		return null;
	}
	$bodies  = array();
	$context = masthead_purge_context( $today );
	foreach ( array_keys( $batch->before ) as $post_id ) {
		masthead_listing_sync( $post_id );
	}
	foreach ( $batch->before as $post_id => $before ) {
		$post  = get_post( $post_id );
		$after = $post instanceof WP_Post ? masthead_purge_state( $post ) : null;
		if ( $after && 'page' === $after['kind'] && $after['live'] && get_post_meta( $post_id, '_masthead_published_path', true ) !== $after['path'] ) {
			update_post_meta( $post_id, '_masthead_published_path', $after['path'] );
		}
		if ( isset( $batch->forced[ $post_id ] ) && $before && $after ) {
			$before['print'] = '';
		}
		$bodies[] = masthead_purge_change_scope( $before, $after, $context );
		$batch->site = $batch->site || masthead_menu_link_changed( $post_id, $before, $after );
	}
	if ( $batch->tags ) {
		$bodies[] = array(
			'paths' => array(),
			'tags'  => $batch->tags,
		);
	}
	if ( $batch->site ) {
		$bodies[] = array(
			'paths' => array(),
			'tags'  => array( 'site' ),
		);
	}
	$body = masthead_purge_union( $bodies );
	return null === $body || $body['paths'] || $body['tags'] ? $body : false;
}

/** What masthead_purge_change_scope() reads besides the two states: today, and the pages showing lists (read once). */
function masthead_purge_context( string $today ): array {
	return array(
		'today'      => $today,
		// A page's news filters count the news as its news lists show it: both change with any news publish.
		'news_lists' => masthead_purge_once( static fn() => array_values( array_unique( array_merge( masthead_purge_pages_with_block( 'masthead/news-list' ), masthead_purge_pages_with_block( 'masthead/news-filters' ) ) ) ) ),
		'jobs_lists' => masthead_purge_once( static fn() => masthead_purge_pages_with_block( 'masthead/jobs-list' ) ),
	);
}

/** A function that computes its value on the first call only. */
function masthead_purge_once( callable $compute ): callable {
	$value = null;
	return static function () use ( $compute, &$value ) {
		if ( null === $value ) {
			$value = $compute();
		}
		return $value;
	};
}
