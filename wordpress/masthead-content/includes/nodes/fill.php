<?php
/**
 * Filling the data-bearing nodes as the reference CMS fills them (cms/server/content-index.ts `fillSlots`): a news
 * list's articles (a page of the news index, or the newest few), a jobs list's jobs, a downloads list's sizes.
 *
 * @package Masthead
 */

/** The page number of a news index path (`/news/` → 1, `/news/page-3/` → 3), or null. */
function masthead_news_page_number( string $path ): ?int {
	if ( MASTHEAD_NEWS_INDEX_PATH === $path ) {
		return 1;
	}
	return 1 === preg_match( MASTHEAD_NEWS_PAGE_PATH, $path, $match ) ? (int) $match[1] : null;
}

/** Path of page `$page` of the news index. */
function masthead_news_page_path( int $page ): string {
	return $page <= 1 ? MASTHEAD_NEWS_INDEX_PATH : MASTHEAD_NEWS_INDEX_PATH . "page-{$page}/";
}

/** Pages of the news index for `$total` articles (at least one). */
function masthead_news_page_count( int $total ): int {
	return max( 1, (int) ceil( $total / MASTHEAD_NEWS_PAGE_SIZE ) );
}

/** The slots with their lists filled; `$path` is the page's own (the news index shows the page it is). */
function masthead_fill_slots( array $slots, string $path ): array {
	foreach ( $slots as $name => $nodes ) {
		foreach ( $nodes as $index => $node ) {
			$slots[ $name ][ $index ] = masthead_fill_node( $node, $path );
		}
	}
	return $slots;
}

function masthead_fill_node( array $node, string $path ): array {
	switch ( $node['type'] ) {
		case 'news-list':
			$page = masthead_news_page_number( $path );
			if ( null !== $page ) {
				$answer          = masthead_news_page( $page, MASTHEAD_NEWS_PAGE_SIZE );
				$pages           = masthead_news_page_count( $answer['total'] );
				$node['items']   = $answer['items'];
				$pagination      = array(
					'page'  => $page,
					'pages' => $pages,
				);
				if ( $page > 1 ) {
					$pagination['previous'] = masthead_news_page_path( $page - 1 );
				}
				if ( $page < $pages ) {
					$pagination['next'] = masthead_news_page_path( $page + 1 );
				}
				$node['pagination'] = $pagination;
				return $node;
			}
			$limit         = isset( $node['limit'] ) && is_int( $node['limit'] ) && $node['limit'] > 0 ? $node['limit'] : MASTHEAD_NEWS_LIST_MAX;
			$node['items'] = masthead_news_page( 1, min( $limit, MASTHEAD_NEWS_LIST_MAX ) )['items'];
			return $node;
		case 'jobs-list':
			$node['jobs'] = masthead_job_summaries();
			return $node;
		case 'downloads':
			return masthead_with_file_sizes( $node );
	}
	return $node;
}

/** A downloads node with the real size of every file it links in the uploads folder. */
function masthead_with_file_sizes( array $node ): array {
	if ( ! isset( $node['files'] ) || ! is_array( $node['files'] ) ) {
		return $node;
	}
	foreach ( $node['files'] as $index => $file ) {
		$relative = is_array( $file ) && isset( $file['href'] ) && is_string( $file['href'] ) ? masthead_uploads_relative( $file['href'] ) : null;
		$local    = null === $relative ? null : masthead_media_file( $relative );
		if ( null !== $local ) {
			$node['files'][ $index ]['size'] = masthead_format_file_size( (int) filesize( $local ) );
		}
	}
	return $node;
}

/** Sizes as readers see them, as cms/server/documents.ts writes them: "840 bytes", "2.4 KB", "31 KB", "3.1 MB". */
function masthead_format_file_size( int $bytes ): string {
	if ( $bytes < 1024 ) {
		return "{$bytes} bytes";
	}
	$kb = $bytes / 1024;
	if ( $kb < 1024 ) {
		return masthead_one_decimal_under_ten( $kb ) . ' KB';
	}
	return masthead_one_decimal_under_ten( $kb / 1024 ) . ' MB';
}

/** JavaScript's `x < 10 ? x.toFixed(1) : Math.round(x)`: halves round up (the quotients are exact in binary). */
function masthead_one_decimal_under_ten( float $value ): string {
	if ( $value < 10 ) {
		$tenths = (int) floor( $value * 10 + 0.5 );
		return intdiv( $tenths, 10 ) . '.' . ( $tenths % 10 );
	}
	return (string) (int) floor( $value + 0.5 );
}
