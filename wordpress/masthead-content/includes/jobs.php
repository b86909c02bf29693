<?php
/**
 * Jobs (JobSummarySchema and JobSchema of contract/nodes.ts) from the
 * `masthead_job` post type: `post_name` is the id, the excerpt the summary,
 * the content the job's HTML, the date `datePosted`; the rest is
 * `_masthead_job_*` meta. A job is open while it is published (on a timeline preview: at its moment, timeline.php).
 *
 * @package Masthead
 */

require_once __DIR__ . '/generated/contract.php';

/** The open jobs' summaries, in menu order, then in the order they were added. */
function masthead_job_summaries(): array {
	$posts     = get_posts(
		array(
			'post_type'        => 'masthead_job',
			'post_status'      => masthead_timeline_statuses(),
			'has_password'     => false,
			'numberposts'      => -1,
			'orderby'          => array(
				'menu_order' => 'ASC',
				'ID'         => 'ASC',
			),
			'suppress_filters' => true,
		)
	);
	$summaries = array();
	foreach ( masthead_timeline_filter( $posts ) as $post ) {
		$summary = masthead_job_summary( $post );
		if ( null !== $summary ) {
			$summaries[] = $summary;
		}
	}
	return $summaries;
}

/** The open job with this id, whole, or null (no such job, closed, or not a valid job). */
function masthead_job( string $id ): ?array {
	if ( 1 !== preg_match( MASTHEAD_JOB_ID, $id ) ) {
		return null;
	}
	$posts = get_posts(
		array(
			'post_type'        => 'masthead_job',
			'post_status'      => masthead_timeline_statuses(),
			'has_password'     => false,
			'name'             => $id,
			'numberposts'      => 1,
			'suppress_filters' => true,
		)
	);
	$posts = masthead_timeline_filter( $posts );
	if ( array() === $posts || $posts[0]->post_name !== $id ) {
		return null;
	}
	return masthead_job_of_post( $posts[0] );
}

/**
 * The whole job (JobSchema) a job post makes: its summary, text, apply link and contract. `$post` may be a
 * previewed copy (its title, summary and text from an autosave); the meta is read from `$post->ID`. Null when its
 * fields cannot make a job.
 */
function masthead_job_of_post( WP_Post $post ): ?array {
	$summary = masthead_job_summary( $post );
	if ( null === $summary ) {
		return null;
	}
	$job      = array_merge(
		$summary,
		array(
			'html'     => masthead_job_html( (string) $post->post_content ),
			'applyUrl' => (string) get_post_meta( $post->ID, '_masthead_job_apply_url', true ),
		)
	);
	$contract = (string) get_post_meta( $post->ID, '_masthead_job_contract', true );
	return '' === $contract ? $job : array_merge( $job, array( 'contract' => $contract ) );
}

/** A job's summary, or null when its fields cannot make a valid one (one bad job must not sink the jobs list). */
function masthead_job_summary( WP_Post $post ): ?array {
	$id         = (string) $post->post_name;
	$meta       = function ( string $key ) use ( $post ): string {
		return trim( (string) get_post_meta( $post->ID, '_masthead_job_' . $key, true ) );
	};
	$employment = $meta( 'employment_type' );
	$workplace  = $meta( 'workplace' );
	if ( 1 !== preg_match( MASTHEAD_JOB_ID, $id )
		|| ! in_array( $employment, array( 'FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN' ), true )
		|| ! in_array( $workplace, array( 'Office', 'Hybrid', 'Remote' ), true ) ) {
		return null;
	}
	$summary = array(
		'id'             => $id,
		'title'          => (string) $post->post_title,
		'department'     => $meta( 'department' ),
		'location'       => $meta( 'location' ),
		'employmentType' => $employment,
		'workplace'      => $workplace,
	);
	if ( '' !== $meta( 'salary' ) ) {
		$summary['salary'] = $meta( 'salary' );
	}
	$summary['datePosted'] = substr( (string) $post->post_date, 0, 10 );
	$posted                = masthead_published_moment( $post );
	if ( null !== $posted ) {
		$summary['posted'] = $posted;
	}
	if ( 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $meta( 'valid_through' ) ) ) {
		$summary['validThrough'] = $meta( 'valid_through' );
	}
	$summary['summary'] = (string) $post->post_excerpt;
	if ( '' !== $meta( 'brand' ) ) {
		$summary['brand'] = $meta( 'brand' );
	}
	return $summary;
}

/** A job's HTML: its content as written, or the markup of its blocks when it was written in the block editor. */
function masthead_job_html( string $content ): string {
	if ( ! has_blocks( $content ) ) {
		return $content;
	}
	$html = '';
	foreach ( masthead_slots_from_content( $content )['main'] as $node ) {
		if ( 'rich-text' === $node['type'] ) {
			$html .= $node['html'];
		}
	}
	return $html;
}
