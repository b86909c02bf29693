<?php
/**
 * The brands a post is about: a `masthead_brand` taxonomy on posts, ticked in the editor's "Brands" panel (a
 * hierarchical taxonomy shows there as checkboxes in the block editor on every supported WordPress, and in the
 * classic editor's box), its terms the contract's brands by slug (MASTHEAD_NEWS_BRANDS), made once when missing.
 * A post's brands are its news item's `brands`, and the news list narrowed to a brand (`/news?brand=`, listing.php)
 * is the site's `/news/{brand}/` list and feed. A post without a brand is in no brand's list.
 *
 * @package Masthead
 */

const MASTHEAD_BRAND_TAXONOMY = 'masthead_brand';

/** Bumped when the contract's brands change: the next request makes the missing terms. */
const MASTHEAD_BRAND_TERMS_VERSION = '1';

// Before the listing's schema check (init, 5), whose rebuild reads every post's brands.
add_action( 'init', 'masthead_register_brands', 4 );

function masthead_register_brands(): void {
	register_taxonomy(
		MASTHEAD_BRAND_TAXONOMY,
		array( 'post' ),
		array(
			'labels'            => array(
				'name'          => __( 'Brands', 'masthead-content' ),
				'singular_name' => __( 'Brand', 'masthead-content' ),
				'all_items'     => __( 'All brands', 'masthead-content' ),
				'edit_item'     => __( 'Edit brand', 'masthead-content' ),
				'add_new_item'  => __( 'Add brand', 'masthead-content' ),
				'menu_name'     => __( 'Brands', 'masthead-content' ),
			),
			'description'       => __( 'The brands a story is about: it is listed in their news and feeds on the site.', 'masthead-content' ),
			'hierarchical'      => true,
			'public'            => false,
			'show_ui'           => true,
			'show_in_rest'      => true,
			'show_admin_column' => true,
			'rewrite'           => false,
			'query_var'         => false,
		)
	);
	if ( get_option( 'masthead_brand_terms' ) !== MASTHEAD_BRAND_TERMS_VERSION ) {
		masthead_make_brand_terms();
	}
}

/** The contract's brands as terms, by slug; a term an editor renamed keeps its name. */
function masthead_make_brand_terms(): void {
	foreach ( MASTHEAD_NEWS_BRANDS as $slug => $name ) {
		if ( ! get_term_by( 'slug', $slug, MASTHEAD_BRAND_TAXONOMY ) ) {
			wp_insert_term( $name, MASTHEAD_BRAND_TAXONOMY, array( 'slug' => $slug ) );
		}
	}
	update_option( 'masthead_brand_terms', MASTHEAD_BRAND_TERMS_VERSION );
}

/** A post's brand slugs, in the contract's order then any other by slug (none for a page). */
function masthead_brands_of( WP_Post $post ): array {
	if ( 'post' !== $post->post_type ) {
		return array();
	}
	$terms = get_the_terms( $post, MASTHEAD_BRAND_TAXONOMY );
	if ( ! is_array( $terms ) ) {
		return array();
	}
	$slugs = array_values(
		array_filter(
			array_map(
				static function ( $term ) {
					return (string) $term->slug;
				},
				$terms
			),
			static function ( string $slug ) {
				return 1 === preg_match( MASTHEAD_BRAND_SLUG, $slug );
			}
		)
	);
	$order = array_flip( array_keys( MASTHEAD_NEWS_BRANDS ) );
	usort(
		$slugs,
		static function ( string $a, string $b ) use ( $order ) {
			$rank = ( $order[ $a ] ?? PHP_INT_MAX ) <=> ( $order[ $b ] ?? PHP_INT_MAX );
			return 0 !== $rank ? $rank : strcmp( $a, $b );
		}
	);
	return array_slice( $slugs, 0, 20 );
}
