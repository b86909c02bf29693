/**
 * The sidebar's field rules (wordpress/masthead-content/editor/src/sidebar/meta-rules.ts, from the site's zod
 * schemas) and the plugin's (includes/validation.php) agree: a value the sidebar takes saves, a value it refuses
 * (and locks saving over) the REST boundary refuses too, field by field. Breadcrumbs read back as written.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jobProblems,
  jobPublishProblem,
  type Meta,
  pageProblems,
  readBreadcrumbs,
} from '../../../wordpress/masthead-content/editor/src/sidebar/meta-rules';

const INCLUDES = resolve(import.meta.dirname, '../../../wordpress/masthead-content/includes');

const HARNESS = `
define( 'ABSPATH', '/usr/share/wordpress/' );
define( 'WPINC', 'wp-includes' );
foreach ( array( 'plugin.php', 'class-wp-block-parser.php', 'blocks.php', 'formatting.php', 'http.php' ) as $file ) {
	require_once ABSPATH . WPINC . '/' . $file;
}
function __( $text ) { return $text; }
$input = json_decode( stream_get_contents( STDIN ), true );
foreach ( array( 'content-types', 'block-nodes', 'validation' ) as $file ) {
	require_once $input['includes'] . "/{$file}.php";
}
echo json_encode( array_map( static fn( $meta ) => masthead_meta_problem( $meta, true ), $input['metas'] ) );
`;

/** The plugin's answer for each single-field meta object. */
function pluginRefuses(metas: Meta[]): boolean[] {
  const output = execFileSync('php', ['-r', HARNESS], { input: JSON.stringify({ includes: INCLUDES, metas }), encoding: 'utf8' });
  return (JSON.parse(output) as (string | null)[]).map((answer) => answer !== null);
}

const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
/** Values near each rule's edges, and any text. */
const CANDIDATES: Record<string, fc.Arbitrary<string>> = {
  _masthead_layout: fc.constantFrom('default', 'minimal', 'wide', 'Default', 'minimal '),
  _masthead_canonical_path: fc.oneof(
    fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.map((part) => `${part}/`).join('')}`),
    fc.constantFrom('/a?b=1', '/a#b', 'https://x.example/a/', '//x.example/', '/a b/', 'news/', '/news/a-story/', '/a//b/'),
    fc.string({ maxLength: 12 }),
  ),
  _masthead_og_image: fc.oneof(
    segment.map((file) => `/media/2026/11/${file}.jpg`),
    fc.constantFrom('/media/', '/wp-content/uploads/a.jpg', 'https://cms.example/media/a.jpg', '/media/a b.jpg', '/media/a.jpg?x=1'),
  ),
  _masthead_breadcrumbs: fc.oneof(
    fc
      .array(fc.record({ title: fc.string({ maxLength: 6 }), slug: fc.oneof(segment, fc.constant('')) }), { maxLength: 3 })
      .map((list) => JSON.stringify(list)),
    fc.constantFrom('[]', '{}', 'not json', '[{"title":"A"}]', '[{"title":"A","slug":1}]', '[null]', '[{"title":" ","slug":"a"}]'),
  ),
  _masthead_job_employment_type: fc.constantFrom('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'full_time', 'GIG'),
  _masthead_job_workplace: fc.constantFrom('Office', 'Hybrid', 'Remote', 'office', 'Moon'),
  _masthead_job_valid_through: fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '2026-13-01', '2026-2-3', '20260203', '2026-02-03T00:00', '2024-02-29', '2023-02-29'),
  ),
  _masthead_job_apply_url: fc.oneof(
    segment.map((part) => `https://jobs.example/${part}`),
    fc.constantFrom(
      'http://jobs.example/a',
      'https://',
      'https:///a',
      'jobs.example/a',
      'https://jobs.example/a b',
      'mailto:a@b.c',
      'https://jobs.example',
    ),
  ),
};

describe('the sidebar’s rules and the plugin’s', () => {
  it.each(Object.keys(CANDIDATES))('agree on every value of %s', (key) => {
    fc.assert(
      fc.property(fc.array(CANDIDATES[key]!, { minLength: 1, maxLength: 30 }), (values) => {
        const metas = values.map((value) => ({ [key]: value }));
        const refused = pluginRefuses(metas);
        metas.forEach((meta, index) => {
          const sidebar = key.startsWith('_masthead_job_') ? jobProblems(meta) : pageProblems(meta);
          expect(key in sidebar, `${key} = ${JSON.stringify(meta[key])}: sidebar ${sidebar[key] ?? 'takes it'}`).toBe(refused[index]);
        });
      }),
      { numRuns: 10 },
    );
  });

  it('takes an empty value as unset, as the plugin does: a draft saves; only publishing asks for the apply URL', () => {
    const empty = Object.fromEntries(Object.keys(CANDIDATES).map((key) => [key, '']));
    expect({ ...pageProblems(empty), ...jobProblems(empty) }).toEqual({});
    expect(pluginRefuses([empty])).toEqual([false]);
    expect(jobPublishProblem(empty)).toMatch(/^Publishing is locked until the job has its Apply URL/);
    expect(jobPublishProblem({ _masthead_job_apply_url: 'https://jobs.example/a' })).toBeUndefined();
  });

  it('names the crumb that lacks a slug, and reads breadcrumbs back as written', () => {
    expect(pageProblems({ _masthead_breadcrumbs: '[{"title":"A","slug":"a"},{"title":"B","slug":""}]' })).toEqual({
      _masthead_breadcrumbs: 'Breadcrumb 2 needs a slug.',
    });
    const crumbs = [
      { title: 'Our Brands', slug: 'our-brands' },
      { title: 'BBC Good Food', slug: 'goodfood' },
    ];
    expect(readBreadcrumbs(JSON.stringify(crumbs))).toEqual(crumbs);
    expect(readBreadcrumbs('')).toEqual([]);
    expect(readBreadcrumbs('{"title":"A"}')).toEqual([]);
  });
});
